import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { conditionsFor, conditionsOf, type ProductConditions } from '../pricing/conditions.js';
import { type LinePrice, nextOfferOf, priceLine, tiersOf } from '../pricing/rule.js';
import { promotionView } from '../pricing/storefront.js';
import { earliestExpiry, mainImagePath } from '../queries/products.js';

/** A basket line with its product as it is now; money in centimes. */
export interface BasketLineRow {
  productId: number;
  ref: string;
  name: string;
  /** '' when not translated (D64) */
  nameAr: string;
  quantity: number;
  stock: number;
  /** the unit price paid (issue 40: after the pharmacy's price list and a percentage) */
  unitPrice: number;
  /** how it was decided: list, promotions, free units within the stock left (docs/pricing.md) */
  pricing: LinePrice;
  /** the lists' items and promotions it was priced with: the checkout prices it again once its free units are granted */
  conditions: ProductConditions;
  tiers: { minQuantity: number; price: number }[];
  promotions: ReturnType<typeof promotionView>[];
  nextOffer: ReturnType<typeof nextOfferOf>;
  image: string | null;
  /** the product was withdrawn from the catalogue after it was put in the basket */
  withdrawn: boolean;
  /** the earliest expiry a pharmacy ordering now would receive (D82), YYYY-MM-DD or null */
  earliestExpiry?: string | null;
}

/**
 * The lines of a pharmacy's basket, oldest first. Pass the transaction when inside one (PGlite). `expiry: false`
 * leaves out each line's earliest expiry, which placing an order does not need (a lots lookup per line).
 */
export async function basketLines(
  db: Kysely<DB>,
  pharmacyId: number,
  { expiry = true } = {},
): Promise<BasketLineRow[]> {
  const rows = await lineRows(db, expiry)
    .innerJoin('basket_items', 'basket_items.product_id', 'products.id')
    .select('basket_items.quantity')
    .where('basket_items.pharmacy_id', '=', pharmacyId)
    .orderBy('basket_items.added_at')
    .orderBy('products.id')
    .execute();
  return priceRows(db, pharmacyId, rows);
}

/**
 * Lines of given products and quantities priced for the pharmacy today, as a basket's would be: a back-order served
 * by a goods-in is ordered at the conditions of the day it is served (issue 41 §1, D124).
 */
export async function pricedLinesFor(
  db: Kysely<DB>,
  pharmacyId: number,
  wanted: readonly { productId: number; quantity: number }[],
): Promise<BasketLineRow[]> {
  if (!wanted.length) return [];
  const quantity = new Map(wanted.map((w) => [w.productId, w.quantity]));
  const rows = await lineRows(db, false)
    .where(
      'products.id',
      'in',
      wanted.map((w) => w.productId),
    )
    .orderBy('products.id')
    .execute();
  return priceRows(
    db,
    pharmacyId,
    rows.map((r) => ({ ...r, quantity: quantity.get(r.productId)! })),
  );
}

function lineRows(db: Kysely<DB>, expiry: boolean) {
  return db
    .selectFrom('products')
    .select([
      'products.id as productId',
      'products.ref',
      'products.name',
      'products.name_ar as nameAr',
      'products.quantity as stock',
      'products.price as basePrice',
      'products.deleted_at',
      mainImagePath.as('image'),
    ])
    .$if(expiry, (q) => q.select(earliestExpiry.as('earliestExpiry')));
}

type LineRow = Awaited<ReturnType<ReturnType<typeof lineRows>['execute']>>[number] & {
  quantity: number;
  earliestExpiry?: string | null;
};

async function priceRows(db: Kysely<DB>, pharmacyId: number, rows: readonly LineRow[]): Promise<BasketLineRow[]> {
  const conditions = await conditionsFor(
    db,
    pharmacyId,
    rows.map((r) => r.productId),
  );
  return rows.map(({ deleted_at, basePrice, ...r }) => {
    const c = conditionsOf(conditions, r.productId);
    const price = priceLine(basePrice, r.quantity, c.items, c.promotions);
    // free units are stock: never more than what is left once the paid units are served
    const pricing = { ...price, freeQuantity: Math.min(price.freeQuantity, Math.max(0, r.stock - r.quantity)) };
    if (!pricing.freeQuantity) pricing.freePromotionId = null;
    return {
      ...r,
      unitPrice: pricing.unitPrice,
      pricing,
      conditions: c,
      tiers: tiersOf(basePrice, c.items),
      promotions: c.promotions.map(promotionView),
      nextOffer: nextOfferOf(basePrice, r.quantity, c.items, c.promotions),
      withdrawn: deleted_at !== null,
    };
  });
}
