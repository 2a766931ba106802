import type { ShortOrder } from '../../../src/contract/recalls.js';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

export type { ShortOrder };

/**
 * The unshipped orders the product's remaining sellable lots no longer cover (D91). What each order holds is read as
 * the invariant reads it (server/lots/held.ts, D79); the remaining units go to the orders in the preparation queue's
 * order (earliest due first, then the ones still awaiting payment or validation, oldest first), and the orders after
 * them are short of what is left. FEFO allocates at shipment only, so this is the admin's list to act on, not a
 * reservation.
 */
export async function shortOrdersOf(trx: Database, productId: number, remaining: number): Promise<ShortOrder[]> {
  const { rows } = await sql<{ order_id: number; order_no: string; held: number }>`
    SELECT x.order_id, x.order_no, greatest(0, x.ordered
        - coalesce((SELECT sum(sl.quantity) FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
            WHERE s.order_id = x.order_id AND s.kind = 'order' AND sl.product_id = ${productId}), 0)
        - coalesce((SELECT sum(cl.quantity) FROM order_cancellations c JOIN order_cancellation_lines cl ON cl.cancellation_id = c.id
            WHERE c.order_id = x.order_id AND cl.product_id = ${productId}), 0))::int AS held
    FROM (SELECT o.id AS order_id, o.order_no, o.due_at, o.created_at, sum(l.quantity) AS ordered
          FROM orders o JOIN order_lines l ON l.order_id = o.id
          WHERE l.product_id = ${productId} AND o.stock_released = false
            AND (o.fulfilment IS NULL OR o.fulfilment IN ('to_prepare', 'preparing', 'partly_shipped'))
          GROUP BY o.id) x
    ORDER BY x.due_at ASC NULLS LAST, x.created_at, x.order_id`.execute(trx);
  let left = remaining;
  const short: ShortOrder[] = [];
  for (const r of rows) {
    if (r.held <= 0) continue;
    const covered = Math.min(left, r.held);
    left -= covered;
    if (covered < r.held) short.push({ order_id: r.order_id, order_no: r.order_no, missing: r.held - covered });
  }
  return short;
}
