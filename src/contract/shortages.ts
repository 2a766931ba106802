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

/** What the admin's back-orders queue may be sorted by on the server (`GET /admin/backorders/:offset/:limit`). */
export const BACKORDER_QUEUE_SORTS = [
  'units',
  'backorders',
  'pharmacies',
  'ref',
  'name',
  'wilaya',
  'oldest_at',
  'next_expiry_at',
] as const;
export type BackorderQueueSort = (typeof BACKORDER_QUEUE_SORTS)[number];

/** Each wilaya's share is at least 1 %: no more shares than this can add up to 100 % (D127). */
export const MAX_WILAYA_SHARES = 100;

/**
 * Whether a quota's shares per wilaya are as the server keeps them (D127), the one rule of the form and the server:
 * a list of `{wilaya_id, percent}`, each wilaya once, whole percentages from 1 to 100 adding up to at most 100.
 */
export function validWilayaShares(value: unknown): value is { wilaya_id: number; percent: number }[] {
  if (!Array.isArray(value) || value.length > MAX_WILAYA_SHARES) return false;
  const whole = (v: unknown, min: number, max: number) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
  const ok = value.every(
    (s: unknown) =>
      typeof s === 'object' &&
      s !== null &&
      !Array.isArray(s) &&
      whole((s as Record<string, unknown>).wilaya_id, 1, Number.MAX_SAFE_INTEGER) &&
      whole((s as Record<string, unknown>).percent, 1, 100),
  );
  if (!ok) return false;
  const shares = value as { wilaya_id: number; percent: number }[];
  return (
    new Set(shares.map((s) => s.wilaya_id)).size === shares.length &&
    shares.reduce((sum, s) => sum + s.percent, 0) <= 100
  );
}
