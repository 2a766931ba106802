/**
 * The one rule that decides what a pharmacy pays for a line (issue 40, docs/pricing.md §"The rule"). Pure: the
 * conditions it is given are already those that cover the pharmacy, the product and today (conditions.ts).
 * Money in centimes, percentages in hundredths of a percent.
 */

/** An item of a price list covering the pharmacy: the product's price from `minQuantity` units. */
export interface ListItem {
  priceListId: number;
  priceListName: string;
  minQuantity: number;
  price: number;
}

/** A promotion covering the pharmacy and the product today. */
export interface PromotionTerms {
  id: number;
  name: string;
  kind: 'free_units' | 'percent';
  buyQuantity: number | null;
  freeQuantity: number | null;
  percentBp: number | null;
  minQuantity: number;
  combinable: boolean;
  /** free units it may still give (its cap less what it gave), null when uncapped */
  freeUnitsLeft: number | null;
}

export interface LinePrice {
  basePrice: number;
  /** the price decided by the lists (point 1), before a percentage */
  listPrice: number;
  priceListId: number | null;
  /** what one paid unit costs: listPrice less the percentage, rounded to the centime per unit */
  unitPrice: number;
  /** (listPrice - unitPrice) × quantity */
  discountAmount: number;
  percentPromotionId: number | null;
  freeQuantity: number;
  freePromotionId: number | null;
}

/** The lowest price among the catalogue price and the items whose minimum the quantity reaches; ties keep the base. */
export function listPriceOf(basePrice: number, quantity: number, items: readonly ListItem[]) {
  let best = { price: basePrice, priceListId: null as number | null };
  for (const i of items)
    if (i.minQuantity <= quantity && i.price < best.price) best = { price: i.price, priceListId: i.priceListId };
  return best;
}

/** What a percentage takes off one unit, to the centime. */
export const percentOff = (price: number, percentBp: number) => Math.round((price * percentBp) / 10_000);

/** Free units of "N + M" at this quantity: M per complete N, within what its cap has left. */
export function freeUnitsOf(p: PromotionTerms, quantity: number): number {
  if (p.kind !== 'free_units' || !p.buyQuantity || !p.freeQuantity || quantity < p.minQuantity) return 0;
  const free = Math.floor(quantity / p.buyQuantity) * p.freeQuantity;
  return p.freeUnitsLeft === null ? free : Math.min(free, Math.max(0, p.freeUnitsLeft));
}

interface Choice {
  percent: PromotionTerms | null;
  free: PromotionTerms | null;
  value: number;
}

/**
 * The promotions a line gets: the best percentage and the best free units, both when both are combinable, otherwise
 * the one worth more to the pharmacy (free units valued at the list price). Ties go to the fewer promotions, then the
 * older one.
 */
function chosenPromotions(listPrice: number, quantity: number, promotions: readonly PromotionTerms[]): Choice {
  const applicable = promotions.filter((p) => p.minQuantity <= quantity);
  const percentValue = (p: PromotionTerms | null) => (p ? percentOff(listPrice, p.percentBp ?? 0) * quantity : 0);
  const freeValue = (p: PromotionTerms | null) => (p ? freeUnitsOf(p, quantity) * listPrice : 0);
  const best = (kind: PromotionTerms['kind'], value: (p: PromotionTerms) => number, combinableOnly: boolean) =>
    applicable
      .filter((p) => p.kind === kind && (!combinableOnly || p.combinable) && value(p) > 0)
      .reduce<PromotionTerms | null>(
        (b, p) => (!b || value(p) > value(b) || (value(p) === value(b) && p.id < b.id) ? p : b),
        null,
      );
  const percent = best('percent', percentValue, false);
  const free = best('free_units', freeValue, false);
  const choices: Choice[] = [
    { percent: null, free: null, value: 0 },
    { percent, free: null, value: percentValue(percent) },
    { percent: null, free, value: freeValue(free) },
  ];
  const percentC = best('percent', percentValue, true);
  const freeC = best('free_units', freeValue, true);
  if (percentC && freeC)
    choices.push({ percent: percentC, free: freeC, value: percentValue(percentC) + freeValue(freeC) });
  // strictly more value wins, so at equal value the earlier (fewer promotions) choice stays
  return choices.reduce((b, c) => (c.value > b.value ? c : b));
}

/** What the pharmacy pays for `quantity` units of a product, and which list and promotions gave it. */
export function priceLine(
  basePrice: number,
  quantity: number,
  items: readonly ListItem[],
  promotions: readonly PromotionTerms[],
): LinePrice {
  const list = listPriceOf(basePrice, quantity, items);
  const { percent, free } = chosenPromotions(list.price, quantity, promotions);
  const off = percent ? percentOff(list.price, percent.percentBp ?? 0) : 0;
  return {
    basePrice,
    listPrice: list.price,
    priceListId: list.priceListId,
    unitPrice: list.price - off,
    discountAmount: off * quantity,
    percentPromotionId: percent?.id ?? null,
    freeQuantity: free ? freeUnitsOf(free, quantity) : 0,
    freePromotionId: free?.id ?? null,
  };
}

/** The quantity tiers a pharmacy sees: from each minimum above 1, the list price there when it beats the one below. */
export function tiersOf(basePrice: number, items: readonly ListItem[]): { minQuantity: number; price: number }[] {
  const minimums = [...new Set(items.map((i) => i.minQuantity).filter((q) => q > 1))].sort((a, b) => a - b);
  const tiers: { minQuantity: number; price: number }[] = [];
  let below = listPriceOf(basePrice, 1, items).price;
  for (const q of minimums) {
    const { price } = listPriceOf(basePrice, q, items);
    if (price < below) tiers.push({ minQuantity: q, price });
    below = Math.min(below, price);
  }
  return tiers;
}

export interface NextOffer {
  kind: 'tier' | 'free_units';
  missingQuantity: number;
  price: number | null;
  freeQuantity: number | null;
}

/**
 * What a few more units would give: the next tier's lower price, or the next free units of a "N + M" (within its cap);
 * the nearer of the two, free units first at equal distance. Null when nothing more is to be had.
 */
export function nextOfferOf(
  basePrice: number,
  quantity: number,
  items: readonly ListItem[],
  promotions: readonly PromotionTerms[],
): NextOffer | null {
  const now = priceLine(basePrice, quantity, items, promotions);
  const offers: NextOffer[] = [];
  const tier = tiersOf(basePrice, items).find((t) => t.minQuantity > quantity && t.price < now.listPrice);
  if (tier)
    offers.push({ kind: 'tier', missingQuantity: tier.minQuantity - quantity, price: tier.price, freeQuantity: null });
  for (const p of promotions) {
    if (p.kind !== 'free_units' || !p.buyQuantity) continue;
    const target = Math.max(p.minQuantity, (Math.floor(quantity / p.buyQuantity) + 1) * p.buyQuantity);
    const then = priceLine(basePrice, target, items, promotions);
    if (then.freeQuantity > now.freeQuantity)
      offers.push({
        kind: 'free_units',
        missingQuantity: target - quantity,
        price: null,
        freeQuantity: then.freeQuantity - now.freeQuantity,
      });
  }
  return offers.reduce<NextOffer | null>(
    (b, o) =>
      !b ||
      o.missingQuantity < b.missingQuantity ||
      (o.missingQuantity === b.missingQuantity && o.kind === 'free_units' && b.kind === 'tier')
        ? o
        : b,
    null,
  );
}

/**
 * A line priced again once its free units are known (checkout, docs/pricing.md "Free units are stock"): the basket
 * was priced before the promotion's row was locked, and a cap emptied meanwhile by a parallel order may leave fewer
 * free units than it counted on. Then the rule decides again with what is left: `freeUnits` of the promotion that
 * granted them and none of another free-units promotion (its row is not locked, and taking it now would lock a
 * promotion after the products). So a line whose free units ran out gets a non-combinable percentage instead of
 * neither, and one short of free units gets the one worth more of the two.
 */
export function priceLineWithFreeUnits(
  basePrice: number,
  quantity: number,
  items: readonly ListItem[],
  promotions: readonly PromotionTerms[],
  freePromotionId: number | null,
  freeUnits: number,
): LinePrice {
  return priceLine(
    basePrice,
    quantity,
    items,
    promotions.map((p) =>
      p.kind === 'free_units' ? { ...p, freeUnitsLeft: p.id === freePromotionId ? freeUnits : 0 } : p,
    ),
  );
}
