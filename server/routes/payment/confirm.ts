import { response } from '../../../src/contract/answers/envelope.js';
import { PaymentResult } from '../../../src/contract/answers/payments.js';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { invoicePaymentResult } from '../../payments/invoices/result.js';
import { paymentResult } from '../../payments/result.js';
import { confirmReturn } from '../../payments/returnConfirm.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, text } from '../schemaParts.js';
import { paymentDoc } from './doc.js';

/**
 * Return pages (spec 000 §4): the page sends the gateway's orderId from its URL (or the attempt's orderNumber
 * kept in the browser, for a return URL without one); payments/returnConfirm.ts settles the attempt once.
 */
export function registerConfirmRoutes(app: AreaApp, { db, config }: AppContext) {
  app.post(
    '/pharmacy/payment',
    {
      schema: {
        ...paymentDoc(
          "Result of an online payment: paymentDetails, orderId and the invoice (base64) when paid, 4221 with a reason otherwise. The attempt is named by the contract’s orderNumber or (addition) by the gateway’s orderId that SATIM appends to the return URL; only the caller’s own attempts answer. Addition (D27): a replaced attempt paid late answers 4221 with payload.late_refund 'pending' or 'done' (refunded automatically in full). Addition (issue 30 §4, D98, D99): an attempt of pay_invoices answers paymentDetails (without order) and invoices: [{invoice_id, invoice_no, amount (left when registered), paid (by this payment), amount_due (left now)}], on_account (what of it paid other debits or stays on account); 4221 with the same and a reason when not paid",
        ),
        querystring: Type.Object({
          orderNumber: text('our attempt number (kept by the browser before leaving for SATIM)'),
          orderId: text('addition: the gateway’s order id, as SATIM appends it to returnUrl / failUrl'),
        }),
        // the return page may send the gateway's orderId in the body too
        body: Type.Union([Type.Object({ orderNumber: text(), orderId: checkedByHandler() }), Type.Null()]),
        response: response(PaymentResult),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const body = request.body ?? {};
      const confirmed = await confirmReturn(db, config, {
        pharmacyId: request.account.id,
        gatewayId: String(query.orderId ?? body.orderId ?? '').trim(),
        orderNumber: String(query.orderNumber ?? body.orderNumber ?? '').trim(),
        lang: request.lang,
        log: request.log,
      });
      const result =
        confirmed.kind === 'order'
          ? await paymentResult(db, config, request.lang, confirmed.settled)
          : await invoicePaymentResult(db, request.lang, confirmed.attempt);
      return ok(request, reply, result.payload, result.key);
    },
  );
}
