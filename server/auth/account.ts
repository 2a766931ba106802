import type { Role } from '../../src/contract/constants.js';

/** Who a guarded call is from (`request.account`). */
export interface Account {
  role: Role;
  id: number;
  /** a franchisee's wilaya, read with its token */
  wilayaId?: number;
}
