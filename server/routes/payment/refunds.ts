import { response } from '../../../src/contract/answers/envelope.js';
import { OrderRefunded } from '../../../src/contract/answers/payments.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import { notFound, send } from '../../http/envelope.js';
import { fieldRefusal } from '../../http/fieldRefusals.js';
import { idOf } from '../../http/ids.js';
import { money } from '../../invoices/pdf.js';
import { refundAmountOf, refundOrder } from '../../payments/refund.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, idOrString, routeDoc } from '../schemaParts.js';

/** Admin refund of an order paid online, in full or in part (payments/refund.ts). */
export function registerRefundRoutes(app: AreaApp, { db, config }: AppContext) {
  app.post(
    '/admin/refund_order',
    {
      schema: {
        ...routeDoc(
          ['admin', 'payment'],
          'admin',
        )('Refunds all or part of an order paid online (SATIM refund.do); the order shows refunded_amount'),
        body: Type.Object({
          orderId: idOrString(),
          amount: checkedByHandler(
            'dinars, a JSON number or a plain decimal string ("200.50"); "1e3", " 12", arrays refused (4002)',
          ),
        }),
        response: response(OrderRefunded),
      },
    },
    async (request, reply) => {
      const orderId = idOf(request.body.orderId);
      if (orderId === null) throw notFound();
      const amount = refundAmountOf(request.body.amount);
      if (amount === null) throw fieldRefusal(request.lang, Code.V4002, 'amount', 'payment.refundAmountInvalid');
      const payload = await refundOrder(db, config, {
        orderId,
        amount,
        admin: request.account,
        lang: request.lang,
        log: request.log,
      });
      return send(reply, payload, translate(request.lang, 'payment.refunded', { amount: money(amount, request.lang) }));
    },
  );
}
