import { sql } from 'kysely';
import type { Database } from './index.js';

/**
 * Sequences a trigger moves when the data a cache was computed from changes: `stats_version` (migration 014),
 * `catalogue_version` (041), `orders_list_version` (042).
 */
export type VersionSequence = 'stats_version' | 'catalogue_version' | 'orders_list_version';

export interface CacheLimits {
  ttlMs: number;
  maxEntries: number;
  /**
   * Keep an answer only when no writing transaction was open as the version was read (D107). The trigger takes the
   * next version just before its transaction commits, so a call in between reads the new version and, without this,
   * could keep an answer computed from before that commit under it until the next change or `ttlMs`. Answers are
   * then kept only while nothing is written, but a kept one is never older than a committed change.
   */
  settledOnly?: boolean;
}

interface Entry<T> {
  version: string;
  at: number;
  value: Promise<T>;
}

/**
 * Answers computed once per version of the data they come from: calls for the same key share one computation (fifty
 * dashboards or searches at once run the queries once), and the answer is kept until the version sequence moves
 * (deferred triggers take its next value at the commit of a change), or `ttlMs` at most. Each instance behind nginx
 * keeps its own; the version is read from the database at every call, so an instance never answers from before a
 * change another one committed.
 */
export class VersionedCache<T> {
  private entries = new Map<string, Entry<T>>();

  constructor(
    private readonly db: Database,
    private readonly sequence: VersionSequence,
    private readonly limits: CacheLimits,
  ) {}

  async get(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const { version, settled } = await currentVersion(this.db, this.sequence, this.limits.settledOnly === true);
    if (!settled) return compute();
    const known = this.entries.get(key);
    if (known && known.version === version && now - known.at < this.limits.ttlMs) {
      // most recently used last: the oldest used goes first when the cache is full
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.value;
    }
    const value = compute();
    const entry = { version, at: now, value };
    this.entries.delete(key);
    if (this.entries.size >= this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    // a failure is not kept: the next call computes again
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }
}

/**
 * The sequence's position, and whether an answer computed now may be kept: for a cache that keeps settled answers
 * alone, whether no transaction that writes was running at that moment (migration 042, evaluated after the sequence
 * is read); for the others, always.
 */
async function currentVersion(
  db: Database,
  sequence: VersionSequence,
  settledOnly: boolean,
): Promise<{ version: string; settled: boolean }> {
  const settled = settledOnly ? sql<boolean>`portal_writes_settled()` : sql<boolean>`true`;
  const { rows } = await sql<{ v: string; settled: boolean }>`
    SELECT last_value::text || ':' || is_called::text AS v, ${settled} AS settled FROM ${sql.table(sequence)}`.execute(
    db,
  );
  return { version: rows[0]!.v, settled: rows[0]!.settled };
}
