import { sql } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { PLACED_STATES } from '../queries/orders/states.js';
import { dayAfter, type Period } from '../stats/period.js';

/**
 * What each campaign cost and sold (issue 40 §4, docs/pricing.md "Campaign figures"), over the lines of placed orders
 * (paid or awaiting/given sales validation; cancelled, rejected, failed and expired ones never count), as they were
 * placed, gross of refunds as the dashboard is. Amounts in centimes here, dinars in the answers. Free units are valued
 * at their product's cost today (an order line keeps its prices, not the cost).
 */
export interface CampaignFigures {
  orders_count: number;
  /** paid (excl. VAT) on the lines under the promotion */
  sales_amount: number;
  /** the percentage's discount on those lines */
  discount_given: number;
  /** free units on placed orders (free_units_given also counts those held by card orders not yet paid) */
  free_units_placed: number;
  free_units_cost: number;
}

const placed = sql.join(PLACED_STATES.map((s) => sql.lit(s)));

/**
 * The figures of these promotions, in one grouped statement (the partial indexes on order_lines.promotion_id and
 * free_promotion_id): a line with a percentage and free units counts for both promotions.
 */
export async function promotionFigures(db: Database, ids: readonly number[]): Promise<Map<number, CampaignFigures>> {
  const figures = new Map<number, CampaignFigures>();
  if (!ids.length) return figures;
  const list = [...new Set(ids)];
  const { rows } = await sql<{
    promotion_id: number;
    orders_count: number;
    sales: string | number;
    discount: string | number;
    free_units: string | number;
    free_cost: string | number;
  }>`
    SELECT x.promotion_id, count(DISTINCT x.order_id)::int AS orders_count, sum(x.sales)::bigint AS sales,
      sum(x.discount)::bigint AS discount, sum(x.free_units)::bigint AS free_units, sum(x.free_cost)::bigint AS free_cost
    FROM (
      SELECT l.promotion_id, l.order_id, l.total::bigint AS sales, l.discount_amount::bigint AS discount,
        0::bigint AS free_units, 0::bigint AS free_cost
      FROM order_lines l WHERE l.promotion_id = ANY(${list}::int[])
      UNION ALL
      SELECT l.free_promotion_id, l.order_id, l.total, 0, l.free_quantity, l.free_quantity::bigint * coalesce(p.cost, 0)
      FROM order_lines l LEFT JOIN products p ON p.id = l.product_id
      WHERE l.free_promotion_id = ANY(${list}::int[])
    ) x
    JOIN orders o ON o.id = x.order_id AND o.state IN (${placed})
    GROUP BY x.promotion_id`.execute(db);
  for (const r of rows)
    figures.set(r.promotion_id, {
      orders_count: r.orders_count,
      sales_amount: Number(r.sales),
      discount_given: Number(r.discount),
      free_units_placed: Number(r.free_units),
      free_units_cost: Number(r.free_cost),
    });
  return figures;
}

const none: CampaignFigures = {
  orders_count: 0,
  sales_amount: 0,
  discount_given: 0,
  free_units_placed: 0,
  free_units_cost: 0,
};

/** A promotion's figures as GET /admin/promotions adds them, in dinars. */
export const figuresView = (f: CampaignFigures = none) => ({
  orders_count: f.orders_count,
  sales_amount: toDinars(f.sales_amount),
  discount_given: toDinars(f.discount_given),
  free_units_placed: f.free_units_placed,
  free_units_cost: toDinars(f.free_units_cost),
});

/**
 * Per laboratory (a product's brand, folded case), over the placed orders created in the period (UTC days, as the
 * dashboard): what its products sold, the discounts and free units given on them and what those free units cost;
 * the laboratories that sold most first. Products without a brand are left out.
 */
export async function brandPricingStats(db: Database, period: Period) {
  const { rows } = await sql<{
    brand: string;
    orders_count: number;
    units_sold: string | number;
    sales: string | number;
    discount: string | number;
    free_units: string | number;
    free_cost: string | number;
  }>`
    SELECT min(p.brand) AS brand, count(DISTINCT o.id)::int AS orders_count,
      sum(l.quantity - l.free_quantity)::bigint AS units_sold, sum(l.total)::bigint AS sales,
      sum(l.discount_amount)::bigint AS discount, sum(l.free_quantity)::bigint AS free_units,
      sum(l.free_quantity::bigint * p.cost)::bigint AS free_cost
    FROM orders o
    JOIN order_lines l ON l.order_id = o.id
    JOIN products p ON p.id = l.product_id AND p.brand IS NOT NULL
    WHERE o.state IN (${placed})
      AND o.created_at >= ${new Date(`${period.from}T00:00:00Z`)}
      AND o.created_at < ${new Date(`${dayAfter(period.to)}T00:00:00Z`)}
    GROUP BY lower(p.brand)
    ORDER BY sum(l.total) DESC, lower(p.brand)`.execute(db);
  return rows.map((r) => ({
    brand: r.brand,
    orders_count: r.orders_count,
    units_sold: Number(r.units_sold),
    sales_amount: toDinars(Number(r.sales)),
    discount_given: toDinars(Number(r.discount)),
    free_units: Number(r.free_units),
    free_units_cost: toDinars(Number(r.free_cost)),
  }));
}
