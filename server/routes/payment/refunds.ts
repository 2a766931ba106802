import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import { ApiError, notFound, send } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { money } from '../../invoices/pdf.js';
import { refundAmountOf, refundOrder } from '../../payments/refund.js';
import type { AreaApp } from '../area.js';
import { idOrString, routeDoc } from '../schemaParts.js';

/** Admin refund of an order paid online, in full or in part (payments/refund.ts). */
export function registerRefundRoutes(app: AreaApp, { db, config }: AppContext) {
  app.post(
    '/admin/refund_order',
    {
      schema: {
        ...routeDoc(['admin', 'payment'], 'admin')('Refunds all or part of an order paid online (SATIM refund.do); the order shows refunded_amount'),
        body: Type.Object({ orderId: idOrString(), amount: Type.Optional(Type.Union([Type.Number(), Type.String()])) }),
      },
    },
    async (request, reply) => {
      const orderId = idOf(request.body.orderId);
      if (orderId === null) throw notFound();
      const amount = refundAmountOf(request.body.amount);
      if (amount === null) throw new ApiError(Code.V4002, 'payment.refundAmountInvalid', { status: 400 });
      const payload = await refundOrder(db, config, { orderId, amount, admin: request.account, lang: request.lang, log: request.log });
      return send(reply, payload, translate(request.lang, 'payment.refunded', { amount: money(amount, request.lang) }));
    },
  );
}
