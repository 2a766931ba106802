import { algiersDay } from '../../src/contract/algiersTime.js';

/** The dates a lot is judged by (D80): days in Algiers, expiry dates as YYYY-MM-DD, compared as text. */

/** MIN_SHELF_LIFE_DAYS when not configured. */
export const DEFAULT_MIN_SHELF_LIFE_DAYS = 180;

/** YYYY-MM-DD `days` after the day `day` (calendar days, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Today in Algiers. */
export const algiersToday = (now: Date = new Date()): string => algiersDay(now);

/**
 * The earliest expiry a lot may have and still be shipped or counted as available: at least `minShelfLifeDays`
 * left from today in Algiers (MIN_SHELF_LIFE_DAYS, default 180).
 */
export const sellableFrom = (minShelfLifeDays: number, now: Date = new Date()): string =>
  addDays(algiersToday(now), minShelfLifeDays);

/** A lot expired once its expiry day is over in Algiers: it is still usable on that day. */
export const isExpired = (expiry: string, now: Date = new Date()): boolean => expiry < algiersToday(now);

/** Whether a lot of that expiry (null: the opening lot) may be shipped. */
export const isSellableExpiry = (expiry: string | null, minShelfLifeDays: number, now: Date = new Date()): boolean =>
  expiry === null || expiry >= sellableFrom(minShelfLifeDays, now);
