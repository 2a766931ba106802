import { Type } from 'typebox';
import { response } from '../../../src/contract/answers/envelope.js';
import {
  ProductQuota,
  ProductShortage,
  ProductSubstitutes,
  UnservedDemandRow,
  BackorderQueueRow,
  BackorderQueuePage,
} from '../../../src/contract/answers/shortages.js';
import { backorderQueue, backorderQueuePage } from '../../shortages/backorderQueue.js';
import { unservedDemandReport } from '../../shortages/demand.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { deleteQuota, setQuota } from '../../shortages/quotas.js';
import { productShortage, setSubstitutes } from '../../shortages/substitutes.js';
import type { AreaApp } from '../area.js';
import { checkedByHandler } from '../schemaParts.js';
import { adminDoc } from './input.js';
import { pageParams } from '../backOfficeSchemas.js';

const body = (request: { body: unknown }) => (request.body ?? {}) as Record<string, unknown>;
const queryId = (raw: unknown) => (typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw);

/** A product's substitutes and quota (issue 41 §2 and §4, docs/shortages.md). */
export function registerShortageAdminRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/admin/product_shortage',
    {
      schema: {
        ...adminDoc("A product's substitutes (in order, with their stock) and its quota, or null (issue 41)"),
        querystring: Type.Object({ productId: checkedByHandler('the product id') }),
        response: response(Type.Tuple([ProductShortage])),
      },
    },
    async (request, reply) =>
      ok(request, reply, [
        await productShortage(db, request.lang, queryId((request.query as { productId?: unknown }).productId)),
      ]),
  );

  app.get(
    '/admin/unserved_demand',
    {
      schema: {
        ...adminDoc(
          'What pharmacies asked for and did not get (issue 41 §5), per product or, with `by=wilaya`, per product and wilaya, over Algiers days `from`…`to` (default: this month): units capped (order again, quick order) and refused (basket) for want of stock or quota, searches that found it out of stock, "tell me" requests, pharmacies; the most units missed first, at most 2 000 rows',
        ),
        querystring: Type.Object({
          from: Type.Optional(Type.String({ description: 'first Algiers day, YYYY-MM-DD' })),
          to: Type.Optional(Type.String({ description: 'last Algiers day, YYYY-MM-DD, included' })),
          by: Type.Optional(Type.String({ description: "'product' (default) or 'wilaya'" })),
        }),
        response: response(Type.Array(UnservedDemandRow)),
      },
    },
    async (request, reply) => ok(request, reply, await unservedDemandReport(db, request.query)),
  );

  app.get(
    '/admin/backorders',
    {
      schema: {
        ...adminDoc(
          'The waiting back-orders (issue 41 §1) per product or, with `by=wilaya`, per product and wilaya: how many, for how many pharmacies, the units, the oldest and the next to expire, and the back-orders the next goods-in of the product serves first (oldest first, at most 5); the most units first, at most 2 000 rows',
        ),
        querystring: Type.Object({
          by: Type.Optional(Type.String({ description: "'product' (default) or 'wilaya'" })),
        }),
        response: response(Type.Array(BackorderQueueRow)),
      },
    },
    async (request, reply) => ok(request, reply, await backorderQueue(db, request.lang, request.query)),
  );

  app.get(
    '/admin/backorders/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 41 §6): a page of the back-orders queue, sorted on the server: {rows: [as /admin/backorders], total}; ?by=product|wilaya, ?sort=units|backorders|pharmacies|ref|name|wilaya|oldest_at|next_expiry_at, ?order=ASC|DESC (the most units first by default); each row with its stock now',
        ),
        params: pageParams,
        querystring: Type.Object({
          by: Type.Optional(Type.String({ description: "'product' (default) or 'wilaya'" })),
          sort: Type.Optional(
            Type.String({
              description:
                "'units' (default), 'backorders', 'pharmacies', 'ref', 'name', 'wilaya', 'oldest_at' or 'next_expiry_at'",
            }),
          ),
          order: Type.Optional(Type.String({ description: "'ASC' or 'DESC'" })),
        }),
        response: response(BackorderQueuePage),
      },
    },
    async (request, reply) =>
      ok(request, reply, await backorderQueuePage(db, request.lang, request.params, request.query)),
  );

  app.post(
    '/admin/set_substitutes',
    {
      schema: {
        ...adminDoc(
          "Replaces a product's substitutes {productId, substitute_ids} (in the order given, at most MAX_SUBSTITUTES, never the product itself; [] removes them) (issue 41)",
        ),
        body: Type.Object({ productId: checkedByHandler(), substitute_ids: checkedByHandler() }),
        response: response(Type.Tuple([ProductSubstitutes])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [await setSubstitutes(db, request.account, request.lang, body(request))],
        'shortages.substitutesSaved',
      ),
  );

  app.post(
    '/admin/set_quota',
    {
      schema: {
        ...adminDoc(
          "Sets a product's quota {productId, per_pharmacy, period_days, wilaya_shares?}: units per pharmacy over a rolling period of days, replacing the one before; `wilaya_shares: [{wilaya_id, percent}]` (D127) caps what the pharmacies of each wilaya take together at that percentage of the period's supply (issue 41, docs/shortages.md)",
        ),
        body: Type.Object({
          productId: checkedByHandler(),
          per_pharmacy: checkedByHandler(),
          period_days: checkedByHandler(),
          wilaya_shares: Type.Optional(checkedByHandler()),
        }),
        response: response(Type.Tuple([ProductQuota])),
      },
    },
    async (request, reply) =>
      ok(request, reply, [await setQuota(db, request.account, request.lang, body(request))], 'shortages.quotaSaved'),
  );

  app.delete(
    '/admin/delete_quota',
    {
      schema: {
        ...adminDoc('Removes a product’s quota {productId}; 4041 when it has none (issue 41)'),
        body: Type.Object({ productId: checkedByHandler() }),
        response: response(Type.Tuple([Type.Object({ product_id: Type.Integer() })])),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        [await deleteQuota(db, request.account, request.lang, body(request))],
        'shortages.quotaRemoved',
      ),
  );
}
