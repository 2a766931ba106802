/**
 * The quick order pad's lines, shared by the storefront page and `POST /pharmacy/quick_order` (issue 14):
 * the "reference quantity" text the user types, pastes or scans, the `ref;quantity` CSV, and the checks of a
 * request's lines. The franchise and admin "order again" export writes the same CSV.
 */

import { MAX_BASKET_LINES } from './constants';
import { neutralizeCsvCell, readCsvCell } from './csv';
import { isGs1ElementString, scannedGtin } from './gs1';
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

const isQuantity = (s: string) => /^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= QUICK_ORDER_MAX_QUANTITY;

/**
 * Reads the pad's text or a CSV file: one line per product, the reference then the quantity, separated by spaces,
 * tabs, `;` or `,`. A reference alone counts 1 (a barcode scanner types the code and Enter); a scanned GS1 string is
 * read as its GTIN (issue 29). An optional header
 * line (fr, en or ar) is skipped. A line that cannot be read is listed in `errors` and the others are kept (D72).
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
  rows.forEach((raw, index) => {
    const row = raw.trim();
    if (!row) return;
    const [ref = '', quantity, ...rest] = row.split(SEPARATORS).map((t) => readCsvCell(t.replace(/^"|"$/g, '')));
    if (
      lines.length === 0 &&
      errors.length === 0 &&
      HEADER.test(ref) &&
      (quantity === undefined || !/^\d+$/.test(quantity))
    )
      return;
    if (!ref || (ref.length > QUICK_ORDER_MAX_REF_LENGTH && !isGs1ElementString(ref)) || rest.some(Boolean)) {
      errors.push({ line: index + 1, text: row, reason: 'format' });
      return;
    }
    if (quantity !== undefined && quantity !== '' && !isQuantity(quantity)) {
      errors.push({ line: index + 1, text: row, reason: 'quantity' });
      return;
    }
    // a scanned GS1 string (GTIN, lot, expiry…) is sent as its GTIN, which the server resolves to the product (issue 29 §6)
    lines.push({ ref: isGs1ElementString(ref) ? scannedGtin(ref)! : ref, quantity: quantity ? Number(quantity) : 1 });
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

/** Why a wanted line was not taken as asked, in the reorder and quick order answers. */
export const BASKET_FILL_REASONS = ['unknown', 'removed', 'out_of_stock', 'reduced', 'merged'] as const;
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
