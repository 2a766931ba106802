import { algiersDay, algiersParts } from '../../src/contract/algiersTime.js';

/**
 * Business hours in Algiers time (D55): every hour of a working day counts, from midnight to midnight; Friday and
 * Saturday (the weekend) and public holidays count none. 72 business hours after a Thursday 10:00 payment is the
 * next Tuesday 10:00. The fixed-date national holidays are built in; the lunar ones (Eids, Awal Muharram, Ashura,
 * Mawlid) move every year and come from the `holidays` table, set by the admin or by LUNAR_HOLIDAYS (D56).
 */

/** Fixed-date national holidays, month-day: New Year, Yennayer, Labour Day, Independence Day, Revolution Day. */
export const FIXED_HOLIDAYS: readonly { monthDay: string; name: string }[] = [
  { monthDay: '01-01', name: 'Nouvel an' },
  { monthDay: '01-12', name: 'Yennayer' },
  { monthDay: '05-01', name: 'Fête du travail' },
  { monthDay: '07-05', name: "Fête de l'indépendance" },
  { monthDay: '11-01', name: 'Fête de la révolution' },
];
const FIXED = new Set(FIXED_HOLIDAYS.map((h) => h.monthDay));

/** Friday (5) and Saturday (6). */
const WEEKEND = new Set([5, 6]);
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const isFixedHoliday = (day: string) => FIXED.has(day.slice(5));

/** Whether a YYYY-MM-DD day is worked: not Friday or Saturday, not a fixed or given holiday. */
export function isBusinessDay(day: string, lunar: ReadonlySet<string>): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return !WEEKEND.has(weekday) && !isFixedHoliday(day) && !lunar.has(day);
}

/** The instant of the Algiers midnight that starts the day of `at`. */
function algiersMidnight(at: Date): number {
  const p = algiersParts(at)!;
  const sinceMidnight = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000 + (at.getTime() % 1000);
  return at.getTime() - sinceMidnight;
}

/** `hours` business hours after `start` (Algiers days, D55); `lunar` holds the lunar holidays, YYYY-MM-DD. */
export function addBusinessHours(start: Date, hours: number, lunar: ReadonlySet<string>): Date {
  let left = hours * HOUR_MS;
  let t = start.getTime();
  // a year of days at most: a calendar without a single working day is a configuration error, not a loop
  for (let days = 0; days < 400; days++) {
    const midnight = algiersMidnight(new Date(t));
    const next = midnight + DAY_MS;
    if (isBusinessDay(algiersDay(new Date(t)), lunar)) {
      if (left <= next - t) return new Date(t + left);
      left -= next - t;
    }
    t = next;
  }
  throw new Error('no business day within a year: check the holidays');
}
