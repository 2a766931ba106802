import type { ExpressionBuilder } from 'kysely';
import { PAYMENT_TYPE } from '../../../src/contract/constants.js';
import { ATTEMPT_STATES, type OrderStateName } from '../../../src/contract/orderStates.js';
import type { DB, OrderState } from '../../db/schema.js';
import type { OrderScope } from './scope.js';

/**
 * The orders' states in words (src/contract/orderStates.ts) as SQL over the stored state and, for some, other
 * columns (refunds, the status, the payment type); and which stored states each selects, what the maintained counts
 * are kept by.
 */

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

export type OrdersEb = ExpressionBuilder<DB & { o: DB['orders'] }, 'o'>;

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

/** SQL of a list's state filter. */
export function stateWhere(eb: OrdersEb, filter: StateFilter) {
  if (filter === 'all') return eb.lit(true);
  if (filter === 'attempts') return eb('o.state', 'in', ATTEMPT_STATES as OrderState[]);
  if (filter === 'placed') return eb('o.state', 'in', PHARMACY_PLACED_STATES);
  return stateCondition(eb, filter);
}

/** SQL of a list without a state filter: the back office's placed orders, a pharmacy's own but superseded attempts. */
export const defaultStateWhere = (eb: OrdersEb, scope: OrderScope) =>
  scope.pharmacyId !== undefined ? eb('o.state', '<>', 'superseded') : eb('o.state', 'in', PLACED_STATES);

/**
 * The stored states a state filter selects, when it is a plain set of them (what the maintained counts are kept
 * by); null when it also looks at other columns (refunds, the status), or 'any' for every state.
 */
export function storedStatesOf(state: StateFilter): readonly OrderState[] | 'any' | null {
  if (state === 'all') return 'any';
  if (state === 'attempts') return ATTEMPT_STATES as OrderState[];
  if (state === 'placed') return PHARMACY_PLACED_STATES;
  return (STORED_STATES as readonly string[]).includes(state) && !DERIVED_STATES.includes(state)
    ? [state as OrderState]
    : null;
}

/** The stored states of a list without a state filter (defaultStateWhere). */
export const defaultStoredStates = (scope: OrderScope): readonly OrderState[] =>
  scope.pharmacyId !== undefined ? STORED_STATES.filter((s) => s !== 'superseded') : PLACED_STATES;
