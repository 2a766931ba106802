import { type Lang, langHeaderValue, type Role } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { hashToken, newToken } from './tokens.js';

/** A "forgot password" link lives one hour (D18); the set-your-password link of a new account a week. */
export const RESET_TTL_MS = 3600_000;
export const SETUP_TTL_MS = 7 * 24 * 3600_000;

/**
 * Creates a single-use reset token, stored hashed; returns the token to put in the link. The account's older unused
 * links are voided: only the latest link mailed works (a mailbox read later, or a former owner's, opens nothing).
 */
export async function createResetToken(db: Database, role: Role, accountId: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await voidResetTokens(db, role, accountId);
  await db
    .insertInto('password_resets')
    .values({ role, account_id: accountId, token_hash: hashToken(token), expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return token;
}

/** Voids every unused link of an account (a newer link, a new e-mail address). */
export async function voidResetTokens(db: Database, role: Role, accountId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date() })
    .where('role', '=', role)
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
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
  await voidResetTokens(db, role, row.account_id);
  return row.account_id;
}
