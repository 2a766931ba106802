import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { postChargeRefunded } from '../ledger/ledger.js';
import { type SatimClient, SatimError } from './satim.js';

type Log = Pick<Logger | FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A refund asked of the gateway and not answered for this long is another caller's that died: it is taken over. */
const STALE_CLAIM_MS = 2 * 60_000;

/**
 * Refunds in full a replaced attempt paid late (`late_paid`, settle.ts; D27), exactly once: the return page and
 * the reconciliation job may both arrive here at once. The caller that inserts the pending `refunds` row, under the
 * payment row's lock, is the one that asks the gateway; the others leave. Before refund.do, the gateway's own
 * refunded total is read, so a refund made by a caller that died before recording it is never made twice. A refund
 * the gateway refused or did not answer leaves the payment `late_paid`: the job asks again a minute later.
 * Answers true once the payment is refunded.
 */
export async function refundLatePayment(
  db: Database,
  satim: SatimClient,
  paymentId: number,
  log: Log,
): Promise<boolean> {
  const claim = await inTransaction(db, async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'status', 'amount', 'provider_order_id', 'order_number'])
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (payment?.status !== 'late_paid' || !payment.provider_order_id) return null;
    const pending = await trx
      .selectFrom('refunds')
      .select(['id', 'created_at'])
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending && Date.now() - pending.created_at.getTime() < STALE_CLAIM_MS) return null;
    const refundId =
      pending?.id ??
      (
        await trx
          .insertInto('refunds')
          .values({
            payment_id: paymentId,
            admin_id: null,
            amount: payment.amount,
            status: 'pending',
            raw: JSON.stringify({ automatic: 'late payment of a replaced attempt' }),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    if (pending) await trx.updateTable('refunds').set({ created_at: new Date() }).where('id', '=', refundId).execute();
    return { refundId, amount: payment.amount, mdOrder: payment.provider_order_id, orderNumber: payment.order_number };
  });
  if (!claim) return false;

  const failure = await askGateway(satim, claim.mdOrder, claim.amount);
  if (failure) {
    log.warn(
      { orderNumber: claim.orderNumber, err: failure.message },
      'automatic refund of a late payment failed, the job will try again',
    );
    await db
      .updateTable('refunds')
      .set({ status: 'failed', raw: JSON.stringify({ error: failure.message }) })
      .where('id', '=', claim.refundId)
      .execute();
    return false;
  }
  await inTransaction(db, async (trx) => {
    const flipped = await trx
      .updateTable('refunds')
      .set({ status: 'done' })
      .where('id', '=', claim.refundId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!flipped) return;
    const payment = await trx
      .updateTable('payments')
      .set({ status: 'refunded', refunded_amount: claim.amount, updated_at: new Date() })
      .where('id', '=', paymentId)
      .returning('order_id')
      .executeTakeFirstOrThrow();
    const order = await trx
      .updateTable('orders')
      .set({ refunded_amount: claim.amount, updated_at: new Date() })
      .where('id', '=', payment.order_id)
      .returning(['pharmacy_id', 'wilaya_id'])
      .executeTakeFirstOrThrow();
    // the second charge and its refund, both on the statement (D108)
    await postChargeRefunded(trx, {
      pharmacyId: order.pharmacy_id,
      wilayaId: order.wilaya_id,
      orderId: payment.order_id,
      amount: claim.amount,
      reference: claim.orderNumber,
    });
  });
  log.info(
    { orderNumber: claim.orderNumber, amount: claim.amount },
    'late payment of a replaced attempt refunded automatically',
  );
  return true;
}

/**
 * Refunds in full a replaced invoice payment paid late (`late_paid`, invoices/settle.ts; D110), exactly once, as
 * refundLatePayment does for an order's attempt: the caller that sets `refund_claimed_at` under the attempt's lock
 * (or takes over a claim older than 2 minutes) asks the gateway, having read its refunded total first; only the
 * caller that moves the attempt to `refunded` writes the charge and its refund in the ledger.
 */
export async function refundLateInvoicePayment(
  db: Database,
  satim: SatimClient,
  attemptId: number,
  log: Log,
): Promise<boolean> {
  const claim = await inTransaction(db, async (trx) => {
    const attempt = await trx
      .selectFrom('invoice_payments')
      .select(['id', 'status', 'amount', 'provider_order_id', 'order_number', 'refund_claimed_at'])
      .where('id', '=', attemptId)
      .forUpdate()
      .executeTakeFirst();
    if (attempt?.status !== 'late_paid' || !attempt.provider_order_id) return null;
    if (attempt.refund_claimed_at && Date.now() - attempt.refund_claimed_at.getTime() < STALE_CLAIM_MS) return null;
    await trx
      .updateTable('invoice_payments')
      .set({ refund_claimed_at: new Date() })
      .where('id', '=', attemptId)
      .execute();
    return { amount: Number(attempt.amount), mdOrder: attempt.provider_order_id, orderNumber: attempt.order_number };
  });
  if (!claim) return false;
  const failure = await askGateway(satim, claim.mdOrder, claim.amount);
  if (failure) {
    log.warn(
      { orderNumber: claim.orderNumber, err: failure.message },
      'automatic refund of a late invoice payment failed, the job will try again',
    );
    await db
      .updateTable('invoice_payments')
      .set({ refund_claimed_at: null })
      .where('id', '=', attemptId)
      .where('status', '=', 'late_paid')
      .execute();
    return false;
  }
  await inTransaction(db, async (trx) => {
    const done = await trx
      .updateTable('invoice_payments')
      .set({ status: 'refunded', updated_at: new Date() })
      .where('id', '=', attemptId)
      .where('status', '=', 'late_paid')
      .returning('pharmacy_id')
      .executeTakeFirst();
    if (!done) return;
    const pharmacy = await trx
      .selectFrom('pharmacies')
      .select(['id', 'wilaya_id'])
      .where('id', '=', done.pharmacy_id)
      .executeTakeFirstOrThrow();
    await postChargeRefunded(trx, {
      pharmacyId: pharmacy.id,
      wilayaId: pharmacy.wilaya_id,
      orderId: null,
      amount: claim.amount,
      reference: claim.orderNumber,
    });
  });
  log.info(
    { orderNumber: claim.orderNumber, amount: claim.amount },
    'late payment of a replaced invoice payment refunded automatically',
  );
  return true;
}

/** null once the gateway holds the whole amount refunded (now or by an earlier caller), else why not. */
async function askGateway(satim: SatimClient, mdOrder: string, amount: number): Promise<Error | null> {
  const refunded = async () => {
    const status = await satim.status(mdOrder, 'fr').catch(() => null);
    const info = status?.raw.paymentAmountInfo as { refundedAmount?: number } | undefined;
    return info ? Number(info.refundedAmount) >= amount : false;
  };
  if (await refunded()) return null;
  try {
    await satim.refund(mdOrder, amount);
    return null;
  } catch (err) {
    if (!(err instanceof SatimError)) throw err;
    // no answer does not mean no refund: the gateway's refunded total tells
    return (await refunded()) ? null : err;
  }
}
