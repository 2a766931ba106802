import { Code } from '../../src/contract/codes.js';
import { type Lang, ORDER_STATUS, PAYMENT_TYPE } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { idOf } from '../http/ids.js';
import { PLACED_STATES } from '../queries/orders/states.js';
import { lockAggregatesOfOrder } from '../stats/aggregateLocks.js';
import { enterFulfilment, leaveFulfilment } from '../fulfilment/state.js';

/** Sales validation of cash orders (D13): card orders follow the payment gateway instead. */

export const orderNotFound = () => new ApiError(Code.NOT_FOUND, 'admin.orderNotFound', { status: 404 });

/**
 * Sets a cash order's status (1 validated by sales, 2 pending) and audits it; `onlyAwaiting` refuses an order that
 * is not awaiting validation (the bulk validation). Run inside the caller's transaction: the order row is locked.
 */
async function setStatus(trx: Database, account: Account, id: number, status: number, onlyAwaiting: boolean) {
  const paid = status === ORDER_STATUS.PAID;
  const order = await trx
    .selectFrom('orders')
    .select([
      'id',
      'order_no',
      'payement_type',
      'status',
      'state',
      'paid_at',
      'created_at',
      'wilaya_id',
      'pharmacy_id',
      'fulfilment',
      'card_invoice_payment_id',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw orderNotFound();
  // a card attempt that never became an order (failed, expired, cancelled…): it exists, but there is nothing to validate
  if (order.state !== 'rejected' && !PLACED_STATES.includes(order.state))
    throw new ApiError(Code.STATE_CONFLICT, 'orderBulk.notPlaced');
  // a rejection that won the row lock first: its stock is already back on sale (rejectOrder.ts)
  if (order.state === 'rejected') throw new ApiError(Code.STATE_CONFLICT, 'orderReject.rejected');
  // an offline order whose invoice was paid by card from My account is paid: its status follows that payment (D114)
  if (order.payement_type !== PAYMENT_TYPE.CASH || order.card_invoice_payment_id !== null)
    throw new ApiError(Code.STATE_CONFLICT, 'admin.cardOrderStatus');
  if (onlyAwaiting && (order.state !== 'pending_validation' || order.status === ORDER_STATUS.PAID))
    throw new ApiError(Code.STATE_CONFLICT, 'orderBulk.notAwaiting');
  // goods that left the warehouse cannot go back to awaiting validation (issue 28)
  if (!paid && order.fulfilment !== null && !['to_prepare', 'preparing'].includes(order.fulfilment))
    throw new ApiError(Code.STATE_CONFLICT, 'fulfilment.alreadyShipped');
  const state = paid ? 'paid' : 'pending_validation';
  // the rollups the state change moves, taken in the one lock order (docs/payments.md) before the triggers do
  await lockAggregatesOfOrder(trx, order, state);
  const after = await trx
    .updateTable('orders')
    .set({ status, state, paid_at: paid ? new Date() : null, updated_at: new Date() })
    .where('id', '=', id)
    .returning(['status', 'state', 'paid_at'])
    .executeTakeFirstOrThrow();
  // a validated offline order enters the preparation queue; withdrawn, it leaves it (issue 28)
  if (paid) await enterFulfilment(trx, id, after.paid_at!);
  else await leaveFulfilment(trx, id);
  const {
    order_no,
    payement_type: _type,
    id: _id,
    created_at: _created,
    wilaya_id: _wilaya,
    pharmacy_id: _pharmacy,
    fulfilment: _fulfilment,
    card_invoice_payment_id: _card,
    ...before
  } = order;
  await recordAudit(trx, account, {
    action: 'update',
    resource: 'order',
    resourceId: id,
    label: order_no,
    before,
    after,
  });
}

/** Sets one cash order to 1 (validated) or 2 (pending). */
export const setCashOrderStatus = (db: Database, account: Account, id: number, status: number) =>
  inTransaction(db, (trx) => setStatus(trx, account, id, status, false));

/** Orders one bulk validation takes at most (a page of the list, D10). */
export const MAX_BULK_ORDERS = 100;

/**
 * Validates each of the ids on its own (one refusal does not undo the others): which were validated, and which
 * were refused with the reason in the caller's language.
 */
export async function validateOrders(db: Database, account: Account, ids: number[], lang: Lang) {
  const validated: number[] = [];
  const refused: { orderId: number; code: number; reason: string }[] = [];
  for (const id of ids) {
    try {
      await inTransaction(db, (trx) => setStatus(trx, account, id, ORDER_STATUS.PAID, true));
      validated.push(id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const key = err.messageKey === 'admin.orderNotFound' ? 'orderBulk.notFound' : err.messageKey;
      refused.push({ orderId: id, code: err.code, reason: translate(lang, key) });
    }
  }
  return { validated, refused };
}

/** The bulk call's ids: 1 to MAX_BULK_ORDERS order ids, each once. */
export function bulkIdsOf(list: unknown[]): number[] {
  const ids = [...new Set(list.map((v) => idOf(v)))];
  if (list.length === 0 || ids.length > MAX_BULK_ORDERS || ids.includes(null))
    throw new ApiError(Code.V4001, 'orderBulk.ids', { status: 400, vars: { max: MAX_BULK_ORDERS } });
  return ids as number[];
}
