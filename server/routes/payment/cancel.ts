import { response } from '../../../src/contract/answers/envelope.js';
import { CancelledOrder } from '../../../src/contract/answers/payments.js';
import { Type } from 'typebox';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import { send } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { cancelAwaitingOrder } from '../../payments/cancelOrder.js';
import type { AreaApp } from '../area.js';
import { idOrString } from '../schemaParts.js';
import { paymentDoc } from './doc.js';

/** "Cancel" in My orders: an order awaiting card payment is given up (payments/cancelOrder.ts). */
export function registerCancelRoutes(app: AreaApp, { db, config }: AppContext) {
  app.post(
    '/pharmacy/cancel_order',
    {
      schema: {
        ...paymentDoc(
          'Cancels one of the pharmacy’s orders awaiting card payment and releases its stock (addition); 4095 when it is no longer awaiting payment or was paid meanwhile',
        ),
        body: Type.Object({ orderId: idOrString() }),
        response: response(CancelledOrder),
      },
    },
    async (request, reply) => {
      const cancelled = await cancelAwaitingOrder(
        db,
        config,
        request.account.id,
        idOf(request.body.orderId),
        request.log,
      );
      return send(reply, cancelled, translate(request.lang, 'payment.orderCancelled', { order: cancelled.order_no }));
    },
  );
}
