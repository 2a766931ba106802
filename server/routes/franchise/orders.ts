import { response } from '../../../src/contract/answers/envelope.js';
import { OrderDetails, OrderPage, TimelineEvent } from '../../../src/contract/answers/orders.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { ApiError, ok } from '../../http/envelope.js';
import { requireId } from '../../http/ids.js';
import { orderTimeline } from '../../queries/orderTimeline.js';
import { orderDetails } from '../../queries/orders/details.js';
import { orderListFilterOf, orderListQuerySchema } from '../../queries/orders/filters.js';
import { listOrders } from '../../queries/orders/list.js';
import { cachedOrderPage } from '../../queries/orders/listCache.js';
import type { AreaApp } from '../area.js';
import { franchiseDoc } from './doc.js';
import { idParams, pageParams } from '../backOfficeSchemas.js';

export const franchiseOrderNotFound = () => new ApiError(Code.NOT_FOUND, 'franchise.orderNotFound', { status: 404 });
const orderId = (v: unknown) => requireId(v, 'franchise.invalidOrderId');

export function registerFranchiseOrderRoutes(app: AreaApp, ctx: AppContext) {
  const { db } = ctx;

  app.get(
    '/franchise/orders_list/:offset/:limit',
    {
      schema: {
        ...franchiseDoc(
          'One page of the orders of the wilaya, newest first: {orders, total} (D10); a search matching over 10 000 orders adds total_exact: false (D22). Each order also carries (addition) state, state_label and state_reason beside status and payement_type; ?state= filters (docs/payments.md); additions (issue 13): ?payment_type, ?from / ?to (days, Algiers time), ?sort and ?order as on /admin/orders_list',
        ),
        params: pageParams,
        querystring: orderListQuerySchema('franchise'),
        response: response(OrderPage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      // the franchise lists take the back office's order filters but wilaya (its own) and pharmacy
      const filter = orderListFilterOf('franchise', request.query);
      const me = franchiseeOf(request.account);
      const page = { offset, limit, lang: request.lang };
      const key = ['franchise', me.wilaya_id, offset, limit, request.query, request.lang];
      return ok(
        request,
        reply,
        await cachedOrderPage(db, key, () => listOrders(db, { ...filter, ...page, wilayaId: me.wilaya_id })),
      );
    },
  );

  app.post(
    '/franchise/order_details',
    {
      schema: {
        ...franchiseDoc(
          'An order of the wilaya with its lines: {order, details}; order carries (addition) state, state_label, state_reason, any state',
        ),
        body: Type.Object({ orderID: Type.Optional(Type.Unknown({ description: 'text (a number is accepted)' })) }),
        response: response(OrderDetails),
      },
    },
    async (request, reply) => {
      const id = orderId(request.body.orderID);
      const me = franchiseeOf(request.account);
      const details = await orderDetails(db, id, { wilayaId: me.wilaya_id }, request.lang);
      if (!details) throw franchiseOrderNotFound();
      return ok(request, reply, details);
    },
  );

  app.get(
    '/franchise/order_timeline/:orderId',
    {
      schema: {
        ...franchiseDoc(
          "Addition (issue 13): the timeline of an order of the wilaya, as /admin/order_timeline answers it, but the back office's people are not named (by: null, by_role says who acted)",
        ),
        params: idParams('orderId'),
        response: response(Type.Array(TimelineEvent)),
      },
    },
    async (request, reply) => {
      const id = orderId(request.params.orderId);
      const me = franchiseeOf(request.account);
      const events = await orderTimeline(db, id, { wilayaId: me.wilaya_id, showStaff: false });
      if (!events) throw franchiseOrderNotFound();
      return ok(request, reply, events);
    },
  );
}
