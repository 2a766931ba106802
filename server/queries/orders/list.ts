import { type SelectQueryBuilder, sql } from 'kysely';
import type { Lang } from '../../../src/contract/constants.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { clampPage, searchText } from '../paging.js';
import { plannedBlind, rememberSearch, searchPlanKey } from '../searchPlans.js';
import { countOrders, countQuery, searchCount, totalOf } from './counts.js';
import { filtered, ORDER_SORTS, type OrderListFilter } from './filters.js';
import type { OrdersEb } from './states.js';
import { type OrderListItem, orderListItem, stateColumns } from './wire.js';

/**
 * One page of an orders list and its total (D10, D22), in one statement where it can: the page's ids found on the
 * list-order index alone, its rows joined afterwards, the count beside them.
 */

/**
 * The ids and sort keys of one page, found on the list-order index alone; the rows are joined afterwards (a deferred
 * join), so a deep page skips index entries rather than whole orders.
 */
function pageIds(db: Database, filter: OrderListFilter, offset: number, limit: number, few: boolean, blind = false) {
  // `few`: the filter is known to select few orders (a search counted exactly). They are then found through the
  // search indexes and sorted, instead of walking the list-order index until enough match (the planner's default
  // under a LIMIT, ruinous when the matches are rare)
  const column = ORDER_SORTS[filter.sort?.field ?? 'order_date'];
  const dir = sortDirection(filter);
  const key = few && column === 'created_at' ? sql`o.created_at + interval '0 seconds'` : sql.ref(`o.${column}`);
  return filtered(db, filter, blind, !few)
    .select(['o.id', 'o.created_at', sql.ref<string | number>(`o.${column}`).as('sort_key')])
    .orderBy(key, dir)
    .orderBy('o.id', dir)
    .offset(offset)
    .limit(limit);
}

const sortDirection = (filter: OrderListFilter) => filter.sort?.order ?? 'desc';

/** A page's rows, from its ids: what every list shows of an order. */
function withOrderRows<Q extends SelectQueryBuilder<DB & { page: PageId }, 'page', object>>(
  from: Q,
  filter: OrderListFilter,
) {
  const dir = sortDirection(filter);
  return from
    .innerJoin('orders as o', 'o.id', 'page.id')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .select([
      'o.id',
      'o.order_no',
      'o.pharmacy_id',
      'p.name as pharmacy_name',
      'o.status',
      'o.payement_type',
      'o.total',
      'o.created_at',
      'o.fulfilment',
    ])
    .select(['o.wilaya_id', 'o.price_without_tax', 'o.tax_amount', 'o.stamp_duty'])
    .select((eb) => stateColumns(eb as unknown as OrdersEb))
    .orderBy('page.sort_key', dir)
    .orderBy('page.id', dir);
}

interface PageId {
  id: number;
  created_at: Date;
  sort_key: string | number;
}

/** The rows of one page, in the filter's order (newest first by default). */
export function orderPageQuery(db: Database, filter: OrderListFilter, offset: number, limit: number, few = false) {
  return withOrderRows(db.selectFrom(pageIds(db, filter, offset, limit, few).as('page')), filter);
}

/**
 * A searched page and its count in one statement, the text hidden from the planner: for a search known to match few
 * orders (searchPlans.ts), whose statement then keeps one generic plan. The count (`matching`, computed once) still
 * decides at run time how the page is found, sorted from the matches when they are few, else by walking the
 * list-order index: both ways are in the statement, and PostgreSQL runs only the one whose condition holds (a one-time
 * filter), so the answer is right even when the search no longer matches few orders.
 */
function blindSearchPageQuery(db: Database, filter: OrderListFilter, offset: number, limit: number) {
  const few = sql<boolean>`(SELECT n FROM matching) <= ${sql.lit(FEW_MATCHES)}`;
  const fewWay = db.selectFrom(pageIds(db, filter, offset, limit, true, true).where(few).as('few')).selectAll();
  const manyWay = db
    .selectFrom(
      pageIds(db, filter, offset, limit, false, true)
        .where(sql<boolean>`NOT ${few}`)
        .as('many'),
    )
    .selectAll();
  return withOrderRows(
    db
      .with(
        (cte) => cte('matching').materialized(),
        () => searchCount(db, filter, filter.search!, true),
      )
      .selectFrom(fewWay.unionAll(manyWay).as('page')),
    filter,
  ).select([
    sql<number | string>`(SELECT n FROM matching)`.as('matching'),
    sql<number>`(SELECT numbered FROM matching)`.as('numbered'),
  ]);
}

/** Up to this many matches, a searched page is sorted from its matches rather than walked in list order. */
const FEW_MATCHES = 1000;
export const isFew = (filter: OrderListFilter, count: { total: number; exact: boolean }) =>
  Boolean(filter.search) && count.exact && count.total <= FEW_MATCHES;

/**
 * One page of orders, newest first: `{orders, total}` (D10), plus `total_exact: false` when a search matched more
 * than SEARCH_COUNT_CAP. The filter is what orderListFilterOf read from the query, with the caller's scope.
 */
export async function listOrders(
  db: Database,
  opts: { offset: unknown; limit: unknown; lang?: Lang } & OrderListFilter,
): Promise<{ orders: OrderListItem[]; total: number; total_exact?: false }> {
  const { offset: askedOffset, limit: askedLimit, lang = 'fr', ...narrowed } = opts;
  const { offset, limit } = clampPage(askedOffset, askedLimit);
  const filter: OrderListFilter = { ...narrowed, search: searchText(narrowed.search) || undefined };
  let count: { total: number; exact: boolean };
  let rows;
  // how many orders the search found by their number, when this call counted them (searchPlans.ts)
  let numbered: number | undefined;
  const plan = filter.search ? searchPlanKey(filter) : '';
  // only a first page: a deeper one's offset is a parameter too, and blind to both, PostgreSQL's generic plan of a
  // search matching many orders could sort all of them rather than walk the list-order index (60 ms instead of 37 at
  // offset 5 000 for "benali"); and not a franchisee's: blind, its plan reads the wilaya's index beside the trigrams
  // (6.7 instead of 4.2 ms for "00030")
  if (filter.search && (offset > 0 || filter.wilayaId !== undefined || !plannedBlind(plan))) {
    // a search is counted first (capped, cheap), which tells how to find its page
    const counted = await searchCount(db, filter, filter.search, false).executeTakeFirstOrThrow();
    count = totalOf(counted.n, filter);
    numbered = Number(counted.numbered);
    rows = await orderPageQuery(db, filter, offset, limit, isFew(filter, count)).execute();
  } else if (filter.search) {
    // a first page: without a row, nothing matched
    rows = await blindSearchPageQuery(db, filter, offset, limit).execute();
    numbered = rows.length ? Number(rows[0]!.numbered) : undefined;
    count = totalOf(rows[0]?.matching ?? 0, filter);
  } else {
    // the page carries its total (a page past the end has no row to carry it)
    rows = await orderPageQuery(db, filter, offset, limit).select(countQuery(db, filter).as('matching')).execute();
    count = rows.length
      ? totalOf(rows[0]!.matching ?? 0, filter)
      : offset === 0
        ? totalOf(0, filter)
        : await countOrders(db, filter);
  }
  if (numbered !== undefined) rememberSearch(plan, numbered <= FEW_MATCHES);
  const invoiceNumbers = await invoiceNumbersOf(
    db,
    rows.map((r) => r.id),
  );
  const scope = { wilayaId: filter.wilayaId, pharmacyId: filter.pharmacyId };
  return {
    total: count.total,
    ...(count.exact ? {} : { total_exact: false as const }),
    orders: rows.map((r) => orderListItem(r, invoiceNumbers.get(r.id) ?? null, lang, scope)),
  };
}

/**
 * The invoice numbers of a page's orders, once numbered (a provisional invoice, seq < 0, has no number yet). Asked
 * apart, by the unique index on order_id, so that the page's own statement keeps its one generic plan.
 */
async function invoiceNumbersOf(db: Database, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['order_id', 'number'])
    .where('order_id', 'in', orderIds)
    .where('seq', '>=', 0)
    .execute();
  return new Map(rows.map((r) => [r.order_id, r.number]));
}
