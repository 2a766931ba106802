import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { PLACED_STATES } from '../queries/orders/states.js';
import { orderNotFound } from './cashStatus.js';

/** Sets a placed order's note; every version stays in its history (order_notes) and the audit log. */
export async function setOrderNote(db: Database, account: Account, id: number, note: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('orders')
      .select(['order_no', 'note'])
      .where('id', '=', id)
      .where('state', 'in', PLACED_STATES)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw orderNotFound();
    await trx.updateTable('orders').set({ note, updated_at: new Date() }).where('id', '=', id).execute();
    await trx.insertInto('order_notes').values({ order_id: id, admin_id: account.id, note }).execute();
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'order',
      resourceId: id,
      label: before.order_no,
      before: { note: before.note },
      after: { note },
    });
  });
}
