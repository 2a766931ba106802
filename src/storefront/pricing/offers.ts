import type { PriceTier, ProductPromotion } from '../../contract/answers/products';
import type { Lang } from '../../contract/constants';

/**
 * What the storefront shows of a pharmacy's conditions (issue 40 §3, docs/pricing.md). The server decides every
 * price; these only pick what to show. Answers from before issue 40 lack the fields: no pricing information.
 */

/** A value inside a sentence, isolated from the text's direction (Arabic: FSI … PDI). */
export { isolate } from '../../contract/constants';

/** The catalogue price to strike through: only when the pharmacy pays less than it. */
export const struckBase = (paid: number, base: number | undefined | null) =>
  typeof base === 'number' && paid < base ? base : null;

/** `valid_to` is already an Algiers day (YYYY-MM-DD): written day-month-year as the screens write days (spec 000 §9). */
export const shownDay = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const percentFormats: Partial<Record<Lang, Intl.NumberFormat>> = {};
/** 15 → "15", 12.5 → "12,5" (fr, ar) or "12.5" (en), as the amounts are written. */
export const formatPercent = (percent: number, lang: Lang) =>
  (percentFormats[lang] ??= new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'fr-FR', {
    maximumFractionDigits: 2,
  })).format(percent);

/** "10 + 2" of a free-units promotion, or the percentage to put in `shop.pricing.percent`; null when incomplete. */
export function promotionFigure(p: ProductPromotion): { units: string } | { percent: number } | null {
  if (p.kind === 'free_units')
    return p.buy_quantity && p.free_quantity ? { units: `${p.buy_quantity} + ${p.free_quantity}` } : null;
  return typeof p.percent === 'number' && p.percent > 0 ? { percent: p.percent } : null;
}

/** The tiers worth showing, smallest quantity first. */
export const sortedTiers = (tiers: PriceTier[] | undefined) =>
  (tiers ?? []).filter((t) => t.min_quantity > 1).sort((a, b) => a.min_quantity - b.min_quantity);
