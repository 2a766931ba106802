import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError, notFound } from '../http/envelope.js';
import { refundLateInvoicePayment, refundLatePayment } from './lateRefund.js';
import { createSatimClient, SatimError } from './satim.js';
import { type InvoiceAttempt, invoiceAttemptColumns, settleInvoicePayment } from './invoices/settle.js';
import { CLOSED_ATTEMPTS, type PaymentRow, type Settled, settle } from './settle.js';

export interface ReturnCall {
  pharmacyId: number;
  /** the gateway's order id from the return URL ('' when absent) */
  gatewayId: string;
  /** our attempt number kept by the browser ('' when absent) */
  orderNumber: string;
  lang: Lang;
  log: FastifyBaseLogger;
}

/**
 * The return pages' call (spec 000 §4): finds the caller's own attempt (an order's, or since issue 30 §4 a payment
 * of several invoices), asks SATIM (acknowledgeTransaction) and settles it once. Asking again answers the same
 * result without charging, taking stock, numbering an invoice or crediting the account again (D14, D98).
 */
export async function confirmReturn(db: Database, config: Config, call: ReturnCall): Promise<Confirmed> {
  const found = await findAttempt(db, call);
  if (found) return { kind: 'order', settled: await confirmOrderAttempt(db, config, call, found) };
  // not an order's attempt: one of the pharmacy's invoice payments (issue 30 §4), same call, same verdict
  const invoices = await findInvoiceAttempt(db, call);
  if (!invoices) throw notFound();
  return { kind: 'invoices', attempt: await confirmInvoiceAttempt(db, config, call, invoices) };
}

/** What a return page's attempt is: an order's card payment, or a payment of several invoices (D98). */
export type Confirmed = { kind: 'order'; settled: Settled } | { kind: 'invoices'; attempt: InvoiceAttempt };

type Found = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

async function confirmOrderAttempt(db: Database, config: Config, call: ReturnCall, found: Found): Promise<Settled> {
  const satim = createSatimClient(config);
  let status = null;
  const open = found.status === 'registered';
  // a superseded or cancelled attempt may still have been paid in a tab left open on the gateway page
  if ((open || CLOSED_ATTEMPTS.includes(found.status as never)) && found.provider_order_id) {
    try {
      status = await satim.confirm(found.provider_order_id, call.lang);
    } catch (err) {
      if (!(err instanceof SatimError)) throw err;
      call.log.warn(
        { orderNumber: found.order_number, kind: err.kind, err: err.message },
        'SATIM confirmation failed, the job will reconcile',
      );
      if (open) throw new ApiError(Code.PROVIDER_ERROR, 'payment.confirmUnavailable');
    }
  }
  const settled = status ? await settle(db, found.id, status, 'return', call.log, config.webUrl) : null;
  // a replaced attempt paid late is refunded before the page answers, so it can say so (the job retries a failure)
  const owed = (settled?.payment.status ?? found.status) === 'late_paid';
  if (owed && (await refundLatePayment(db, satim, found.id, call.log))) return current(db, found.id);
  return settled ?? current(db, found.id);
}

/**
 * An invoice payment's return page: the gateway is asked as for an order (acknowledgeTransaction), an open or
 * replaced attempt is settled once (a replaced one paid late is refunded, D110); a gateway that does not answer
 * leaves it open for the job.
 */
async function confirmInvoiceAttempt(
  db: Database,
  config: Config,
  call: ReturnCall,
  found: InvoiceAttempt,
): Promise<InvoiceAttempt> {
  if ((found.status !== 'registered' && found.status !== 'superseded') || !found.provider_order_id) return found;
  let status;
  try {
    status = await createSatimClient(config).confirm(found.provider_order_id, call.lang);
  } catch (err) {
    if (!(err instanceof SatimError)) throw err;
    call.log.warn(
      { orderNumber: found.order_number, kind: err.kind, err: err.message },
      'SATIM confirmation failed (invoices), the job will reconcile',
    );
    if (found.status === 'registered') throw new ApiError(Code.PROVIDER_ERROR, 'accounts.pay.confirmUnavailable');
    return found;
  }
  const settled = await settleInvoicePayment(db, found.id, status, 'return', call.log);
  if (
    settled.status === 'late_paid' &&
    (await refundLateInvoicePayment(db, createSatimClient(config), found.id, call.log))
  )
    return (await findInvoiceAttempt(db, call))!;
  return settled;
}

async function findInvoiceAttempt(db: Database, { pharmacyId, gatewayId, orderNumber }: ReturnCall) {
  const q = db.selectFrom('invoice_payments').select(invoiceAttemptColumns).where('pharmacy_id', '=', pharmacyId);
  const found = await (
    gatewayId ? q.where('provider_order_id', '=', gatewayId) : q.where('order_number', '=', orderNumber)
  ).executeTakeFirst();
  return found as InvoiceAttempt | undefined;
}

async function findAttempt(db: Database, { pharmacyId, gatewayId, orderNumber }: ReturnCall) {
  let q = db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.status', 'p.provider_order_id', 'p.order_number'])
    .where('o.pharmacy_id', '=', pharmacyId);
  // the gateway's id from the URL names this tab's attempt; the stored orderNumber is only the fallback
  if (gatewayId) {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(gatewayId)) throw notFound();
    q = q.where('p.provider_order_id', '=', gatewayId);
  } else {
    if (!/^[A-Za-z0-9]{1,10}$/.test(orderNumber)) throw notFound();
    q = q.where('p.order_number', '=', orderNumber);
  }
  return q.executeTakeFirst();
}

/** The attempt as it stands, when the gateway was not asked. */
async function current(db: Database, paymentId: number): Promise<Settled> {
  const payment = (await db
    .selectFrom('payments')
    .select([
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
    ])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow()) satisfies PaymentRow;
  const order = await db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  return { payment, order };
}
