import { isCalendarDay } from '../../src/contract/algiersTime.js';
import { Code } from '../../src/contract/codes.js';
import { LOT_MAX, lotNumberOf } from '../../src/contract/gs1.js';
import type { Lang } from '../../src/contract/constants.js';
import { fieldRefusal } from '../http/fieldRefusals.js';
import { idOf } from '../http/ids.js';

/** The bodies of the lot calls, read as sent (D36): numbers are JSON numbers, texts are strings, nothing coerced. */

export { LOT_MAX };
export const RECEIVE_MAX = 1_000_000;
export const ADJUST_REASONS = ['count', 'damage', 'expiry'] as const;
export type AdjustReason = (typeof ADJUST_REASONS)[number];

export interface ReceiveInput {
  productId: number;
  lot: string;
  expiry: string;
  quantity: number;
}

export interface AdjustInput {
  lotId: number;
  change: number;
  reason: AdjustReason;
}

const bad = (lang: Lang, path: string, key: string, vars: Record<string, string | number> = {}) =>
  fieldRefusal(lang, Code.V4002, path, key, vars);

export function receiveInputOf(lang: Lang, body: Record<string, unknown>): ReceiveInput {
  const productId = typeof body.productId === 'number' ? idOf(body.productId) : null;
  if (productId === null) throw bad(lang, 'productId', 'lots.product');
  // Arabic-Indic digits typed on an Arabic keyboard are read as the digits printed on the pack (D118)
  const lot = typeof body.lot === 'string' ? lotNumberOf(body.lot) : null;
  if (lot === null) throw bad(lang, 'lot', 'lots.lot', { max: LOT_MAX });
  if (!isCalendarDay(body.expiry)) throw bad(lang, 'expiry', 'lots.expiry');
  const quantity = body.quantity;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1 || quantity > RECEIVE_MAX)
    throw bad(lang, 'quantity', 'lots.quantity', { max: RECEIVE_MAX });
  return { productId, lot, expiry: body.expiry, quantity };
}

export function adjustInputOf(lang: Lang, body: Record<string, unknown>): AdjustInput {
  const lotId = typeof body.lotId === 'number' ? idOf(body.lotId) : null;
  if (lotId === null) throw bad(lang, 'lotId', 'lots.lotId');
  const change = body.change;
  if (typeof change !== 'number' || !Number.isSafeInteger(change) || change === 0 || Math.abs(change) > RECEIVE_MAX)
    throw bad(lang, 'change', 'lots.change');
  const reason = ADJUST_REASONS.find((r) => r === body.reason);
  if (!reason) throw bad(lang, 'reason', 'lots.reason');
  return { lotId, change, reason };
}
