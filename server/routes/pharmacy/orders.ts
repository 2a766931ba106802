import { response } from '../../../src/contract/answers/envelope.js';
import { OrderDetails, OrderPage } from '../../../src/contract/answers/orders.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { FULFILMENT_STATES } from '../../../src/contract/fulfilment.js';
import { orderFiltersOf } from '../../queries/orderFilters.js';
import { listOrders, orderDetails, stateFilterOf, stateFilterSchema } from '../../queries/orders.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler, text, typedAs } from '../schemaParts.js';
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
        querystring: Type.Object({
          search: text(),
          state: Type.Optional(typedAs<string>(stateFilterSchema)),
          fulfilment: Type.Optional(
            Type.String({ enum: ['', ...FULFILMENT_STATES], description: 'addition (issue 28): one fulfilment state' }),
          ),
        }),
        response: response(OrderPage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      const { search, state } = request.query;
      const { fulfilment } = orderFiltersOf(
        { fulfilment: request.query.fulfilment },
        { wilaya: false, pharmacy: false },
      );
      const orders = await listOrders(db, {
        offset,
        limit,
        search,
        state: stateFilterOf(state),
        fulfilment,
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
