/**
 * The quick order pad's lines, shared by the storefront page and `POST /pharmacy/quick_order` (issue 14):
 * the "reference quantity" text the user types, pastes or scans, the `ref;quantity` CSV, and the checks of a
 * request's lines. The franchise and admin "order again" export writes the same CSV.
 */

import { MAX_BASKET_LINES } from './constants';
import { neutralizeCsvCell, readCsvCell } from './csv';
import { isGs1ElementString, scannedGtin } from './gs1';
import { readDigits } from './typedNumbers';
import { isPlainNumber } from './validation';

/** A quick order fills at most a whole basket (D37). */
export const QUICK_ORDER_MAX_LINES = MAX_BASKET_LINES;
export const QUICK_ORDER_MAX_QUANTITY = 99_999;
export const QUICK_ORDER_MAX_REF_LENGTH = 64;

export interface QuickOrderLine {
  ref: string;
  quantity: number;
}

/** A line of the text that could not be read: its number (from 1) and what was wrong. */
export interface QuickOrderLineError {
  line: number;
  text: string;
  reason: 'format' | 'quantity';
}

/** Separators between reference and quantity: spaces, tabs, semicolons or commas. */
const SEPARATORS = /[\s;,]+/;
/** A first CSV line naming its columns (`ref;quantity`, `Référence;Quantité`, `المرجع;الكمية`...) is not an order line. */
const HEADER = /^(r[ée]f([ée]rence)?|reference|code|sku|produit|product|article|item|(ال)?مرجع|(ال)?رمز|(ال)?منتج)$/i;

/** A header cell naming the quantity column (`Quantité`, `Qté`, `qty`, `الكمية`...). */
const QUANTITY_HEADER = /^(quantit[ée]s?|q(uan)?t[ée]|qty|quantity|(ال)?كمي[ةه])$/i;
/** Cell separators a pharmacy software's export may use, tried in this order on its header. */
const COLUMN_SEPARATORS = [';', '\t', ','] as const;

const isQuantity = (s: string) => /^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= QUICK_ORDER_MAX_QUANTITY;

/** One CSV row's cells split on `separator`, a quoted cell keeping its separators and doubled quotes. */
function splitCsvRow(row: string, separator: string): string[] {
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

/** A scanned GS1 string (GTIN, lot, expiry…) is sent as its GTIN, which the server resolves to the product (issue 29 §6). */
const orderedRef = (ref: string) => (isGs1ElementString(ref) ? scannedGtin(ref)! : ref);

/** No reference, or one too long to be one unless it is a scanned GS1 string. */
const unreadableRef = (ref: string) => !ref || (ref.length > QUICK_ORDER_MAX_REF_LENGTH && !isGs1ElementString(ref));

interface Columns {
  separator: string;
  ref: number;
  quantity: number;
}

/**
 * The columns named by a header of more than the pad's two (`Référence;Désignation;Quantité`, as pharmacy
 * software exports), or a quantity before the reference: its rows are then read by those columns, the others
 * (a designation, a price) ignored. Null for the pad's own `ref;quantity` header or no header.
 */
function headerColumns(row: string): Columns | null {
  for (const separator of COLUMN_SEPARATORS) {
    const cells = splitCsvRow(row, separator);
    if (cells.length < 2) continue;
    const ref = cells.findIndex((c) => HEADER.test(c));
    const quantity = cells.findIndex((c) => QUANTITY_HEADER.test(c));
    if (ref < 0 || quantity < 0) continue;
    return cells.length > 2 || quantity < ref ? { separator, ref, quantity } : null;
  }
  return null;
}

/**
 * Reads the pad's text or a CSV file: one line per product, the reference then the quantity, separated by spaces,
 * tabs, `;` or `,`. A reference alone counts 1 (a barcode scanner types the code and Enter); a scanned GS1 string is
 * read as its GTIN (issue 29); Arabic-Indic digits are read as digits. An optional header line (fr, en or ar) is
 * skipped; a header of more columns (`Référence;Désignation;Quantité`) has its rows read by their named columns.
 * A line that cannot be read is listed in `errors` and the others are kept (D72).
 */
export function parseQuickOrderText(text: string): {
  lines: QuickOrderLine[];
  errors: QuickOrderLineError[];
  lineNumbers: number[];
} {
  const lines: QuickOrderLine[] = [];
  const errors: QuickOrderLineError[] = [];
  /** the text's line number (from 1) of each of `lines`, to name a line the server did not take */
  const lineNumbers: number[] = [];
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const first = rows.findIndex((row) => row.trim() !== '');
  const columns = first < 0 ? null : headerColumns(rows[first]!.trim());
  rows.forEach((raw, index) => {
    const row = raw.trim();
    if (!row) return;
    if (columns) {
      if (index === first) return;
      const cells = splitCsvRow(row, columns.separator);
      const ref = cells[columns.ref] ?? '';
      const quantity = readDigits(cells[columns.quantity] ?? '');
      if (unreadableRef(ref)) {
        errors.push({ line: index + 1, text: row, reason: 'format' });
      } else if (!isQuantity(quantity)) {
        errors.push({ line: index + 1, text: row, reason: 'quantity' });
      } else {
        lines.push({ ref: orderedRef(ref), quantity: Number(quantity) });
        lineNumbers.push(index + 1);
      }
      return;
    }
    const [ref = '', typed, ...rest] = row.split(SEPARATORS).map((t) => readCsvCell(t.replace(/^"|"$/g, '')));
    const quantity = typed === undefined ? undefined : readDigits(typed);
    if (
      lines.length === 0 &&
      errors.length === 0 &&
      HEADER.test(ref) &&
      (quantity === undefined || !/^\d+$/.test(quantity))
    )
      return;
    if (unreadableRef(ref) || rest.some(Boolean)) {
      errors.push({ line: index + 1, text: row, reason: 'format' });
      return;
    }
    if (quantity !== undefined && quantity !== '' && !isQuantity(quantity)) {
      errors.push({ line: index + 1, text: row, reason: 'quantity' });
      return;
    }
    lines.push({ ref: orderedRef(ref), quantity: quantity ? Number(quantity) : 1 });
    lineNumbers.push(index + 1);
  });
  return { lines, errors, lineNumbers };
}

/** Lines back to the pad's CSV (`ref;quantity` with its header), the format the pad uploads; refs neutralised (csv.ts). */
export const quickOrderCsv = (lines: readonly QuickOrderLine[]) =>
  ['ref;quantity', ...lines.map((l) => `${neutralizeCsvCell(l.ref)};${l.quantity}`)].join('\r\n') + '\r\n';

/** What is wrong with a request's lines, as a message key of src/contract/messages/pharmacy.ts. */
export type QuickOrderRequestError =
  | { key: 'pharmacy.quickOrderEmpty' }
  | { key: 'pharmacy.quickOrderTooMany'; vars: { max: number } }
  | { key: 'pharmacy.quickOrderBadLine'; vars: { line: number } };

/**
 * Checks `{lines: [{ref, quantity}]}` as the server receives it: 1 to 200 lines, each a reference of 1 to 64
 * characters and an integer quantity of 1 to 99 999. Answers the trimmed lines or the first error.
 */
export function checkQuickOrderLines(value: unknown): { lines: QuickOrderLine[] } | { error: QuickOrderRequestError } {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0))
    return { error: { key: 'pharmacy.quickOrderEmpty' } };
  // one line sent as it is, not as a list: refused as line 1, never wrapped into a list (D36)
  if (!Array.isArray(value)) return { error: { key: 'pharmacy.quickOrderBadLine', vars: { line: 1 } } };
  if (value.length > QUICK_ORDER_MAX_LINES)
    return { error: { key: 'pharmacy.quickOrderTooMany', vars: { max: QUICK_ORDER_MAX_LINES } } };
  const lines: QuickOrderLine[] = [];
  for (const [i, item] of value.entries()) {
    const { ref, quantity } = (item ?? {}) as { ref?: unknown; quantity?: unknown };
    const cleanRef = typeof ref === 'string' || typeof ref === 'number' ? String(ref).trim() : '';
    const n = isPlainNumber(quantity) ? Number(quantity) : NaN;
    if (
      !cleanRef ||
      cleanRef.length > QUICK_ORDER_MAX_REF_LENGTH ||
      !Number.isInteger(n) ||
      n < 1 ||
      n > QUICK_ORDER_MAX_QUANTITY
    )
      return { error: { key: 'pharmacy.quickOrderBadLine', vars: { line: i + 1 } } };
    lines.push({ ref: cleanRef, quantity: n });
  }
  return { lines };
}

/**
 * What order again and the quick order pad do to a product already in the basket (optional `mode` of both calls):
 * 'set' its quantity to the one asked (D12, the default), or 'add' the one asked to it (D119).
 */
export const BASKET_FILL_MODES = ['set', 'add'] as const;
export type BasketFillMode = (typeof BASKET_FILL_MODES)[number];

/** The fill mode a request asks for: 'set' when it names none, null when it names something else. */
export const basketFillModeOf = (value: unknown): BasketFillMode | null =>
  value === undefined ? 'set' : (BASKET_FILL_MODES.find((mode) => mode === value) ?? null);

/** Why a wanted line was not taken as asked, in the reorder and quick order answers. */
/** 'quota': capped at what the product's quota leaves the pharmacy (issue 41 §4), `quantity` being that. */
export const BASKET_FILL_REASONS = ['unknown', 'removed', 'out_of_stock', 'reduced', 'merged', 'quota'] as const;
export type BasketFillReason = (typeof BASKET_FILL_REASONS)[number];

/** A line put in the basket. */
export interface BasketFillAdded {
  product_id: number;
  ref: string;
  name: string;
  quantity: number;
}

/** A line not taken as asked: `quantity` is what was taken (0 when nothing was). */
export interface BasketFillIssue {
  ref: string;
  name: string | null;
  product_id: number | null;
  requested: number;
  quantity: number;
  reason: BasketFillReason;
}
