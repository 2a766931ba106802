import { Code } from '../../../src/contract/codes.js';
import type { Lang } from '../../../src/contract/constants.js';
import { fieldRefusal } from '../../http/fieldRefusals.js';
import { idOf } from '../../http/ids.js';

/** The bodies of the recall calls, read as sent (D36): numbers are JSON numbers, texts are strings, nothing coerced. */

export const REASON_MIN = 1;
export const REASON_MAX = 500;
export const ON_HAND_MAX = 999_999;

export interface StartRecallInput {
  productId: number;
  lot: string;
  reason: string;
}

export interface AcknowledgeInput {
  recallId: number;
  quantityOnHand: number;
}

/** `{productId, lot, reason}`: 4001 product, 4002 lot, 4003 reason (a reason of spaces only is no reason). */
export function startRecallInputOf(lang: Lang, body: Record<string, unknown>): StartRecallInput {
  const productId = typeof body.productId === 'number' ? idOf(body.productId) : null;
  if (productId === null) throw fieldRefusal(lang, Code.V4001, 'productId', 'recalls.product');
  if (typeof body.lot !== 'string' || body.lot === '') throw fieldRefusal(lang, Code.V4002, 'lot', 'recalls.lotText');
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (reason.length < REASON_MIN || reason.length > REASON_MAX)
    throw fieldRefusal(lang, Code.V4003, 'reason', 'recalls.reason', { min: REASON_MIN, max: REASON_MAX });
  return { productId, lot: body.lot, reason };
}

/** `{recallId, quantity_on_hand}`: 4001 recallId, 4002 quantity (a whole number 0..999999). */
export function acknowledgeInputOf(lang: Lang, body: Record<string, unknown>): AcknowledgeInput {
  const recallId = typeof body.recallId === 'number' ? idOf(body.recallId) : null;
  if (recallId === null) throw fieldRefusal(lang, Code.V4001, 'recallId', 'recalls.recallId');
  const q = body.quantity_on_hand;
  if (typeof q !== 'number' || !Number.isSafeInteger(q) || q < 0 || q > ON_HAND_MAX)
    throw fieldRefusal(lang, Code.V4002, 'quantity_on_hand', 'recalls.quantity', { max: ON_HAND_MAX });
  return { recallId, quantityOnHand: q };
}
