import { sql } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { DashboardStats } from '../../src/contract/stats.js';
import type { Database } from '../db/index.js';
import { REVENUE_STATES } from '../queries/orders/states.js';
import { FiguresCache } from './figuresCache.js';
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
 * in the transaction of each order write) and, for the top products, from the product_sales rollup (network) or
 * the lines of the wilaya's orders (franchise). Revenue is gross of refunds and credit notes; `refunded` (to the
 * card), `credit_notes` (every credit note of the period's orders, card refunds included) and `net` give them.
 * Money in dinars.
 */
export async function orderStats(db: Database, period: Period, scope: StatsScope = {}): Promise<OrderStats> {
  const rollup = () => {
    let q = db.selectFrom('order_stats_daily as s');
    if (scope.wilayaId !== undefined) q = q.where('s.wilaya_id', '=', scope.wilayaId);
    return q;
  };
  const inPeriod = () => rollup().where('s.day', '>=', period.from).where('s.day', '<=', period.to);
  const revenue = () => inPeriod().where('s.state', 'in', REVENUE_STATES);
  // TTC is HT + TVA as on the invoices: the orders' total is the net à payer, TTC + the stamp duty (issue 26, point 16)
  const sums = [
    sql<number>`coalesce(sum(s.orders), 0)`.as('orders'),
    sql<number>`coalesce(sum(s.total - s.stamp_duty), 0)`.as('ttc'),
    sql<number>`coalesce(sum(s.refunded), 0)`.as('refunded'),
  ] as const;

  // credit notes of the period's orders (each card refund has one, D108): what they credit and what went to the card
  const credited = () =>
    db
      .selectFrom('credit_notes as n')
      .innerJoin('orders as o', 'o.id', 'n.order_id')
      .select([
        sql<number>`coalesce(sum(n.total), 0)`.as('credited'),
        sql<number>`coalesce(sum(n.refunded_to_card), 0)`.as('to_card'),
      ])
      .where('o.state', 'in', REVENUE_STATES)
      .where(sql`(o.created_at AT TIME ZONE 'UTC')::date`, '>=', sql`${period.from}::date`)
      .where(sql`(o.created_at AT TIME ZONE 'UTC')::date`, '<=', sql`${period.to}::date`)
      .$if(scope.wilayaId !== undefined, (q) => q.where('n.wilaya_id', '=', scope.wilayaId!))
      .executeTakeFirstOrThrow();

  const [totals, byState, awaiting, byWilaya, byMonth, top, notes] = await Promise.all([
    revenue()
      .select([
        ...sums,
        sql<number>`coalesce(sum(s.price_without_tax), 0)`.as('ht'),
        sql<number>`coalesce(sum(s.stamp_duty), 0)`.as('stamp'),
      ])
      .executeTakeFirstOrThrow(),
    inPeriod()
      .select(['s.state', sql<number>`sum(s.orders)`.as('n')])
      .groupBy('s.state')
      .having(sql`sum(s.orders)`, '>', 0)
      .orderBy('s.state')
      .execute(),
    rollup()
      .where('s.state', '=', 'pending_validation')
      .select(sql<number>`coalesce(sum(s.orders), 0)`.as('n'))
      .executeTakeFirstOrThrow(),
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
    credited(),
  ]);

  const orders = num(totals.orders);
  const ht = num(totals.ht);
  const ttc = num(totals.ttc);
  const stamp = num(totals.stamp);
  const refunded = num(totals.refunded);
  const creditNotes = num(notes.credited);
  // a refund with no credit note (none since D108's backfill) is taken off too, never twice
  const refundedBeyondNotes = Math.max(0, refunded - num(notes.to_card));
  const months = new Map(byMonth.map((m) => [m.month, m]));
  return {
    period,
    revenue: {
      ht: toDinars(ht),
      tva: toDinars(ttc - ht),
      ttc: toDinars(ttc),
      stamp_duty: toDinars(stamp),
      due: toDinars(ttc + stamp),
      refunded: toDinars(refunded),
      credit_notes: toDinars(creditNotes),
      net: toDinars(ttc + stamp - creditNotes - refundedBeyondNotes),
    },
    revenue_orders: orders,
    average_basket: orders ? toDinars(Math.round(ttc / orders)) : 0,
    orders_by_state: byState.map((s) => ({ state: s.state, count: num(s.n) })),
    awaiting_validation: num(awaiting.n),
    top_products: top,
    revenue_by_wilaya: byWilaya.map((w) => ({
      wilaya_id: w.id,
      code: w.code,
      name: w.name,
      orders: num(w.orders),
      revenue: toDinars(num(w.ttc)),
      refunded: toDinars(num(w.refunded)),
    })),
    revenue_by_month: monthsEndingWith(period.to).map((month) => ({
      month,
      orders: num(months.get(month)?.orders),
      revenue: toDinars(num(months.get(month)?.ttc)),
      refunded: toDinars(num(months.get(month)?.refunded)),
    })),
  };
}

/** `orderStats` computed once per version of the data (stats/figuresCache.ts); the answer is shared, not to be changed. */
export function cachedOrderStats(db: Database) {
  const cache = new FiguresCache<OrderStats>(db);
  return (period: Period, scope: StatsScope = {}) =>
    // today is in the key: it decides which months are read from the monthly rollup
    cache.get(
      JSON.stringify([period.from, period.to, scope.wilayaId ?? null, new Date().toISOString().slice(0, 10)]),
      () => orderStats(db, period, scope),
    );
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

/** The lines summed per product (centimes), best first: the rows topProducts names. */
interface ProductSum {
  product_id: number | null;
  quantity: number;
  revenue_ht: number;
}

/**
 * The 10 products that brought the most revenue in the period (their lines, excl. tax), named from the products
 * afterwards (lines whose product was removed for good are summed under product_id null, without a name).
 */
async function topProducts(db: Database, period: Period, scope: StatsScope) {
  const top =
    scope.wilayaId === undefined
      ? await networkTopProducts(db, period)
      : await wilayaTopProducts(db, period, scope.wilayaId);
  const ids = top.map((t) => t.product_id).filter((id): id is number => id !== null);
  const names = new Map(
    ids.length
      ? (await db.selectFrom('products').select(['id', 'ref', 'name']).where('id', 'in', ids).execute()).map((p) => [
          p.id,
          p,
        ])
      : [],
  );
  return top.map((t) => {
    const p = t.product_id === null ? undefined : names.get(t.product_id);
    return {
      product_id: t.product_id,
      ref: p?.ref ?? '',
      name: p?.name ?? '',
      quantity: num(t.quantity),
      revenue_ht: toDinars(num(t.revenue_ht)),
    };
  });
}

/**
 * The network's top products: the product_sales rows of the whole months inside the period, and the lines of the
 * orders of its partial months (at most two runs of under a month; orders_created_at, then order_lines_sales).
 */
async function networkTopProducts(db: Database, period: Period): Promise<ProductSum[]> {
  const parts = rollupParts(period, new Date().toISOString().slice(0, 10));
  const sources = parts.map((p) =>
    p.whole
      ? db
          .selectFrom('product_sales as r')
          .select([
            sql<number>`r.product_id`.as('product_id'),
            sql<number>`r.quantity`.as('quantity'),
            sql<number>`r.total`.as('total'),
          ])
          .where('r.state', 'in', REVENUE_STATES)
          .where('r.month', '>=', p.from)
          .where('r.month', '<=', p.to)
      : db
          .selectFrom('orders as o')
          .innerJoin('order_lines as l', 'l.order_id', 'o.id')
          .select([
            sql<number>`coalesce(l.product_id, 0)`.as('product_id'),
            sql<number>`l.quantity::bigint`.as('quantity'),
            sql<number>`l.total`.as('total'),
          ])
          .where('o.created_at', '>=', new Date(`${p.from}T00:00:00Z`))
          .where('o.created_at', '<', new Date(`${dayAfter(p.to)}T00:00:00Z`))
          .where('o.state', 'in', REVENUE_STATES),
  );
  const union = sql<{ product_id: number; quantity: number; total: number }>`(${sql.join(sources, sql` UNION ALL `)})`;
  const top = await db
    .selectFrom(union.as('r'))
    .select([
      sql<number | null>`nullif(r.product_id, 0)`.as('product_id'),
      sql<number>`sum(r.quantity)`.as('quantity'),
      sql<number>`sum(r.total)`.as('revenue_ht'),
    ])
    .groupBy('r.product_id')
    .having(sql`sum(r.quantity)`, '<>', 0)
    .orderBy('revenue_ht', 'desc')
    .orderBy('r.product_id')
    .limit(10)
    .execute();
  return top.map((t) => ({ product_id: t.product_id, quantity: num(t.quantity), revenue_ht: num(t.revenue_ht) }));
}

/** How a period is read: its whole months (first days `from`…`to`) from product_sales, its other days from the lines. */
export function rollupParts(period: Period, today: string): { whole: boolean; from: string; to: string }[] {
  const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
  const monthEnd = (start: string) => dayBefore(nextMonth(start));
  // a month counts whole when the period covers it, or covers it up to today (no order is dated after today)
  const whole = (start: string) => period.from <= start && (period.to >= monthEnd(start) || period.to >= today);
  const first = period.from === monthStart(period.from) ? period.from : nextMonth(monthStart(period.from));
  let last = '';
  for (let m = first; m <= period.to && whole(m); m = nextMonth(m)) last = m;
  if (!last) return [{ whole: false, from: period.from, to: period.to }];
  const parts = [{ whole: true, from: first, to: last }];
  if (period.from < first) parts.push({ whole: false, from: period.from, to: dayBefore(first) });
  const afterLast = nextMonth(last);
  if (period.to >= afterLast) parts.push({ whole: false, from: afterLast, to: period.to });
  return parts;
}

const nextMonth = (monthStartDay: string) => {
  const d = new Date(`${monthStartDay}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};
const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A wilaya's top products from its own orders' lines (orders_wilaya, then the covering index order_lines_sales). */
async function wilayaTopProducts(db: Database, period: Period, wilayaId: number): Promise<ProductSum[]> {
  const top = await db
    .selectFrom('orders as o')
    .innerJoin('order_lines as l', 'l.order_id', 'o.id')
    .where('o.wilaya_id', '=', wilayaId)
    .where('o.created_at', '>=', new Date(`${period.from}T00:00:00Z`))
    .where('o.created_at', '<', new Date(`${dayAfter(period.to)}T00:00:00Z`))
    .where('o.state', 'in', REVENUE_STATES)
    .select(['l.product_id', sql<number>`sum(l.quantity)`.as('quantity'), sql<number>`sum(l.total)`.as('revenue_ht')])
    .groupBy('l.product_id')
    .orderBy('revenue_ht', 'desc')
    .orderBy('l.product_id')
    .limit(10)
    .execute();
  return top.map((t) => ({ product_id: t.product_id, quantity: num(t.quantity), revenue_ht: num(t.revenue_ht) }));
}
