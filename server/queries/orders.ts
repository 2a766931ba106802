import { refundableOf } from '../payments/refundable.js';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { type Lang, MAX_LIST_LIMIT, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import { Code } from '../../src/contract/codes.js';
import {
  ATTEMPT_STATES,
  isOrderState,
  ORDER_STATES,
  type OrderStateName,
  orderStateLabelKey,
  orderStateOf,
} from '../../src/contract/orderStates.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { respCodeText } from '../payments/respCode.js';
import { plannedBlind, rememberSearch, searchPlanKey } from './searchPlans.js';
import type { DB, OrderState } from '../db/schema.js';
import {
  type FulfilmentState,
  type FulfilmentView,
  fulfilmentLabelKey,
  type ShipmentView,
} from '../../src/contract/fulfilment.js';
import { fulfilmentOf, shipmentsOfOrder } from '../fulfilment/orderShipments.js';

/**
 * Orders as the admin, franchise and pharmacy areas read them (spec 000 §3, 001 §3).
 * A scope narrows what a caller may see; an order outside the scope answers exactly like a missing one (D11).
 */
export interface OrderScope {
  wilayaId?: number;
  pharmacyId?: number;
}

/**
 * Which orders a list shows (docs/payments.md "Order states"): one state in words, every card attempt
 * (`attempts`), everything (`all`) or the orders a pharmacy deals with (`placed`, D44: placed orders, rejected ones and
 * an order awaiting card payment). Without it, the back office sees placed orders and a pharmacy sees all of its own
 * but the attempts a newer one replaced.
 */
export type StateFilter = OrderStateName | 'attempts' | 'all' | 'placed';

/**
 * Orders that exist for the business: placed and either paid or waiting for sales validation.
 * Card attempts still at the gateway, failed, expired or cancelled are not orders anyone has to handle (D13).
 */
export const PLACED_STATES: OrderState[] = ['paid', 'pending_validation'];

/**
 * `?state=placed`, My orders' default (D44): the placed orders, the offline ones rejected, an order still awaiting
 * its card payment (it can be resumed or cancelled there) and a replaced attempt paid late (money moved, refunded
 * automatically); failed, expired, cancelled and replaced attempts are not.
 */
const PHARMACY_PLACED_STATES: OrderState[] = [...PLACED_STATES, 'rejected', 'awaiting_payment', 'late_paid'];

/** Orders that count as revenue on the dashboards: paid online or validated by sales (docs/payments.md). */
export const REVENUE_STATES: OrderState[] = ['paid'];

/** The state in words beside the contract's status and payement_type (issue 10). */
export interface OrderStateFields {
  state: OrderStateName;
  state_label: string;
  /** why a failed payment failed, as the gateway said it */
  state_reason: string | null;
  /** pharmacy only: the gateway's payment page while an order awaiting payment can still be paid there */
  resume_url?: string | null;
}

export interface OrderListItem extends OrderStateFields {
  id: number;
  order_id: number;
  order_no: string;
  pharmacy_id: number;
  pharmacy_name: string;
  /** the admin table's "pharmacy" column (001 §2) */
  name: string;
  status: number;
  payement_type: number;
  order_price: number;
  total_price: number;
  order_date: string;
  /** addition (issue 28): the fulfilment state and its label, null before the order is placed for preparation */
  fulfilment: FulfilmentState | null;
  fulfilment_label: string | null;
  /** additions (issue 27 §15), for the exports: the order's wilaya, its amounts before tax, VAT and stamp duty
   * (dinars), and its invoice's number once it has one (null before) */
  wilaya_id: number;
  price_without_tax: number;
  tax_amount: number;
  stamp_duty: number;
  invoice_no: string | null;
}

/** The fulfilment state and its label in the caller's language (issue 28). */
export const fulfilmentFields = (state: FulfilmentState | null, lang: Lang) => ({
  fulfilment: state,
  fulfilment_label: state ? translate(lang, fulfilmentLabelKey(state)) : null,
});

export interface OrderDetails {
  order: OrderStateFields & {
    id: number;
    order_no: string;
    pharmacy_id: number;
    name: string;
    address: string;
    status: number;
    payement_type: number;
    price_without_tax: number;
    tax_rate: number;
    /** percent, as the screens show it */
    tax: number;
    tax_amount: number;
    stamp_duty: number;
    order_price: number;
    /** refunded to the card so far (admin refunds of online payments) */
    refunded_amount: number;
    /** addition: what can still be refunded to the card (0 when the order has no refundable card payment) */
    refundable_amount: number;
    note: string | null;
    order_date: string;
    /** addition (issue 26, point 18): when and why an admin rejected the order, null otherwise */
    rejected_at: string | null;
    rejection_reason: string | null;
    /** addition (D114): paid by card, at checkout or, for an offline order, by its invoice from My account */
    paid_by_card: boolean;
    /** addition (D114): dinars the driver collects on delivery, what is left on an offline order's invoice (0 once paid) */
    cash_to_collect: number;
  };
  details: {
    id: number;
    product_id: number | null;
    ref: string;
    name: string;
    quantity: number;
    unity_price: number;
    quantity_price: number;
  }[];
  /** addition (issue 28): where the order is, and what left the warehouse */
  fulfilment: FulfilmentView;
  shipments: ShipmentView[];
}

/** Timestamps go on the wire as ISO strings (UTC). */
export const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** Largest offset asked of the database: far beyond any list, and an `integer` like the ids. */
const MAX_OFFSET = 2_147_483_647;

/** A whole number written in decimal ("-5", "12"), or NaN for anything else ("1e99", "1.5", "abc", "0x10"). */
const wholeNumber = (v: unknown) => (/^\s*-?\d+\s*$/.test(String(v)) ? Number(v) : NaN);

/**
 * Clamps a page request (D10): 0 ≤ offset ≤ MAX_OFFSET, 1 ≤ limit ≤ 100; what is not a whole number becomes the
 * default (offset 0, `defaultLimit`), so no path value can overflow the database's numbers.
 */
export function clampPage(offset: unknown, limit: unknown, defaultLimit = 10): { offset: number; limit: number } {
  const o = wholeNumber(offset);
  const l = wholeNumber(limit);
  return {
    offset: Number.isFinite(o) && o > 0 ? Math.min(o, MAX_OFFSET) : 0,
    limit: Number.isFinite(l) && l > 0 ? Math.min(l, MAX_LIST_LIMIT) : defaultLimit,
  };
}

/** `%` and `_` typed by the user are searched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A LIKE pattern folded like the indexed text (`portal_fold`), once per statement: a sub-select, so that a prepared
 * statement's generic plan does not fold it again for every candidate row the index gives (5 ms of a catalogue
 * search for "creme", the whole statement 2.7 ms once folded once).
 */
export const foldedPattern = (pattern: string) => sql<string>`(SELECT portal_fold(${pattern}))`;

/**
 * A LIKE pattern the planner does not look into (a sub-select, known only when the statement runs): the statement's
 * plan is then the same whatever is searched, and PostgreSQL keeps one generic plan for it instead of planning every
 * call again (0.6 ms of a search by order number at 1 M orders, more than running it). Right only for a pattern known
 * to match few orders (searchPlans.ts).
 */
const unplannedPattern = (pattern: string) => sql<string>`(SELECT ${pattern}::text)`;

/** A search box's text: trimmed, bounded, '' when absent. */
export const searchText = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

type OrdersEb = ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>;

/** SQL of one state in words (the inverse of orderStateOf). */
function stateCondition(eb: OrdersEb, state: OrderStateName) {
  switch (state) {
    case 'paid':
      return eb.and([
        eb('o.state', '=', 'paid'),
        eb('o.payement_type', '<>', PAYMENT_TYPE.CASH),
        eb('o.refunded_amount', '=', 0),
      ]);
    case 'refunded':
      return eb.and([
        eb('o.state', '=', 'paid'),
        eb('o.refunded_amount', '>', 0),
        eb('o.refunded_amount', '>=', eb.ref('o.total')),
      ]);
    case 'partly_refunded':
      return eb.and([
        eb('o.state', '=', 'paid'),
        eb('o.refunded_amount', '>', 0),
        eb('o.refunded_amount', '<', eb.ref('o.total')),
      ]);
    case 'awaiting_validation':
      return eb.and([eb('o.state', '=', 'pending_validation'), eb('o.status', '<>', 1)]);
    case 'validated':
      // sales validation stores a cash order as paid (cashStatus.ts): it never stayed pending_validation with
      // status 1, so the filter matched nothing (issue 26, point 15)
      return eb.or([
        eb.and([eb('o.state', '=', 'paid'), eb('o.payement_type', '=', PAYMENT_TYPE.CASH)]),
        eb.and([eb('o.state', '=', 'pending_validation'), eb('o.status', '=', 1)]),
      ]);
    default:
      return eb('o.state', '=', state);
  }
}

function stateWhere(eb: OrdersEb, filter: StateFilter | undefined, scope: OrderScope) {
  if (filter === 'all') return eb.lit(true);
  if (filter === 'attempts') return eb('o.state', 'in', ATTEMPT_STATES as OrderState[]);
  if (filter === 'placed') return eb('o.state', 'in', PHARMACY_PLACED_STATES);
  if (filter) return stateCondition(eb, filter);
  return scope.pharmacyId !== undefined ? eb('o.state', '<>', 'superseded') : eb('o.state', 'in', PLACED_STATES);
}

interface LastAttempt {
  resp_code: string | null;
  resp_code_desc: string | null;
  form_url: string | null;
}

/**
 * The latest card attempt of an order that is not placed: its gateway reason (a failed order's label) and its
 * payment page (an open one's resume_url), in one lookup (payments_order index). Placed orders never need it and
 * skip the lookup: the newest pages of the back offices are all placed orders.
 */
const lastAttempt = (eb: OrdersEb) =>
  eb
    .selectFrom('payments as pay')
    .select(
      sql<LastAttempt>`json_build_object('resp_code', pay.resp_code, 'resp_code_desc', pay.resp_code_desc, 'form_url', pay.form_url)`.as(
        'attempt',
      ),
    )
    .whereRef('pay.order_id', '=', 'o.id')
    .where('o.state', 'not in', PLACED_STATES)
    .orderBy('pay.id', 'desc')
    .limit(1);

const stateColumns = (eb: OrdersEb) =>
  [
    'o.state as stored_state',
    'o.refunded_amount',
    'o.expires_at',
    'o.card_invoice_payment_id',
    lastAttempt(eb).as('attempt'),
  ] as const;

/** state, state_label, state_reason (and resume_url for the pharmacy) of a stored order. */
function stateFields(
  r: {
    stored_state: string;
    status: number;
    payement_type: number;
    refunded_amount: number;
    total: number;
    expires_at: Date | null;
    card_invoice_payment_id: number | null;
    attempt: LastAttempt | null;
  },
  lang: Lang,
  scope: OrderScope,
): OrderStateFields {
  const state = orderStateOf({
    state: r.stored_state,
    status: r.status,
    payement_type: r.payement_type,
    refunded_amount: r.refunded_amount,
    total: r.total,
    card_paid: r.card_invoice_payment_id !== null,
  });
  const reason =
    state === 'failed' ? respCodeText(lang, r.attempt?.resp_code ?? null, r.attempt?.resp_code_desc ?? null) : null;
  const fields: OrderStateFields = {
    state,
    state_label: reason
      ? translate(lang, 'orderState.failedWithReason', { reason })
      : translate(lang, orderStateLabelKey(state)),
    state_reason: reason,
  };
  if (scope.pharmacyId !== undefined) {
    const open = state === 'awaiting_payment' && r.expires_at !== null && new Date(r.expires_at).getTime() > Date.now();
    fields.resume_url = open ? (r.attempt?.form_url ?? null) : null;
  }
  return fields;
}

/**
 * A searched list counts its matches exactly up to this many (a capped sub-select, never a scan of the whole
 * table); beyond, `total` says this many and `total_exact` is false. Unsearched lists are always exact.
 */
export const SEARCH_COUNT_CAP = 10_000;

/**
 * What an orders list is narrowed by. Every field is optional and adds one condition; a new filter (payment
 * type, dates…) is one more field here and one more line in `filtered`, and the page and the count follow.
 */
export interface OrderListFilter extends OrderScope {
  /** the orders the list shows by state (see StateFilter; by default placed orders, or a pharmacy's own but superseded) */
  state?: StateFilter;
  /** the contract's status (1 paid or validated, 2 awaiting sales validation) */
  status?: number;
  /** a fragment of the order number or of the pharmacy's name (accent- and case-insensitive) */
  search?: string;
  /** the contract's payement_type (1 cash, 2 card) */
  paymentType?: number;
  /** one pharmacy's orders as the back office sees them (unlike the scope's pharmacyId, the pharmacy's own view) */
  pharmacy?: number;
  /** placed at or after this instant */
  from?: Date;
  /** placed strictly before this instant */
  before?: Date;
  /** the page's order; newest first by default */
  sort?: OrderSort;
  /** addition (issue 28): one fulfilment state (src/contract/fulfilment.ts) */
  fulfilment?: FulfilmentState;
}

/** The sortable columns of the orders lists (issue 13), by the names the rows carry, and the column each sorts on. */
export const ORDER_SORTS = { order_date: 'created_at', order_price: 'total', order_no: 'order_no' } as const;
export interface OrderSort {
  field: keyof typeof ORDER_SORTS;
  order: 'asc' | 'desc';
}

/** Filters the maintained counts know nothing of: a list narrowed by them is counted (capped) instead. */
const beyondCounts = (f: OrderListFilter) =>
  f.paymentType !== undefined || f.from !== undefined || f.before !== undefined || f.fulfilment !== undefined;

/**
 * The stored states a filter selects, when it is a plain set of them (what the maintained counts are kept by);
 * null when it also looks at other columns (refunds, the status), or 'any' for every state.
 */
function storedStatesOf(f: OrderListFilter): readonly OrderState[] | 'any' | null {
  if (f.status !== undefined) return null;
  if (f.state === 'all') return 'any';
  if (f.state === 'attempts') return ATTEMPT_STATES as OrderState[];
  if (f.state === 'placed') return PHARMACY_PLACED_STATES;
  if (f.state === undefined)
    return f.pharmacyId !== undefined ? STORED_STATES.filter((s) => s !== 'superseded') : PLACED_STATES;
  return (STORED_STATES as readonly string[]).includes(f.state) && !DERIVED_STATES.includes(f.state)
    ? [f.state as OrderState]
    : null;
}

const STORED_STATES: readonly OrderState[] = [
  'awaiting_payment',
  'paid',
  'pending_validation',
  'failed',
  'expired',
  'superseded',
  'cancelled',
  'late_paid',
  'rejected',
];
/** states in words that narrow a stored state by other columns (orderStateOf) */
const DERIVED_STATES: readonly StateFilter[] = [
  'paid',
  'refunded',
  'partly_refunded',
  'awaiting_validation',
  'validated',
];

/**
 * The orders of the filter, without joins: what both the page and the count select from. `blind`: the searched text
 * is hidden from the planner (see unplannedPattern). `walked`: the orders are to be read walking a list-order index
 * (a page of a search matching many orders, see pageIds).
 */
function filtered(db: Database, f: OrderListFilter, blind = false, walked = false) {
  let q = db.selectFrom('orders as o').where((eb) => stateWhere(eb, f.state, f));
  if (f.status !== undefined) q = q.where('o.status', '=', f.status);
  if (f.wilayaId !== undefined) q = q.where('o.wilaya_id', '=', f.wilayaId);
  if (f.pharmacyId !== undefined) q = q.where('o.pharmacy_id', '=', f.pharmacyId);
  if (f.pharmacy !== undefined) q = q.where('o.pharmacy_id', '=', f.pharmacy);
  if (f.paymentType !== undefined) q = q.where('o.payement_type', '=', f.paymentType);
  if (f.fulfilment !== undefined) q = q.where('o.fulfilment', '=', f.fulfilment);
  if (f.from !== undefined) q = q.where('o.created_at', '>=', f.from);
  if (f.before !== undefined) q = q.where('o.created_at', '<', f.before);
  if (f.search) {
    const pattern = likePattern(f.search);
    // two trigram indexes (order_no, folded pharmacy name). The pharmacies are matched first, into an array: with
    // `= ANY(ARRAY(…))` both halves of the OR are index scans (a plain IN sub-select would scan every order)
    const pharmacies = pharmaciesNamedLike(db, pattern);
    // walked, each order is checked against a hash of the pharmacies (`IN`, a hashed sub-plan, which no index can
    // answer, so the list-order index is walked): PostgreSQL, which takes a name to match about ten pharmacies, read
    // the 100 000 orders of the 204 "Benali" ones through the index and sorted them for a page at offset 5 000
    const byName = walked
      ? sql<boolean>`o.pharmacy_id IN (${pharmacies})`
      : sql<boolean>`o.pharmacy_id = ANY(ARRAY(${pharmacies}))`;
    q = q.where((eb) => eb.or([eb('o.order_no', 'ilike', blind ? unplannedPattern(pattern) : pattern), byName]));
  }
  return q;
}

/** The orders a scope may see, with their pharmacy: details and access checks. */
const scoped = (db: Database, scope: OrderScope = {}, state?: StateFilter) =>
  filtered(db, { wilayaId: scope.wilayaId, pharmacyId: scope.pharmacyId, state }).innerJoin(
    'pharmacies as p',
    'p.id',
    'o.pharmacy_id',
  );

/**
 * How many orders the filter selects: from the maintained per-pharmacy counts when nothing but scope and stored
 * states narrow it (exact, a sum over at most a few rows per pharmacy), else counted exactly up to SEARCH_COUNT_CAP.
 */
export async function countOrders(db: Database, f: OrderListFilter): Promise<{ total: number; exact: boolean }> {
  return totalOf((await countQuery(db, f).executeTakeFirstOrThrow()).n, f);
}

/** The count's query (one row, `n`): also run as a column of the page's own statement (listOrders). */
function countQuery(db: Database, f: OrderListFilter) {
  if (f.search) return db.selectFrom(searchCount(db, f, f.search, false).as('c')).select('c.n');
  const states = storedStatesOf(f);
  // not narrowed to pharmacies: the per-wilaya counts (a few hundred rows, where per pharmacy there are thousands)
  if (isSummed(f))
    return f.pharmacyId === undefined && f.pharmacy === undefined
      ? perWilaya(db, f, states)
      : maintained(db, f, states);
  return cappedCount(db, filtered(db, f));
}

/**
 * A search's count, `n`, and how many of its matches it found by their number, `numbered` (what tells whether the
 * search may be planned blind: searchPlans.ts). By a plain set of states, the orders of the pharmacies named like
 * the search are counted from the maintained counts (however many), and the orders numbered like it among the
 * other pharmacies are counted, capped; otherwise every match is counted, capped.
 */
function searchCount(db: Database, f: OrderListFilter, search: string, blind: boolean) {
  const states = storedStatesOf(f);
  const pattern = likePattern(search);
  const byName = states !== null && !beyondCounts(f);
  const named = pharmaciesNamedLike(db, pattern);
  const counted = byName
    ? filtered(db, { ...f, search: undefined })
        .where('o.order_no', 'ilike', blind ? unplannedPattern(pattern) : pattern)
        .where('o.pharmacy_id', 'not in', named)
    : filtered(db, f, blind);
  // one look-up of the counts for all the pharmacies at once (an array): joined, each of "Benali"'s 204 was a search of its own
  const namedOrders = byName
    ? sql<number>`(${maintained(db, f, states).where(sql<boolean>`pharmacy_id = ANY(ARRAY(${named}))`)})`
    : sql<number>`0`;
  return db
    .selectFrom(cappedCount(db, counted).as('counted'))
    .select([sql<number>`${namedOrders} + counted.n`.as('n'), 'counted.n as numbered']);
}

/** The maintained per-pharmacy counts of the filter's scope and stored states (an exact sum, however many). */
function maintained(db: Database, f: OrderListFilter, states: ReturnType<typeof storedStatesOf>) {
  let q = db.selectFrom('order_counts').select(sql<number>`coalesce(sum(n), 0)::bigint`.as('n'));
  if (states !== null && states !== 'any') q = q.where('state', 'in', [...states]);
  if (f.wilayaId !== undefined) q = q.where('wilaya_id', '=', f.wilayaId);
  if (f.pharmacyId !== undefined) q = q.where('pharmacy_id', '=', f.pharmacyId);
  if (f.pharmacy !== undefined) q = q.where('pharmacy_id', '=', f.pharmacy);
  return q;
}

/** The same numbers per wilaya (migration 015): a few hundred rows where per pharmacy there are thousands. */
function perWilaya(db: Database, f: OrderListFilter, states: ReturnType<typeof storedStatesOf>) {
  let q = db.selectFrom('order_counts_by_wilaya').select(sql<number>`coalesce(sum(n), 0)::bigint`.as('n'));
  if (states !== null && states !== 'any') q = q.where('state', 'in', [...states]);
  if (f.wilayaId !== undefined) q = q.where('wilaya_id', '=', f.wilayaId);
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

/** An unsearched list narrowed by scope and stored states only: its count is a sum of the maintained counts. */
const isSummed = (f: OrderListFilter) => !f.search && storedStatesOf(f) !== null && !beyondCounts(f);

/**
 * The pharmacies whose name contains the pattern (accent- and case-insensitive): the stored folded name and its trigram
 * index (migration 030, D77), whose candidates are checked without folding their names again.
 */
const pharmaciesNamedLike = (db: Database, pattern: string) =>
  db.selectFrom('pharmacies').select('id').where('search_name', 'like', foldedPattern(pattern));

/**
 * What a count means: an unsearched list's is a sum of the maintained counts, exact however large; a searched or
 * otherwise narrowed list's goes through a capped count, and beyond SEARCH_COUNT_CAP it means "at least".
 */
const totalOf = (counted: number | string, f: OrderListFilter) => {
  const n = Number(counted);
  return n > SEARCH_COUNT_CAP && !isSummed(f) ? { total: SEARCH_COUNT_CAP, exact: false } : { total: n, exact: true };
};

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
 * than SEARCH_COUNT_CAP.
 */
export async function listOrders(
  db: Database,
  opts: { offset: unknown; limit: unknown; search?: unknown; lang?: Lang } & Omit<OrderListFilter, 'search'>,
): Promise<{ orders: OrderListItem[]; total: number; total_exact?: false }> {
  const { offset, limit } = clampPage(opts.offset, opts.limit);
  const scope = { wilayaId: opts.wilayaId, pharmacyId: opts.pharmacyId };
  const { paymentType, pharmacy, from, before, sort, fulfilment } = opts;
  const filter: OrderListFilter = {
    ...scope,
    state: opts.state,
    status: opts.status,
    search: searchText(opts.search),
    paymentType,
    pharmacy,
    from,
    before,
    sort,
    fulfilment,
  };
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
  return {
    total: count.total,
    ...(count.exact ? {} : { total_exact: false as const }),
    orders: rows.map((r) => ({
      id: r.id,
      order_id: r.id,
      order_no: r.order_no,
      pharmacy_id: r.pharmacy_id,
      pharmacy_name: r.pharmacy_name,
      name: r.pharmacy_name,
      status: r.status,
      payement_type: r.payement_type,
      order_price: toDinars(r.total),
      total_price: toDinars(r.total),
      order_date: iso(r.created_at),
      wilaya_id: r.wilaya_id,
      price_without_tax: toDinars(r.price_without_tax),
      tax_amount: toDinars(r.tax_amount),
      stamp_duty: toDinars(r.stamp_duty),
      invoice_no: invoiceNumbers.get(r.id) ?? null,
      ...stateFields(r, opts.lang ?? 'fr', scope),
      ...fulfilmentFields(r.fulfilment, opts.lang ?? 'fr'),
    })),
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

/** An order with its lines, or null when it does not exist or is outside the scope. */
export async function orderDetails(
  db: Database,
  orderId: unknown,
  scope: OrderScope = {},
  lang: Lang = 'fr',
): Promise<OrderDetails | null> {
  const id = idOf(orderId);
  if (id === null) return null;
  // any state: a list filtered on attempts opens their details too
  const o = await scoped(db, scope, 'all')
    .where('o.id', '=', id)
    .select([
      'o.id',
      'o.order_no',
      'o.pharmacy_id',
      'p.name',
      'o.address',
      'o.status',
      'o.payement_type',
      'o.price_without_tax',
      'o.tax_rate',
      'o.tax_amount',
      'o.stamp_duty',
      'o.total',
      'o.refunded_amount',
      'o.note',
      'o.created_at',
      'o.rejected_at',
      'o.rejection_reason',
      // what the driver collects on delivery (D114): what is left on an offline order's invoice; 0 once paid (by card too)
      sql<string>`CASE WHEN o.payement_type = ${PAYMENT_TYPE.CASH} AND o.state IN ('pending_validation', 'paid')
        THEN coalesce((SELECT d.left_to_pay FROM open_debits d JOIN ledger_entries e ON e.id = d.entry_id
          WHERE e.order_id = o.id AND e.kind = 'invoice'), 0) ELSE 0 END`.as('cash_to_collect'),
    ])
    .select(stateColumns)
    .executeTakeFirst();
  if (!o) return null;
  const [lines, fulfilment, shipments] = await Promise.all([
    db
      .selectFrom('order_lines')
      .select(['id', 'product_id', 'ref', 'name', 'quantity', 'unit_price', 'total'])
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute(),
    fulfilmentOf(db, o.id, lang),
    shipmentsOfOrder(db, o.id),
  ]);
  return {
    order: {
      id: o.id,
      order_no: o.order_no,
      pharmacy_id: o.pharmacy_id,
      name: o.name,
      address: o.address,
      status: o.status,
      payement_type: o.payement_type,
      price_without_tax: toDinars(o.price_without_tax),
      tax_rate: Number(o.tax_rate),
      tax: Number(o.tax_rate),
      tax_amount: toDinars(o.tax_amount),
      stamp_duty: toDinars(o.stamp_duty),
      order_price: toDinars(o.total),
      refunded_amount: toDinars(o.refunded_amount),
      refundable_amount:
        o.stored_state === 'paid' && o.payement_type === PAYMENT_TYPE.CARD ? toDinars(await refundableOf(db, o.id)) : 0,
      note: o.note,
      order_date: iso(o.created_at),
      rejected_at: o.rejected_at ? iso(o.rejected_at) : null,
      rejection_reason: o.rejection_reason,
      // additions (issue 37 §12, D114): an offline order whose invoice was wholly paid by card, and what is left to collect
      paid_by_card: o.payement_type === PAYMENT_TYPE.CARD || o.card_invoice_payment_id !== null,
      cash_to_collect: toDinars(Number(o.cash_to_collect)),
      ...stateFields(o, lang, scope),
    },
    details: lines.map((l) => ({
      id: l.id,
      product_id: l.product_id,
      ref: l.ref,
      name: l.name,
      quantity: l.quantity,
      unity_price: toDinars(l.unit_price),
      quantity_price: toDinars(l.total),
    })),
    fulfilment,
    shipments,
  };
}

/** Whether an order exists within the scope, without loading it (the invoice downloads check this first). */
/** True when the id is a card attempt that never became an order (awaiting payment, failed, expired, cancelled…). */
export async function isCardAttempt(db: Database, orderId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('state').where('id', '=', orderId).executeTakeFirst();
  return row !== undefined && row.state !== 'rejected' && !PLACED_STATES.includes(row.state);
}

export async function orderInScope(db: Database, orderId: number, scope: OrderScope = {}): Promise<boolean> {
  return (await scoped(db, scope).select('o.id').where('o.id', '=', orderId).executeTakeFirst()) !== undefined;
}

/** The last orders of a pharmacy for its details dialog (001 §3: order_id, order_date, total_price, status). */
export async function lastOrdersOfPharmacy(db: Database, pharmacyId: number, limit = 50) {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'created_at', 'total', 'status', 'payement_type'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('state', 'in', PLACED_STATES)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    order_id: r.id,
    order_no: r.order_no,
    order_date: iso(r.created_at),
    total_price: toDinars(r.total),
    status: r.status,
    payement_type: r.payement_type,
  }));
}

/** The `state` query parameter of the order lists; anything else is refused in the caller's language. */
export function stateFilterOf(value: unknown): StateFilter | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'all' || value === 'attempts' || value === 'placed' || isOrderState(value)) return value;
  throw new ApiError(Code.VALIDATION, 'orderState.invalid', { status: 400 });
}

/** The OpenAPI description of that parameter. */
export const stateFilterSchema = {
  type: 'string',
  enum: [...ORDER_STATES, 'attempts', 'all', 'placed'],
  description:
    'addition: one state in words, `attempts` (awaiting payment, failed, expired, superseded, cancelled), `all`, or `placed` (issue 27, D44: placed orders, rejected ones, an order awaiting card payment and an attempt paid late, what My orders opens on); by default the back office lists placed orders and a pharmacy all of its own but superseded attempts',
} as const;
