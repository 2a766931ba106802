import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { forgetSessions } from './sessionCache.js';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface TokenTtl {
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds a session may last from its sign-in, whatever its renewals (SESSION_MAX_AGE). */
  sessionMaxAge: number;
}

/** The session a renewal continues: its family (D7) and when it was signed in. */
export interface Session {
  family: string;
  signedInAt: Date;
}

/**
 * The pair that renews a refresh token, the same whoever asks: the token itself keys an HMAC of its family (never
 * sent to the browser) and its row, so a replay within the grace window gets the pair the first renewal stored,
 * without the database ever holding a usable token, and the holder of a stolen refresh token cannot compute its
 * successor without asking the server (which revokes the family after the grace window).
 */
export function renewalPair(refresh: string, family: string, tokenId: number): TokenPair {
  const derive = (kind: string) =>
    createHmac('sha256', refresh).update(`${family}:${tokenId}:${kind}`).digest('base64url');
  return { access: derive('access'), refresh: derive('refresh') };
}

/**
 * Stores an access and a refresh token: a new sign-in starts a new family (a fresh pair), a renewal stays in its
 * family with the pair `renewalPair` gave. Neither outlives the session's SESSION_MAX_AGE.
 */
export async function issueTokens(
  db: Database,
  ttl: TokenTtl,
  role: Role,
  accountId: number,
  session: Session = { family: randomUUID(), signedInAt: new Date() },
  pair: TokenPair = { access: newToken(), refresh: newToken() },
): Promise<TokenPair> {
  const now = Date.now();
  const sessionEnd = session.signedInAt.getTime() + ttl.sessionMaxAge * 1000;
  const until = (seconds: number) => new Date(Math.min(now + seconds * 1000, sessionEnd));
  const common = { role, account_id: accountId, family: session.family, signed_in_at: session.signedInAt };
  await db
    .insertInto('tokens')
    .values([
      { ...common, kind: 'access', token_hash: hashToken(pair.access), expires_at: until(ttl.accessTokenTtl) },
      { ...common, kind: 'refresh', token_hash: hashToken(pair.refresh), expires_at: until(ttl.refreshTokenTtl) },
    ])
    .execute();
  return pair;
}

/** Ends every session of an account at once (account deleted, password reset, e-mail changed). */
export async function revokeAccountTokens(db: Database, role: Role, accountId: number): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('role', '=', role)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
  forgetSessions(role, accountId);
}

/**
 * Ends every session of an account but the one of `accessToken` (the caller's, which stays signed in): a password
 * or e-mail changed by the account itself.
 */
export async function revokeOtherSessions(
  db: Database,
  role: Role,
  accountId: number,
  accessToken: string | undefined,
): Promise<void> {
  const own = accessToken
    ? await db
        .selectFrom('tokens')
        .select('family')
        .where('role', '=', role)
        .where('token_hash', '=', hashToken(accessToken))
        .executeTakeFirst()
    : undefined;
  let others = db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('role', '=', role)
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (own) others = others.where('family', '<>', own.family);
  await others.execute();
  forgetSessions(role, accountId);
}

/**
 * Sign-out: ends the sessions (token families) of the tokens presented, access tokens included, at once on every
 * instance (the revocation's notification, migration 013). Unknown or already revoked tokens change nothing.
 */
export async function revokeSessionsOf(db: Database, role: Role, tokens: string[]): Promise<void> {
  if (!tokens.length) return;
  const rows = await db
    .selectFrom('tokens')
    .select(['family', 'account_id'])
    .where('role', '=', role)
    .where('token_hash', 'in', tokens.map(hashToken))
    .execute();
  if (!rows.length) return;
  await db
    .updateTable('tokens')
    .set({ revoked_at: new Date() })
    .where('family', 'in', [...new Set(rows.map((r) => r.family))])
    .where('revoked_at', 'is', null)
    .execute();
  for (const id of new Set(rows.map((r) => r.account_id))) forgetSessions(role, id);
}

/** The token payload of a sign-in or renewal answer: `{<role>_access_token, <role>_refresh_token}`. */
export const tokenPayload = (role: Role, pair: TokenPair) => ({
  [`${role}_access_token`]: pair.access,
  [`${role}_refresh_token`]: pair.refresh,
});
