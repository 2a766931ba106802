import { sql } from 'kysely';
import type { Database } from '../db/index.js';

/** At most this long a figure is answered from memory, even if `stats_version` has not moved (migration 014). */
export const FIGURES_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  version: string;
  at: number;
  value: Promise<T>;
}

/**
 * Dashboard figures computed once per version of the data: calls for the same figures share one computation
 * (fifty dashboards opened at once run the queries once), and the answer is kept until an order, an order line or a
 * product changes (`stats_version`, moved at their commit), or FIGURES_TTL_MS at most.
 */
export class FiguresCache<T> {
  private entries = new Map<string, Entry<T>>();

  constructor(private readonly db: Database) {}

  async get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const version = await currentVersion(this.db);
    const known = this.entries.get(key);
    if (known && known.version === version && now - known.at < FIGURES_TTL_MS) return known.value;
    const value = compute();
    const entry = { version, at: now, value };
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    // a failure is not kept: the next call computes again
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }
}

async function currentVersion(db: Database): Promise<string> {
  const { rows } = await sql<{ v: string }>`SELECT last_value::text || ':' || is_called::text AS v FROM stats_version`.execute(db);
  return rows[0]!.v;
}
