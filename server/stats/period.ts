import { isCalendarDay } from '../../src/contract/algiersTime.js';
import { Code } from '../../src/contract/codes.js';
import { ApiError } from '../http/envelope.js';

/** A closed range of UTC days, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

/** A real calendar day written YYYY-MM-DD, else null. */
export const parseDay = (value: unknown): string | null => (isCalendarDay(value) ? value : null);

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** This month so far (UTC), the dashboards' default period. */
export function thisMonth(now = new Date()): Period {
  return { from: `${dayOf(now).slice(0, 8)}01`, to: dayOf(now) };
}

/** The period asked for (`?from=&to=`, either may be left out: this month's bounds), or a 400 refusal. */
export function periodOf(query: { from?: unknown; to?: unknown }, now = new Date()): Period {
  const fallback = thisMonth(now);
  const present = (v: unknown) => v !== undefined && v !== '';
  const from = present(query.from) ? parseDay(query.from) : fallback.from;
  const to = present(query.to) ? parseDay(query.to) : fallback.to;
  if (!from || !to || from > to) throw new ApiError(Code.V4002, 'insight.periodInvalid', { status: 400 });
  return { from, to };
}

/** The first instant after the period: its end bound, exclusive. */
export const dayAfter = (day: string) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/** First day of the month eleven months before `day`'s: the start of a 12-month trend ending with it. */
export function twelveMonthsBefore(day: string): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 11);
  return dayOf(d);
}
