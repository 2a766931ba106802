import type { FastifyInstance } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import type { AppContext } from '../context.js';
import { ApiError, ok } from '../http/envelope.js';
import { inactivePharmacies, INACTIVE_DAYS } from '../stats/inactivePharmacies.js';
import { orderStats } from '../stats/orderStats.js';
import { periodOf } from '../stats/period.js';

/** The franchise dashboard's figures: the admin's, narrowed to the franchisee's own wilaya (D11). */
export function registerFranchiseStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  app.get(
    '/franchise/stats',
    {
      preHandler: ctx.guard('franchise'),
      schema: {
        tags: ['franchise'],
        summary:
          "Dashboard figures of the franchisee's wilaya for a period (?from=&to= YYYY-MM-DD, this month by default), as /admin/stats, " +
          `plus the pharmacies without an order for ${INACTIVE_DAYS} days (inactive_pharmacies)`,
        querystring: { type: 'object', properties: { from: { type: 'string' }, to: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const period = periodOf((request.query ?? {}) as object);
      const me = await db.selectFrom('franchisees').select('wilaya_id').where('id', '=', request.account.id).executeTakeFirst();
      if (!me) throw new ApiError(Code.INVALID_SESSION, 'server.invalidSession', { status: 401 });
      const [stats, inactive] = await Promise.all([orderStats(db, period, { wilayaId: me.wilaya_id }), inactivePharmacies(db, me.wilaya_id)]);
      return ok(request, reply, { ...stats, inactive_days: INACTIVE_DAYS, inactive_pharmacies: inactive });
    },
  );
}
