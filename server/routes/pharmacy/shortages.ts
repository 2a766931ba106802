import { Type } from 'typebox';
import { response } from '../../../src/contract/answers/envelope.js';
import { AvailabilityRequest, Backorder } from '../../../src/contract/answers/shortages.js';
import { idOf } from '../../http/ids.js';
import { keepBackorders } from '../../orders/basketBackorders.js';
import { backorderPolicyOf, backordersOf, cancelBackorder, setBackorderPolicy } from '../../shortages/backorders.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { askWhenAvailable, availabilityRequestsOf, cancelAvailabilityRequest } from '../../shortages/availability.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;

/** "Tell me when it is back" (issue 41 §3, docs/shortages.md). */
export function registerShortageRoutes(app: AreaApp, { db, config }: AppContext) {
  app.get(
    '/pharmacy/backorders',
    {
      schema: {
        ...pharmacyDoc(
          'The pharmacy’s back-orders, newest first (issue 41 §1): product, units back-ordered and still to serve, status (`waiting`, `served`, `cancelled`, `expired`), date, expiry, the order it was kept from and the orders its units became; optional `status` filter, at most 500',
        ),
        querystring: Type.Object({ status: Type.Optional(Type.String()) }),
        response: response(Type.Array(Backorder)),
      },
    },
    async (request, reply) =>
      ok(request, reply, await backordersOf(db, request.account.id, request.lang, request.query)),
  );

  app.get(
    '/pharmacy/backorder_policy',
    {
      schema: {
        ...pharmacyDoc(
          'The pharmacy’s default for the rest of a short line: `keep` (default), `drop` or `hold` (the whole order held until it can ship complete, D125) (issue 41 §1)',
        ),
        response: response(Type.Tuple([Type.Object({ backorder_policy: Type.String() })])),
      },
    },
    async (request, reply) =>
      ok(request, reply, [{ backorder_policy: await backorderPolicyOf(db, request.account.id) }]),
  );

  app.post(
    '/pharmacy/cancel_backorder',
    {
      schema: {
        ...pharmacyDoc(
          'Drops one of the pharmacy’s waiting back-orders {backorderId}; 4041 when it is not one of its own or no longer waits (issue 41 §1)',
        ),
        body: Type.Object({ backorderId: checkedByHandler('the back-order id, a number') }),
        response: response(Type.Tuple([Type.Object({ backorder_id: Type.Integer() })])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [await cancelBackorder(db, request.account.id, request.lang, body(request))],
        'shortages.backorderCancelled',
      ),
  );

  app.post(
    '/pharmacy/keep_backorders',
    {
      schema: {
        ...pharmacyDoc(
          'Keeps the basket’s back-ordered parts as back-orders without an order {address_id} (nothing of them is in stock now); the lines in stock stay in the basket; 4003 when there is none (issue 41 §1)',
        ),
        body: Type.Object({ address_id: checkedByHandler('one of the pharmacy’s addresses') }),
        response: response(Type.Tuple([Type.Object({ kept: Type.Integer() })])),
      },
    },
    async (request, reply) => {
      const addressId = idOf(body(request).address_id) ?? 0;
      const kept = await keepBackorders(db, config, request.account.id, addressId);
      return ok(request, reply, [{ kept }], 'shortages.backordersKept');
    },
  );

  app.post(
    '/pharmacy/set_backorder_policy',
    {
      schema: {
        ...pharmacyDoc(
          'The pharmacy’s default for the rest of a line the stock cannot give {policy: keep | drop | hold}: the storefront proposes it when a quantity is above the stock (issue 41 §1)',
        ),
        body: Type.Object({ policy: checkedByHandler("'keep', 'drop' or 'hold'") }),
        response: response(Type.Tuple([Type.Object({ backorder_policy: Type.String() })])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [await setBackorderPolicy(db, request.account.id, request.lang, body(request))],
        'shortages.policySaved',
      ),
  );

  app.post(
    '/pharmacy/notify_when_available',
    {
      schema: {
        ...pharmacyDoc(
          'Asks to be told (one mail in the pharmacy’s language, a notice in the storefront) when an out-of-stock product is back; asking again while waiting answers the same request; 4093 when it is in stock (issue 41)',
        ),
        body: Type.Object({ product_id: checkedByHandler('the product id, a number') }),
        response: response(
          Type.Tuple([
            Type.Object({ request_id: Type.Integer(), product_id: Type.Integer(), created_at: Type.String() }),
          ]),
        ),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [await askWhenAvailable(db, request.account.id, request.lang, body(request))],
        'shortages.notifyAsked',
      ),
  );

  app.get(
    '/pharmacy/availability_requests',
    {
      schema: {
        ...pharmacyDoc(
          'The pharmacy’s “tell me when it is back” requests, newest first: waiting ones, and those told in the last days (`notified_at`) (issue 41)',
        ),
        response: response(Type.Array(AvailabilityRequest)),
      },
    },
    async (request, reply) => ok(request, reply, await availabilityRequestsOf(db, request.account.id, request.lang)),
  );

  app.post(
    '/pharmacy/cancel_availability_request',
    {
      schema: {
        ...pharmacyDoc(
          'Drops one of the pharmacy’s requests {requestId}; 4041 when it is not one of its own (issue 41)',
        ),
        body: Type.Object({ requestId: checkedByHandler('the request id, a number') }),
        response: response(Type.Tuple([Type.Object({ request_id: Type.Integer() })])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [await cancelAvailabilityRequest(db, request.account.id, request.lang, body(request))],
        'shortages.requestCancelled',
      ),
  );
}
