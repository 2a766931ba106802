import { DEFAULT_TAX_RATE, MAX_ADDRESSES } from './constants';
import { PREPARATION_BUSINESS_HOURS, PREPARATION_BUSINESS_HOURS_FROM } from './fulfilment';
import { DEFAULT_BACKORDER_DAYS, MAX_SUBSTITUTES, QUOTA_MAX_PERIOD_DAYS, QUOTA_MAX_UNITS } from './shortages';

/**
 * The rules' numbers that texts quote, by placeholder: a text writes `%{preparationHours}` and every catalogue, the
 * browser's and the server's, is filled from here when it loads, so a rule changes in one place and no text goes
 * stale. Placeholders a call fills itself (`%{rate}`, `%{order}`) are left alone.
 */
export const TEXT_CONSTANTS = {
  preparationHours: PREPARATION_BUSINESS_HOURS,
  preparationHoursFrom: PREPARATION_BUSINESS_HOURS_FROM,
  maxAddresses: MAX_ADDRESSES,
  vatRate: DEFAULT_TAX_RATE,
  maxSubstitutes: MAX_SUBSTITUTES,
  quotaMaxPeriodDays: QUOTA_MAX_PERIOD_DAYS,
  quotaMaxUnits: QUOTA_MAX_UNITS,
  backorderDays: DEFAULT_BACKORDER_DAYS,
} as const;

/** `%{name}` for each name of TEXT_CONSTANTS, and only those. */
export const TEXT_CONSTANT_PLACEHOLDER = new RegExp(`%\\{(${Object.keys(TEXT_CONSTANTS).join('|')})\\}`, 'g');

export const fillTextConstants = (text: string): string =>
  text.includes('%{')
    ? text.replace(TEXT_CONSTANT_PLACEHOLDER, (_, name: keyof typeof TEXT_CONSTANTS) => String(TEXT_CONSTANTS[name]))
    : text;

/** A catalogue (nested objects of texts) with every rule's number filled in; other values kept as they are. */
export function withTextConstants<T>(texts: T): T {
  if (typeof texts === 'string') return fillTextConstants(texts) as T;
  if (Array.isArray(texts)) return texts.map(withTextConstants) as T;
  if (!texts || typeof texts !== 'object') return texts;
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, withTextConstants(v)])) as T;
}
