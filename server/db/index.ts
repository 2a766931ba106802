import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, type KyselyPlugin } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';
import { PortalDialect } from './dialect.js';
import { prepareRepeatedStatements, statementNames } from './preparedStatements.js';

export type Database = Kysely<DB>;

const INT8 = 20;
const NUMERIC = 1700;

/**
 * A `pg.Pool` look-alike over PGlite's single connection. `connect()` hands the connection to one
 * caller at a time and queues the others, so transactions never interleave on it.
 */
function pglitePool(pglite: PGlite) {
  let tail: Promise<void> = Promise.resolve();
  let queued = 0;
  return {
    /** pg.Pool's counters, for the pool usage metrics: one connection, busy while anyone holds or waits for it. */
    totalCount: 1,
    get idleCount() {
      return queued ? 0 : 1;
    },
    get waitingCount() {
      return Math.max(0, queued - 1);
    },
    async connect() {
      let release!: () => void;
      const previous = tail;
      tail = new Promise<void>((resolve) => (release = resolve));
      queued++;
      await previous;
      return {
        async query(sql: string, params: unknown[]) {
          // PGlite runs SQL on this thread and answers without a turn of the event loop, so a transaction's
          // statements ran as one slice (a 200-line order held it 150 ms, issue 26 §6); a turn before each
          // statement lets other requests in between, as a network round trip to PostgreSQL does.
          await new Promise((resolve) => setImmediate(resolve));
          // Without parameters, the simple protocol allows several statements (migrations).
          const result = params.length
            ? await pglite.query(sql, params as unknown[], { rowMode: 'object' })
            : (await pglite.exec(sql, { rowMode: 'object' })).at(-1)!;
          return { rows: result.rows, rowCount: result.affectedRows ?? 0, command: result.command?.toUpperCase() };
        },
        release() {
          queued--;
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

interface PoolCounters {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
const pools = new WeakMap<Database, { pool: PoolCounters; max: number }>();

/** Connections allowed, open and idle, and callers waiting for one (metrics). */
export function poolUsage(db: Database) {
  const entry = pools.get(db);
  if (!entry) return null;
  const { pool, max } = entry;
  return { max, open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** `db` with a plugin: the same connections, and the same pool figures and embedded database behind it. */
export function withDatabasePlugin(db: Database, plugin: KyselyPlugin): Database {
  const copy = db.withPlugin(plugin);
  const pool = pools.get(db);
  if (pool) pools.set(copy, pool);
  const pglite = pglites.get(db);
  if (pglite) pglites.set(copy, pglite);
  return copy;
}

/** The embedded database behind `db`, if it is one. */
export const embeddedDatabase = (db: Database): PGlite | undefined => pglites.get(db);

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
export async function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string;
  loadDataDir?: Blob;
  /** Told each time PostgreSQL drops a connection (default: a line on stderr). */
  onConnectionLost?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    pg.types.setTypeParser(INT8, (v) => Number(v));
    pg.types.setTypeParser(NUMERIC, (v) => Number(v));
    // a checkout waits at most 5 s for a connection, so requests fail (5001/503) instead of hanging while
    // PostgreSQL is unreachable
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the process.
    // The pool listens on idle clients only: every client also gets its own listener, which stays while it is
    // checked out (inside a transaction too). Its query fails, and the pool discards the broken client.
    const lost = opts.onConnectionLost ?? ((err: Error) => console.error(`PostgreSQL connection lost: ${err.message}`));
    const names = statementNames();
    pool.on('connect', (client) => {
      client.on('error', lost);
      prepareRepeatedStatements(client, names);
    });
    // the pool re-emits idle clients' errors: already logged by the client's listener
    pool.on('error', () => {});
    const db = new Kysely<DB>({ dialect: new PortalDialect({ pool }) });
    pools.set(db, { pool, max: pool.options.max });
    return db;
  }
  let location = 'memory://';
  if (opts.dataDir !== 'memory://') {
    location = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create(location, {
    // the list indexes (migration 004) need both, as on PostgreSQL
    extensions: { pg_trgm, unaccent },
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const pool = pglitePool(pglite);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- structural stand-in for pg.Pool
  const db = new Kysely<DB>({ dialect: new PortalDialect({ pool: pool as any }) });
  pglites.set(db, pglite);
  pools.set(db, { pool, max: 1 });
  return db;
}
