import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../support/layout.js';
import { adminQuery } from '../support/postgres.js';

/** deploy/backup.sh and deploy/restore.sh on the demo database (docs/operations.md, backups). */
const run = promisify(execFile);
let source: Awaited<ReturnType<typeof scratchDatabase>>;
let target: Awaited<ReturnType<typeof scratchDatabase>>;
let dir: string;

beforeAll(async () => {
  [source, target] = await Promise.all([scratchDatabase('backup_src'), scratchDatabase('backup_dst')]);
  await Promise.all([adminQuery(`CREATE DATABASE ${source.name}`), adminQuery(`CREATE DATABASE ${target.name}`)]);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  // the demo database, made as an operator would: migrations and the demo seed, then exit
  await run(process.execPath, ['--import', 'tsx', 'server/main.ts', '--migrate-only'], {
    env: {
      ...process.env,
      DATABASE_URL: source.url,
      DATA_DIR: path.join(dir, 'data'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  });
});
afterAll(async () => {
  await Promise.all([source?.drop(), target?.drop()]);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every table of the public schema (the migrations' bookkeeping included) with its row count. */
async function rowCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows)
      counts[name] = Number((await client.query(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
    const sequences = await client.query<{ name: string; last: string | null }>(
      "SELECT sequencename AS name, last_value AS last FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1",
    );
    return { counts, sequences: Object.fromEntries(sequences.rows.map((s) => [s.name, s.last])) };
  } finally {
    await client.end();
  }
}

const files = (root: string) =>
  fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).sort() : [];

describe('backup and restore', () => {
  it('dumps the demo database, restores it into a new one and every table has the same rows', async () => {
    const dump = path.join(dir, 'backups', 'portal.dump');
    await run('bash', ['deploy/backup.sh', dump], {
      env: { ...process.env, DATABASE_URL: source.url, DATA_DIR: path.join(dir, 'data') },
    });
    expect(fs.statSync(dump).size).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dir, 'backups', 'portal.media.tar.gz'))).toBe(true);

    const restoredData = path.join(dir, 'restored');
    await run('bash', ['deploy/restore.sh', dump], {
      env: { ...process.env, DATABASE_URL: target.url, DATA_DIR: restoredData },
    });

    const before = await rowCounts(source.url);
    const after = await rowCounts(target.url);
    expect(Object.keys(before.counts).length).toBeGreaterThan(15);
    for (const table of ['orders', 'order_lines', 'pharmacies', 'products', 'invoices', 'kysely_migration'])
      expect(before.counts[table], table).toBeGreaterThan(0);
    expect(after.counts).toEqual(before.counts);
    // the next ids carry on where the source stopped
    expect(after.sequences).toEqual(before.sequences);
    // the uploaded images came back too
    const images = files(path.join(dir, 'data', 'media'));
    expect(images.length).toBeGreaterThan(0);
    expect(files(path.join(restoredData, 'media'))).toEqual(images);
  });

  it('refuses to restore into a database that is not empty, leaving it as it was', async () => {
    const dump = path.join(dir, 'backups', 'portal.dump');
    const before = await rowCounts(target.url);
    await expect(
      run('bash', ['deploy/restore.sh', dump], { env: { ...process.env, DATABASE_URL: target.url } }),
    ).rejects.toThrow(/already exists/);
    expect(await rowCounts(target.url)).toEqual(before);
  });
});
