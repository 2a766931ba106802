import type { Lang } from '../contract/constants';
import { intlLocale } from '../i18n/lang';

/** A count in the user's language (1 234 / 1,234). */
export const formatCount = (n: number, lang: Lang) => new Intl.NumberFormat(intlLocale(lang)).format(n);

/** "2026-03" as "mars 2026" / "Mar 2026". */
export const formatMonth = (month: string, lang: Lang, style: 'short' | 'long' = 'short') =>
  new Intl.DateTimeFormat(intlLocale(lang), { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** This month so far, UTC days (the server's default). */
export function thisMonth(now = new Date()) {
  const to = now.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}
