/**
 * Price lists, pharmacy groups and promotions (issue 40, docs/pricing.md): the words and limits the server, the
 * back office and the storefront share.
 */

/** Whom a price list or a promotion covers: some pharmacies, one group of pharmacies, or one or more wilayas. */
export const PRICE_SCOPES = ['pharmacies', 'group', 'wilayas'] as const;
export type PriceScope = (typeof PRICE_SCOPES)[number];

/** A promotion may also cover every pharmacy (its default). */
export const PROMOTION_SCOPES = ['all', ...PRICE_SCOPES] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

/** "Buy N, get M free" (unités gratuites) or a percentage off the unit price. */
export const PROMOTION_KINDS = ['free_units', 'percent'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Where a promotion stands today (Algiers day): the back office's three tabs. */
export const PROMOTION_STATES = ['running', 'coming', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Limits of what the forms and the calls take. */
export const PRICING_LIMITS = {
  nameMax: 120,
  /** items one price list holds at most (a whole catalogue with three tiers per product) */
  itemsMax: 30_000,
  scopeIdsMax: 2_000,
  groupMembersMax: 2_000,
  /** N and M of "N + M" */
  unitsMax: 10_000,
  /** a percentage has at most two decimals, stored in hundredths of a percent */
  percentDecimals: 2,
  quantityMax: 100_000,
  brandMax: 80,
} as const;

/** A percentage in hundredths of a percent (15.5 % is 1550): amounts are integers, never floats summed. */
export const percentToBasisPoints = (percent: number) => Math.round(percent * 100);
export const basisPointsToPercent = (bp: number) => bp / 100;
