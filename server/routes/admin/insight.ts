import type { FastifyInstance } from 'fastify';
import { AUDIT_RESOURCES } from '../../audit/record.js';
import { listAudit } from '../../audit/list.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { orderStats } from '../../stats/orderStats.js';
import { periodOf } from '../../stats/period.js';
import { lowStockProducts } from '../../stock/lowStock.js';
import { adminSecurity } from './input.js';

const periodQuery = {
  type: 'object',
  properties: {
    from: { type: 'string', description: 'first day, YYYY-MM-DD (UTC); default: the first of this month' },
    to: { type: 'string', description: 'last day, YYYY-MM-DD (UTC), included; default: today' },
  },
} as const;

/** The admin dashboard's figures and the audit log (issue 16). */
export function registerInsightAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const preHandler = ctx.guard('admin');

  app.get(
    '/admin/stats',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'Dashboard figures of a period (this month by default): revenue TTC/HT of paid and validated orders (gross of refunds, ' +
          'with refunded and net = ttc - refunded), orders by state, ' +
          'orders awaiting sales validation, average basket, top 10 products, revenue per wilaya and per month over 12 months, ' +
          'products under LOW_STOCK_THRESHOLD (low_stock)',
        security: adminSecurity,
        querystring: periodQuery,
      },
    },
    async (request, reply) => {
      const stats = await orderStats(db, periodOf((request.query ?? {}) as object));
      const low = await lowStockProducts(db, config.lowStockThreshold);
      return ok(request, reply, { ...stats, low_stock: { threshold: config.lowStockThreshold, count: low.length, products: low.slice(0, 20) } });
    },
  );

  app.get(
    '/admin/audit_log/:offset/:limit',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'One page of the audit log, newest first: {entries, total}; each entry says who (actor), when (at), what (action, resource, ' +
          'resource_id, resource_label) and the changed fields {field: {old, new}}. Read-only: no call changes or deletes entries',
        security: adminSecurity,
        params: { type: 'object', properties: { offset: { type: 'string' }, limit: { type: 'string' } } },
        querystring: {
          type: 'object',
          properties: {
            search: { type: 'string', description: "over the actor's e-mail, the resource, its id and label and the changed values" },
            actor: { type: 'string', description: "part of the actor's e-mail" },
            resource: { type: 'string', enum: ['', ...AUDIT_RESOURCES] },
            from: { type: 'string', description: 'YYYY-MM-DD (UTC)' },
            to: { type: 'string', description: 'YYYY-MM-DD (UTC), included' },
          },
        },
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.params as { offset: string; limit: string };
      return ok(request, reply, await listAudit(db, offset, limit, (request.query ?? {}) as object));
    },
  );
}

