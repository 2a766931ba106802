import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { setTimeout as wait } from 'node:timers/promises';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onSendAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import type { Job } from '../job.js';
import { ApiError } from './envelope.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[A-Za-z0-9_-]{1,100}$/;
/** How long a key answers with its first answer. */
const KEEP = sql<Date>`now() - interval '24 hours'`;
/** A first request that never finished (its instance died) gives its key up after this, unless its write committed (D109). */
const ABANDONED = sql<Date>`now() - interval '2 minutes'`;
const WAIT_STEP_MS = 100;
/** A card's number and security code never reach the database, not even hashed in a fingerprint (add_cc). */
const SECRET_FIELDS = new Set(['card_number', 'cardNumber', 'cvv']);
const withoutSecrets = (key: string, value: unknown) => (SECRET_FIELDS.has(key) ? undefined : value);
const WAIT_MAX_MS = 60_000;

/** An Idempotency-Key a request claimed and answers for. */
interface ClaimedKey {
  role: Role;
  accountId: number;
  key: string;
  /** until the answer is being stored: a write after that (work left running) is not this key's */
  open: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the Idempotency-Key this request owns and answers for */
    idempotencyKey?: ClaimedKey;
  }
}

/** The key claimed by the request being handled, for the transactions it runs (markKeyCommitted). */
const claimedKeys = new AsyncLocalStorage<ClaimedKey>();

/**
 * Inside a transaction, just before it commits (inTransaction calls it): when the request running it claimed an
 * Idempotency-Key, the key records that its write committed, in that same transaction (D109). Whatever happens to
 * the answer afterwards (the instance killed before it is stored, a 5xx), the key is then never given up before its
 * 24 hours and the request never runs again under it. Outside a keyed request it does nothing.
 */
export async function markKeyCommitted(trx: Kysely<DB>): Promise<void> {
  const claimed = claimedKeys.getStore();
  if (!claimed?.open) return;
  await trx
    .updateTable('idempotency_keys')
    .set({ committed_at: sql`now()` })
    .where('role', '=', claimed.role)
    .where('account_id', '=', claimed.accountId)
    .where('key', '=', claimed.key)
    .where('committed_at', 'is', null)
    .execute();
}

/**
 * `Idempotency-Key` on the calls that create something: order creation (save_order, special_payment) and the
 * create dialogs (add_cc, add_address, add_category; issue 26 §7), payments, reversals, shipments, disputes, credit
 * notes, collections, recalls, goods-in. The first request with a key claims it in the database (primary key role +
 * account + key, so it works across instances); a repeat waits for the first answer and gets it back unchanged, so a
 * retried or double click never creates twice. Keys are kept 24 hours. Without the header nothing changes.
 *
 * D109: the key's outcome is kept in the same transaction as the write. The claimed key is the request's (an
 * AsyncLocalStorage store, so the handler's transactions see it); every inTransaction marks it `committed_at` just
 * before its commit (markKeyCommitted). A key whose write committed is never given up by the 2-minute delay of an
 * abandoned first request, and a 5xx answer after it does not free it: a repeat whose first answer was not stored is
 * answered 4095 "already recorded" and changes nothing. A 5xx answer is not kept and frees the key only when nothing
 * committed, so a retry runs again. Use both hooks on the route, `preHandler` after the guard.
 */
export function idempotency(db: Database): { preHandler: preHandlerHookHandler; onSend: onSendAsyncHookHandler } {
  const fingerprintOf = (request: FastifyRequest) =>
    `${request.method} ${request.routeOptions.url} ${createHash('sha256')
      .update(JSON.stringify(request.body ?? null, withoutSecrets))
      .digest('base64url')}`;

  /** The key claimed (this request runs), 'answered' (a repeat got the first answer), or undefined (no header). */
  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<ClaimedKey | 'answered' | undefined> {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined) return undefined;
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
          .doUpdateSet({ fingerprint, status_code: null, response: null, committed_at: null, created_at: sql`now()` })
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<', KEEP),
              // a first request that died before its write committed; one whose write committed is never run again
              eb.and([
                eb('idempotency_keys.response', 'is', null),
                eb('idempotency_keys.committed_at', 'is', null),
                eb('idempotency_keys.created_at', '<', ABANDONED),
              ]),
            ]),
          ),
      )
      .returning('key')
      .executeTakeFirst();
    if (claimed) return { role, accountId, key, open: true };
    for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
      const first = await db
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'status_code', 'response', 'committed_at'])
        .select(sql<boolean>`created_at < ${ABANDONED}`.as('abandoned'))
        .where('role', '=', role)
        .where('account_id', '=', accountId)
        .where('key', '=', key)
        .executeTakeFirst();
      // freed by a 5xx first answer, or its first request died before committing: this repeat runs as a new first request
      if (!first || (first.response === null && first.committed_at === null && first.abandoned))
        return claim(request, reply);
      if (first.fingerprint !== fingerprint)
        throw new ApiError(Code.CONFLICT, 'payment.idempotencyKeyReused', { status: 422 });
      if (first.response !== null && first.status_code !== null) {
        void reply
          .status(first.status_code)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(first.response);
        return 'answered';
      }
      // the write committed and its answer was lost (a 5xx after it, or its instance died before storing it)
      if (first.committed_at !== null && (first.status_code !== null || first.abandoned))
        throw new ApiError(Code.STATE_CONFLICT, 'payment.idempotencyAlreadyRecorded', { status: 409 });
      await wait(WAIT_STEP_MS);
    }
    throw new ApiError(Code.CONFLICT, 'payment.idempotencyInProgress');
  }

  // Callback style: the rest of the request (the handler and its transactions) runs inside the claimed key's store.
  function preHandler(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    claim(request, reply).then(
      (claimed) => {
        if (claimed === 'answered') return;
        if (!claimed) return done();
        request.idempotencyKey = claimed;
        claimedKeys.run(claimed, done);
      },
      (err: Error) => done(err),
    );
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claimed = request.idempotencyKey;
    if (!claimed) return payload;
    request.idempotencyKey = undefined;
    claimed.open = false;
    try {
      if (reply.statusCode >= 500) {
        // the key is freed only when nothing committed under it; otherwise it stays, answering "already recorded"
        const freed = await db
          .deleteFrom('idempotency_keys')
          .where('role', '=', claimed.role)
          .where('account_id', '=', claimed.accountId)
          .where('key', '=', claimed.key)
          .where('committed_at', 'is', null)
          .executeTakeFirst();
        if (freed.numDeletedRows === 0n)
          await db
            .updateTable('idempotency_keys')
            .where('role', '=', claimed.role)
            .where('account_id', '=', claimed.accountId)
            .where('key', '=', claimed.key)
            .where('response', 'is', null)
            .set({ status_code: reply.statusCode })
            .execute();
      } else
        await db
          .updateTable('idempotency_keys')
          .where('role', '=', claimed.role)
          .where('account_id', '=', claimed.accountId)
          .where('key', '=', claimed.key)
          .set({ status_code: reply.statusCode, response: String(payload) })
          .execute();
    } catch (err) {
      // the answer still goes out; a key whose write did not commit is freed by the ABANDONED delay
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
