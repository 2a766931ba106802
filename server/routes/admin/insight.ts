import { response } from '../../../src/contract/answers/envelope.js';
import { AuditPage } from '../../../src/contract/answers/ledger.js';
import { AdminStats } from '../../../src/contract/answers/stats.js';
import { Type } from 'typebox';
import { AUDIT_RESOURCES } from '../../audit/record.js';
import { listAudit } from '../../audit/list.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { cachedOrderStats } from '../../stats/orderStats.js';
import { periodOf } from '../../stats/period.js';
import { lowStockProducts } from '../../stock/lowStock.js';
import type { AreaApp } from '../area.js';
import { pageParams, periodQuery } from '../backOfficeSchemas.js';
import { adminDoc } from './input.js';
import { expiryWatch } from '../../lots/expiryWatch.js';

const auditQuery = Type.Object({
  search: Type.Optional(
    Type.String({ description: "over the actor's e-mail, the resource, its id and label and the changed values" }),
  ),
  actor: Type.Optional(Type.String({ description: "part of the actor's e-mail" })),
  resource: Type.Optional(Type.String({ enum: ['', ...AUDIT_RESOURCES] })),
  from: Type.Optional(Type.String({ description: 'YYYY-MM-DD (UTC)' })),
  to: Type.Optional(Type.String({ description: 'YYYY-MM-DD (UTC), included' })),
});

/** The admin dashboard's figures and the audit log (issue 16). */
export function registerInsightAdminRoutes(app: AreaApp, ctx: AppContext) {
  const { db, config } = ctx;
  const orderStats = cachedOrderStats(db);

  app.get(
    '/admin/stats',
    {
      schema: {
        ...adminDoc(
          "Dashboard figures of a period (this month by default): revenue of paid and validated orders in the invoices' words " +
            '(ht, tva, ttc = ht + tva, stamp_duty, due = ttc + stamp_duty: the net à payer; tva, stamp_duty and due are additions, issue 26), ' +
            'gross of refunds, with refunded (to the card), credit_notes (addition, issue 37: every credit note of those orders) and net = due - credit_notes, orders by state, ' +
            'orders awaiting sales validation, average basket, top 10 products, revenue per wilaya and per month over 12 months, ' +
            'products under LOW_STOCK_THRESHOLD (low_stock); addition (issue 29): expiry_watch {days, count, lots}, the expiry watch’s ' +
            'count and first 6 lots (GET /admin/expiry_watch)',
        ),
        querystring: periodQuery,
        response: response(AdminStats),
      },
    },
    async (request, reply) => {
      const stats = await orderStats(periodOf(request.query));
      const low = await lowStockProducts(db, config.lowStockThreshold);
      const watch = await expiryWatch(db, {
        offset: 0,
        limit: 6,
        days: config.expiryWatchDays,
        minShelfLifeDays: config.minShelfLifeDays,
        lang: request.lang,
      });
      return ok(request, reply, {
        ...stats,
        low_stock: { threshold: config.lowStockThreshold, count: low.length, products: low.slice(0, 20) },
        expiry_watch: { days: config.expiryWatchDays, count: watch.total, lots: watch.lots },
      });
    },
  );

  app.get(
    '/admin/audit_log/:offset/:limit',
    {
      schema: {
        ...adminDoc(
          'One page of the audit log, newest first: {entries, total}; each entry says who (actor), when (at), what (action, resource, ' +
            'resource_id, resource_label) and the changed fields {field: {old, new}}. Read-only: no call changes or deletes entries',
        ),
        params: pageParams,
        querystring: auditQuery,
        response: response(AuditPage),
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params;
      return ok(request, reply, await listAudit(db, offset, limit, request.query));
    },
  );
}
