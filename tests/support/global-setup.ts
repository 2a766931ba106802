import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.js';
import { dumpDatabase, openDatabase } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedDemoData } from '../../server/seed/index.js';
import { adminQuery } from './postgres.js';

export interface DatabaseTemplate {
  /** gzipped PGlite data directory of a migrated, seeded database */
  pgliteDump: string | null;
  /** name of a migrated, seeded PostgreSQL database to copy with CREATE DATABASE … TEMPLATE */
  pgTemplate: string | null;
  /** the seeded media folder (product images) */
  mediaDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates and seeds one database per test run; every test server starts from a copy of it instead of
 * creating and seeding its own (PGlite's own start-up dominates otherwise).
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const pgTemplate = process.env.DATABASE_URL ? `tmpl_${process.pid}_${Date.now()}` : null;
  let databaseUrl: string | null = null;
  if (pgTemplate) {
    await adminQuery(`CREATE DATABASE ${pgTemplate}`);
    const u = new URL(process.env.DATABASE_URL!);
    u.pathname = `/${pgTemplate}`;
    databaseUrl = u.toString();
  }
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = await openDatabase({ databaseUrl, dataDir: databaseUrl ? dir : 'memory://' });
  await migrateToLatest(db);
  await seedDemoData(db, config, pino({ level: 'silent' }));
  let pgliteDump: string | null = null;
  if (!databaseUrl) {
    pgliteDump = path.join(dir, 'template.tar.gz');
    fs.writeFileSync(pgliteDump, Buffer.from(await (await dumpDatabase(db)).arrayBuffer()));
  }
  await db.destroy();
  project.provide('databaseTemplate', { pgliteDump, pgTemplate, mediaDir: path.join(dir, 'media') });

  return async () => {
    if (pgTemplate) await adminQuery(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
