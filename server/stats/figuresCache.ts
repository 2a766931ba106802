import type { Database } from '../db/index.js';
import { VersionedCache } from '../db/versionedCache.js';

/** At most this long a figure is answered from memory, even if `stats_version` has not moved (migration 014). */
export const FIGURES_TTL_MS = 30_000;

/**
 * Dashboard figures computed once per version of the data: kept until an order, an order line or a product changes
 * (`stats_version`, moved at their commit), or FIGURES_TTL_MS at most.
 */
export class FiguresCache<T> extends VersionedCache<T> {
  constructor(db: Database) {
    super(db, 'stats_version', { ttlMs: FIGURES_TTL_MS, maxEntries: 500 });
  }
}
