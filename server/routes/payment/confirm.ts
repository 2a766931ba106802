import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, notFound, ok } from '../../http/envelope.js';
import { paymentResult } from '../../payments/result.js';
import { createSatimClient, SatimError } from '../../payments/satim.js';
import { CLOSED_ATTEMPTS, type PaymentRow, type Settled, settle } from '../../payments/settle.js';

/**
 * Return pages (spec 000 §4): the page sends the gateway's orderId from its URL (or the attempt's orderNumber
 * kept in the browser, for a return URL without one); the server asks
 * SATIM (acknowledgeTransaction) and settles the attempt once. Asking again answers the same result without
 * charging, taking stock or numbering an invoice again (D14).
 */
export function registerConfirmRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.post(
    '/pharmacy/payment',
    {
      preHandler: ctx.guard('pharmacy'),
      schema: {
        tags: ['payment'],
        summary:
          'Result of an online payment: paymentDetails, orderId and the invoice (base64) when paid, 4221 with a reason otherwise. The attempt is named by the contract’s orderNumber or (addition) by the gateway’s orderId that SATIM appends to the return URL; only the caller’s own attempts answer',
        querystring: {
          type: 'object',
          properties: {
            orderNumber: { type: 'string', description: 'our attempt number (kept by the browser before leaving for SATIM)' },
            orderId: { type: 'string', description: 'addition: the gateway’s order id, as SATIM appends it to returnUrl / failUrl' },
          },
        },
        body: { anyOf: [{ type: 'object', properties: { orderNumber: { type: 'string' } } }, { type: 'null' }] },
      },
    },
    async (request, reply) => {
      const query = request.query as { orderNumber?: string; orderId?: string };
      const body = (request.body ?? {}) as { orderNumber?: string; orderId?: string };
      const gatewayId = String(query.orderId ?? body.orderId ?? '').trim();
      const orderNumber = String(query.orderNumber ?? body.orderNumber ?? '').trim();
      let q = db
        .selectFrom('payments as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .select(['p.id', 'p.status', 'p.provider_order_id', 'p.order_number'])
        .where('o.pharmacy_id', '=', request.account.id);
      // the gateway's id from the URL names this tab's attempt; the stored orderNumber is only the fallback
      if (gatewayId) {
        if (!/^[A-Za-z0-9-]{1,64}$/.test(gatewayId)) throw notFound();
        q = q.where('p.provider_order_id', '=', gatewayId);
      } else {
        if (!/^[A-Za-z0-9]{1,10}$/.test(orderNumber)) throw notFound();
        q = q.where('p.order_number', '=', orderNumber);
      }
      const found = await q.executeTakeFirst();
      if (!found) throw notFound();

      let status = null;
      const open = found.status === 'registered';
      // a superseded or cancelled attempt may still have been paid in a tab left open on the gateway page
      if ((open || CLOSED_ATTEMPTS.includes(found.status as never)) && found.provider_order_id) {
        try {
          status = await createSatimClient(config).confirm(found.provider_order_id, request.lang);
        } catch (err) {
          if (!(err instanceof SatimError)) throw err;
          request.log.warn({ orderNumber: found.order_number, kind: err.kind, err: err.message }, 'SATIM confirmation failed, the job will reconcile');
          if (open) throw new ApiError(Code.PROVIDER_ERROR, 'payment.confirmUnavailable');
        }
      }
      const settled: Settled = status
        ? await settle(db, found.id, status, 'return', request.log)
        : await current(ctx, found.id);
      const result = await paymentResult(db, config, request.lang, settled);
      return ok(request, reply, result.payload, result.key);
    },
  );
}

async function current(ctx: AppContext, paymentId: number): Promise<Settled> {
  const payment = (await ctx.db
    .selectFrom('payments')
    .select([
      'id', 'order_id', 'order_number', 'provider_order_id', 'amount', 'status', 'resp_code', 'resp_code_desc',
      'approval_code', 'pan_masked', 'error_message', 'confirmed_at', 'updated_at',
    ])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow()) satisfies PaymentRow;
  const order = await ctx.db.selectFrom('orders').selectAll().where('id', '=', payment.order_id).executeTakeFirstOrThrow();
  return { payment, order };
}
