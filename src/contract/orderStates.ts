import { ORDER_STATUS, PAYMENT_TYPE } from './constants';

/**
 * What an order is, in words, beside the contract's `status` (1/2) and `payement_type` (issue 10). Derived from
 * the stored lifecycle (orders.state), the status an admin toggles on offline orders, and refunds.
 */
export const ORDER_STATES = [
  'awaiting_payment',
  'paid',
  'awaiting_validation',
  'validated',
  'failed',
  'expired',
  'superseded',
  'cancelled',
  'refunded',
  'partly_refunded',
  'late_paid',
  'rejected',
] as const;
export type OrderStateName = (typeof ORDER_STATES)[number];

/** Orders placed for the business (paid, or offline and awaiting or given sales validation). */
export const PLACED_ORDER_STATES: readonly OrderStateName[] = [
  'paid',
  'awaiting_validation',
  'validated',
  'refunded',
  'partly_refunded',
];
/** States whose order has an invoice to download (an open attempt prints a pro forma, a rejected order says it is rejected, the others none). */
export const INVOICED_ORDER_STATES: readonly OrderStateName[] = [
  ...PLACED_ORDER_STATES,
  'awaiting_payment',
  'rejected',
];
/** Card attempts that never became an order. */
export const ATTEMPT_STATES: readonly OrderStateName[] = [
  'awaiting_payment',
  'failed',
  'expired',
  'superseded',
  'cancelled',
  'late_paid',
];

/** Length of the reason an admin gives when rejecting an offline order (POST /admin/reject_order), trimmed. */
export const REJECTION_REASON_LENGTH = { min: 3, max: 500 } as const;

/** The message key of a state's label, in src/contract/messages/orders.ts. */
export const orderStateLabelKey = (state: OrderStateName) => `orderState.${state}`;

export type OrderStateTone = 'success' | 'warning' | 'error' | 'info' | 'default';
export const ORDER_STATE_TONE: Record<OrderStateName, OrderStateTone> = {
  awaiting_payment: 'warning',
  paid: 'success',
  awaiting_validation: 'warning',
  validated: 'success',
  failed: 'error',
  expired: 'default',
  superseded: 'default',
  cancelled: 'default',
  refunded: 'info',
  partly_refunded: 'info',
  late_paid: 'info',
  rejected: 'error',
};

export const isOrderState = (v: unknown): v is OrderStateName =>
  typeof v === 'string' && (ORDER_STATES as readonly string[]).includes(v);

/**
 * The state in words of a stored order (money in any one unit). Sales validation of a cash order stores it as
 * 'paid' with status 1 (cashStatus.ts): a cash order stored 'paid' is validated, to be collected on delivery, never
 * paid (issue 26, point 15) — unless its invoice was wholly paid by card from My account (`card_paid`, D114).
 */
export function orderStateOf(o: {
  state: string;
  status: number;
  payement_type: number;
  refunded_amount: number;
  total: number;
  card_paid?: boolean;
}): OrderStateName {
  switch (o.state) {
    case 'paid':
      if (o.payement_type === PAYMENT_TYPE.CASH) return o.card_paid ? 'paid' : 'validated';
      if (o.refunded_amount > 0) return o.refunded_amount >= o.total ? 'refunded' : 'partly_refunded';
      return 'paid';
    case 'pending_validation':
      return o.status === ORDER_STATUS.PAID ? 'validated' : 'awaiting_validation';
    case 'awaiting_payment':
    case 'failed':
    case 'expired':
    case 'superseded':
    case 'cancelled':
    case 'late_paid': // a replaced attempt paid late in a tab left open, refunded automatically (D27)
    case 'rejected':
      return o.state;
    default:
      return 'failed';
  }
}
