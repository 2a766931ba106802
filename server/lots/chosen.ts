import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { fieldRefusal } from '../http/fieldRefusals.js';
import { idOf } from '../http/ids.js';

/** One lot the admin chose for a shipped line (D85). */
export interface ChosenLot {
  lot_id: number;
  quantity: number;
}

/** At most this many lots for one line. */
export const MAX_CHOSEN_LOTS = 20;

/**
 * A line's `lots` as sent (D36): 1 to MAX_CHOSEN_LOTS of {lot_id, quantity}, plain whole numbers, each lot once,
 * the quantities summing to the line's quantity. Anything else is refused on `path` (lines.i.lots), nothing coerced.
 */
export function chosenLotsOf(lang: Lang, raw: unknown, lineQuantity: number, path: string): ChosenLot[] {
  const refuse = () =>
    fieldRefusal(lang, Code.V4002, path, 'lots.choice', { quantity: lineQuantity, max: MAX_CHOSEN_LOTS });
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_CHOSEN_LOTS) throw refuse();
  const seen = new Set<number>();
  const lots = raw.map((item: unknown) => {
    const o = item && typeof item === 'object' ? (item as { lot_id?: unknown; quantity?: unknown }) : {};
    const id = typeof o.lot_id === 'number' ? idOf(o.lot_id) : null;
    const q = o.quantity;
    if (id === null || seen.has(id) || typeof q !== 'number' || !Number.isSafeInteger(q) || q < 1) throw refuse();
    seen.add(id);
    return { lot_id: id, quantity: q };
  });
  if (lots.reduce((sum, l) => sum + l.quantity, 0) !== lineQuantity) throw refuse();
  return lots;
}
