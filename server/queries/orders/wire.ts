import { sql } from 'kysely';
import { type Lang, toDinars } from '../../../src/contract/constants.js';
import { type FulfilmentState, fulfilmentLabelKey } from '../../../src/contract/fulfilment.js';
import { translate } from '../../../src/contract/messages/index.js';
import { type OrderStateName, orderStateLabelKey, orderStateOf } from '../../../src/contract/orderStates.js';
import { respCodeText } from '../../payments/respCode.js';
import { iso } from '../paging.js';
import type { OrderScope } from './scope.js';
import { type OrdersEb, PLACED_STATES } from './states.js';

/**
 * An order as the lists and the details answer it (src/contract/answers/orders.ts): its state in words from the
 * stored columns, and a list's row.
 */

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

/** The columns stateFields reads, beside status, payement_type and total. */
export const stateColumns = (eb: OrdersEb) =>
  [
    'o.state as stored_state',
    'o.refunded_amount',
    'o.expires_at',
    'o.card_invoice_payment_id',
    lastAttempt(eb).as('attempt'),
  ] as const;

interface StateRow {
  stored_state: string;
  status: number;
  payement_type: number;
  refunded_amount: number;
  total: number;
  expires_at: Date | null;
  card_invoice_payment_id: number | null;
  attempt: LastAttempt | null;
}

/** state, state_label, state_reason (and resume_url for the pharmacy) of a stored order. */
export function stateFields(r: StateRow, lang: Lang, scope: OrderScope): OrderStateFields {
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

/** A list's row as read (list.ts, withOrderRows). */
export interface OrderRow extends StateRow {
  id: number;
  order_no: string;
  pharmacy_id: number;
  pharmacy_name: string;
  created_at: Date;
  fulfilment: FulfilmentState | null;
  wilaya_id: number;
  price_without_tax: number;
  tax_amount: number;
  stamp_duty: number;
}

/** One order of a list as it goes on the wire. */
export const orderListItem = (r: OrderRow, invoiceNo: string | null, lang: Lang, scope: OrderScope): OrderListItem => ({
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
  invoice_no: invoiceNo,
  ...stateFields(r, lang, scope),
  ...fulfilmentFields(r.fulfilment, lang),
});
