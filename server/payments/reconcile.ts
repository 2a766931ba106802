import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import { settleInvoicePayment } from './invoices/settle.js';
import { refundLateInvoicePayment, refundLatePayment } from './lateRefund.js';
import { settlePendingRefunds } from './refund.js';
import { createSatimClient, type SatimClient, SatimError } from './satim.js';
import { CLOSED_ATTEMPTS, settle } from './settle.js';

/**
 * Card orders still unpaid after PAYMENT_TIMEOUT (D13): the gateway is asked first (getOrderStatusExtended),
 * so a payment made at the last second is kept; otherwise the attempt expires and the stock is released.
 * Superseded and cancelled attempts are asked once their session is over too: a late payment made in a tab
 * left open is never kept but refunded in full through the gateway (refundLatePayment, D27); a refund still owed
 * (the gateway did not answer the return page) is asked again at every run.
 * Payments of several invoices (issue 30 §4) alike: open past their session, or replaced and their session over.
 * Card refunds left pending (D108) are settled from the gateway's refunded total.
 * When the gateway does not answer, nothing changes and the next run asks again.
 */
export async function reconcileExpiredPayments(
  config: Config,
  db: Database,
  log: Logger,
  satim: SatimClient = createSatimClient(config),
  now = new Date(),
): Promise<{ checked: number; settled: number; refunded: number }> {
  const dueIn = (
    states: readonly ('awaiting_payment' | 'superseded' | 'cancelled')[],
    paymentStatuses: readonly string[],
  ) =>
    db
      .selectFrom('orders as o')
      .innerJoin('payments as p', 'p.order_id', 'o.id')
      .select(['p.id as paymentId', 'p.provider_order_id', 'p.order_number'])
      .where('o.state', 'in', states)
      .where('o.expires_at', '<', now)
      .where('p.status', 'in', paymentStatuses as never)
      .orderBy('o.expires_at')
      .limit(50)
      .execute();
  // two queries, each served by its partial index (orders_awaiting, orders_closed_attempts)
  const due = [
    ...(await dueIn(['awaiting_payment'], ['registered'])),
    ...(await dueIn(CLOSED_ATTEMPTS, CLOSED_ATTEMPTS)),
  ];
  /** What SATIM says of an attempt; undefined when it did not answer (the attempt waits for the next round). */
  const gatewayStatus = async (row: { provider_order_id: string | null; order_number: string }, what: string) => {
    if (!row.provider_order_id) return null;
    try {
      return await satim.status(row.provider_order_id, 'fr');
    } catch (err) {
      if (!(err instanceof SatimError)) throw err;
      log.warn(
        { orderNumber: row.order_number, err: err.message },
        `${what} reconciliation: gateway unavailable, will retry`,
      );
      return undefined;
    }
  };
  let settled = 0;
  for (const row of due) {
    const status = await gatewayStatus(row, 'payment');
    if (status === undefined) continue;
    const result = await settle(db, row.paymentId, status, 'job', log, config.webUrl);
    if (result.payment.status !== 'registered') settled++;
  }
  // invoice payments (issue 30 §4, D98): open ones past their session, replaced ones asked once more for a late payment
  const invoiceAttempts = await db
    .selectFrom('invoice_payments')
    .select(['id', 'provider_order_id', 'order_number'])
    .where('expires_at', '<', now)
    .where('status', 'in', ['registered', 'superseded'])
    .orderBy('expires_at')
    .limit(50)
    .execute();
  for (const row of invoiceAttempts) {
    const status = await gatewayStatus(row, 'invoice payment');
    if (status === undefined) continue;
    const result = await settleInvoicePayment(db, row.id, status, 'job', log);
    if (result.status !== 'registered' && result.status !== 'superseded') settled++;
  }
  // replaced attempts paid late whose automatic refund is still owed (the return page's failed, or found just now)
  const owed = await db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'late_paid')
    .orderBy('id')
    .limit(50)
    .execute();
  let refunded = 0;
  for (const p of owed) if (await refundLatePayment(db, satim, p.id, log)) refunded++;
  const owedInvoices = await db
    .selectFrom('invoice_payments')
    .select('id')
    .where('status', '=', 'late_paid')
    .orderBy('id')
    .limit(50)
    .execute();
  for (const a of owedInvoices) if (await refundLateInvoicePayment(db, satim, a.id, log)) refunded++;
  // refunds left pending after the gateway was asked (a crash or a lost connection between it and their record, D108)
  refunded += await settlePendingRefunds(db, satim, log);
  return { checked: due.length + invoiceAttempts.length, settled, refunded };
}

export const paymentReconcileJob: Job = {
  name: 'payments.reconcile',
  everyMs: 60_000,
  // what it settles is counted once, by settle(), in portal_payments_total
  run: async (config, db, log) => {
    await reconcileExpiredPayments(config, db, log);
  },
};
