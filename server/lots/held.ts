import { type RawBuilder, sql } from 'kysely';

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
