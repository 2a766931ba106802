import { Code } from '../../src/contract/codes.js';
import { formatDZD, ORDER_STATUS, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { inTransaction } from '../db/transaction.js';
import { mailPharmacy } from '../mail/queue.js';
import { orderRejectedMail } from '../mail/templates.js';
import { orderNotFound } from './cashStatus.js';
import { lockAggregatesOfOrder } from '../stats/aggregateLocks.js';
import { releaseStock } from './stock.js';
import { reverseInvoiceOf } from '../ledger/ledger.js';

/**
 * An admin rejects an offline order awaiting sales validation, with a reason (issue 26, point 18): in one
 * transaction the order row is locked (a validation of the same order waits, then finds it rejected: one of the two
 * wins), its stock goes back (products in id order, as every stock writer locks them), the order is marked
 * rejected (its rollups locked in the one lock order of docs/payments.md, a deadlock retried by inTransaction), the change is audited and the pharmacy's mail is queued in its language, sent only if all commits.
 * A deleted pharmacy's order is rejected alike: its row stays (soft delete) and so do its address and language.
 */
export async function rejectOrder(db: Database, account: Account, orderId: number, reason: string) {
  return inTransaction(db, async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'order_no', 'pharmacy_id', 'wilaya_id', 'state', 'status', 'payement_type', 'total', 'created_at'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw orderNotFound();
    if (order.payement_type !== PAYMENT_TYPE.CASH) throw new ApiError(Code.STATE_CONFLICT, 'orderReject.notOffline');
    if (order.state !== 'pending_validation' || order.status === ORDER_STATUS.PAID)
      throw new ApiError(Code.STATE_CONFLICT, 'orderReject.notAwaiting');

    await releaseStock(trx, order.id);
    // the rollups the state change moves, taken in the one lock order (docs/payments.md) before the triggers do
    await lockAggregatesOfOrder(trx, order, 'rejected');
    const rejectedAt = new Date();
    const after = await trx
      .updateTable('orders')
      .set({ state: 'rejected', rejected_at: rejectedAt, rejection_reason: reason, updated_at: rejectedAt })
      .where('id', '=', order.id)
      .returning(['state', 'status', 'rejected_at', 'rejection_reason'])
      .executeTakeFirstOrThrow();
    // the rejected order owes nothing: its invoice's debit is reversed on the trade account (issue 30)
    await reverseInvoiceOf(trx, order.id, account.id);
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'order',
      resourceId: order.id,
      label: order.order_no,
      before: { state: order.state, status: order.status, rejected_at: null, rejection_reason: null },
      after,
    });

    await mailPharmacy(trx, order.pharmacy_id, (lang, pharmacyName) =>
      orderRejectedMail(lang, {
        pharmacyName,
        orderNo: order.order_no,
        placedAt: new Date(order.created_at),
        rejectedAt,
        amount: formatDZD(toDinars(Number(order.total)), lang),
        reason,
      }),
    );
    return {
      orderId: order.id,
      order_no: order.order_no,
      state: 'rejected' as const,
      rejected_at: rejectedAt.toISOString(),
      rejection_reason: reason,
    };
  });
}
