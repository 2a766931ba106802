import type { Database } from '../../db/index.js';
import { scoped } from './filters.js';
import type { OrderScope } from './scope.js';
import { PLACED_STATES } from './states.js';

/** Whether a caller may reach an order, without loading it (the invoice downloads check this first). */

/** True when the id is a card attempt that never became an order (awaiting payment, failed, expired, cancelled…). */
export async function isCardAttempt(db: Database, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirst();
  return row !== undefined && row.state !== 'rejected' && !PLACED_STATES.includes(row.state);
}

/** Whether an order exists within the scope (an order outside it answers like a missing one, D11). */
export async function orderInScope(db: Database, orderId: number, scope: OrderScope = {}): Promise<boolean> {
  return (await scoped(db, scope).select('o.id').where('o.id', '=', orderId).executeTakeFirst()) !== undefined;
}
