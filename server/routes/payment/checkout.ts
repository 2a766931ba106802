import { response } from '../../../src/contract/answers/envelope.js';
import { CardPaymentStarted, OfflineOrderPlaced } from '../../../src/contract/answers/payments.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { placeOfflineOrder } from '../../orders/offlineOrder.js';
import { verifyCaptcha } from '../../payments/captcha.js';
import { startCardPayment } from '../../payments/cardCheckout.js';
import type { AreaApp } from '../area.js';
import { idOrString } from '../schemaParts.js';
import { paymentDoc } from './doc.js';

const idempotencyHeader = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description:
        'addition: a UUID per click of Pay; a repeat within 24 h gets the first answer and places no second order',
    }),
  ),
});

/**
 * Placing an order (spec 000 §4): online through SATIM (save_order) or offline (special_payment).
 * The basket is kept until the order is really placed: emptied when the card payment is confirmed, or at once
 * for an offline order, so a failed or abandoned payment never loses it.
 */
export function registerCheckoutRoutes(app: AreaApp, { db, config }: AppContext) {
  // after the area's guard: a repeat is answered only to the pharmacy that made the first call
  const idem = idempotency(db);

  app.post(
    '/pharmacy/save_order',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...paymentDoc(
          'Online order: checks the captcha, reserves the stock and opens a SATIM payment; answers {formUrl, orderNumber}. Additions (D28, D29): the ' +
            "same basket sent again while the first call runs answers that call's attempt; 5001 / HTTP 503 when the database kept aborting it (try again)",
        ),
        headers: idempotencyHeader,
        body: Type.Object({
          deliveryAdress: idOrString(),
          'g-recaptcha-response': Type.Optional(Type.String()),
          captcha: Type.Optional(Type.String()),
        }),
        response: response(CardPaymentStarted),
      },
    },
    async (request, reply) => {
      const { body } = request;
      const captcha = await verifyCaptcha(
        config,
        body['g-recaptcha-response'] ?? body.captcha,
        request.ip,
        request.log,
      );
      if (captcha === 'missing') throw new ApiError(Code.V4002, 'payment.captchaRequired', { status: 400 });
      if (captcha === 'invalid') throw new ApiError(Code.V4002, 'payment.captchaInvalid', { status: 400 });
      if (captcha === 'unavailable') throw new ApiError(Code.PROVIDER_ERROR, 'payment.captchaUnavailable');
      const checkout = {
        pharmacyId: request.account.id,
        addressId: body.deliveryAdress,
        lang: request.lang,
        log: request.log,
      };
      return ok(request, reply, await startCardPayment(db, config, checkout), 'payment.redirecting');
    },
  );

  app.post(
    '/pharmacy/special_payment',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      // the answer is mostly the invoice PDF, already deflated, in base64: compressing it again costs the server
      // more than it saves on the wire
      compress: false,
      schema: {
        ...paymentDoc(
          'Offline order (payment on delivery): takes the stock, waits for sales validation; answers the invoice as base64. Additions (D28, D29): ' +
            '4095 with payload {orderId, order_no} when the basket was ordered a moment ago by another call; 5001 / HTTP 503 when the database kept aborting it',
        ),
        headers: idempotencyHeader,
        body: Type.Object({ delivery_address: idOrString() }),
        response: response(OfflineOrderPlaced),
      },
    },
    async (request, reply) => {
      const order = {
        pharmacyId: request.account.id,
        addressId: request.body.delivery_address,
        lang: request.lang,
        log: request.log,
      };
      return ok(request, reply, await placeOfflineOrder(db, config, order), 'payment.offlinePlaced');
    },
  );
}
