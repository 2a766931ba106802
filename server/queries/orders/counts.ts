import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { likePattern } from '../paging.js';
import {
  type CountsCondition,
  countsConditions,
  filtered,
  type OrderListFilter,
  pharmaciesNamedLike,
  unplannedPattern,
} from './filters.js';

/**
 * How many orders a list holds (D10, D22): from the maintained counts when every filter of the list says they can
 * answer it (its count rule in ORDER_FILTERS: exact, a sum over a few rows), else counted for real, capped.
 */

/**
 * A searched list counts its matches exactly up to this many (a capped sub-select, never a scan of the whole
 * table); beyond, `total` says this many and `total_exact` is false. Unsearched lists are always exact.
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * How many orders the filter selects: from the maintained per-pharmacy counts when nothing but filters they answer
 * narrow it (exact, a sum over at most a few rows per pharmacy), else counted exactly up to SEARCH_COUNT_CAP.
 */
export async function countOrders(db: Database, f: OrderListFilter): Promise<{ total: number; exact: boolean }> {
  return totalOf((await countQuery(db, f).executeTakeFirstOrThrow()).n, f);
}

/** The count's query (one row, `n`): also run as a column of the page's own statement (listOrders). */
export function countQuery(db: Database, f: OrderListFilter) {
  if (f.search) return db.selectFrom(searchCount(db, f, f.search, false).as('c')).select('c.n');
  const conditions = countsConditions(f);
  if (conditions === null) return cappedCount(db, filtered(db, f));
  // not narrowed to pharmacies: the per-wilaya counts (a few hundred rows, where per pharmacy there are thousands)
  return conditions.some((c) => c.column === 'pharmacy_id') ? maintained(db, conditions) : perWilaya(db, conditions);
}

/**
 * A search's count, `n`, and how many of its matches it found by their number, `numbered` (what tells whether the
 * search may be planned blind: searchPlans.ts). When the maintained counts answer the rest of the filter, the
 * orders of the pharmacies named like the search are counted from them (however many), and the orders numbered like
 * it among the other pharmacies are counted, capped; otherwise every match is counted, capped.
 */
export function searchCount(db: Database, f: OrderListFilter, search: string, blind: boolean) {
  const rest: OrderListFilter = { ...f, search: undefined };
  const conditions = countsConditions(rest);
  const pattern = likePattern(search);
  const named = pharmaciesNamedLike(db, pattern);
  const counted = conditions
    ? filtered(db, rest)
        .where('o.order_no', 'ilike', blind ? unplannedPattern(pattern) : pattern)
        .where('o.pharmacy_id', 'not in', named)
    : filtered(db, f, blind);
  // one look-up of the counts for all the pharmacies at once (an array): joined, each of "Benali"'s 204 was a search of its own
  const namedOrders = conditions
    ? sql<number>`(${maintained(db, conditions).where(sql<boolean>`pharmacy_id = ANY(ARRAY(${named}))`)})`
    : sql<number>`0`;
  return db
    .selectFrom(cappedCount(db, counted).as('counted'))
    .select([sql<number>`${namedOrders} + counted.n`.as('n'), 'counted.n as numbered']);
}

/** The maintained per-pharmacy counts under the conditions (an exact sum, however many). */
function maintained(db: Database, conditions: readonly CountsCondition[]) {
  let q = db.selectFrom('order_counts').select(sql<number>`coalesce(sum(n), 0)::bigint`.as('n'));
  for (const c of conditions)
    q = c.column === 'state' ? q.where('state', 'in', [...c.in]) : q.where(c.column, '=', c.equals);
  return q;
}

/** The same numbers per wilaya (migration 015), for conditions on no pharmacy: a few hundred rows. */
function perWilaya(db: Database, conditions: readonly CountsCondition[]) {
  let q = db.selectFrom('order_counts_by_wilaya').select(sql<number>`coalesce(sum(n), 0)::bigint`.as('n'));
  for (const c of conditions) {
    if (c.column === 'state') q = q.where('state', 'in', [...c.in]);
    else if (c.column === 'wilaya_id') q = q.where('wilaya_id', '=', c.equals);
    else throw new Error('order_counts_by_wilaya has no pharmacy_id');
  }
  return q;
}

/** How many rows a query selects, counted up to SEARCH_COUNT_CAP + 1. */
const cappedCount = (db: Database, q: ReturnType<typeof filtered>) =>
  db
    .selectFrom(
      q
        .select(sql`1`.as('one'))
        .limit(SEARCH_COUNT_CAP + 1)
        .as('matches'),
    )
    .select(sql<number>`count(*)::int`.as('n'));

/**
 * What a count means: a list the maintained counts answer has a sum of them, exact however large; a searched or
 * otherwise narrowed list's goes through a capped count, and beyond SEARCH_COUNT_CAP it means "at least".
 */
export const totalOf = (counted: number | string, f: OrderListFilter) => {
  const n = Number(counted);
  return n > SEARCH_COUNT_CAP && countsConditions(f) === null
    ? { total: SEARCH_COUNT_CAP, exact: false }
    : { total: n, exact: true };
};
