import { Type } from 'typebox';
import { response } from '../../../src/contract/answers/envelope.js';
import { FranchisePriceList } from '../../../src/contract/answers/pricing.js';
import { WilayaQuotaUse } from '../../../src/contract/answers/shortages.js';
import { wilayaQuotaUse } from '../../shortages/quotas.js';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { ok } from '../../http/envelope.js';
import { franchisePriceLists } from '../../pricing/priceLists.js';
import type { AreaApp } from '../area.js';
import { franchiseDoc } from './doc.js';

/**
 * Issue 40 §6: a franchisee reads the price lists of its wilaya, nothing more; it changes none (docs/pricing.md).
 * Issue 41 §4: and what its pharmacies took of the products under quota (docs/shortages.md).
 */
export function registerFranchisePricingRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/franchise/price_lists',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 40): the price lists covering the wilaya (its own, those of its pharmacies, those of a group with a pharmacy of ' +
            'the wilaya), by name, each as /admin/price_lists with its items [{product_id, ref, name, price, min_quantity, base_price}] ' +
            '(dinars; no cost); scope_ids name only the wilaya and its own pharmacies. Read only',
        ),
        response: response(Type.Array(FranchisePriceList)),
      },
    },
    async (request, reply) =>
      ok(request, reply, await franchisePriceLists(db, franchiseeOf(request.account).wilaya_id)),
  );

  app.get(
    '/franchise/quotas',
    {
      schema: {
        ...franchiseDoc(
          'Addition (issue 41 §4): for each product under quota, what each pharmacy of the wilaya took in the quota’s period (paid units) and what it has left; pharmacies that took none are not listed. Read only',
        ),
        response: response(Type.Array(WilayaQuotaUse)),
      },
    },
    async (request, reply) => ok(request, reply, await wilayaQuotaUse(db, franchiseeOf(request.account).wilaya_id)),
  );
}
