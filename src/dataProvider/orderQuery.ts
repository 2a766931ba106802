import type { GetListParams } from 'react-admin';

/**
 * The orders lists' filters and sort as the server's optional parameters (issue 13): only those set are sent, and
 * the default order (newest first) sends none, so an unfiltered list is the contract's bare call.
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
    ['order_date', 'order_price', 'order_no'].includes(field) &&
    !(field === 'order_date' && order === 'desc')
  ) {
    query.sort = field;
    query.order = order;
  }
  return query;
}
