import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';

/**
 * Limits on failed sign-ins and reset requests (D20), counted in the auth_attempts table so that every server
 * instance sees the same numbers. Per account: 10 in 15 minutes. Per client address, more generously because a
 * whole pharmacy chain may share one office address: 100 a minute.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

export const ACCOUNT_LIMIT: Limit = { max: 10, windowMs: 15 * 60_000 };
export const ADDRESS_LIMIT: Limit = { max: 100, windowMs: 60_000 };

export type AttemptKind = 'signin' | 'reset' | 'password';

/** Key of an account's attempts of one kind; unknown e-mails are counted too, so a refusal reveals nothing. */
export const accountKey = (kind: AttemptKind, role: Role, account: string | number) =>
  `${kind}:${role}:${String(account).trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export interface LimitCheck {
  key: string;
  limit: Limit;
}

/**
 * Refuses with 4290 (HTTP 429) when any key already has `max` attempts inside its window; the message says
 * in how many minutes the oldest of them leaves the window.
 */
export async function assertNotLimited(db: Database, checks: LimitCheck[]): Promise<void> {
  for (const { key, limit } of checks) {
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
      throw new ApiError(Code.RATE_LIMITED, 'server.rateLimited', { vars: { minutes } });
    }
  }
}

export async function recordAttempt(db: Database, keys: string[]): Promise<void> {
  if (keys.length) await db.insertInto('auth_attempts').values(keys.map((key) => ({ key }))).execute();
}

/** A successful sign-in or reset forgets the account's failures. */
export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.deleteFrom('auth_attempts').where('key', '=', key).execute();
}
