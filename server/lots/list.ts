import type { Database } from '../db/index.js';
import { expiryText } from './receive.js';
import { isSellableExpiry, sellableFrom } from './shelfLife.js';

/**
 * A live product's lots for the back office, FEFO order (earliest expiry first, the opening lot last), with whether
 * each may ship today; null when the product is unknown or withdrawn.
 */
export async function productLots(db: Database, productId: number, minShelfLifeDays: number) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'ref', 'name', 'name_ar', 'gtin', 'quantity'])
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!product) return null;
  const lots = await db
    .selectFrom('lots')
    .select(['id', 'lot', 'on_hand', 'sellable', 'blocked', 'received_at', expiryText.as('expiry')])
    .where('product_id', '=', productId)
    .orderBy('expiry', (o) => o.asc().nullsLast())
    .orderBy('id')
    .execute();
  return {
    ...product,
    gtin: product.gtin ?? '',
    lots: lots.map((l) => ({
      ...l,
      received_at: l.received_at.toISOString(),
      shippable: l.sellable && !l.blocked && l.on_hand > 0 && isSellableExpiry(l.expiry, minShelfLifeDays),
    })),
    sellable_from: sellableFrom(minShelfLifeDays),
  };
}

/** The live product carrying a GTIN (14 digits), for a scan: {id, ref, name, name_ar, gtin} or null. */
export const productByGtin = (db: Database, gtin: string) =>
  db
    .selectFrom('products')
    .select(['id', 'ref', 'name', 'name_ar', 'gtin'])
    .where('gtin', '=', gtin)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
