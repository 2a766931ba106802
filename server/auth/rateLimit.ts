import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';

/**
 * Limits on failed sign-ins and reset requests (D20 as widened by D33), counted in the auth_attempts table so that
 * every server instance sees the same numbers. Per account and client address: 10 in 15 minutes, so an attacker's
 * failures lock the attacker's address out, not the owner signing in from elsewhere. Per account whatever the
 * address: 100 in 15 minutes, the cap on an attack spread over many addresses (a successful password reset lifts
 * both at once). Per client address, generously because a whole pharmacy chain may share one office address:
 * 100 a minute.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const ACCOUNT_ADDRESS_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };
export const ACCOUNT_LIMIT: Limit = { max: 100, windowMs: 15 * 60_000 };
export const ADDRESS_LIMIT: Limit = { max: 100, windowMs: 60_000 };
/** Reset mails asked for one account from any address: enough for its owner, few enough not to flood the mailbox. */
export const RESET_ACCOUNT_LIMIT: Limit = { max: 30, windowMs: 15 * 60_000 };
/** Old passwords tried by a signed-in pharmacy (change_pswd): the session is the account's, one limit is enough. */
export const PASSWORD_CHECK_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };

export type AttemptKind = 'signin' | 'reset' | 'password';

/** Key of an account's attempts of one kind; unknown e-mails are counted too, so a refusal reveals nothing. */
export const accountKey = (kind: AttemptKind, role: Role, account: string | number) =>
  `${kind}:${role}:${String(account).trim().toLowerCase()}`;
/** Key of an account's attempts of one kind from one client address. */
export const accountAddressKey = (kind: AttemptKind, role: Role, account: string | number, ip: string) =>
  `${accountKey(kind, role, account)}|${ip}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** The checks of a sign-in or reset request: per account and address, per account, per address. */
export function attemptChecks(kind: 'signin' | 'reset', role: Role, email: string, ip: string): LimitCheck[] {
  return [
    { key: accountAddressKey(kind, role, email, ip), limit: ACCOUNT_ADDRESS_LIMIT },
    { key: accountKey(kind, role, email), limit: kind === 'signin' ? ACCOUNT_LIMIT : RESET_ACCOUNT_LIMIT },
    { key: addressKey(ip), limit: ADDRESS_LIMIT },
  ];
}

export interface LimitCheck {
  key: string;
  limit: Limit;
}

/** First key of the two-key advisory locks taken on attempt keys (the second is the key's hash). */
const ATTEMPT_LOCK_SPACE = 4290;

/**
 * Counts and records an attempt in one step, before any password work: per key, an advisory lock held until
 * the end of the transaction serialises the requests of every instance, so each sees the attempts recorded
 * before it. Refuses with 4290 (HTTP 429) when any key already has `max` attempts inside its window, recording
 * nothing; the message says in how many minutes the oldest of them leaves the window. Returns the ids of the
 * rows recorded, for `clearAttempts` when the attempt succeeds.
 */
export async function claimAttempt(db: Database, checks: LimitCheck[]): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    // always in the same order, so two requests locking the same keys cannot deadlock
    for (const key of [...new Set(checks.map((c) => c.key))].sort())
      await sql`SELECT pg_advisory_xact_lock(${ATTEMPT_LOCK_SPACE}, hashtext(${key}))`.execute(trx);
    for (const check of checks) await assertBelowLimit(trx, check);
    const rows = await trx
      .insertInto('auth_attempts')
      .values(checks.map(({ key }) => ({ key })))
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  });
}

async function assertBelowLimit(db: Database, { key, limit }: LimitCheck): Promise<void> {
  const window = sql`make_interval(secs => ${limit.windowMs / 1000})`;
  // the max-th most recent attempt: while it is inside the window, the key is at its limit
  const row = await db
    .selectFrom('auth_attempts')
    .select(sql<number>`ceil(extract(epoch from (created_at + ${window} - now())) / 60)`.as('minutes'))
    .where('key', '=', key)
    .where('created_at', '>', sql<Date>`now() - ${window}`)
    .orderBy('created_at', 'desc')
    .offset(limit.max - 1)
    .limit(1)
    .executeTakeFirst();
  if (row) {
    const minutes = Math.max(1, Number(row.minutes));
    throw new ApiError(Code.RATE_LIMITED, 'server.rateLimited', { vars: { smart_count: minutes } });
  }
}

/** A successful password reset: the account's sign-in failures, from every address, no longer lock it. */
export async function unlockAccount(db: Database, role: Role, email: string): Promise<void> {
  const key = accountKey('signin', role, email);
  await db
    .deleteFrom('auth_attempts')
    .where((eb) => eb.or([eb('key', '=', key), eb(sql`left(key, ${key.length + 1})`, '=', `${key}|`)]))
    .execute();
}

/**
 * A successful attempt is not a failure: forgets the account's failures (`key`) and the rows this attempt
 * recorded (`claimed`, e.g. its client-address row).
 */
export async function clearAttempts(db: Database, key: string | null, claimed: number[] = []): Promise<void> {
  if (key === null && !claimed.length) return;
  await db
    .deleteFrom('auth_attempts')
    .where((eb) => {
      const which = [];
      if (key !== null) which.push(eb('key', '=', key));
      if (claimed.length) which.push(eb('id', 'in', claimed));
      return eb.or(which);
    })
    .execute();
}
