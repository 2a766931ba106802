import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { listOrders, orderDetails, stateFilterOf, stateFilterSchema } from '../../queries/orders.js';

/** Order history of the signed-in pharmacy (spec 000 §2 "Pharmacy orders"); other pharmacies' orders do not exist here. */
export function registerOrderRoutes(app: FastifyInstance, { db, guard }: AppContext) {
  const pre = { preHandler: guard('pharmacy') };

  app.get(
    '/pharmacy/orders_list/:offset/:limit',
    {
      ...pre,
      schema: {
        tags: ['pharmacy'],
        summary: 'A page of the pharmacy’s orders, newest first: {orders, total} (D10: offset ≥ 0, limit ≤ 100); a search matching over 10 000 orders adds total_exact: false (D22). Each order also carries (addition) state, state_label and state_reason beside status and payement_type; ?state= filters (docs/payments.md); and resume_url, the gateway page of an order still awaiting payment',
        params: { type: 'object', properties: { offset: { type: 'string' }, limit: { type: 'string' } } },
        querystring: { type: 'object', properties: { search: { type: 'string' }, state: stateFilterSchema } },
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params as { offset: string; limit: string };
      const { search, state } = request.query as { search?: string; state?: string };
      const orders = await listOrders(db, { offset, limit, search, state: stateFilterOf(state), lang: request.lang, pharmacyId: request.account.id });
      return ok(request, reply, orders);
    },
  );

  app.post(
    '/pharmacy/order_details',
    {
      ...pre,
      schema: {
        tags: ['pharmacy'],
        summary: 'One of the pharmacy’s orders with its lines: {order, details}; order carries (addition) state, state_label, state_reason and resume_url, any state',
        body: { type: 'object', properties: { orderID: {} } },
      },
    },
    async (request, reply) => {
      const orderId = (request.body as { orderID?: unknown } | undefined)?.orderID;
      const details = await orderDetails(db, orderId, { pharmacyId: request.account.id }, request.lang);
      if (!details) throw new ApiError(Code.NOT_FOUND, 'pharmacy.orderNotFound', { status: 404 });
      return ok(request, reply, details);
    },
  );
}
