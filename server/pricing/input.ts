import { isCalendarDay } from '../../src/contract/algiersTime.js';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import {
  PRICE_SCOPES,
  PRICING_LIMITS,
  PROMOTION_KINDS,
  PROMOTION_SCOPES,
  type PriceScope,
  type PromotionKind,
  type PromotionScope,
} from '../../src/contract/pricing.js';
import { fieldRefusal } from '../http/fieldRefusals.js';

/**
 * The pricing calls' input, checked as it is sent (no coercion: a price is a JSON number of dinars, an id or a
 * quantity a JSON whole number): the first fault is refused with 4000 on its field, in the reader's language, and
 * nothing is written.
 */
export class PricingInput {
  constructor(private readonly lang: Lang) {}

  refuse(path: string, key: string, vars: Record<string, string | number> = {}): never {
    throw fieldRefusal(this.lang, Code.VALIDATION, path, `pricing.${key}`, vars);
  }

  name(value: unknown, path = 'name'): string {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text.length < 2 || text.length > PRICING_LIMITS.nameMax)
      this.refuse(path, 'badName', { max: PRICING_LIMITS.nameMax });
    return text;
  }

  day(value: unknown, path: string): string | null {
    if (value === undefined || value === null || value === '') return null;
    if (!isCalendarDay(value)) this.refuse(path, 'badDay');
    return value;
  }

  validity(body: { valid_from?: unknown; valid_to?: unknown }) {
    const from = this.day(body.valid_from, 'valid_from');
    const to = this.day(body.valid_to, 'valid_to');
    if (from && to && to < from) this.refuse('valid_to', 'validToBeforeFrom');
    return { valid_from: from, valid_to: to };
  }

  id(value: unknown, path: string, key = 'notFound'): number {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) this.refuse(path, key);
    return value;
  }

  ids(value: unknown, path: string, max: number, key = 'badScopeIds'): number[] {
    if (!Array.isArray(value) || value.length > max) this.refuse(path, key);
    const ids = value.map((v) => this.id(v, path, key));
    return [...new Set(ids)];
  }

  scope(value: unknown): PriceScope {
    if (!PRICE_SCOPES.includes(value as PriceScope)) this.refuse('scope', 'badScope');
    return value as PriceScope;
  }

  promotionScope(value: unknown): PromotionScope {
    if (value === undefined || value === null) return 'all';
    if (!PROMOTION_SCOPES.includes(value as PromotionScope)) this.refuse('scope', 'badPromotionScope');
    return value as PromotionScope;
  }

  /** The ids a scope names: at least one, a group exactly one; none for 'all'. */
  scopeIds(scope: PromotionScope, value: unknown): number[] {
    if (scope === 'all') {
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0))
        this.refuse('scope_ids', 'badScopeIds');
      return [];
    }
    const ids = this.ids(value, 'scope_ids', PRICING_LIMITS.scopeIdsMax);
    if (!ids.length || (scope === 'group' && ids.length !== 1)) this.refuse('scope_ids', 'badScopeIds');
    return ids;
  }

  kind(value: unknown): PromotionKind {
    if (!PROMOTION_KINDS.includes(value as PromotionKind)) this.refuse('kind', 'badKind');
    return value as PromotionKind;
  }

  /** A price in dinars above 0, to the centime, as centimes. */
  price(value: unknown, path: string, line: number): number {
    const centimes = typeof value === 'number' ? Math.round(value * 100) : NaN;
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value <= 0 ||
      Math.abs(centimes - value * 100) > 1e-6 ||
      centimes > 1e11
    )
      this.refuse(path, 'badPrice', { line });
    return centimes;
  }

  /** A whole number from `min` (quantities, N and M, caps). */
  whole(value: unknown, path: string, key: string, min: number, max: number, vars: Record<string, number> = {}) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max)
      this.refuse(path, key, vars);
    return value;
  }

  /** A percentage above 0 and at most 100, two decimals at most, in hundredths of a percent. */
  percent(value: unknown): number {
    const bp = typeof value === 'number' ? Math.round(value * 100) : NaN;
    if (typeof value !== 'number' || !(value > 0 && value <= 100) || Math.abs(bp - value * 100) > 1e-6)
      this.refuse('percent', 'badPercent');
    return bp;
  }

  brand(value: unknown, path = 'brand'): string | null {
    if (value === undefined || value === null || value === '') return null;
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text || text.length > PRICING_LIMITS.brandMax) this.refuse(path, 'badBrand', { max: PRICING_LIMITS.brandMax });
    return text;
  }

  flag(value: unknown, path: string): boolean {
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') this.refuse(path, 'badCombinable');
    return value;
  }
}
