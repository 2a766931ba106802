import { Code } from '../../src/contract/codes.js';
import { PAYMENT_TYPE } from '../../src/contract/constants.js';
import { FULFILMENT_STATES, isFulfilmentState } from '../../src/contract/fulfilment.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { ORDER_SORTS, type OrderListFilter, type OrderSort } from './orders.js';

/**
 * The optional query parameters of the back-office orders lists beyond ?search, ?status and ?state (issue 13):
 * payment type, wilaya, pharmacy, a date range and the sort. The bare call keeps the contract's answer.
 */
export interface OrderFilterQuery {
  payment_type?: string;
  wilaya?: string;
  pharmacy?: string;
  from?: string;
  to?: string;
  sort?: string;
  order?: string;
  fulfilment?: string;
}

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

const refused = (key: string) => new ApiError(Code.VALIDATION, key, { status: 400 });

const present = (v: string | undefined): v is string => v !== undefined && v !== '';

/**
 * The filter those parameters select, checked: a bad value is refused in the caller's language, never ignored.
 * `wilaya` is left out where the scope fixes it (franchise).
 */
export function orderFiltersOf(
  q: OrderFilterQuery,
  allow: { wilaya: boolean; pharmacy: boolean } = { wilaya: true, pharmacy: true },
) {
  const f: Pick<OrderListFilter, 'paymentType' | 'pharmacy' | 'from' | 'before' | 'sort' | 'wilayaId' | 'fulfilment'> =
    {};
  if (present(q.fulfilment)) {
    if (!isFulfilmentState(q.fulfilment)) throw refused('fulfilment.invalid');
    f.fulfilment = q.fulfilment;
  }
  if (present(q.payment_type)) {
    const type = Number(q.payment_type);
    if (type !== PAYMENT_TYPE.CASH && type !== PAYMENT_TYPE.CARD) throw refused('orderFilter.paymentType');
    f.paymentType = type;
  }
  if (allow.wilaya && present(q.wilaya)) {
    const id = idOf(q.wilaya);
    if (id === null) throw refused('orderFilter.wilaya');
    f.wilayaId = id;
  }
  if (allow.pharmacy && present(q.pharmacy)) {
    const id = idOf(q.pharmacy);
    if (id === null) throw refused('orderFilter.pharmacy');
    f.pharmacy = id;
  }
  if (present(q.from)) {
    const at = algiersMidnight(q.from);
    if (!at) throw refused('orderFilter.date');
    f.from = at;
  }
  if (present(q.to)) {
    const at = algiersMidnight(q.to);
    if (!at) throw refused('orderFilter.date');
    f.before = new Date(at.getTime() + DAY_MS);
  }
  if (f.from && f.before && f.from >= f.before) throw refused('orderFilter.range');
  if (present(q.sort) || present(q.order)) {
    const field = present(q.sort) ? q.sort : 'order_date';
    const order = present(q.order) ? q.order.toLowerCase() : 'desc';
    if (!(field in ORDER_SORTS) || (order !== 'asc' && order !== 'desc')) throw refused('orderFilter.sort');
    f.sort = { field: field as OrderSort['field'], order };
  }
  return f;
}

/** Their OpenAPI description; the values are checked by orderFiltersOf, which refuses them in the caller's language (admin: every one; franchise: all but wilaya and pharmacy). */
export function orderFilterQuerySchema(
  allow: { wilaya: boolean; pharmacy: boolean } = { wilaya: true, pharmacy: true },
) {
  return {
    payment_type: { type: 'string', description: 'addition: 1 cash, 2 card' },
    ...(allow.wilaya ? { wilaya: { type: 'string', description: "addition: a wilaya's id" } } : {}),
    ...(allow.pharmacy ? { pharmacy: { type: 'string', description: "addition: a pharmacy's id" } } : {}),
    from: { type: 'string', description: 'addition: placed on or after this day (YYYY-MM-DD, Algiers time)' },
    to: { type: 'string', description: 'addition: placed on or before this day (YYYY-MM-DD, Algiers time)' },
    sort: {
      type: 'string',
      description: `addition: the column the page is sorted on: ${Object.keys(ORDER_SORTS).join(', ')} (default order_date)`,
    },
    order: { type: 'string', description: 'addition: the sort direction, asc or desc (default desc)' },
    fulfilment: {
      type: 'string',
      enum: ['', ...FULFILMENT_STATES],
      description: 'addition (issue 28): one fulfilment state (docs/fulfilment.md)',
    },
  };
}
