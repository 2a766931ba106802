import { response } from '../../../src/contract/answers/envelope.js';
import { Collection, CollectionPage } from '../../../src/contract/answers/accounts.js';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { ok } from '../../http/envelope.js';
import { idempotency } from '../../http/idempotency.js';
import {
  collectionFormOf,
  collectionStatusOf,
  listCollections,
  recordCollection,
  requireCollections,
} from '../../ledger/collections.js';
import type { AreaApp } from '../area.js';
import { pageParams } from '../backOfficeSchemas.js';
import { checkedByHandler, idempotencyKeyHeader } from '../schemaParts.js';
import { franchiseDoc } from './doc.js';

/** Issue 30 §5, D96: the cash a franchisee collected from its wilaya's pharmacies, for the admin to confirm. */
export function registerFranchiseReceivablesRoutes(app: AreaApp, { db, config }: AppContext) {
  // after the area's guard: the collection dialog sends one key per opening of the form (D109)
  const idem = idempotency(db);

  app.post(
    '/franchise/record_collection',
    {
      preHandler: idem.preHandler,
      onSend: idem.onSend,
      schema: {
        ...franchiseDoc(
          "Addition (issue 30 §5, D96): records cash collected from a pharmacy of the wilaya, {pharmacyId, amount (dinars), reference?, invoiceIds?}, pending until the admin confirms it (not on the ledger before). Answers the collection. Refused 4030 unless FRANCHISE_CASH_COLLECTION=1; another wilaya's pharmacy 4041; 4001 pharmacy, 4002 amount, 4004 reference, 4006 invoices. Audited",
        ),
        headers: idempotencyKeyHeader('Record'),
        body: Type.Object({
          pharmacyId: checkedByHandler(),
          amount: checkedByHandler(),
          reference: checkedByHandler(),
          invoiceIds: checkedByHandler(),
        }),
        response: response(Collection),
      },
    },
    async (request, reply) => {
      requireCollections(config);
      const { wilaya_id } = franchiseeOf(request.account);
      const form = collectionFormOf(request.body as Record<string, unknown>);
      return ok(
        request,
        reply,
        await recordCollection(db, { ...request.account, wilayaId: wilaya_id }, form, request.lang),
        'receivables.collectionRecorded',
      );
    },
  );

  app.get(
    '/franchise/collections/:offset/:limit',
    {
      schema: {
        ...franchiseDoc(
          "Addition (issue 30 §5, D96): the wilaya's cash collections, newest first, as /admin/collections; refused 4030 unless FRANCHISE_CASH_COLLECTION=1",
        ),
        params: pageParams,
        querystring: Type.Object({ status: Type.Optional(Type.String()) }),
        response: response(CollectionPage),
      },
    },
    async (request, reply) => {
      requireCollections(config);
      const { wilaya_id } = franchiseeOf(request.account);
      return ok(
        request,
        reply,
        await listCollections(db, request.lang, request.params, {
          wilayaId: wilaya_id,
          status: collectionStatusOf(request.query.status),
        }),
      );
    },
  );
}
