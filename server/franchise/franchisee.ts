import { Code } from '../../src/contract/codes.js';
import type { Account } from '../auth/guard.js';
import { ApiError } from '../http/envelope.js';

/**
 * The signed-in franchisee and its wilaya, the scope of everything it sees (D11), as the route guard read them with
 * its token (a franchisee deleted meanwhile has no session any more).
 */
export function franchiseeOf(account: Account): { id: number; wilaya_id: number } {
  if (account.role !== 'franchise' || account.wilayaId === undefined)
    throw new ApiError(Code.INVALID_SESSION, 'server.invalidSession', { status: 401 });
  return { id: account.id, wilaya_id: account.wilayaId };
}
