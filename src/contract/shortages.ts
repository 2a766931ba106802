/**
 * Shortages (issue 41, docs/shortages.md): substitutes, "tell me when it is back" and quotas, the rules both sides
 * read.
 */

/** At most this many substitutes per product: the storefront offers them side by side. */
export const MAX_SUBSTITUTES = 8;

/** A quota's period, in days: a week, a month, or any number of days up to a year. */
export const QUOTA_PERIOD_WEEK = 7;
export const QUOTA_PERIOD_MONTH = 30;
export const QUOTA_MAX_PERIOD_DAYS = 365;
/** The largest quota a product can have per pharmacy and period (the basket's own line limit is far above). */
export const QUOTA_MAX_UNITS = 100_000;

/** How the storefront names a quota's period: "this week", "this month", or "in 14 days". */
export const quotaPeriodKind = (days: number) =>
  days === QUOTA_PERIOD_WEEK ? 'week' : days === QUOTA_PERIOD_MONTH ? 'month' : 'days';

/** A "tell me when it is back" request, once told, stays listed this many days (the dashboard's notice). */
export const AVAILABILITY_NOTICE_DAYS = 7;

/** A back-order not served within this many days ends by itself and the pharmacy is told (BACKORDER_DAYS). */
export const DEFAULT_BACKORDER_DAYS = 60;
/**
 * What happens by default to the rest of a line the stock cannot give: kept as a back-order, dropped, or kept with
 * the whole order held until it can ship complete (D125).
 */
export const BACKORDER_POLICIES = ['keep', 'drop', 'hold'] as const;
export type BackorderPolicy = (typeof BACKORDER_POLICIES)[number];
export const BACKORDER_STATUSES = ['waiting', 'served', 'cancelled', 'expired'] as const;
export type BackorderStatus = (typeof BACKORDER_STATUSES)[number];
