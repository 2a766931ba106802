import { basisPointsToPercent } from '../../src/contract/pricing.js';
import { toCentimes, toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { type Conditions, conditionsFor, conditionsOf, type ShownPromotion } from './conditions.js';
import { priceLine, tiersOf } from './rule.js';

/** A promotion as the storefront's answers carry it (ProductPromotion). */
export const promotionView = (p: ShownPromotion) => ({
  promotion_id: p.id,
  label: p.name,
  kind: p.kind,
  buy_quantity: p.buyQuantity,
  free_quantity: p.freeQuantity,
  percent: p.percentBp === null ? null : basisPointsToPercent(p.percentBp),
  min_quantity: p.minQuantity,
  valid_to: p.validTo,
  combinable: p.combinable,
});

/** A promotion that can still give something: a percentage, or free units within its cap. */
const stillGives = (p: ShownPromotion) => p.kind === 'percent' || p.freeUnitsLeft === null || p.freeUnitsLeft > 0;

/** The pricing fields of a storefront item, `price` (dinars) being the catalogue price: issue 40 §3. */
export function pricedItem<T extends { id: number; price: number }>(conditions: Conditions, item: T) {
  const c = conditionsOf(conditions, item.id);
  const base = toCentimes(item.price);
  const one = priceLine(base, 1, c.items, c.promotions);
  return {
    ...item,
    price: toDinars(one.unitPrice),
    base_price: item.price,
    tiers: tiersOf(base, c.items).map((t) => ({ min_quantity: t.minQuantity, price: toDinars(t.price) })),
    promotions: c.promotions.filter(stillGives).map(promotionView),
  };
}

type Priced<T extends { id: number; price: number }> = ReturnType<typeof pricedItem<T>>;

/** Storefront items (a list, or a page of one) with the reading pharmacy's prices, tiers and promotions. */
export async function withPharmacyPrices<T extends { id: number; price: number }>(
  db: Database,
  pharmacyId: number,
  answer: T[],
): Promise<Priced<T>[]>;
export async function withPharmacyPrices<T extends { id: number; price: number }>(
  db: Database,
  pharmacyId: number,
  answer: T[] | { products: T[]; total: number },
): Promise<Priced<T>[] | { products: Priced<T>[]; total: number }>;
export async function withPharmacyPrices<T extends { id: number; price: number }>(
  db: Database,
  pharmacyId: number,
  answer: T[] | { products: T[]; total: number },
) {
  const items = Array.isArray(answer) ? answer : answer.products;
  const conditions = await conditionsFor(
    db,
    pharmacyId,
    items.map((i) => i.id),
  );
  const priced = items.map((i) => pricedItem(conditions, i));
  return Array.isArray(answer) ? priced : { products: priced, total: answer.total };
}
