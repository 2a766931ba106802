import { type Expression, type SqlBool, sql } from 'kysely';
import { type TSchema, Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { PAYMENT_TYPE } from '../../../src/contract/constants.js';
import { FULFILMENT_STATES, type FulfilmentState, isFulfilmentState } from '../../../src/contract/fulfilment.js';
import {
  ORDER_FILTER_PARAMS,
  ORDER_SORT_FIELDS,
  type OrderFilterParam,
  type OrderListArea,
  type OrderSortField,
  SORTED_ORDER_LISTS,
} from '../../../src/contract/orderFilters.js';
import { isOrderState, ORDER_STATES } from '../../../src/contract/orderStates.js';
import type { Database } from '../../db/index.js';
import type { OrderState } from '../../db/schema.js';
import { ApiError } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { foldedPattern, likePattern, searchText } from '../paging.js';
import type { OrderScope } from './scope.js';
import {
  defaultStateWhere,
  defaultStoredStates,
  type OrdersEb,
  type StateFilter,
  stateWhere,
  storedStatesOf,
} from './states.js';

/**
 * The orders lists' filters, each declared once (issue 39 §2): ORDER_FILTERS gives every filter its query
 * parameters and their schema, its parsing, its SQL and its count rule. The list's WHERE clause (`filtered`), the
 * choice between the maintained counts and a real count (`countsConditions`), the parser of a query
 * (`orderListFilterOf`), the routes' querystring schema (`orderListQuerySchema`) and `OrderListFilter` all come from it;
 * which area takes which parameter, and so what the browser sends, is src/contract/orderFilters.ts.
 */

/**
 * A condition on the maintained counts (`order_counts`, per pharmacy, wilaya and stored state, kept by a trigger:
 * migration 004; `order_counts_by_wilaya` the same without the pharmacy, migration 015).
 */
export type CountsCondition =
  { column: 'state'; in: readonly OrderState[] } | { column: 'wilaya_id' | 'pharmacy_id'; equals: number };

/** What a filter's SQL may need beyond its value. */
interface WhereContext {
  db: Database;
  /** the searched text is hidden from the planner (see unplannedPattern) */
  blind: boolean;
  /** the orders are to be read walking a list-order index (a page of a search matching many orders, list.ts) */
  walked: boolean;
}

/** A list's query parameters, as the routes receive them (strings; the schema leaves them open). */
export type OrderListQuery = Partial<Record<OrderFilterParam | 'sort' | 'order', string>>;

/** One filter of the orders lists. `V` is its value in `OrderListFilter`. */
interface OrderFilter<V> {
  /**
   * The query parameters it is read from, with their OpenAPI description (their areas are in
   * src/contract/orderFilters.ts); none for a scope, which the route sets from the caller's account.
   */
  params: Partial<Record<OrderFilterParam, object>>;
  /**
   * Its value from the query, undefined when absent; a bad value is refused in the caller's language, never
   * ignored. `parsed`: the filters read before it (the table's order is the order of the refusals).
   */
  parse?: (q: OrderListQuery, parsed: Readonly<Record<string, unknown>>) => V | undefined;
  /** Its SQL condition on `orders as o`. */
  where: (eb: OrdersEb, value: V, ctx: WhereContext) => Expression<SqlBool>;
  /**
   * Its count rule, which every filter must state: the conditions on the maintained counts that select exactly the
   * orders it selects, or `'counted'` (or null for some values) when the counts know nothing of it: then a list
   * narrowed by it is counted for real (capped at SEARCH_COUNT_CAP, counts.ts).
   */
  counts: 'counted' | ((value: V) => readonly CountsCondition[] | null);
  /** A filter that also applies when it is not set (the state): its SQL and count rule then. */
  unset?: {
    where: (eb: OrdersEb, scope: OrderScope) => Expression<SqlBool>;
    counts: (scope: OrderScope) => readonly CountsCondition[];
  };
}

const orderFilter = <V>(filter: OrderFilter<V>) => filter;

const refused = (key: string) => new ApiError(Code.VALIDATION, key, { status: 400 });

const present = (v: string | undefined): v is string => v !== undefined && v !== '';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Midnight in Algiers (UTC+1 all year) at the start of a `YYYY-MM-DD` day, or null when it is no real day. */
function algiersMidnight(day: string): Date | null {
  if (!DAY.test(day)) return null;
  const at = new Date(`${day}T00:00:00+01:00`);
  // Date rolls 2026-02-30 over to March: a day that does not come back unchanged does not exist
  const back = new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);
  return Number.isNaN(at.getTime()) || back !== day ? null : at;
}

/** An id parameter: absent, or an id, else refused with `key`. */
const idParam = (v: string | undefined, key: string) => {
  if (!present(v)) return undefined;
  const id = idOf(v);
  if (id === null) throw refused(key);
  return id;
};

/**
 * A LIKE pattern the planner does not look into (a sub-select, known only when the statement runs): the statement's
 * plan is then the same whatever is searched, and PostgreSQL keeps one generic plan for it instead of planning every
 * call again (0.6 ms of a search by order number at 1 M orders, more than running it). Right only for a pattern known
 * to match few orders (searchPlans.ts).
 */
export const unplannedPattern = (pattern: string) => sql<string>`(SELECT ${pattern}::text)`;

/**
 * The pharmacies whose name contains the pattern (accent- and case-insensitive): the stored folded name and its trigram
 * index (migration 030, D77), whose candidates are checked without folding their names again.
 */
export const pharmaciesNamedLike = (db: Database, pattern: string) =>
  db.selectFrom('pharmacies').select('id').where('search_name', 'like', foldedPattern(pattern));

/** The OpenAPI description of ?state. */
export const stateFilterSchema = {
  type: 'string',
  enum: [...ORDER_STATES, 'attempts', 'all', 'placed'],
  description:
    'addition: one state in words, `attempts` (awaiting payment, failed, expired, superseded, cancelled), `all`, or `placed` (issue 27, D44: placed orders, rejected ones, an order awaiting card payment and an attempt paid late, what My orders opens on); by default the back office lists placed orders and a pharmacy all of its own but superseded attempts',
} as const;

/**
 * The table. Its order is the order in which a query's values are checked (the first bad one names the refusal)
 * and of the querystring's properties; the SQL's conditions follow it too.
 */
export const ORDER_FILTERS = {
  /** a fragment of the order number or of the pharmacy's name (accent- and case-insensitive) */
  search: orderFilter<string>({
    params: { search: { type: 'string' } },
    parse: (q) => searchText(q.search) || undefined,
    where: (eb, search, { db, blind, walked }) => {
      const pattern = likePattern(search);
      // two trigram indexes (order_no, folded pharmacy name). The pharmacies are matched first, into an array: with
      // `= ANY(ARRAY(…))` both halves of the OR are index scans (a plain IN sub-select would scan every order)
      const pharmacies = pharmaciesNamedLike(db, pattern);
      // walked, each order is checked against a hash of the pharmacies (`IN`, a hashed sub-plan, which no index can
      // answer, so the list-order index is walked): PostgreSQL, which takes a name to match about ten pharmacies, read
      // the 100 000 orders of the 204 "Benali" ones through the index and sorted them for a page at offset 5 000
      const byName = walked
        ? sql<boolean>`o.pharmacy_id IN (${pharmacies})`
        : sql<boolean>`o.pharmacy_id = ANY(ARRAY(${pharmacies}))`;
      return eb.or([eb('o.order_no', 'ilike', blind ? unplannedPattern(pattern) : pattern), byName]);
    },
    // the counts know no order number; a search is counted by searchCount (counts.ts), which takes the orders of the
    // pharmacies named like it from the maintained counts when the rest of the filter lets them answer
    counts: 'counted',
  }),
  /** the contract's status (1 paid or validated, 2 awaiting sales validation); its values are the schema's enum */
  status: orderFilter<number>({
    params: { status: { type: 'string', enum: ['', '1', '2'] } },
    parse: (q) => (q.status ? Number(q.status) : undefined),
    where: (eb, status) => eb('o.status', '=', status),
    // the counts are kept by stored state, which the status narrows further
    counts: 'counted',
  }),
  /** the orders the list shows by state (see StateFilter; by default placed orders, or a pharmacy's own but superseded) */
  state: orderFilter<StateFilter>({
    params: { state: stateFilterSchema },
    parse: (q) => {
      if (q.state === undefined || q.state === '') return undefined;
      if (q.state === 'all' || q.state === 'attempts' || q.state === 'placed' || isOrderState(q.state)) return q.state;
      throw refused('orderState.invalid');
    },
    where: (eb, state) => stateWhere(eb, state),
    counts: (state) => {
      const states = storedStatesOf(state);
      return states === null ? null : states === 'any' ? [] : [{ column: 'state', in: states }];
    },
    unset: {
      where: defaultStateWhere,
      counts: (scope) => [{ column: 'state', in: defaultStoredStates(scope) }],
    },
  }),
  /** the contract's payement_type (1 cash, 2 card) */
  paymentType: orderFilter<number>({
    params: { payment_type: { type: 'string', description: 'addition: 1 cash, 2 card' } },
    parse: (q) => {
      if (!present(q.payment_type)) return undefined;
      const type = Number(q.payment_type);
      if (type !== PAYMENT_TYPE.CASH && type !== PAYMENT_TYPE.CARD) throw refused('orderFilter.paymentType');
      return type;
    },
    where: (eb, type) => eb('o.payement_type', '=', type),
    counts: 'counted',
  }),
  /** one wilaya's orders: ?wilaya of the admin, the franchisee's own wilaya (its scope) */
  wilayaId: orderFilter<number>({
    params: { wilaya: { type: 'string', description: "addition: a wilaya's id" } },
    parse: (q) => idParam(q.wilaya, 'orderFilter.wilaya'),
    where: (eb, id) => eb('o.wilaya_id', '=', id),
    counts: (id) => [{ column: 'wilaya_id', equals: id }],
  }),
  /** one pharmacy's orders as the back office sees them (unlike pharmacyId, the pharmacy's own view) */
  pharmacy: orderFilter<number>({
    params: { pharmacy: { type: 'string', description: "addition: a pharmacy's id" } },
    parse: (q) => idParam(q.pharmacy, 'orderFilter.pharmacy'),
    where: (eb, id) => eb('o.pharmacy_id', '=', id),
    counts: (id) => [{ column: 'pharmacy_id', equals: id }],
  }),
  /** the scope of a pharmacy: its own orders (My orders) */
  pharmacyId: orderFilter<number>({
    params: {},
    where: (eb, id) => eb('o.pharmacy_id', '=', id),
    counts: (id) => [{ column: 'pharmacy_id', equals: id }],
  }),
  /** placed at or after this instant */
  from: orderFilter<Date>({
    params: {
      from: { type: 'string', description: 'addition: placed on or after this day (YYYY-MM-DD, Algiers time)' },
    },
    parse: (q) => {
      if (!present(q.from)) return undefined;
      const at = algiersMidnight(q.from);
      if (!at) throw refused('orderFilter.date');
      return at;
    },
    where: (eb, at) => eb('o.created_at', '>=', at),
    counts: 'counted',
  }),
  /** placed strictly before this instant (?to, a day, is the next day's midnight) */
  before: orderFilter<Date>({
    params: {
      to: { type: 'string', description: 'addition: placed on or before this day (YYYY-MM-DD, Algiers time)' },
    },
    parse: (q, { from }) => {
      if (!present(q.to)) return undefined;
      const at = algiersMidnight(q.to);
      if (!at) throw refused('orderFilter.date');
      const before = new Date(at.getTime() + DAY_MS);
      if (from instanceof Date && from >= before) throw refused('orderFilter.range');
      return before;
    },
    where: (eb, at) => eb('o.created_at', '<', at),
    counts: 'counted',
  }),
  /** addition (issue 28): one fulfilment state (src/contract/fulfilment.ts) */
  fulfilment: orderFilter<FulfilmentState>({
    params: {
      fulfilment: {
        type: 'string',
        enum: ['', ...FULFILMENT_STATES],
        description: 'addition (issue 28): one fulfilment state (docs/fulfilment.md)',
      },
    },
    parse: (q) => {
      if (!present(q.fulfilment)) return undefined;
      if (!isFulfilmentState(q.fulfilment)) throw refused('fulfilment.invalid');
      return q.fulfilment;
    },
    where: (eb, state) => eb('o.fulfilment', '=', state),
    counts: 'counted',
  }),
};

export type OrderFilterName = keyof typeof ORDER_FILTERS;

type ValueOf<F> = F extends OrderFilter<infer V> ? V : never;

/** The sortable columns of the orders lists (issue 13), by the names the rows carry, and the column each sorts on. */
export const ORDER_SORTS = {
  order_date: 'created_at',
  order_price: 'total',
  order_no: 'order_no',
} as const satisfies Record<OrderSortField, string>;

export interface OrderSort {
  field: OrderSortField;
  order: 'asc' | 'desc';
}

/** What an orders list is narrowed by: one optional field per filter of the table, and its order. */
export type OrderListFilter = { [K in OrderFilterName]?: ValueOf<(typeof ORDER_FILTERS)[K]> } & {
  /** the page's order; newest first by default */
  sort?: OrderSort;
};

/** The table's entries, for the loops that read them all (each entry's value is its own type). */
const entries = Object.entries(ORDER_FILTERS) as [OrderFilterName, OrderFilter<unknown>][];

/** Whether a filter narrows the list: set, and not an empty text. */
const isSet = (value: unknown) => value !== undefined && value !== '';

/**
 * The orders of the filter, without joins: what both the page and the count select from, one condition per filter
 * of the table that is set (or that applies unset). `blind` and `walked`: see WhereContext.
 */
export function filtered(db: Database, f: OrderListFilter, blind = false, walked = false) {
  const ctx: WhereContext = { db, blind, walked };
  let q = db.selectFrom('orders as o');
  for (const [name, filter] of entries) {
    const value = f[name];
    if (isSet(value)) q = q.where((eb) => filter.where(eb, value, ctx));
    else if (filter.unset) q = q.where((eb) => filter.unset!.where(eb, f));
  }
  return q;
}

/**
 * The count rule of a whole filter: the conditions on the maintained counts that select exactly its orders, or
 * null when one of its filters cannot be answered by them (the list is then counted for real).
 */
export function countsConditions(f: OrderListFilter): CountsCondition[] | null {
  const conditions: CountsCondition[] = [];
  for (const [name, filter] of entries) {
    const value = f[name];
    if (!isSet(value)) {
      if (filter.unset) conditions.push(...filter.unset.counts(f));
      continue;
    }
    const rule = filter.counts === 'counted' ? null : filter.counts(value);
    if (rule === null) return null;
    conditions.push(...rule);
  }
  return conditions;
}

/** The orders a scope may see, with their pharmacy: details and access checks. */
export const scoped = (db: Database, scope: OrderScope = {}, state?: StateFilter) =>
  filtered(db, { wilayaId: scope.wilayaId, pharmacyId: scope.pharmacyId, state }).innerJoin(
    'pharmacies as p',
    'p.id',
    'o.pharmacy_id',
  );

/** Whether an area's list takes a query parameter (src/contract/orderFilters.ts). */
const takes = (area: OrderListArea, param: OrderFilterParam) =>
  (ORDER_FILTER_PARAMS[param] as readonly OrderListArea[]).includes(area);

/** ?sort and ?order: absent, or a sortable column and a direction, else refused. */
function orderSortOf(q: OrderListQuery): OrderSort | undefined {
  if (!present(q.sort) && !present(q.order)) return undefined;
  const field = present(q.sort) ? q.sort : 'order_date';
  const order = present(q.order) ? q.order.toLowerCase() : 'desc';
  if (!(ORDER_SORT_FIELDS as readonly string[]).includes(field) || (order !== 'asc' && order !== 'desc'))
    throw refused('orderFilter.sort');
  return { field: field as OrderSortField, order };
}

/**
 * The filter an area's list query selects, checked: a bad value is refused in the caller's language, never ignored;
 * the parameters the area does not take are not read. The scope (the franchisee's wilaya, the pharmacy) is the
 * route's to add.
 */
export function orderListFilterOf(area: OrderListArea, query: OrderListQuery): OrderListFilter {
  const own: OrderListQuery = {};
  for (const param of Object.keys(ORDER_FILTER_PARAMS) as OrderFilterParam[])
    if (takes(area, param)) own[param] = query[param];
  const f: Record<string, unknown> = {};
  for (const [name, filter] of entries) {
    const value = filter.parse?.(own, f);
    if (value !== undefined) f[name] = value;
  }
  if (SORTED_ORDER_LISTS.includes(area)) {
    const sort = orderSortOf(query);
    if (sort) f.sort = sort;
  }
  return f as OrderListFilter;
}

/**
 * The querystring schema of an area's list: the parameters it takes, their values checked by orderListFilterOf,
 * which refuses them in the caller's language (the enums of status, state and fulfilment are the schema's).
 */
export function orderListQuerySchema(area: OrderListArea) {
  const properties: Record<string, object> = {};
  for (const [, filter] of entries)
    for (const [param, schema] of Object.entries(filter.params) as [OrderFilterParam, object][])
      if (takes(area, param)) properties[param] = schema;
  if (SORTED_ORDER_LISTS.includes(area)) {
    properties.sort = {
      type: 'string',
      description: `addition: the column the page is sorted on: ${ORDER_SORT_FIELDS.join(', ')} (default order_date)`,
    };
    properties.order = { type: 'string', description: 'addition: the sort direction, asc or desc (default desc)' };
  }
  return Type.Unsafe<OrderListQuery>({ type: 'object', properties } as TSchema);
}
