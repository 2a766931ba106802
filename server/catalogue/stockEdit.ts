import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { fieldRefusal } from '../http/fieldRefusals.js';

/** The largest stock the product form takes (the `stock` rule of src/contract/validation.ts). */
const MAX_STOCK = 9_999_999;

/** The stock an edit form asks for: the value typed, and the stock the form showed when it was loaded, if sent. */
export interface StockEdit {
  quantity: number;
  loaded?: number;
}

/**
 * The product's stock after a save of its edit form, from the stock as it is now (the row is locked). With the
 * loaded stock the form's change is applied (D24): orders placed while the form was open stay counted, and a change
 * that would take the stock below zero is refused. Without it (a client of the contract) the value is set as sent.
 */
export function stockAfterEdit(lang: Lang, current: number, edit: StockEdit): number {
  if (edit.loaded === undefined) return edit.quantity;
  const change = edit.quantity - edit.loaded;
  const after = current + change;
  if (after < 0) throw fieldRefusal(lang, Code.STOCK_CONFLICT, 'quantity', 'admin.stockEditBelowZero', { current, removed: -change });
  if (after > MAX_STOCK) throw fieldRefusal(lang, Code.STOCK_CONFLICT, 'quantity', 'admin.stockEditAboveMax', { current, max: MAX_STOCK });
  return after;
}
