import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import { ORDER_STATUS } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import type { Order, OrderState, PaymentStatus } from '../db/schema.js';
import { ensureInvoice } from '../invoices/numbering.js';
import { postCardPaidInvoice } from '../ledger/ledger.js';
import { queueOrderConfirmation } from '../mail/orderConfirmation.js';
import { removeOrderedFromBasket } from '../orders/placeOrder.js';
import { releaseStock, retakeStock } from '../orders/stock.js';
import { paymentOutcomes } from '../metrics.js';
import { lockAggregatesOfOrder } from '../stats/aggregateLocks.js';
import { type SatimStatus, verdict } from './satim.js';
import { enterFulfilment } from '../fulfilment/state.js';

/**
 * Who is settling: the return page, the background job, or a pharmacy closing an open attempt (a newer
 * `save_order` supersedes it, or `cancel_order` cancels it).
 */
export type SettleMode = 'return' | 'job' | 'superseded' | 'cancelled';

/** Attempts closed on our side whose gateway session may still be paid until it times out. */
export const CLOSED_ATTEMPTS = ['superseded', 'cancelled'] as const;
const isClosed = (status: string) => (CLOSED_ATTEMPTS as readonly string[]).includes(status);

export interface PaymentRow {
  id: number;
  order_id: number;
  order_number: string;
  provider_order_id: string | null;
  amount: number;
  status: string;
  resp_code: string | null;
  resp_code_desc: string | null;
  approval_code: string | null;
  pan_masked: string | null;
  error_message: string | null;
  confirmed_at: Date | null;
  updated_at: Date;
}

export interface Settled {
  payment: PaymentRow;
  order: Order;
}

type Log = Pick<Logger | FastifyBaseLogger, 'info' | 'warn' | 'error'>;

const paymentColumns = [
  'id',
  'order_id',
  'order_number',
  'provider_order_id',
  'amount',
  'status',
  'resp_code',
  'resp_code_desc',
  'approval_code',
  'pan_masked',
  'error_message',
  'confirmed_at',
  'updated_at',
] as const;

/**
 * Applies what the gateway says about a payment attempt, once (D14). The payment row and its order are locked,
 * and only an attempt still `registered` changes, so a reloaded return page, a second tab and the
 * reconciliation job racing each other never pay, take stock or number an invoice twice.
 *
 * - paid: order paid (status 1), its products leave the basket, the invoice gets its number;
 * - declined, amount mismatch, unknown at the gateway: attempt closed, order failed, stock released;
 * - not completed (the card was never entered): left as it is on the return page — the payment page may still
 *   be open — and expired with its stock released by the job once PAYMENT_TIMEOUT is over (`mode: 'job'`);
 *   superseded or cancelled at once, stock released, when the pharmacy closes it.
 *
 * A superseded or cancelled attempt can still be paid in a tab left open on the gateway page: its basket lives on in
 * a newer attempt (or was given up), so it is never kept: it becomes `late_paid`, stock left released, and the
 * caller refunds it through the gateway (refundLatePayment). The job stops watching an unpaid one once its session
 * is over (expires_at cleared).
 *
 * Locks, in the order of docs/payments.md: payment, order, products (stock taken again), rollup rows. When an
 * attempt is settled paid, the pharmacy's confirmation mail is queued (issue 27, point 2) in that same transaction
 * (issue 37 §6): only by the call that changed it, so a reloaded return page and the job never send it twice, and
 * never lost to a database dropped after the commit. `webUrl` is the portal's
 * address, for the mail's link to My orders.
 */
export async function settle(
  db: Database,
  paymentId: number,
  status: SatimStatus | null,
  mode: SettleMode,
  log: Log,
  webUrl: string,
): Promise<Settled> {
  let outcome: PaymentStatus | null = null;
  const settled = await inTransaction(db, async (trx) => {
    outcome = null;
    const payment = await trx
      .selectFrom('payments')
      .select(paymentColumns)
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', payment.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const closed = isClosed(payment.status);
    if (payment.status !== 'registered' && !closed) return { payment, order };

    const v = status ? verdict(status, payment.amount) : ({ paid: false, reason: 'not_completed' } as const);
    const now = new Date();
    if (closed && !v.paid) {
      if (mode === 'job')
        await trx.updateTable('orders').set({ expires_at: null, updated_at: now }).where('id', '=', order.id).execute();
      return { payment, order };
    }
    const gateway = status
      ? {
          resp_code: status.respCode,
          resp_code_desc: status.respCodeDesc,
          approval_code: status.approvalCode,
          pan_masked: status.pan,
          raw: JSON.stringify(status.raw),
        }
      : {};

    if (v.paid && closed) {
      // a replaced attempt paid late in a tab left open: never kept, refunded in full (refundLatePayment, D27)
      await lockAggregatesOfOrder(trx, order, 'late_paid');
      await trx
        .updateTable('orders')
        .set({ state: 'late_paid', expires_at: null, updated_at: now })
        .where('id', '=', order.id)
        .execute();
      await trx
        .updateTable('payments')
        .set({ ...gateway, status: 'late_paid', confirmed_at: now, updated_at: now })
        .where('id', '=', payment.id)
        .execute();
      outcome = 'late_paid';
      log.warn({ orderId: order.id, orderNumber: payment.order_number }, 'replaced attempt paid late: to be refunded');
    } else if (v.paid) {
      let note: string | null = order.note;
      if (order.stock_released && !(await retakeStock(trx, order.id))) {
        note = 'Paid after its reservation expired and the stock was no longer available: contact the pharmacy.';
        log.error({ orderId: order.id }, 'payment confirmed after expiry, stock short');
      }
      await lockAggregatesOfOrder(trx, order, 'paid');
      await trx
        .updateTable('orders')
        .set({ state: 'paid', status: ORDER_STATUS.PAID, paid_at: now, expires_at: null, note, updated_at: now })
        .where('id', '=', order.id)
        .execute();
      await trx
        .updateTable('payments')
        .set({ ...gateway, status: 'paid', confirmed_at: now, updated_at: now })
        .where('id', '=', payment.id)
        .execute();
      await removeOrderedFromBasket(trx, order.id, order.pharmacy_id);
      await ensureInvoice(trx, order.id, now);
      // the trade account: the invoice's debit and the card's credit, allocated to it at once (issue 30)
      await postCardPaidInvoice(trx, {
        pharmacyId: order.pharmacy_id,
        wilayaId: order.wilaya_id,
        orderId: order.id,
        amount: Number(order.total),
        reference: payment.order_number,
        paidAt: now,
      });
      // the paid order enters the preparation queue, due 72 business hours later (issue 28)
      await enterFulfilment(trx, order.id, now);
      await queueOrderConfirmation(trx, webUrl, order.id);
      outcome = 'paid';
      log.info({ orderId: order.id, orderNumber: payment.order_number }, 'card payment confirmed');
    } else {
      const byPharmacy = mode === 'superseded' || mode === 'cancelled';
      const waitForIt = (v.reason === 'not_completed' && mode === 'return') || v.reason === 'error';
      if (waitForIt) {
        if (v.reason === 'error')
          log.warn(
            { orderNumber: payment.order_number, errorCode: status?.errorCode },
            'gateway status unclear, kept open',
          );
        return { payment, order };
      }
      const notCompleted = v.reason === 'not_completed';
      const paymentStatus: PaymentStatus =
        v.reason === 'declined' ? 'declined' : notCompleted ? (byPharmacy ? mode : 'expired') : 'error';
      const orderState: OrderState = notCompleted ? (byPharmacy ? mode : 'expired') : 'failed';
      // a closed attempt keeps its expires_at: the job watches its gateway session for a late payment until then
      const expiresAt = notCompleted && byPharmacy ? order.expires_at : null;
      const message =
        v.reason === 'amount_mismatch'
          ? `amount mismatch: gateway ${status?.amount ?? '?'} vs order ${payment.amount}`
          : v.reason === 'unknown_order'
            ? 'unknown at the gateway'
            : null;
      if (message) log.error({ orderNumber: payment.order_number }, `payment refused: ${message}`);
      // the lock order: the products (stock given back) before the rollup rows
      await releaseStock(trx, order.id);
      if (order.state === 'awaiting_payment') await lockAggregatesOfOrder(trx, order, orderState);
      await trx
        .updateTable('payments')
        .set({ ...gateway, status: paymentStatus, error_message: message, updated_at: now })
        .where('id', '=', payment.id)
        .execute();
      await trx
        .updateTable('orders')
        .set({ state: orderState, expires_at: expiresAt, updated_at: now })
        .where('id', '=', order.id)
        .where('state', '=', 'awaiting_payment')
        .execute();
      outcome = paymentStatus;
    }
    return {
      payment: await trx
        .selectFrom('payments')
        .select(paymentColumns)
        .where('id', '=', payment.id)
        .executeTakeFirstOrThrow(),
      order: await trx.selectFrom('orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow(),
    };
  });
  if (outcome) paymentOutcomes.inc({ outcome });
  return settled;
}

/** register.do failed: nothing was charged and no payment page exists, so the order fails and its stock returns. */
export async function abandonRegistration(db: Database, paymentId: number, reason: string): Promise<void> {
  const abandoned = await inTransaction(db, async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['order_id', 'status'])
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (payment.status !== 'registered') return false;
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', payment.order_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    // the lock order: the products (stock given back) before the rollup rows
    await releaseStock(trx, payment.order_id);
    if (order.state === 'awaiting_payment') await lockAggregatesOfOrder(trx, order, 'failed');
    const now = new Date();
    await trx
      .updateTable('payments')
      .set({ status: 'error', error_message: reason.slice(0, 500), updated_at: now })
      .where('id', '=', paymentId)
      .execute();
    await trx
      .updateTable('orders')
      .set({ state: 'failed', expires_at: null, updated_at: now })
      .where('id', '=', payment.order_id)
      .where('state', '=', 'awaiting_payment')
      .execute();
    return true;
  });
  if (abandoned) paymentOutcomes.inc({ outcome: 'error' });
}
