import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { translate } from '../../../src/contract/messages/index.js';
import { ApiError, send } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { closeOpenAttempts } from '../../payments/attempts.js';
import { createSatimClient } from '../../payments/satim.js';

/**
 * "Cancel" in My orders: the pharmacy gives up an order awaiting card payment. The gateway is asked first,
 * as when a newer attempt supersedes it: a paid attempt is never cancelled; otherwise its stock goes back at once.
 */
export function registerCancelRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.post(
    '/pharmacy/cancel_order',
    {
      preHandler: ctx.guard('pharmacy'),
      schema: {
        tags: ['payment'],
        summary:
          'Cancels one of the pharmacy’s orders awaiting card payment and releases its stock (addition); 4095 when it is no longer awaiting payment or was paid meanwhile',
        body: { type: 'object', properties: { orderId: { anyOf: [{ type: 'integer' }, { type: 'string' }] } } },
      },
    },
    async (request, reply) => {
      const orderId = idOf((request.body as { orderId?: unknown } | undefined)?.orderId);
      const pharmacyId = request.account.id;
      const order =
        orderId === null
          ? undefined
          : await db.selectFrom('orders').select(['id', 'order_no', 'state']).where('id', '=', orderId).where('pharmacy_id', '=', pharmacyId).executeTakeFirst();
      if (!order) throw new ApiError(Code.NOT_FOUND, 'pharmacy.orderNotFound', { status: 404 });
      if (order.state !== 'awaiting_payment') throw new ApiError(Code.STATE_CONFLICT, 'payment.notCancellable');
      const closed = await closeOpenAttempts(db, createSatimClient(config), { pharmacyId, as: 'cancelled', orderId: order.id }, request.log);
      if (closed.paid)
        throw new ApiError(Code.STATE_CONFLICT, 'payment.alreadyPaid', {
          vars: { order: order.order_no },
          payload: { orderId: order.id, order_no: order.order_no, state: 'paid' },
        });
      if (closed.unchecked) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
      const now = await db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow();
      if (now.state !== 'cancelled') throw new ApiError(Code.STATE_CONFLICT, 'payment.notCancellable');
      const payload = { orderId: order.id, order_no: order.order_no, state: now.state };
      return send(reply, payload, translate(request.lang, 'payment.orderCancelled', { order: order.order_no }));
    },
  );
}
