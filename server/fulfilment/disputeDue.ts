import { DISPUTE_DUE_BUSINESS_DAYS } from '../../src/contract/disputes.js';

/** Algiers is UTC+1 all year (no daylight saving). */
const ALGIERS_OFFSET_MS = 3600_000;
const DAY_MS = 86_400_000;
/** Friday and Saturday, the Algerian weekend (getUTCDay of the Algiers wall clock). */
const WEEKEND = new Set([5, 6]);

const algiersDay = (at: Date) => new Date(at.getTime() + ALGIERS_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The instant `days` business days after `from`, at the same Algiers time: each day counted is neither a Friday, a
 * Saturday nor one of `holidays` (Algiers days, "yyyy-mm-dd"). A dispute is due 7 business days after it was
 * opened (spec 000 §1).
 */
export function businessDaysLater(from: Date, days: number, holidays: ReadonlySet<string> = new Set()): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const d = new Date(at);
    const weekday = new Date(at + ALGIERS_OFFSET_MS).getUTCDay();
    if (!WEEKEND.has(weekday) && !holidays.has(algiersDay(d))) left -= 1;
  }
  return new Date(at);
}

export const disputeDueAt = (openedAt: Date, holidays?: ReadonlySet<string>) => businessDaysLater(openedAt, DISPUTE_DUE_BUSINESS_DAYS, holidays);
