import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;

const INT8 = 20;
const NUMERIC = 1700;

/**
 * A `pg.Pool` look-alike over PGlite's single connection. `connect()` hands the connection to one
 * caller at a time and queues the others, so transactions never interleave on it.
 */
function pglitePool(pglite: PGlite) {
  let tail: Promise<void> = Promise.resolve();
  return {
    async connect() {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => (release = resolve));
      await previous;
      return {
        async query(sql: string, params: unknown[]) {
          // Without parameters, the simple protocol allows several statements (migrations).
          const result = params.length
            ? await pglite.query(sql, params as unknown[], { rowMode: 'object' })
            : (await pglite.exec(sql, { rowMode: 'object' })).at(-1)!;
          return { rows: result.rows, rowCount: result.affectedRows ?? 0, command: result.command?.toUpperCase() };
        },
        release() {
          release();
        },
      };
    },
    async end() {
      await pglite.close();
    },
  };
}

const pglites = new WeakMap<Database, PGlite>();

/** A gzipped copy of an embedded database's files, to open others from (test template). */
export async function dumpDatabase(db: Database): Promise<Blob> {
  const pglite = pglites.get(db);
  if (!pglite) throw new Error('only an embedded (PGlite) database can be dumped');
  return pglite.dumpDataDir('gzip');
}

/**
 * Opens PostgreSQL (`databaseUrl`) or the embedded PGlite database under `dataDir` ('memory://' for tests,
 * optionally started from a dump: `loadDataDir`).
 */
export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    pg.types.setTypeParser(INT8, (v) => Number(v));
    pg.types.setTypeParser(NUMERIC, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, admin command) must not crash the process:
    // the pool replaces it on the next checkout.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  }
  let location = 'memory://';
  if (opts.dataDir !== 'memory://') {
    location = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- structural stand-in for pg.Pool
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) as any }) });
  pglites.set(db, pglite);
  return db;
}
