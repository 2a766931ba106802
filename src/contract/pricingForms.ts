/**
 * The pricing forms' checks (issue 40, docs/pricing.md): the field specs of the price list, pharmacy group and
 * promotion forms (FormSpec, as src/contract/forms.ts), the checks the spec's rules do not say (validity order,
 * a percentage, "N + M"), and the reading of an imported price list (reference, price, minimum quantity).
 * Each check answers a message key of `pricingAdmin.validation.*`, or undefined when the value is fine.
 */
import { isCalendarDay } from './algiersTime';
import { readCsvCell } from './csv';
import { PRICING_LIMITS } from './pricing';
import { parseTypedAmount, parseTypedCount } from './typedNumbers';
import type { FormSpec } from './validation';

export const priceListForm: FormSpec = {
  name: { rules: ['required'] },
  scope: { rules: ['required'] },
};

export const pharmacyGroupForm: FormSpec = {
  name: { rules: ['required'] },
};

export const promotionForm: FormSpec = {
  name: { rules: ['required'] },
  kind: { rules: ['required'] },
};

const KEY = 'pricingAdmin.validation';
const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** A name of 2 to PRICING_LIMITS.nameMax characters once trimmed. */
export const checkPricingName = (value: unknown): string | undefined => {
  if (blank(value)) return undefined;
  const n = String(value).trim().length;
  return n < 2 || n > PRICING_LIMITS.nameMax ? `${KEY}.name` : undefined;
};

/** An optional validity day: a real YYYY-MM-DD day. */
export const checkDay = (value: unknown): string | undefined =>
  blank(value) || isCalendarDay(value) ? undefined : `${KEY}.day`;

/** `valid_to` on or after `valid_from` (both optional, Algiers days). */
export const checkValidity = (from: unknown, to: unknown): string | undefined =>
  !blank(from) && !blank(to) && String(to) < String(from) ? `${KEY}.validTo` : undefined;

/** The scope's ids: at least one (a group: exactly one), each a positive whole number. */
export const checkScopeIds = (scope: unknown, ids: unknown): string | undefined => {
  if (scope === 'all' || blank(scope)) return undefined;
  const list = Array.isArray(ids) ? ids : blank(ids) ? [] : [ids];
  if (!list.length) return `${KEY}.scopeIds`;
  if (scope === 'group' && list.length !== 1) return `${KEY}.scopeIds`;
  if (list.length > PRICING_LIMITS.scopeIdsMax) return `${KEY}.tooMany`;
  return list.every((id) => Number.isSafeInteger(Number(id)) && Number(id) > 0) ? undefined : `${KEY}.scopeIds`;
};

/** A unit price in dinars above 0, at most two decimals. */
export const checkPrice = (value: unknown): string | undefined => {
  if (blank(value)) return `${KEY}.price`;
  const n = typeof value === 'number' ? value : parseTypedAmount(String(value));
  return n === null || !Number.isFinite(n) || n <= 0 || Math.round(n * 100) !== n * 100 ? `${KEY}.price` : undefined;
};

/** A minimum quantity: a whole number from 1 to PRICING_LIMITS.quantityMax (empty: 1). */
export const checkMinQuantity = (value: unknown): string | undefined => {
  if (blank(value)) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= PRICING_LIMITS.quantityMax ? undefined : `${KEY}.minQuantity`;
};

/** N or M of "N + M": a whole number from 1 to PRICING_LIMITS.unitsMax. */
export const checkUnits = (value: unknown): string | undefined => {
  const n = Number(value);
  return !blank(value) && Number.isInteger(n) && n >= 1 && n <= PRICING_LIMITS.unitsMax ? undefined : `${KEY}.units`;
};

/** A percentage above 0 and at most 100, with at most two decimals. */
export const checkPercent = (value: unknown): string | undefined => {
  const n = Number(value);
  const ok = !blank(value) && Number.isFinite(n) && n > 0 && n <= 100 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;
  return ok ? undefined : `${KEY}.percent`;
};

/** A promotion's cap on free units: empty (none), or a whole number from 1. */
export const checkCap = (value: unknown): string | undefined => {
  if (blank(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 1 ? undefined : `${KEY}.cap`;
};

/** What a promotion covers: a free-units one a product or a brand, a percentage products, a category or a brand. */
export const checkPromotionTarget = (data: {
  kind?: unknown;
  product_ids?: unknown;
  category_id?: unknown;
  brand?: unknown;
}): string | undefined => {
  const products = Array.isArray(data.product_ids) && data.product_ids.length > 0;
  const brand = !blank(data.brand);
  const category = data.kind === 'percent' && !blank(data.category_id);
  return products || brand || category ? undefined : `${KEY}.target`;
};

/** One line of an imported price list, read. */
export interface PriceLine {
  ref: string;
  price: number;
  min_quantity: number;
}

/** A line of the file that could not be read: its number (from 1), its text and why (the server's reasons). */
export interface PriceLineError {
  line: number;
  text: string;
  reason: 'format' | 'bad_price' | 'bad_quantity';
}

const REF_HEADER = /^(r[ée]f([ée]rence)?|reference|code|sku|(ال)?مرجع|(ال)?رمز)$/i;
const PRICE_HEADER = /^(prix( unitaire)?|price|unit price|(ال)?سعر)/i;
const MIN_HEADER = /(min|quantit|qty|(ال)?كمي[ةه])/i;

function splitRow(row: string): string[] {
  const separator = row.includes(';') ? ';' : row.includes('\t') ? '\t' : null;
  if (!separator) {
    // "REF 1750,50 10": spaces; "REF,1750.50,10" (no space) the commas
    const parts = row.trim().split(/\s+/);
    return (parts.length > 1 ? parts : row.split(',')).map((c) => readCsvCell(c.trim().replace(/^"|"$/g, '')));
  }
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < row.length; i++) {
    const c = row[i]!;
    if (quoted) {
      if (c === '"' && row[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === separator) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells.map(readCsvCell);
}

/**
 * Reads a price list file's text (a CSV, or an .xlsx sheet read as `;`-separated rows): one item a line, the
 * reference, the unit price ("1750", "1 750,50", "1750.5 DA", Arabic-Indic digits) and an optional minimum quantity
 * (empty: 1). A first line naming its columns (fr, en or ar, as the export writes them) is skipped and gives their
 * order. A line that cannot be read is listed in `errors`, the others kept; `lineNumbers` gives each line's number.
 */
export function parsePriceListText(text: string): {
  lines: PriceLine[];
  errors: PriceLineError[];
  lineNumbers: number[];
} {
  const lines: PriceLine[] = [];
  const errors: PriceLineError[] = [];
  const lineNumbers: number[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let columns = { ref: 0, price: 1, min: 2 };
  let first = true;
  rows.forEach((raw, index) => {
    const row = raw.trim();
    if (!row || /^[;\t,\s]*$/.test(row)) return;
    const cells = splitRow(row);
    if (first) {
      first = false;
      const ref = cells.findIndex((c) => REF_HEADER.test(c));
      if (ref >= 0 && parseTypedAmount(cells[1] ?? '') === null) {
        const price = cells.findIndex((c, i) => i !== ref && PRICE_HEADER.test(c));
        const min = cells.findIndex((c, i) => i !== ref && i !== price && MIN_HEADER.test(c));
        columns = { ref, price: price >= 0 ? price : ref === 0 ? 1 : 0, min: min >= 0 ? min : -1 };
        return;
      }
    }
    const ref = (cells[columns.ref] ?? '').trim();
    const priceCell = cells[columns.price] ?? '';
    const minCell = columns.min >= 0 ? (cells[columns.min] ?? '') : '';
    const price = parseTypedAmount(priceCell);
    const min = minCell.trim() === '' ? 1 : parseTypedCount(minCell, 6);
    if (!ref || ref.length > 64) errors.push({ line: index + 1, text: row, reason: 'format' });
    else if (price === null || price <= 0) errors.push({ line: index + 1, text: row, reason: 'bad_price' });
    else if (min === null || min < 1 || min > PRICING_LIMITS.quantityMax)
      errors.push({ line: index + 1, text: row, reason: 'bad_quantity' });
    else {
      lines.push({ ref, price, min_quantity: min });
      lineNumbers.push(index + 1);
    }
  });
  return { lines, errors, lineNumbers };
}

/** An item of a price list being edited: a product and its price from a quantity. */
export interface EditedItem {
  product_id: number;
  price: number;
  min_quantity: number;
  cost?: number | null;
}

/** The items priced below their product's cost: the admin is asked before they are saved. */
export const itemsBelowCost = <T extends EditedItem>(items: readonly T[]): T[] =>
  items.filter((i) => typeof i.cost === 'number' && i.cost > 0 && i.price < i.cost);

/** Two items of one product from the same quantity: the server would keep one; the grid says so first. */
export function duplicateTiers<T extends EditedItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = `${i.product_id}:${i.min_quantity}`;
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
}
