import { sql } from 'kysely';
import type { FulfilmentState } from '../../src/contract/fulfilment.js';
import type { Database } from '../db/index.js';
import { dueAtFor } from './holidays.js';

/**
 * Per ordered product: the quantity ordered, what the order's own shipments carried (never a dispute's
 * replacement, kind 'replacement'), what was cancelled before it shipped, and what is left to ship. Lines of a product removed for good (null) cannot ship.
 */
export async function shippableLines(db: Database, orderId: number) {
  const rows = await db
    .selectFrom('order_lines as l')
    .select([
      'l.product_id',
      sql<string>`min(l.ref)`.as('ref'),
      sql<string>`min(l.name)`.as('name'),
      // the product's Arabic name today ('' when none): an Arabic reader's documents name it so (D67)
      sql<string | null>`(SELECT pr.name_ar FROM products pr WHERE pr.id = l.product_id)`.as('name_ar'),
      sql<number>`sum(l.quantity)::int`.as('ordered'),
      sql<number>`coalesce((SELECT sum(sl.quantity) FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
        WHERE s.order_id = ${orderId} AND s.kind = 'order' AND sl.product_id = l.product_id), 0)::int`.as('shipped'),
      // what the admin cancelled of it before it shipped (issue 28, D60): never to ship any more
      sql<number>`coalesce((SELECT sum(cl.quantity) FROM order_cancellation_lines cl JOIN order_cancellations c ON c.id = cl.cancellation_id
        WHERE c.order_id = ${orderId} AND cl.product_id = l.product_id), 0)::int`.as('cancelled'),
    ])
    .where('l.order_id', '=', orderId)
    .groupBy('l.product_id')
    .orderBy(sql`min(l.id)`)
    .execute();
  return rows.map((r) => ({
    ...r,
    remaining: r.product_id === null ? 0 : Math.max(0, r.ordered - r.shipped - r.cancelled),
  }));
}

/**
 * The fulfilment state the order's shipments make (call with the order row locked): nothing shipped keeps it to
 * prepare or being prepared; some left → partly shipped; all left (or the rest cancelled) → shipped, and delivered
 * once every one of its own shipments is; everything cancelled before anything left → cancelled. A cancelled order
 * stays cancelled.
 */
export async function refreshFulfilment(trx: Database, orderId: number): Promise<FulfilmentState | null> {
  const order = await trx
    .selectFrom('orders')
    .select(['fulfilment'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (order.fulfilment === null || order.fulfilment === 'cancelled') return order.fulfilment;
  const lines = await shippableLines(trx, orderId);
  const shipped = lines.some((l) => l.shipped > 0);
  const open = lines.some((l) => l.remaining > 0);
  if (!shipped && open) return order.fulfilment;
  if (!shipped) {
    // everything was cancelled before anything shipped (D60)
    await trx
      .updateTable('orders')
      .set({ fulfilment: 'cancelled', updated_at: new Date() })
      .where('id', '=', orderId)
      .execute();
    return 'cancelled';
  }
  let next: FulfilmentState = 'partly_shipped';
  if (!open) {
    const undelivered = await trx
      .selectFrom('shipments')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order')
      .where('delivered_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    next = undelivered ? 'shipped' : 'delivered';
  }
  if (next !== order.fulfilment)
    await trx
      .updateTable('orders')
      .set({ fulfilment: next, updated_at: new Date() })
      .where('id', '=', orderId)
      .execute();
  return next;
}

/**
 * An order enters fulfilment when it is placed for the business: a card order at its payment, an offline one at
 * its sales validation (both write paid_at). Called in that write's transaction, the order row locked. An order
 * held until it can ship complete (D125) enters when its hold is released (shortages/holds.ts), due from then.
 */
export async function enterFulfilment(trx: Database, orderId: number, enteredAt: Date): Promise<void> {
  const due = await dueAtFor(trx, enteredAt);
  await trx
    .updateTable('orders')
    .set({ fulfilment: 'to_prepare', due_at: due })
    .where('id', '=', orderId)
    .where('fulfilment', 'is', null)
    .where((eb) =>
      eb.or([
        eb('hold_id', 'is', null),
        eb('hold_id', 'in', eb.selectFrom('backorder_holds').select('id').where('released_at', 'is not', null)),
      ]),
    )
    .execute();
}

/** Whether an order waits, out of the queue, for its back-orders (D125). */
export async function isHeld(db: Database, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('backorder_holds as h', 'h.id', 'o.hold_id')
    .select('h.id')
    .where('o.id', '=', orderId)
    .where('h.released_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** An offline order whose sales validation is withdrawn before anything shipped leaves the queue again. */
export async function leaveFulfilment(trx: Database, orderId: number): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ fulfilment: null, due_at: null, preparing_at: null, preparing_by: null })
    .where('id', '=', orderId)
    .where('fulfilment', 'in', ['to_prepare', 'preparing'])
    .execute();
}
