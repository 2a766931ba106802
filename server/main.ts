import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { startBackgroundJobs } from './jobs.js';
import { seedDemoData } from './seed/index.js';
import { ensureWilayas } from './seed/reference.js';
import { DEMO_ACCOUNTS } from './seed/accounts.js';
import { buildWebIfMissing, startWebServer } from './web.js';

/** `npm start`: API on API_PORT, the built browser app on WEB_PORT (D1). */
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
  await ensureWilayas(db);
  const seeded = config.seedDemo ? await seedDemoData(db, config, log) : false;

  const app = await buildApp(config, db, { logger: loggerOptions(config.logLevel) });
  await app.listen({ port: config.apiPort, host: config.host });
  const stopJobs = startBackgroundJobs(config, db, log);

  const apiOnly = process.argv.includes('--api-only');
  const web = apiOnly ? null : await startWebServer(config, await buildWebIfMissing(log), log);

  log.info(
    {
      api: config.publicApiUrl,
      docs: `${config.publicApiUrl}/docs`,
      web: apiOnly ? '(vite dev server)' : config.webUrl,
      database: config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`,
    },
    'ParaPharm DZ portal is running',
  );
  if (seeded || config.seedDemo)
    log.info(`Demo accounts (password ${DEMO_ACCOUNTS.password}): ${DEMO_ACCOUNTS.list.map((a) => `${a.email} (${a.role})`).join(', ')}`);

  const stop = async () => {
    stopJobs();
    await web?.close();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
