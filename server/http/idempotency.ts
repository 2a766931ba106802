import { createHash } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import { ApiError } from './envelope.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** How long a key answers with its first answer. */
const KEEP = sql<Date>`now() - interval '24 hours'`;
/** A first request that never finished (its instance died) gives its key up after this. */
const ABANDONED = sql<Date>`now() - interval '2 minutes'`;
const WAIT_STEP_MS = 100;
/** A card's number and security code never reach the database, not even hashed in a fingerprint (add_cc). */
const SECRET_FIELDS = new Set(['card_number', 'cardNumber', 'cvv']);
const withoutSecrets = (key: string, value: unknown) => (SECRET_FIELDS.has(key) ? undefined : value);
const WAIT_MAX_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** the Idempotency-Key this request owns and answers for */
    idempotencyKey?: string;
  }
}

/**
 * `Idempotency-Key` on the calls that create something: order creation (save_order, special_payment) and the
 * create dialogs (add_cc, add_address, add_category; issue 26 §7). The first request with a key claims it in the
 * database (primary key role + account + key, so it works across instances); a repeat waits for the first answer
 * and gets it back unchanged, so a retried or double click never creates twice. Keys are kept 24 hours. A 5xx
 * answer is not kept (the key is freed and a retry runs again). Without the header nothing changes.
 * Use both hooks on the route, `preHandler` after the guard.
 */
export function idempotency(db: Database): { preHandler: preHandlerAsyncHookHandler; onSend: onSendAsyncHookHandler } {
  const fingerprintOf = (request: FastifyRequest) =>
    `${request.method} ${request.routeOptions.url} ${createHash('sha256').update(JSON.stringify(request.body ?? null, withoutSecrets)).digest('base64url')}`;

  async function preHandler(request: FastifyRequest, reply: FastifyReply) {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0]! : raw;
    if (!KEY.test(key)) throw new ApiError(Code.VALIDATION, 'payment.idempotencyKeyInvalid', { status: 400 });
    const { id: accountId, role } = request.account;
    const fingerprint = fingerprintOf(request);
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ role, account_id: accountId, key, fingerprint })
      .onConflict((oc) =>
        oc
          .columns(['role', 'account_id', 'key'])
          .doUpdateSet({ fingerprint, status_code: null, response: null, created_at: sql`now()` })
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<', KEEP),
              eb.and([eb('idempotency_keys.response', 'is', null), eb('idempotency_keys.created_at', '<', ABANDONED)]),
            ]),
          ),
      )
      .returning('key')
      .executeTakeFirst();
    if (claimed) {
      request.idempotencyKey = key;
      return;
    }
    for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
      const first = await db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'status_code', 'response'])
        .where('role', '=', role)
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .executeTakeFirst();
      // freed by a 5xx first answer: this repeat runs as a new first request
      if (!first) return preHandler(request, reply);
      if (first.fingerprint !== fingerprint) throw new ApiError(Code.CONFLICT, 'payment.idempotencyKeyReused', { status: 422 });
      if (first.response !== null && first.status_code !== null)
        return reply.status(first.status_code).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(first.response);
      await wait(WAIT_STEP_MS);
    }
    throw new ApiError(Code.CONFLICT, 'payment.idempotencyInProgress');
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const key = request.idempotencyKey;
    if (!key) return payload;
    request.idempotencyKey = undefined;
    const { id: accountId, role } = request.account;
    try {
      if (reply.statusCode >= 500)
        await db.deleteFrom('idempotency_keys').where('role', '=', role).where('account_id', '=', accountId).where('key', '=', key).execute();
      else
        await db
          .updateTable('idempotency_keys')
          .where('role', '=', role)
          .where('account_id', '=', accountId)
          .where('key', '=', key)
          .set({ status_code: reply.statusCode, response: String(payload) })
          .execute();
    } catch (err) {
      // the answer still goes out; the key is freed by the ABANDONED delay
      request.log.warn({ err }, 'idempotency key not recorded');
    }
    return payload;
  }

  return { preHandler, onSend };
}

/** Keys older than a day answer nothing any more. */
export async function purgeIdempotencyKeys(db: Database): Promise<number> {
  const res = await db.deleteFrom('idempotency_keys').where('created_at', '<', KEEP).executeTakeFirst();
  return Number(res.numDeletedRows);
}

export const idempotencyPurgeJob: Job = {
  name: 'idempotency.purge',
  everyMs: 3600_000,
  run: async (_config, db, log) => {
    const deleted = await purgeIdempotencyKeys(db);
    if (deleted) log.info({ deleted }, 'expired idempotency keys purged');
  },
};
