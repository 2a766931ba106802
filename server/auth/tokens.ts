import { createHash, randomBytes, randomUUID } from 'node:crypto';
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
}

/** Issues an access and a refresh token; a new sign-in starts a new family, a renewal stays in its family (D7). */
export async function issueTokens(
  db: Database,
  ttl: TokenTtl,
  role: Role,
  accountId: number,
  family: string = randomUUID(),
): Promise<TokenPair> {
  const access = newToken();
  const refresh = newToken();
  const now = Date.now();
  await db
    .insertInto('tokens')
    .values([
      {
        role,
        account_id: accountId,
        kind: 'access',
        token_hash: hashToken(access),
        family,
        expires_at: new Date(now + ttl.accessTokenTtl * 1000),
      },
      {
        role,
        account_id: accountId,
        kind: 'refresh',
        token_hash: hashToken(refresh),
        family,
        expires_at: new Date(now + ttl.refreshTokenTtl * 1000),
      },
    ])
    .execute();
  return { access, refresh };
}

/** Ends every session of an account at once (account deleted, password reset). */
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

/** The token payload of a sign-in or renewal answer: `{<role>_access_token, <role>_refresh_token}`. */
export const tokenPayload = (role: Role, pair: TokenPair) => ({
  [`${role}_access_token`]: pair.access,
  [`${role}_refresh_token`]: pair.refresh,
});
