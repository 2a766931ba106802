import type { Kysely } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { DB } from '../db/schema.js';
import { basketTotals } from './basketTotals.js';
import type { Lang } from '../../src/contract/constants.js';
import { quotasLeft } from '../shortages/quotas.js';
import { quotaFieldsOf } from '../shortages/storefront.js';
import { substitutesFor } from '../shortages/substitutes.js';
import { basketBackorderParts, basketBackorderView } from './basketBackorders.js';

export { basketLines, type BasketLineRow, pricedLinesFor } from './pricedLines.js';
import { basketLines, type BasketLineRow } from './pricedLines.js';

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
 * substitutes in stock for a line short of stock or back-ordered (and for each product back-ordered whole).
 */
export async function basketAnswer(db: Kysely<DB>, pharmacyId: number, taxRate: number, lang: Lang) {
  const lines = await basketLines(db, pharmacyId);
  const payload = basketPayload(pharmacyId, lines, taxRate);
  const [left, backordered] = await Promise.all([
    quotasLeft(
      db,
      pharmacyId,
      lines.map((l) => l.productId),
    ),
    basketBackorderParts(db, pharmacyId, taxRate, lang),
  ]);
  // short: a line above the stock now, or with a back-ordered part (the substitutes serve it at once)
  const waiting = new Set(backordered.lines.map((l) => l.productId));
  const short = [
    ...lines.filter((l) => !l.withdrawn && (l.quantity > l.stock || waiting.has(l.productId))).map((l) => l.productId),
    ...backordered.lines.map((l) => l.productId),
  ];
  const substitutes = await substitutesFor(db, pharmacyId, lang, [...new Set(short)]);
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
    backorders: backordered.lines
      .filter((l) => !inBasket.has(l.productId))
      .map((l) => ({ ...basketBackorderView(l), substitutes: substitutes.get(l.productId) ?? [] })),
    backorder_price_without_tax: toDinars(backordered.priceWithoutTax),
    backorder_tax_amount: toDinars(backordered.taxAmount),
    backorder_total: toDinars(backordered.total),
  };
}
