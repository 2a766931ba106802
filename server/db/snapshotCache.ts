import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from './index.js';
import type { DB } from './schema.js';

/** Versions moved in the transaction of every change to their data (migration 054). */
export type ReadVersion = 'backorder_queue';

interface Entry<T> {
  version: string;
  at: number;
  value: Promise<T>;
}

/**
 * Answers kept per version of their data, exact under any stream of writes (D126): the answer and its version are
 * read in one REPEATABLE READ snapshot, and the version moves in the transaction of each change, so an answer is
 * kept under exactly the version whose commits it saw. A call reads the committed version (one row per shard) and
 * answers the kept one when it matches; calls for the same key at once share one computation. Each instance behind
 * nginx keeps its own.
 */
export class SnapshotCache<T> {
  private entries = new Map<string, Entry<T>>();

  constructor(
    private readonly db: Database,
    private readonly version: ReadVersion,
    private readonly limits: { ttlMs: number; maxEntries: number },
  ) {}

  async get(key: string, compute: (trx: Transaction<DB>) => Promise<T>, now = Date.now()): Promise<T> {
    const version = await readVersion(this.db, this.version);
    const known = this.entries.get(key);
    if (known && known.version === version && now - known.at < this.limits.ttlMs) return known.value;
    const computed = this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => ({ version: await readVersion(trx, this.version), value: await compute(trx) }));
    const value = computed.then((c) => c.value);
    // calls that read the same version meanwhile share it (their answer is then at least as new as what they read);
    // once computed it is kept under the version its own snapshot read
    const entry: Entry<T> = { version, at: now, value };
    void computed.then(
      (c) => {
        entry.version = c.version;
      },
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    this.entries.delete(key);
    if (this.entries.size >= this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    return value;
  }
}

async function readVersion(db: Kysely<DB>, name: ReadVersion): Promise<string> {
  const { rows } = await sql<{ v: string }>`
    SELECT string_agg(v::text, ':' ORDER BY shard) AS v FROM read_versions WHERE name = ${name}`.execute(db);
  return rows[0]?.v ?? '';
}
