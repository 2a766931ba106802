import type { Database } from '../db/index.js';

/** Products on sale whose stock is under the threshold (LOW_STOCK_THRESHOLD), emptiest first. */
export function lowStockProducts(db: Database, threshold: number) {
  return db
    .selectFrom('products')
    .select(['id', 'ref', 'name', 'quantity'])
    .where('deleted_at', 'is', null)
    .where('quantity', '<', threshold)
    .orderBy('quantity')
    .orderBy('ref')
    .execute();
}

export type LowStockProduct = Awaited<ReturnType<typeof lowStockProducts>>[number];
