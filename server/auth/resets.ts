import { type Lang, langHeaderValue, type Role } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { hashToken, newToken } from './tokens.js';

/** A "forgot password" link lives one hour (D18); the set-your-password link of a new account a week. */
export const RESET_TTL_MS = 3600_000;
export const SETUP_TTL_MS = 7 * 24 * 3600_000;

/** Creates a single-use reset token, stored hashed; returns the token to put in the link. */
export async function createResetToken(db: Database, role: Role, accountId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('password_resets')
    .values({ role, account_id: accountId, token_hash: hashToken(token), expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return token;
}

/** `<WEB_URL>/<role>/reset_password?t=<token>`, the pharmacy one with `&lang=1|2` (D18, spec 000 §2). */
export function resetLink(config: Pick<Config, 'webUrl'>, role: Role, token: string, lang: Lang): string {
  const url = new URL(`${config.webUrl}/${role}/reset_password`);
  url.searchParams.set('t', token);
  if (role === 'pharmacy') url.searchParams.set('lang', langHeaderValue(lang));
  return url.toString();
}

/**
 * Uses a reset token: returns the account id when the token is known, unused and unexpired, and marks it used
 * (a conditional update, so two concurrent uses cannot both succeed). Also voids the account's other links.
 */
export async function consumeResetToken(db: Database, role: Role, token: string): Promise<number | null> {
  const now = new Date();
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('role', '=', role)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('role', '=', role)
    .where('account_id', '=', row.account_id)
    .where('used_at', 'is', null)
    .execute();
  return row.account_id;
}
