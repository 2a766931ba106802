import { Type } from 'typebox';
import { response } from '../../../src/contract/answers/envelope.js';
import { AvailabilityRequest } from '../../../src/contract/answers/shortages.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { askWhenAvailable, availabilityRequestsOf, cancelAvailabilityRequest } from '../../shortages/availability.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler } from '../schemaParts.js';
import { pharmacyDoc } from './doc.js';

const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;

/** "Tell me when it is back" (issue 41 §3, docs/shortages.md). */
export function registerShortageRoutes(app: AreaApp, { db }: AppContext) {
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
