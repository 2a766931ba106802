import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';

/** The signed-in franchisee and its wilaya, the scope of everything it sees (D11); one deleted meanwhile has no session any more. */
export async function franchiseeOf(db: Database, accountId: number): Promise<{ id: number; wilaya_id: number }> {
  const row = await db.selectFrom('franchisees').select(['id', 'wilaya_id']).where('id', '=', accountId).executeTakeFirst();
  if (!row) throw new ApiError(Code.INVALID_SESSION, 'server.invalidSession', { status: 401 });
  return row;
}
