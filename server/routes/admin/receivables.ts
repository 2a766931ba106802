import { response } from '../../../src/contract/answers/envelope.js';
import { CollectionPage, EntryPage, InvoicePage } from '../../../src/contract/answers/accounts.js';
import { CollectionConfirmed, CollectionRejected, PharmacyAccount } from '../../../src/contract/answers/ledger.js';
import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { listEntries, listInvoices } from '../../ledger/accountLists.js';
import { collectionStatusOf, confirmCollection, listCollections, rejectCollection } from '../../ledger/collections.js';
import { pharmacyAccount } from '../../ledger/pharmacyAccount.js';
import type { AreaApp } from '../area.js';
import { pageParams } from '../backOfficeSchemas.js';
import { checkedByHandler } from '../schemaParts.js';
import { adminDoc } from './input.js';

const pharmacyPage = Type.Object({ id: Type.String(), offset: Type.String(), limit: Type.String() });

/** A pharmacy id of the path, or 4041 (as an absent pharmacy). */
const pharmacyIdOf = (raw: string) => {
  const id = idOf(raw);
  if (id === null) throw new ApiError(Code.NOT_FOUND, 'accounts.pharmacyNotFound', { status: 404 });
  return id;
};

/**
 * Issue 30 §5: one pharmacy's account seen by the admin (the calls the pharmacy's own page uses, for any pharmacy),
 * and the franchisees' cash collections waiting for the admin (D96). docs/accounts.md.
 */
export function registerReceivablesAdminRoutes(app: AreaApp, { db, config }: AppContext) {
  app.get(
    '/admin/pharmacy_account/:id',
    {
      schema: {
        ...adminDoc(
          "Addition (issue 30 §5): a pharmacy's account summary as /pharmacy/account_summary, with {pharmacy_id, name, wilaya_id, uses_default_terms, uses_default_limit}; unknown pharmacy 4041",
        ),
        params: Type.Object({ id: Type.String() }),
        response: response(PharmacyAccount),
      },
    },
    async (request, reply) => ok(request, reply, await pharmacyAccount(db, config, pharmacyIdOf(request.params.id))),
  );

  app.get(
    '/admin/pharmacy_entries/:id/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          "Addition (issue 30 §5): a pharmacy's account entries, newest first by date (issue 38 §7), as /pharmacy/account_entries: {entries, total}",
        ),
        params: pharmacyPage,
        response: response(EntryPage),
      },
    },
    async (request, reply) => {
      const id = pharmacyIdOf(request.params.id);
      await pharmacyAccount(db, config, id);
      return ok(request, reply, await listEntries(db, id, request.params, request.lang));
    },
  );

  app.get(
    '/admin/pharmacy_invoices/:id/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          "Addition (issue 30 §5): a pharmacy's invoices as /pharmacy/invoices_list: {invoices, total}; ?unpaid=1 only those with something left to pay, the oldest due first",
        ),
        params: pharmacyPage,
        querystring: Type.Object({ unpaid: Type.Optional(Type.String()) }),
        response: response(InvoicePage),
      },
    },
    async (request, reply) => {
      const id = pharmacyIdOf(request.params.id);
      await pharmacyAccount(db, config, id);
      return ok(
        request,
        reply,
        await listInvoices(db, id, request.params, request.lang, { unpaid: request.query.unpaid === '1' }),
      );
    },
  );

  app.get(
    '/admin/collections/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          "Addition (issue 30 §5, D96): the franchisees' cash collections, newest first: {collections: [{id, pharmacy_id, pharmacy_name, wilaya_id, franchisee_name, amount, reference, invoice_ids, status, status_label, reason, payment_id, created_at, decided_at}], total}; ?status=pending|confirmed|rejected",
        ),
        params: pageParams,
        querystring: Type.Object({ status: Type.Optional(Type.String()) }),
        response: response(CollectionPage),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        await listCollections(db, request.lang, request.params, { status: collectionStatusOf(request.query.status) }),
      ),
  );

  app.post(
    '/admin/confirm_collection',
    {
      schema: {
        ...adminDoc(
          "Addition (issue 30 §5, D96): confirms a pending cash collection, {collectionId}: a cash payment on the ledger as /admin/record_payment writes it (the collection's invoices first), once. Answers record_payment's answer with collection_id; already decided 4095; unknown 4041. Audited",
        ),
        body: Type.Object({ collectionId: checkedByHandler() }),
        response: response(CollectionConfirmed),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        await confirmCollection(db, config, request.account, request.body as Record<string, unknown>, request.lang),
        'receivables.collectionConfirmed',
      ),
  );

  app.post(
    '/admin/reject_collection',
    {
      schema: {
        ...adminDoc(
          'Addition (issue 30 §5, D96): rejects a pending cash collection, {collectionId, reason (1 to 500 characters)}; nothing reaches the ledger. Already decided 4095; unknown 4041. Audited',
        ),
        body: Type.Object({ collectionId: checkedByHandler(), reason: checkedByHandler() }),
        response: response(CollectionRejected),
      },
    },
    async (request, reply) =>
      ok(
        request,
        reply,
        await rejectCollection(db, request.account, request.body as Record<string, unknown>),
        'receivables.collectionRejected',
      ),
  );
}
