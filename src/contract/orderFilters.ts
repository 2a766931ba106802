/**
 * The query parameters of the orders lists, `GET /<area>/orders_list/:offset/:limit` (issues 13 and 28, D44), and the
 * areas that take each: the admin's back office, the franchisee's and the pharmacy's own My orders. The server's
 * table of order filters (server/queries/orders/filters.ts) gives each its parsing, its schema, its SQL and its count
 * rule, and takes from here which area reads it; the dataProviders send those of their area (`orderListFilters`).
 */

export type OrderListArea = 'admin' | 'franchise' | 'pharmacy';

export const ORDER_FILTER_PARAMS = {
  /** the order number or the pharmacy's name; the lists' search box (`filter.q`) */
  search: ['admin', 'franchise', 'pharmacy'],
  /** the admin's queues: 1 paid or validated, 2 awaiting sales validation */
  status: ['admin'],
  /** one state in words, `attempts`, `all` or `placed` (docs/payments.md) */
  state: ['admin', 'franchise', 'pharmacy'],
  /** 1 cash, 2 card */
  payment_type: ['admin', 'franchise'],
  /** a wilaya's id (the franchisee's own is fixed by its account) */
  wilaya: ['admin'],
  /** a pharmacy's id */
  pharmacy: ['admin'],
  /** placed on or after this day, YYYY-MM-DD in Algiers */
  from: ['admin', 'franchise'],
  /** placed on or before this day, YYYY-MM-DD in Algiers */
  to: ['admin', 'franchise'],
  /** one fulfilment state (src/contract/fulfilment.ts) */
  fulfilment: ['admin', 'franchise', 'pharmacy'],
} as const satisfies Record<string, readonly OrderListArea[]>;

export type OrderFilterParam = keyof typeof ORDER_FILTER_PARAMS;

/** The columns an orders list sorts on (?sort, with ?order asc or desc), by the names its rows carry; newest first by default. */
export const ORDER_SORT_FIELDS = ['order_date', 'order_price', 'order_no'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** The areas whose list takes ?sort and ?order (My orders is always newest first). */
export const SORTED_ORDER_LISTS: readonly OrderListArea[] = ['admin', 'franchise'];

/** The parameters an area's orders list takes, in this file's order. */
export const orderFilterParams = (area: OrderListArea): OrderFilterParam[] =>
  (Object.keys(ORDER_FILTER_PARAMS) as OrderFilterParam[]).filter((name) =>
    (ORDER_FILTER_PARAMS[name] as readonly OrderListArea[]).includes(area),
  );

/** The browser's filters of an area's orders list (`filter.<name>`); the search is the search box, `filter.q`. */
export const orderListFilters = (area: OrderListArea) => orderFilterParams(area).filter((name) => name !== 'search');
