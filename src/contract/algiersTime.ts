/**
 * Times as a person in Algeria reads them (issue 26, point 17; D40): Africa/Algiers wall clock, day-month-year.
 * The database and the wire keep instants (UTC); only what is shown, printed or exported goes through here, so
 * a 13:25 UTC payment reads 14:25 everywhere: screens, invoices, mails, exports.
 */
export const ALGIERS_TIME_ZONE = 'Africa/Algiers';

// built once: an Intl formatter costs far more to build than to use (lists, invoices, exports)
const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: ALGIERS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export interface AlgiersParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const asDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** The Algiers wall-clock fields of an instant, or null for a value that is no date. */
export function algiersParts(value: string | number | Date): AlgiersParts | null {
  const d = asDate(value);
  if (Number.isNaN(d.getTime())) return null;
  const p: Record<string, number> = {};
  for (const part of wallClock.formatToParts(d)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour! % 24, minute: p.minute!, second: p.second! };
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd-mm-yyyy of the day it is in Algiers at that instant ('' for no date). */
export function formatAlgiersDate(value: string | number | Date): string {
  const p = algiersParts(value);
  return p ? `${two(p.day)}-${two(p.month)}-${p.year}` : '';
}

/** dd-mm-yyyy HH:mm, Algiers wall clock ('' for no date). */
export function formatAlgiersDateTime(value: string | number | Date): string {
  const p = algiersParts(value);
  return p ? `${two(p.day)}-${two(p.month)}-${p.year} ${two(p.hour)}:${two(p.minute)}` : '';
}

/** YYYY-MM-DD of the Algiers day (the dashboards' and filters' day key). */
export function algiersDay(value: string | number | Date): string {
  const p = algiersParts(value);
  return p ? `${p.year}-${two(p.month)}-${two(p.day)}` : '';
}

/**
 * A Date whose UTC fields are the Algiers wall clock of the instant: what a spreadsheet cell must hold, since
 * xlsx dates have no zone and writers read them in UTC (write-excel-file: getTime() / day).
 */
export function algiersWallClockDate(value: string | number | Date): Date | null {
  const p = algiersParts(value);
  return p ? new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)) : null;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD: not 2026-02-30, which Date would roll over to March. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !CALENDAR_DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
