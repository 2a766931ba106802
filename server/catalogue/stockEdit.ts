import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { fieldRefusal } from '../http/fieldRefusals.js';

/** The stock an edit form asks for: the value typed, and the stock the form showed when it was loaded, if sent. */
export interface StockEdit {
  quantity: number;
  loaded?: number;
}

/**
 * The product's stock after a save of its edit form, from the stock as it is now (the row is locked). With the
 * loaded stock the form's change is applied (D24): orders placed while the form was open stay counted. Without it
 * (a client of the contract) the value sent is the stock wanted. A removal is a lot adjustment with reason `edit`
 * (D81), refused below zero; an addition is refused (D111): stock comes in through goods-in or adjust_stock.
 */
export function stockAfterEdit(lang: Lang, current: number, edit: StockEdit): number {
  const after = edit.loaded === undefined ? edit.quantity : current + edit.quantity - edit.loaded;
  const change = after - current;
  if (after < 0)
    throw fieldRefusal(lang, Code.STOCK_CONFLICT, 'quantity', 'admin.stockEditBelowZero', {
      current,
      removed: -change,
    });
  // units added here would have no lot and no expiry, ship unseen by FEFO and escape every recall (issue 37 §13, D111)
  if (change > 0)
    throw fieldRefusal(lang, Code.STOCK_CONFLICT, 'quantity', 'admin.stockThroughGoodsIn', { current, added: change });
  return after;
}

/**
 * `add_product`'s quantity (001 §7 keeps the field): a new product starts with no stock, its units come in through
 * goods-in with their lot and expiry (issue 37 §13, D111); any other quantity is refused, nothing created.
 */
export function checkOpeningStock(lang: Lang, quantity: number): void {
  if (quantity > 0) throw fieldRefusal(lang, Code.STOCK_CONFLICT, 'quantity', 'admin.stockOnAdd', { added: quantity });
}
