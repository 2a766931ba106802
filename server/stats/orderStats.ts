import { sql } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { DashboardStats } from '../../src/contract/stats.js';
import type { Database } from '../db/index.js';
import { REVENUE_STATES } from '../queries/orders.js';
import { dayAfter, type Period, twelveMonthsBefore } from './period.js';

/** Narrows the figures to one wilaya (the franchise dashboard). */
export interface StatsScope {
  wilayaId?: number;
}

/** The figures both dashboards share. */
export type OrderStats = Omit<DashboardStats, 'low_stock' | 'inactive_days' | 'inactive_pharmacies'>;

const num = (v: unknown) => Number(v ?? 0);

/**
 * Dashboard figures from the daily rollup (order_stats_daily: a few rows per day and wilaya, kept by a trigger
 * in the transaction of each order write) and, for the top products, from the lines of the period's orders
 * (orders_created_at / orders_wilaya indexes). Money in dinars.
 */
export async function orderStats(db: Database, period: Period, scope: StatsScope = {}): Promise<OrderStats> {
  const rollup = () => {
    let q = db.selectFrom('order_stats_daily as s');
    if (scope.wilayaId !== undefined) q = q.where('s.wilaya_id', '=', scope.wilayaId);
    return q;
  };
  const inPeriod = () => rollup().where('s.day', '>=', period.from).where('s.day', '<=', period.to);
  const revenue = () => inPeriod().where('s.state', 'in', REVENUE_STATES);
  const sums = [sql<number>`coalesce(sum(s.orders), 0)`.as('orders'), sql<number>`coalesce(sum(s.total), 0)`.as('ttc')] as const;

  const [totals, byState, awaiting, byWilaya, byMonth, top] = await Promise.all([
    revenue().select([...sums, sql<number>`coalesce(sum(s.price_without_tax), 0)`.as('ht')]).executeTakeFirstOrThrow(),
    inPeriod().select(['s.state', sql<number>`sum(s.orders)`.as('n')]).groupBy('s.state').having(sql`sum(s.orders)`, '>', 0).orderBy('s.state').execute(),
    rollup().where('s.state', '=', 'pending_validation').select(sql<number>`coalesce(sum(s.orders), 0)`.as('n')).executeTakeFirstOrThrow(),
    revenue()
      .innerJoin('wilayas as w', 'w.id', 's.wilaya_id')
      .select(['w.id', 'w.code', 'w.name', ...sums])
      .groupBy(['w.id', 'w.code', 'w.name'])
      .orderBy('ttc', 'desc')
      .orderBy('w.code')
      .execute(),
    rollup()
      .where('s.day', '>=', twelveMonthsBefore(period.to))
      .where('s.day', '<=', period.to)
      .where('s.state', 'in', REVENUE_STATES)
      .select([sql<string>`to_char(s.day, 'YYYY-MM')`.as('month'), ...sums])
      .groupBy(sql`to_char(s.day, 'YYYY-MM')`)
      .execute(),
    topProducts(db, period, scope),
  ]);

  const orders = num(totals.orders);
  const ttc = num(totals.ttc);
  const months = new Map(byMonth.map((m) => [m.month, m]));
  return {
    period,
    revenue: { ttc: toDinars(ttc), ht: toDinars(num(totals.ht)) },
    revenue_orders: orders,
    average_basket: orders ? toDinars(Math.round(ttc / orders)) : 0,
    orders_by_state: byState.map((s) => ({ state: s.state, count: num(s.n) })),
    awaiting_validation: num(awaiting.n),
    top_products: top,
    revenue_by_wilaya: byWilaya.map((w) => ({ wilaya_id: w.id, code: w.code, name: w.name, orders: num(w.orders), revenue: toDinars(num(w.ttc)) })),
    revenue_by_month: monthsEndingWith(period.to).map((month) => ({
      month,
      orders: num(months.get(month)?.orders),
      revenue: toDinars(num(months.get(month)?.ttc)),
    })),
  };
}

/** 'YYYY-MM' of the 12 months ending with the one of `day`, oldest first. */
function monthsEndingWith(day: string): string[] {
  const start = twelveMonthsBefore(day);
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(`${start}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + i);
    return d.toISOString().slice(0, 7);
  });
}

/**
 * The 10 products that brought the most revenue in the period (their lines, excl. tax). The sums read only the
 * covering index order_lines_sales; names come from the products afterwards (lines whose product was removed
 * for good are summed under product_id null, without a name).
 */
async function topProducts(db: Database, period: Period, scope: StatsScope) {
  let lines = db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .where('o.created_at', '>=', new Date(`${period.from}T00:00:00Z`))
    .where('o.created_at', '<', new Date(`${dayAfter(period.to)}T00:00:00Z`))
    .where('o.state', 'in', REVENUE_STATES);
  if (scope.wilayaId !== undefined) lines = lines.where('o.wilaya_id', '=', scope.wilayaId);
  const top = lines
    .select(['l.product_id', sql<number>`sum(l.quantity)`.as('quantity'), sql<number>`sum(l.total)`.as('revenue_ht')])
    .groupBy('l.product_id')
    .orderBy('revenue_ht', 'desc')
    .orderBy('l.product_id')
    .limit(10);
  const rows = await db
    .selectFrom(top.as('t'))
    .leftJoin('products as p', 'p.id', 't.product_id')
    .select(['t.product_id', 't.quantity', 't.revenue_ht', sql<string>`coalesce(p.ref, '')`.as('ref'), sql<string>`coalesce(p.name, '')`.as('name')])
    .orderBy('t.revenue_ht', 'desc')
    .orderBy('t.product_id')
    .execute();
  return rows.map((r) => ({ product_id: r.product_id, ref: r.ref, name: r.name, quantity: num(r.quantity), revenue_ht: toDinars(num(r.revenue_ht)) }));
}
