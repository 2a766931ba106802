import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { applyConfiguredHolidays } from './fulfilment/holidays.js';
import { gatewayInUse } from './payments/sandbox/inUse.js';
import { startBackgroundJobs } from './jobs.js';
import { isShuttingDown, markShuttingDown, SHUTDOWN_GRACE_MS } from './lifecycle.js';
import { seedDemoData } from './seed/index.js';
import { ensureWilayas } from './seed/reference.js';
import { DEMO_ACCOUNTS } from './seed/accounts.js';
import { buildWebIfMissing, startWebServer } from './web.js';

/**
 * `npm start`: API on API_PORT, the built browser app on WEB_PORT (D1). `--api-only`: the API alone (behind
 * nginx, deploy/); `--migrate-only`: apply the migrations (and the demo seed when SEED_DEMO=1), then exit.
 */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(1);
    }
    throw e;
  }
  const log = pino({ level: config.logLevel });
  fs.mkdirSync(path.join(config.dataDir, 'media'), { recursive: true });
  const db = await openDatabase(config);
  await migrateToLatest(db);
  await applyConfiguredHolidays(db, config.lunarHolidays);
  await ensureWilayas(db);
  const seeded = config.seedDemo ? await seedDemoData(db, config, log) : false;
  // one-off step before starting or upgrading several instances (docs/operations.md)
  if (process.argv.includes('--migrate-only')) {
    log.info({ seeded }, 'database migrated');
    await db.destroy();
    return;
  }

  const app = await buildApp(config, db, { logger: loggerOptions(config.logLevel) });
  await app.listen({ port: config.apiPort, host: config.host });
  const stopJobs = startBackgroundJobs(config, db, log);

  const apiOnly = process.argv.includes('--api-only');
  const web = apiOnly ? null : await startWebServer(config, await buildWebIfMissing(log), log);

  log.info(
    {
      api: config.publicApiUrl,
      docs: `${config.publicApiUrl}/docs`,
      web: apiOnly ? '(served elsewhere: nginx, or the vite dev server)' : config.webUrl,
      database: config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`,
      payments: gatewayInUse(config),
    },
    'ParaPharm DZ portal is running',
  );
  if (seeded || config.seedDemo)
    log.info(
      `Demo accounts (password ${DEMO_ACCOUNTS.password}): ${DEMO_ACCOUNTS.list.map((a) => `${a.email} (${a.role})`).join(', ')}`,
    );

  // Graceful shutdown: not ready any more, no new connections, in-flight requests get SHUTDOWN_GRACE_MS to
  // finish (nginx sends new ones to the other instances), then the jobs stop and the pool closes.
  const stop = async (signal: NodeJS.Signals) => {
    if (isShuttingDown()) return;
    markShuttingDown();
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    // no new job runs from now on; the ones under way end before the pool closes
    const jobsStopped = stopJobs();
    const grace = setTimeout(() => {
      log.warn(`requests still running after ${SHUTDOWN_GRACE_MS / 1000} s: closing their connections`);
      app.server.closeAllConnections();
      web?.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    await Promise.all([app.close(), web?.close()]);
    clearTimeout(grace);
    await jobsStopped;
    await db.destroy();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
