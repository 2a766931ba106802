import { response } from '../../../src/contract/answers/envelope.js';
import { FranchiseStats } from '../../../src/contract/answers/stats.js';
import type { AppContext } from '../../context.js';
import { franchiseeOf } from '../../franchise/franchisee.js';
import { ok } from '../../http/envelope.js';
import { inactivePharmacies, INACTIVE_DAYS } from '../../stats/inactivePharmacies.js';
import { cachedOrderStats } from '../../stats/orderStats.js';
import { periodOf } from '../../stats/period.js';
import type { AreaApp } from '../area.js';
import { franchiseDoc } from './doc.js';
import { periodQuery } from '../backOfficeSchemas.js';

/** The franchise dashboard's figures: the admin's, narrowed to the franchisee's own wilaya (D11). */
export function registerFranchiseStatsRoutes(app: AreaApp, ctx: AppContext) {
  const { db } = ctx;
  const orderStats = cachedOrderStats(db);
  app.get(
    '/franchise/stats',
    {
      schema: {
        ...franchiseDoc(
          "Dashboard figures of the franchisee's wilaya for a period (?from=&to= YYYY-MM-DD, this month by default), as /admin/stats, " +
            `plus the pharmacies without an order for ${INACTIVE_DAYS} days (inactive_pharmacies)`,
        ),
        querystring: periodQuery,
        response: response(FranchiseStats),
      },
    },
    async (request, reply) => {
      const period = periodOf(request.query);
      const me = franchiseeOf(request.account);
      const [stats, inactive] = await Promise.all([
        orderStats(period, { wilayaId: me.wilaya_id }),
        inactivePharmacies(db, me.wilaya_id),
      ]);
      return ok(request, reply, { ...stats, inactive_days: INACTIVE_DAYS, inactive_pharmacies: inactive });
    },
  );
}
