import { toDinars } from '../../src/contract/constants.js';
import type { Lang } from '../../src/contract/constants.js';
import { PRICING_LIMITS } from '../../src/contract/pricing.js';
import type { Database } from '../db/index.js';
import { conditionsFor, conditionsOf } from './conditions.js';
import { PricingInput } from './input.js';
import { freeUnitsOf, percentOff, priceLine } from './rule.js';

/**
 * The back office's price check (issue 40 §5): for a pharmacy, a product and a quantity, what the rule decides and
 * why: every candidate price with the one chosen, every promotion covering them today with whether it applied.
 */
export async function priceCheck(db: Database, lang: Lang, body: Record<string, unknown>, now = new Date()) {
  const input: PricingInput = new PricingInput(lang);
  const pharmacyId = input.id(body.pharmacy_id, 'pharmacy_id');
  const productId = input.id(body.product_id, 'product_id');
  const quantity = input.whole(body.quantity, 'quantity', 'badQuantity', 1, PRICING_LIMITS.quantityMax);
  const [pharmacy, product] = await Promise.all([
    db
      .selectFrom('pharmacies')
      .select('id')
      .where('id', '=', pharmacyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('products')
      .select(['id', 'price'])
      .where('id', '=', productId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
  ]);
  if (!pharmacy) input.refuse('pharmacy_id', 'notFound');
  if (!product) input.refuse('product_id', 'notFound');
  const c = conditionsOf(await conditionsFor(db, pharmacyId, [productId], now), productId);
  const line = priceLine(product.price, quantity, c.items, c.promotions);
  const chosenList = c.items.find((i) => i.priceListId === line.priceListId && i.price === line.listPrice);
  return {
    base_price: toDinars(line.basePrice),
    list_price: toDinars(line.listPrice),
    price_list_id: line.priceListId,
    price_list_name: chosenList?.priceListName ?? null,
    unit_price: toDinars(line.unitPrice),
    discount_amount: toDinars(line.discountAmount),
    free_quantity: line.freeQuantity,
    percent_promotion_id: line.percentPromotionId,
    free_promotion_id: line.freePromotionId,
    candidates: [
      {
        source: 'base' as const,
        price_list_id: null,
        name: null,
        min_quantity: 1,
        price: toDinars(line.basePrice),
        chosen: line.priceListId === null,
      },
      ...c.items.map((i) => ({
        source: 'list' as const,
        price_list_id: i.priceListId,
        name: i.priceListName,
        min_quantity: i.minQuantity,
        price: toDinars(i.price),
        chosen: i === chosenList,
      })),
    ],
    promotions: c.promotions.map((p) => {
      const applied = p.id === line.percentPromotionId || p.id === line.freePromotionId;
      const worth =
        p.kind === 'percent'
          ? percentOff(line.listPrice, p.percentBp ?? 0) * quantity
          : freeUnitsOf(p, quantity) * line.listPrice;
      const reason = applied
        ? 'applied'
        : quantity < p.minQuantity
          ? 'below_minimum'
          : worth === 0
            ? p.kind === 'free_units' && p.freeUnitsLeft !== null && p.freeUnitsLeft <= 0
              ? 'cap_reached'
              : 'below_minimum'
            : 'not_best';
      return { promotion_id: p.id, name: p.name, kind: p.kind, applied, reason };
    }),
  };
}
