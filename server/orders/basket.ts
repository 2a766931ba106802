import type { Kysely } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { DB } from '../db/schema.js';
import { earliestExpiry, mainImagePath } from '../queries/products.js';
import { conditionsFor, conditionsOf, type ProductConditions } from '../pricing/conditions.js';
import { type LinePrice, nextOfferOf, priceLine, tiersOf } from '../pricing/rule.js';
import { promotionView } from '../pricing/storefront.js';
import { basketTotals } from './basketTotals.js';
import type { Lang } from '../../src/contract/constants.js';
import { quotasLeft } from '../shortages/quotas.js';
import { quotaFieldsOf } from '../shortages/storefront.js';
import { substitutesFor } from '../shortages/substitutes.js';
import { basketBackorderParts, basketBackorderView } from '../shortages/basketBackorders.js';

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

/** True when the line cannot be ordered as it is: flagged to the user, never changed silently. */
export const lineBlocked = (l: BasketLineRow) => l.withdrawn || l.quantity > l.stock;

/** The basket as `GET /pharmacy/get_basket_info` answers it (spec 000 §3), amounts in dinars. */
export function basketPayload(pharmacyId: number, lines: BasketLineRow[], taxRate: number) {
  const totals = basketTotals(lines, taxRate);
  return {
    basket_id: pharmacyId,
    products: lines.map((l, i) => ({
      id: l.productId,
      product_id: l.productId,
      ref: l.ref,
      name: l.name,
      nameAr: l.nameAr,
      selected_quantity: l.quantity,
      product_quantity: l.withdrawn ? 0 : l.stock,
      unity_price: toDinars(l.unitPrice),
      total_price: toDinars(totals.lineTotals[i]!),
      mainImage: l.image,
      default_image: l.image,
      insufficient_stock: lineBlocked(l),
      unavailable: l.withdrawn,
      earliest_expiry: l.earliestExpiry ?? null,
      base_price: toDinars(l.pricing.basePrice),
      list_price: toDinars(l.pricing.listPrice),
      discount_amount: toDinars(l.pricing.discountAmount),
      free_quantity: l.pricing.freeQuantity,
      promotion_id: l.pricing.percentPromotionId ?? l.pricing.freePromotionId,
      price_list_id: l.pricing.priceListId,
      tiers: l.tiers.map((t) => ({ min_quantity: t.minQuantity, price: toDinars(t.price) })),
      promotions: l.promotions,
      next_offer: l.nextOffer && {
        kind: l.nextOffer.kind,
        missing_quantity: l.nextOffer.missingQuantity,
        price: l.nextOffer.price === null ? null : toDinars(l.nextOffer.price),
        free_quantity: l.nextOffer.freeQuantity,
      },
    })),
    count: lines.length,
    price_without_tax: toDinars(totals.priceWithoutTax),
    tax_rate: totals.taxRate,
    tax_amount: toDinars(totals.taxAmount),
    basket_total_price: toDinars(totals.total),
    /** false while a line is flagged: the checkout refuses such a basket */
    can_checkout: lines.length > 0 && !lines.some(lineBlocked),
    // what the conditions save against catalogue prices, free units valued at the catalogue price (issue 40)
    savings: toDinars(
      lines.reduce(
        (sum, l) =>
          sum + (l.pricing.basePrice - l.unitPrice) * l.quantity + l.pricing.freeQuantity * l.pricing.basePrice,
        0,
      ),
    ),
    free_units: lines.reduce((sum, l) => sum + l.pricing.freeQuantity, 0),
  };
}

export type BasketPayload = ReturnType<typeof basketPayload>;

/**
 * The basket as every basket call answers it, with what issue 41 adds to each line: the quota left, and the
 * substitutes in stock for a line short of stock.
 */
export async function basketAnswer(db: Kysely<DB>, pharmacyId: number, taxRate: number, lang: Lang) {
  const lines = await basketLines(db, pharmacyId);
  const payload = basketPayload(pharmacyId, lines, taxRate);
  const short = lines.filter((l) => !l.withdrawn && l.quantity > l.stock).map((l) => l.productId);
  const [left, substitutes, backordered] = await Promise.all([
    quotasLeft(
      db,
      pharmacyId,
      lines.map((l) => l.productId),
    ),
    substitutesFor(db, pharmacyId, lang, short),
    basketBackorderParts(db, pharmacyId, taxRate, lang),
  ]);
  const partOf = new Map(backordered.lines.map((l) => [l.productId, l]));
  const inBasket = new Set(lines.map((l) => l.productId));
  return {
    ...payload,
    products: payload.products.map((p) => ({
      ...p,
      ...quotaFieldsOf(left.get(p.product_id)),
      substitutes: substitutes.get(p.product_id) ?? [],
      backorder_quantity: partOf.get(p.product_id)?.quantity ?? 0,
      backorder_total: toDinars(partOf.get(p.product_id)?.total ?? 0),
    })),
    backorders: backordered.lines.filter((l) => !inBasket.has(l.productId)).map(basketBackorderView),
    backorder_price_without_tax: toDinars(backordered.priceWithoutTax),
    backorder_tax_amount: toDinars(backordered.taxAmount),
    backorder_total: toDinars(backordered.total),
  };
}
