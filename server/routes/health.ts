import { Code } from '../../src/contract/codes.js';
import { translate } from '../../src/contract/messages/index.js';
import { ProbeAnswer } from '../../src/contract/answers/operations.js';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { send } from '../http/envelope.js';
import { pingDatabase } from '../db/faults.js';
import { pendingMigrations } from '../db/migrate.js';
import { isShuttingDown } from '../lifecycle.js';
import type { AreaApp } from './area.js';

/** A readiness probe must answer fast even when the database hangs. */
const DATABASE_CHECK_MS = 1000;

const probeSchema = (summary: string) => ({
  tags: ['operations'],
  summary,
  response: { 200: ProbeAnswer, 503: ProbeAnswer },
});

/**
 * Probes for load balancers and orchestrators (docs/operations.md), besides the contract's GET /ok:
 * live = the process answers; ready = it should receive traffic.
 */
export function registerHealthRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/health/live',
    { schema: probeSchema('Liveness: the process is up and its event loop answers') },
    async (_request, reply) => send(reply.header('cache-control', 'no-store'), { status: 'ok' }),
  );

  app.get(
    '/health/ready',
    {
      schema: probeSchema('Readiness: database reachable within 1 s, migrations applied, not shutting down (else 503)'),
    },
    async (request, reply) => {
      let database = 'ok';
      let pending: string[] = [];
      try {
        await pingDatabase(async () => {
          await sql`SELECT 1`.execute(db);
          pending = await pendingMigrations(db);
        }, DATABASE_CHECK_MS);
      } catch (err) {
        database = `unreachable: ${(err as Error).message}`;
      }
      const shuttingDown = isShuttingDown();
      const ready = database === 'ok' && pending.length === 0 && !shuttingDown;
      const status = {
        status: ready ? ('ok' as const) : ('unavailable' as const),
        database,
        pendingMigrations: pending,
        shuttingDown,
      };
      reply.header('cache-control', 'no-store');
      if (ready) return send(reply, status);
      return reply
        .status(503)
        .send({ code: Code.SERVER_ERROR, payload: status, meta: translate(request.lang, 'server.notReady') });
    },
  );
}
