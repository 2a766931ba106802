import type { Database } from '../../db/index.js';
import { VersionedCache } from '../../db/versionedCache.js';

/** At most this long a page is answered from memory, even if `orders_list_version` has not moved. */
const ORDER_LIST_TTL_MS = 60_000;

const caches = new WeakMap<Database, VersionedCache<unknown>>();

/**
 * A page of the back office's orders lists (admin and franchise) computed once per version of the orders
 * (D107, migration 042): fifty calls for the same page, search and language share one computation, and the page is
 * kept until a change to what it shows commits. Kept only when no write was in flight as the version was read
 * (`settledOnly`), so a kept page never predates a committed change; while orders are being written, every call
 * computes its page. The pharmacy's own list is not kept: whether an order can still be paid depends on the clock.
 */
export function cachedOrderPage<T>(db: Database, key: readonly unknown[], compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db) as VersionedCache<T> | undefined;
  if (!cache) {
    cache = new VersionedCache<T>(db, 'orders_list_version', {
      ttlMs: ORDER_LIST_TTL_MS,
      maxEntries: 500,
      settledOnly: true,
    });
    caches.set(db, cache as VersionedCache<unknown>);
  }
  return cache.get(JSON.stringify(key), compute);
}
