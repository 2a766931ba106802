import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * Units ordered and not yet shipped, per product (issue 29, D79): what orders hold of `products.quantity`. An order
 * holds stock while its reservation stands (`stock_released` false) and it has not left the preparation queue for
 * good: awaiting payment or validation (no fulfilment state yet), to prepare, being prepared or partly shipped. Per
 * ordered product: ordered less what the order's own shipments carried less what was cancelled before shipping.
 * Raw SQL so migration 033 reads it the same way as the invariant check.
 */
export const heldUnitsSql: RawBuilder<{ product_id: number; held: number }> = sql`
  SELECT x.product_id, sum(greatest(0, x.ordered
      - coalesce((SELECT sum(sl.quantity) FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
          WHERE s.order_id = x.order_id AND s.kind = 'order' AND sl.product_id = x.product_id), 0)
      - coalesce((SELECT sum(cl.quantity) FROM order_cancellations c JOIN order_cancellation_lines cl ON cl.cancellation_id = c.id
          WHERE c.order_id = x.order_id AND cl.product_id = x.product_id), 0)))::int AS held
  FROM (SELECT o.id AS order_id, l.product_id, sum(l.quantity) AS ordered
        FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.stock_released = false AND l.product_id IS NOT NULL
          AND (o.fulfilment IS NULL OR o.fulfilment IN ('to_prepare', 'preparing', 'partly_shipped'))
        GROUP BY o.id, l.product_id) x
  GROUP BY x.product_id`;

/**
 * What `products.quantity` should be for one product: Σ on hand of its sellable lots − units held by orders, never
 * below 0 (D79). Read when the quantity is 0, since the midnight move may have left held units uncovered (D84): the
 * next units in cover them first instead of being offered again.
 */
export async function recountedAvailable(trx: Database, productId: number): Promise<number> {
  const { rows } = await sql<{ available: number }>`
    SELECT greatest(0,
      coalesce((SELECT sum(on_hand) FROM lots WHERE product_id = ${productId} AND sellable), 0)
      - coalesce((SELECT h.held FROM (${heldUnitsSql}) h WHERE h.product_id = ${productId}), 0))::int AS available`.execute(
    trx,
  );
  return rows[0]?.available ?? 0;
}
