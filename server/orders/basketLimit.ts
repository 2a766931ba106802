import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { MAX_BASKET_LINES } from '../../src/contract/constants.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';

/** First key of the two-key advisory lock on a pharmacy's basket lines (the second is the pharmacy's id). */
const BASKET_LOCK_SPACE = 2_026_006;

/**
 * Holds the pharmacy's basket lines until the transaction ends: requests adding products one by one or by the
 * dozen at the same time are counted one after the other, so the basket never ends beyond MAX_BASKET_LINES.
 */
export async function lockBasketLines(trx: Kysely<DB>, pharmacyId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${BASKET_LOCK_SPACE}, ${pharmacyId}::int)`.execute(trx);
}

/** How many lines the basket would have with these products set in it (those already in it do not count twice). */
async function linesWith(trx: Kysely<DB>, pharmacyId: number, productIds: readonly number[]): Promise<number> {
  const inBasket = await trx
    .selectFrom('basket_items')
    .select('product_id')
    .where('pharmacy_id', '=', pharmacyId)
    .execute();
  const ids = new Set(inBasket.map((row) => row.product_id));
  for (const id of productIds) ids.add(id);
  return ids.size;
}

/** Refuses (4096) to set these products in the basket when it would then hold more than MAX_BASKET_LINES lines. */
export async function refuseBeyondLineLimit(
  trx: Kysely<DB>,
  pharmacyId: number,
  productIds: readonly number[],
): Promise<void> {
  const count = await linesWith(trx, pharmacyId, productIds);
  if (count <= MAX_BASKET_LINES) return;
  const key = productIds.length === 1 ? 'pharmacy.basketLineLimit' : 'pharmacy.basketFillLineLimit';
  throw new ApiError(Code.LIMIT_REACHED, key, { vars: { max: MAX_BASKET_LINES, count } });
}

/** Refuses (4096) an order of more lines than a basket may hold: a basket filled before the limit existed. */
export function refuseOrderBeyondLineLimit(lineCount: number): void {
  if (lineCount > MAX_BASKET_LINES)
    throw new ApiError(Code.LIMIT_REACHED, 'payment.orderLineLimit', {
      vars: { max: MAX_BASKET_LINES, count: lineCount },
    });
}
