import type { Kysely, Transaction } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { ApiError } from '../http/envelope.js';
import { markKeyCommitted } from '../http/idempotency.js';
import type { DB } from './schema.js';

/** SQLSTATE of a transaction PostgreSQL chose to abort so that others go on: running it again succeeds. */
const RETRYABLE = new Set(['40P01', '40001']);

export const isRetryableConflict = (error: unknown): boolean =>
  !!error && typeof error === 'object' && RETRYABLE.has(String((error as { code?: unknown }).code));

export interface RetryOptions {
  /** runs in all, the first included */
  attempts?: number;
  /** the first back-off's upper bound, in ms; doubled at each retry, drawn at random below it */
  backoffMs?: number;
  /** told before each retry (a metric or a log line) */
  onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * Runs `work` in a transaction and runs it again, after a short random pause, when PostgreSQL aborts it as a
 * deadlock victim (40P01) or a serialization failure (40001): those transactions changed nothing, and the lock
 * order of docs/payments.md keeps them rare. When every run was aborted the caller gets 5001 / HTTP 503 and a
 * "try again" message, never a 500. `work` must only touch the database: it may run several times.
 *
 * In a request that claimed an Idempotency-Key, the key is marked committed in the same transaction, just before the
 * commit (D109): the write and the key's "done" commit together or not at all. A write under a key must therefore go
 * through here (not `db.transaction()` nor a lone statement) to be covered.
 */
export async function inTransaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  o: RetryOptions = {},
): Promise<T> {
  const attempts = o.attempts ?? 5;
  const backoff = o.backoffMs ?? 20;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const result = await work(trx);
        await markKeyCommitted(trx);
        return result;
      });
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= attempts) throw new ApiError(Code.SERVER_ERROR, 'server.busyTryAgain', { status: 503 });
      o.onRetry?.(error, attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * backoff * 2 ** (attempt - 1)));
    }
  }
}
