import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import {
  MAX_SUBSTITUTES,
  QUOTA_MAX_PERIOD_DAYS,
  QUOTA_MAX_UNITS,
  validWilayaShares,
} from '../../src/contract/shortages.js';
import { ApiError } from '../http/envelope.js';
import { fieldRefusal } from '../http/fieldRefusals.js';

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/**
 * The shortage calls' input, checked as sent (no coercion: ids and quantities are JSON whole numbers): the first
 * fault is refused with 4000 on its field, in the reader's language, and nothing is written.
 */
export class ShortageInput {
  constructor(private readonly lang: Lang) {}

  refuse(path: string, key: string, vars: Record<string, string | number> = {}): never {
    throw fieldRefusal(this.lang, Code.VALIDATION, path, `shortages.${key}`, vars);
  }

  id(value: unknown, path: string, key = 'productNotFound'): number {
    if (!isWhole(value) || value < 1) this.refuse(path, key);
    return value;
  }

  /** A product's substitutes: distinct ids in the admin's order, never the product itself. */
  substituteIds(productId: number, value: unknown): number[] {
    if (!Array.isArray(value) || value.length > MAX_SUBSTITUTES) this.refuse('substitute_ids', 'badSubstitutes');
    const ids = value.map((v) => this.id(v, 'substitute_ids', 'badSubstitutes'));
    if (new Set(ids).size !== ids.length) this.refuse('substitute_ids', 'badSubstitutes');
    if (ids.includes(productId)) this.refuse('substitute_ids', 'substituteIsProduct');
    return ids;
  }

  perPharmacy(value: unknown): number {
    if (!isWhole(value) || value < 1 || value > QUOTA_MAX_UNITS) this.refuse('per_pharmacy', 'badPerPharmacy');
    return value;
  }

  /** A quota's shares per wilaya (D127): absent, null, or as `validWilayaShares` says; the wilayas are checked after. */
  wilayaShares(value: unknown): { wilaya_id: number; percent: number }[] {
    if (value === undefined || value === null) return [];
    if (!validWilayaShares(value)) this.refuse('wilaya_shares', 'badShares');
    return value.map((s) => ({ wilaya_id: s.wilaya_id, percent: s.percent }));
  }

  periodDays(value: unknown): number {
    if (!isWhole(value) || value < 1 || value > QUOTA_MAX_PERIOD_DAYS) this.refuse('period_days', 'badPeriod');
    return value;
  }
}

/** `backorder` as sent: absent or a JSON boolean, never a string or a number read as one. */
export function backorderFlag(lang: Lang, value: unknown): boolean {
  if (value === undefined || value === false) return false;
  if (value === true) return true;
  throw fieldRefusal(lang, Code.VALIDATION, 'backorder', 'shortages.badBackorder');
}

/** A report's `by` as sent: absent or 'product' (false), 'wilaya' (true); anything else is refused (4002). */
export function byWilaya(by: unknown): boolean {
  if (by !== undefined && by !== 'product' && by !== 'wilaya')
    throw new ApiError(Code.V4002, 'shortages.badGrouping', { status: 400 });
  return by === 'wilaya';
}
