import { metricsResponse } from '../../src/contract/answers/operations.js';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { poolUsage } from '../db/index.js';
import { dbPool, httpRequestDuration, mailOldestPendingSeconds, mailQueue, registry } from '../metrics.js';
import type { AreaApp } from './area.js';

/** Every answered request, labelled with its route template so the series stay few. */
export function recordRequestMetrics(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a reverse proxy adds with the client's address: any of them means the call was relayed. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * METRICS_TOKEN set: the caller sends it as a bearer token. Unset: only a caller on this machine, not relayed by
 * a proxy (a local nginx connects from the loopback too, but adds X-Forwarded-For, Forwarded or X-Real-IP).
 */
function allowed(request: FastifyRequest, token: string | null): boolean {
  if (token) {
    const given = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') && !PROXY_HEADERS.some((h) => request.headers[h] !== undefined)
  );
}

async function readGauges(ctx: AppContext) {
  const pool = poolUsage(ctx.db);
  if (pool) for (const [state, value] of Object.entries(pool)) dbPool.set({ state }, value);
  // read from the shared table, so the send failures of every instance show (the worker keeps them there)
  const { rows } = await sql<{ pending: number; retrying: number; failed: number; oldest: Date | null }>`
    SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
           count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int AS retrying,
           count(*) FILTER (WHERE status = 'failed')::int AS failed,
           min(created_at) FILTER (WHERE status = 'pending') AS oldest
    FROM outgoing_mail WHERE status IN ('pending', 'failed')`.execute(ctx.db);
  const queue = rows[0]!;
  for (const status of ['pending', 'retrying', 'failed'] as const) mailQueue.set({ status }, queue[status]);
  mailOldestPendingSeconds.set(queue.oldest ? Math.max(0, (Date.now() - new Date(queue.oldest).getTime()) / 1000) : 0);
}

/** GET /metrics: Prometheus text format (docs/operations.md lists the series and the alerts on them). */
export function registerMetricsRoutes(app: AreaApp, ctx: AppContext) {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics: bearer METRICS_TOKEN, or from the loopback address when no token is set',
        response: metricsResponse,
      },
    },
    async (request, reply) => {
      if (!allowed(request, ctx.config.metricsToken)) {
        if (ctx.config.metricsToken) reply.header('www-authenticate', 'Bearer');
        return reply
          .status(ctx.config.metricsToken ? 401 : 403)
          .type('text/plain')
          .send('metrics: not allowed\n');
      }
      await readGauges(ctx);
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
}
