import { Code } from '../../src/contract/codes.js';
import { CARD_PAYMENT_METHOD, type Lang, toDinars } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { renderInvoice } from '../invoices/index.js';
import { money } from '../invoices/pdf.js';
import { respCodeText } from './respCode.js';
import type { Settled } from './settle.js';

/** The message key of an attempt that did not end paid. */
function failureKey({ payment, order }: Settled): string {
  if (payment.status === 'late_paid') return 'payment.latePaidRefunding';
  if (payment.status === 'refunded') return 'payment.latePaidRefunded';
  if (payment.status === 'declined') return 'payment.declined';
  if (payment.status === 'superseded') return 'payment.superseded';
  if (payment.status === 'cancelled') return 'payment.cancelledByPharmacy';
  if (payment.status === 'expired' || order.state === 'expired') return 'payment.expired';
  if (payment.status === 'error') {
    if (payment.error_message?.startsWith('amount mismatch')) return 'payment.amountMismatch';
    return 'payment.providerUnavailable';
  }
  return 'payment.notCompleted';
}

/**
 * What the result pages show (D17, spec 000 §3 "Payment result"): paymentDetails with respCode_desc, the
 * gateway's order id, our attempt number, approval code, date and time, method and amount; our order id; the
 * invoice as base64 when paid. A payment that is not paid answers 4221 with the same details and a `reason`.
 */
export async function paymentResult(db: Database, config: Config, lang: Lang, settled: Settled) {
  const { payment, order } = settled;
  const paid = payment.status === 'paid';
  const key = paid ? 'payment.paid' : failureKey(settled);
  const defaultDesc = translate(lang, paid ? 'payment.respCode.00' : 'payment.respCode.declined');
  const gatewayText = respCodeText(lang, payment.resp_code, payment.resp_code_desc);
  const paymentDetails = {
    respCode: payment.resp_code,
    respCode_desc: gatewayText ?? (paid ? defaultDesc : translate(lang, key, { reason: defaultDesc })),
    orderId: payment.provider_order_id,
    orderNumber: payment.order_number,
    approvalCode: payment.approval_code,
    pan: payment.pan_masked,
    date: (payment.confirmed_at ?? payment.updated_at).toISOString(),
    paymentMethod: CARD_PAYMENT_METHOD,
    amount: toDinars(payment.amount),
    order_no: order.order_no,
  };
  if (!paid) {
    const vars = { reason: gatewayText ?? defaultDesc, amount: money(payment.amount, lang) };
    const reason = translate(lang, key, vars);
    // a replaced attempt paid late (D27): what happened to the money, for the result page's wording
    const lateRefund = payment.status === 'late_paid' ? 'pending' : payment.status === 'refunded' ? 'done' : undefined;
    throw new ApiError(Code.PAYMENT_FAILED, key, {
      status: 422,
      vars,
      payload: {
        paymentDetails,
        orderId: order.id,
        order_no: order.order_no,
        reason,
        pending: payment.status === 'registered',
        ...(lateRefund ? { late_refund: lateRefund } : {}),
      },
    });
  }
  const invoice = await renderInvoice(db, config, order.id, lang);
  return {
    key,
    payload: {
      paymentDetails,
      orderId: order.id,
      order_no: order.order_no,
      invoice: invoice?.pdf.toString('base64') ?? null,
    },
  };
}
