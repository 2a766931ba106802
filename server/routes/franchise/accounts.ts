import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { ok } from '../../http/envelope.js';
import { listReceivables } from '../../ledger/accountLists.js';
import type { AreaApp } from '../area.js';
import { pageParams } from '../backOfficeSchemas.js';
import { franchiseDoc } from './doc.js';

/** Issue 30: the franchisee reads its wilaya's receivables, with each pharmacy's terms and limit. */
export function registerFranchiseAccountRoutes(app: AreaApp, { db, config }: AppContext) {
  app.get(
    '/franchise/receivables/:offset/:limit',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 30): the receivables of the wilaya\'s pharmacies, as /admin/receivables: {pharmacies: [{pharmacy_id, name, balance, overdue, available_credit, credit_limit, payment_terms_days, aging}], total}',
        ),
        params: pageParams,
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      return ok(request, reply, await listReceivables(db, config, { offset, limit }, { wilayaId: franchiseeOf(request.account).wilaya_id }));
    },
  );
}
