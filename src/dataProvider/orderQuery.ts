import type { GetListParams } from 'react-admin';
import { ORDER_SORT_FIELDS } from '../contract/orderFilters';

/**
 * The orders lists' filters and sort as the server's optional parameters (issue 13): only those set are sent, and
 * the default order (newest first) sends none, so an unfiltered list is the contract's bare call. `filters` are the
 * area's (`orderListFilters`, src/contract/orderFilters.ts).
 */
export function orderListQuery(params: GetListParams, filters: readonly string[]): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const name of filters) {
    const value = params.filter?.[name] as unknown;
    if (value !== undefined && value !== null && value !== '') query[name] = String(value);
  }
  const field = params.sort?.field;
  const order = params.sort?.order === 'ASC' ? 'asc' : 'desc';
  if (
    field &&
    (ORDER_SORT_FIELDS as readonly string[]).includes(field) &&
    !(field === 'order_date' && order === 'desc')
  ) {
    query.sort = field;
    query.order = order;
  }
  return query;
}
