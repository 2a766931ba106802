import type { Database } from '../../server/db/index.js';
import { forgetSessions } from '../../server/auth/sessionCache.js';
import type { Role } from '../../src/contract/constants.js';

/**
 * Puts tokens past their expiry, as time would (no sleeping tests). The server of this process remembers valid
 * sessions until their expiry (server/auth/sessionCache.ts): it is told, as the passing time would tell it.
 */
export async function expireTokens(
  db: Database,
  where: { tokenHash?: string; role?: string; kind?: 'access' | 'refresh' },
): Promise<number> {
  let q = db.updateTable('tokens').set({ expires_at: new Date(Date.now() - 1000) });
  if (where.tokenHash) q = q.where('token_hash', '=', where.tokenHash);
  if (where.role) q = q.where('role', '=', where.role);
  if (where.kind) q = q.where('kind', '=', where.kind);
  const rows = await q.returning(['role', 'account_id']).execute();
  for (const r of rows) forgetSessions(r.role as Role, r.account_id);
  return rows.length;
}
