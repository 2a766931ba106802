import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** The rollup rows one order's write moves: its day, wilaya, pharmacy, the states it leaves and enters, its products. */
export interface OrderAggregateKeys {
  createdAt: Date;
  wilayaId: number;
  pharmacyId: number;
  states: readonly string[];
  /** the order's lines' products (null: a product removed for good, summed under 0) */
  productIds: readonly (number | null)[];
}

/**
 * Locks, in the one order of docs/payments.md ("Lock order"), the rollup rows the triggers of an order write are
 * about to change: order_stats_daily, order_counts_by_wilaya, order_counts, then product_sales, each by key. The
 * triggers fire in an order of their own (an order's row triggers, its lines' statement trigger), which differed
 * between save_order and the settlement and made concurrent card checkouts of one wilaya deadlock (issue 26). Taken
 * here first, the rows are already held when the triggers change them. A missing row is created with zero sums,
 * which the trigger then adds to in the same transaction. Call it after the products are locked, before the write.
 */
export async function lockOrderAggregates(trx: Kysely<DB>, k: OrderAggregateKeys): Promise<void> {
  const states = [...new Set(k.states)].sort();
  if (!states.length) return;
  const day = sql`(${k.createdAt}::timestamptz AT TIME ZONE 'UTC')::date`;
  await sql`
    INSERT INTO order_stats_daily AS r (day, wilaya_id, state, orders, total, price_without_tax, refunded)
    SELECT ${day}, ${k.wilayaId}::int, s, 0, 0, 0, 0 FROM unnest(${states}::text[]) AS s ORDER BY s
    ON CONFLICT (day, wilaya_id, state) DO UPDATE SET orders = r.orders`.execute(trx);
  await sql`
    INSERT INTO order_counts_by_wilaya AS c (wilaya_id, state, n)
    SELECT ${k.wilayaId}::int, s, 0 FROM unnest(${states}::text[]) AS s ORDER BY s
    ON CONFLICT (wilaya_id, state) DO UPDATE SET n = c.n`.execute(trx);
  await sql`
    INSERT INTO order_counts AS c (pharmacy_id, wilaya_id, state, n)
    SELECT ${k.pharmacyId}::int, ${k.wilayaId}::int, s, 0 FROM unnest(${states}::text[]) AS s ORDER BY s
    ON CONFLICT (pharmacy_id, wilaya_id, state) DO UPDATE SET n = c.n`.execute(trx);
  const products = [...new Set(k.productIds.map((p) => p ?? 0))].sort((a, b) => a - b);
  if (!products.length) return;
  await sql`
    INSERT INTO product_sales AS r (state, month, product_id, quantity, total)
    SELECT s, date_trunc('month', ${k.createdAt}::timestamptz AT TIME ZONE 'UTC')::date, p, 0, 0
    FROM unnest(${states}::text[]) AS s CROSS JOIN unnest(${products}::int[]) AS p ORDER BY s, p
    ON CONFLICT (state, month, product_id) DO UPDATE SET quantity = r.quantity`.execute(trx);
}

/** The same for an order already written, moving from its current state to `to`. */
export async function lockAggregatesOfOrder(
  trx: Kysely<DB>,
  order: { id: number; created_at: Date; wilaya_id: number; pharmacy_id: number; state: string },
  to: string,
): Promise<void> {
  if (order.state === to) return;
  const lines = await trx.selectFrom('order_lines').select('product_id').where('order_id', '=', order.id).execute();
  await lockOrderAggregates(trx, {
    createdAt: order.created_at,
    wilayaId: order.wilaya_id,
    pharmacyId: order.pharmacy_id,
    states: [order.state, to],
    productIds: lines.map((l) => l.product_id),
  });
}
