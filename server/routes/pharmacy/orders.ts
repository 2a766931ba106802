import { response } from '../../../src/contract/answers/envelope.js';
import { OrderDetails, OrderPage } from '../../../src/contract/answers/orders.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { orderDetails } from '../../queries/orders/details.js';
import { orderListFilterOf, orderListQuerySchema } from '../../queries/orders/filters.js';
import { listOrders } from '../../queries/orders/list.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, text } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

/** Order history of the signed-in pharmacy (spec 000 §2 "Pharmacy orders"); other pharmacies' orders do not exist here. */
export function registerOrderRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/pharmacy/orders_list/:offset/:limit',
    {
      schema: {
        ...pharmacyDoc(
          'A page of the pharmacy’s orders, newest first: {orders, total} (D10: offset ≥ 0, limit ≤ 100); a search matching over 10 000 orders adds total_exact: false (D22). Each order also carries (addition) state, state_label and state_reason beside status and payement_type; ?state= filters (docs/payments.md); and resume_url, the gateway page of an order still awaiting payment',
        ),
        params: Type.Object({ offset: text(), limit: text() }),
        querystring: orderListQuerySchema('pharmacy'),
        response: response(OrderPage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      const filter = orderListFilterOf('pharmacy', request.query);
      const orders = await listOrders(db, {
        ...filter,
        offset,
        limit,
        lang: request.lang,
        pharmacyId: request.account.id,
      });
      return ok(request, reply, orders);
    },
  );

  app.post(
    '/pharmacy/order_details',
    {
      schema: {
        ...pharmacyDoc(
          'One of the pharmacy’s orders with its lines: {order, details}; order carries (addition) state, state_label, state_reason and resume_url, any state',
        ),
        body: Type.Object({ orderID: checkedByHandler() }),
        response: response(OrderDetails),
      },
    },
    async (request, reply) => {
      const orderId = request.body.orderID;
      const details = await orderDetails(db, orderId, { pharmacyId: request.account.id }, request.lang);
      if (!details) throw new ApiError(Code.NOT_FOUND, 'pharmacy.orderNotFound', { status: 404 });
      return ok(request, reply, details);
    },
  );
}
