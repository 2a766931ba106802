import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import { PAYMENT_TYPE, toDinars } from '../../../src/contract/constants.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import { renderInvoice } from '../../invoices/index.js';
import { invoiceAtCommit } from '../../invoices/numbering.js';
import { placeOrder, removeOrderedFromBasket } from '../../orders/placeOrder.js';
import { verifyCaptcha } from '../../payments/captcha.js';
import { newAttemptNumber } from '../../payments/orderNumber.js';
import { closeOpenAttempts } from '../../payments/attempts.js';
import { createSatimClient, type SatimClient, SatimError } from '../../payments/satim.js';
import { abandonRegistration } from '../../payments/settle.js';

const idOrString = { anyOf: [{ type: 'integer' }, { type: 'string' }] };

/**
 * Placing an order (spec 000 §4): online through SATIM (save_order) or offline (special_payment).
 * The basket is kept until the order is really placed: emptied when the card payment is confirmed, or at once
 * for an offline order, so a failed or abandoned payment never loses it.
 */
export function registerCheckoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const idem = idempotency(db);
  const idempotencyHeader = {
    type: 'object',
    properties: {
      'idempotency-key': {
        type: 'string',
        description: 'addition: a UUID per click of Pay; a repeat within 24 h gets the first answer and places no second order',
      },
    },
  };

  /**
   * One open card attempt per basket: the pharmacy's earlier open attempt is closed first (asked at the
   * gateway: paid → refused with a pointer to the paid order; not paid → superseded, stock released), then the
   * new order reserves the stock. The pharmacy row is locked while placing, and an attempt opened meanwhile by
   * another tab sends us round again, so two tabs never leave two open attempts.
   */
  async function openAttempt(pharmacyId: number, satim: SatimClient, request: FastifyRequest, addressId: unknown, orderNumber: string) {
    for (let round = 0; ; round++) {
      const closed = await closeOpenAttempts(db, satim, { pharmacyId, as: 'superseded' }, request.log);
      if (closed.paid) {
        const { order } = closed.paid;
        throw new ApiError(Code.STATE_CONFLICT, 'payment.alreadyPaid', {
          vars: { order: order.order_no },
          payload: { orderId: order.id, order_no: order.order_no, state: 'paid' },
        });
      }
      if (closed.unchecked) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
      const placed = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('pharmacies').select('id').where('id', '=', pharmacyId).forUpdate().execute();
        const other = await trx
          .selectFrom('orders')
          .select('id')
          .where('pharmacy_id', '=', pharmacyId)
          .where('state', '=', 'awaiting_payment')
          .executeTakeFirst();
        if (other) return null;
        const order = await placeOrder(trx, config, { pharmacyId, addressId, paymentType: PAYMENT_TYPE.CARD });
        const payment = await trx
          .insertInto('payments')
          .values({ order_id: order.id, provider: 'satim', order_number: orderNumber, amount: order.total, status: 'registered' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { order, paymentId: payment.id };
      });
      if (placed) return placed;
      if (round >= 3) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
    }
  }

  app.post(
    '/pharmacy/save_order',
    {
      preHandler: [ctx.guard('pharmacy'), idem.preHandler],
      onSend: idem.onSend,
      schema: {
        tags: ['payment'],
        headers: idempotencyHeader,
        summary: 'Online order: checks the captcha, reserves the stock and opens a SATIM payment; answers {formUrl, orderNumber}',
        body: {
          type: 'object',
          properties: {
            deliveryAdress: idOrString,
            'g-recaptcha-response': { type: 'string' },
            captcha: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const pharmacyId = request.account.id;
      const captcha = await verifyCaptcha(config, body['g-recaptcha-response'] ?? body.captcha, request.ip, request.log);
      if (captcha === 'missing') throw new ApiError(Code.V4002, 'payment.captchaRequired', { status: 400 });
      if (captcha === 'invalid') throw new ApiError(Code.V4002, 'payment.captchaInvalid', { status: 400 });
      if (captcha === 'unavailable') throw new ApiError(Code.PROVIDER_ERROR, 'payment.captchaUnavailable');

      const satim = createSatimClient(config);
      const orderNumber = newAttemptNumber();
      const { order, paymentId } = await openAttempt(pharmacyId, satim, request, body.deliveryAdress, orderNumber);

      // The gateway is called outside the transaction: no lock is held while waiting for it.
      let registered: { orderId: string; formUrl: string };
      try {
        registered = await satim.register({
          orderNumber,
          amount: order.total,
          returnUrl: `${config.webUrl}/payment/success`,
          failUrl: `${config.webUrl}/payment/failed`,
          description: request.lang === 'en' ? `Order ${order.orderNo}` : `Commande ${order.orderNo}`,
          lang: request.lang,
          udf1: order.orderNo,
          sessionTimeoutSecs: config.paymentTimeoutMinutes * 60,
        });
      } catch (err) {
        if (!(err instanceof SatimError)) throw err;
        request.log.warn({ orderNumber, kind: err.kind, providerCode: err.providerCode, err: err.message }, 'SATIM register.do failed');
        await abandonRegistration(db, paymentId, err.message);
        throw new ApiError(Code.PROVIDER_ERROR, 'payment.providerUnavailable');
      }
      await db
        .updateTable('payments')
        .set({ provider_order_id: registered.orderId, form_url: registered.formUrl, updated_at: new Date() })
        .where('id', '=', paymentId)
        .execute();
      return ok(request, reply, { formUrl: registered.formUrl, orderNumber, orderId: order.id, order_no: order.orderNo }, 'payment.redirecting');
    },
  );

  app.post(
    '/pharmacy/special_payment',
    {
      preHandler: [ctx.guard('pharmacy'), idem.preHandler],
      onSend: idem.onSend,
      // the answer is mostly the invoice PDF, already deflated, in base64: compressing it again costs the server
      // more than it saves on the wire
      compress: false,
      schema: {
        tags: ['payment'],
        headers: idempotencyHeader,
        summary: 'Offline order (payment on delivery): takes the stock, waits for sales validation; answers the invoice as base64',
        body: { type: 'object', properties: { delivery_address: idOrString } },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const pharmacyId = request.account.id;
      // One transaction: an order never exists without its invoice. The invoice is numbered as the transaction
      // commits (invoiceAtCommit), so the year's counter row, which every offline order waits for, is held only
      // inside the commit.
      const order = await db.transaction().execute(async (trx) => {
        const order = await placeOrder(trx, config, { pharmacyId, addressId: body.delivery_address, paymentType: PAYMENT_TYPE.CASH });
        await removeOrderedFromBasket(trx, order.id, pharmacyId);
        await invoiceAtCommit(trx, order.id, order.createdAt);
        return order;
      });
      const invoice = await renderInvoice(db, config, order.id, request.lang);
      return ok(
        request,
        reply,
        {
          invoice: invoice?.pdf.toString('base64') ?? null,
          orderId: order.id,
          order_no: order.orderNo,
          invoice_no: invoice?.invoiceNo ?? null,
          amount: toDinars(order.total),
          date: order.createdAt.toISOString(),
        },
        'payment.offlinePlaced',
      );
    },
  );
}
