import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { fieldRefusal } from '../http/fieldRefusals.js';
import type { AdjustInput } from './input.js';
import { recountedAvailable } from './held.js';
import { expiryText } from './receive.js';

const lotLabel = (ref: string, lot: string) => (lot ? `${ref} ${lot}` : ref);

/**
 * A correction of one lot's units on hand with its reason (count, damage, expiry write-off), audited (issue 29 §1).
 * A sellable lot's change moves the stock available to order with it (D79): a removal is refused when it would take
 * units already held by orders. Locks the product row, then the lot (D29).
 */
export async function adjustStock(db: Database, account: Account, lang: Lang, input: AdjustInput) {
  return inTransaction(db, async (trx) => {
    const owner = await trx.selectFrom('lots').select('product_id').where('id', '=', input.lotId).executeTakeFirst();
    if (!owner) throw fieldRefusal(lang, Code.V4002, 'lotId', 'lots.lotId');
    const product = await trx
      .selectFrom('products')
      .select(['id', 'ref', 'quantity'])
      .where('id', '=', owner.product_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const lot = await trx
      .selectFrom('lots')
      .select(['id', 'lot', 'on_hand', 'sellable', expiryText.as('expiry')])
      .where('id', '=', input.lotId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const removed = -input.change;
    if (lot.on_hand + input.change < 0)
      throw fieldRefusal(lang, Code.STOCK_CONFLICT, 'change', 'lots.belowZero', {
        lot: lot.lot || '—',
        on_hand: lot.on_hand,
        removed,
      });
    if (lot.sellable && product.quantity + input.change < 0)
      throw fieldRefusal(lang, Code.STOCK_CONFLICT, 'change', 'lots.heldByOrders', {
        removed,
        available: product.quantity,
      });
    const after = await trx
      .updateTable('lots')
      .set({ on_hand: sql`on_hand + ${input.change}` })
      .where('id', '=', lot.id)
      .returning('on_hand')
      .executeTakeFirstOrThrow();
    let available = product.quantity;
    if (lot.sellable)
      available = (
        await trx
          .updateTable('products')
          .set({
            // quantity 0: units the midnight move left uncovered are covered first by what comes in (D84)
            quantity:
              product.quantity === 0 && input.change > 0
                ? sql<number>`${await recountedAvailable(trx, product.id)}::int`
                : sql<number>`quantity + ${input.change}`,
            updated_at: new Date(),
          })
          .where('id', '=', product.id)
          .returning('quantity')
          .executeTakeFirstOrThrow()
      ).quantity;
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'lot',
      resourceId: lot.id,
      label: lotLabel(product.ref, lot.lot),
      before: { on_hand: lot.on_hand },
      after: { on_hand: after.on_hand, change: input.change, reason: input.reason },
    });
    return {
      lot_id: lot.id,
      product_id: product.id,
      lot: lot.lot,
      expiry: lot.expiry,
      on_hand: after.on_hand,
      change: input.change,
      reason: input.reason,
      available,
    };
  });
}

/**
 * `update_product`'s stock, now an adjustment (D81): the change of `products.quantity` the form made is applied to
 * the lots in the same transaction, the product row already locked. A decrease comes out of the opening lot first,
 * then out of the sellable lots that expire last; an increase never gets here since D111 (stockAfterEdit refuses it,
 * units come in through goods-in) and would go to the opening lot. Every lot touched is audited with the reason "edit".
 */
export async function applyStockEdit(
  trx: Database,
  account: Account,
  product: { id: number; ref: string },
  change: number,
): Promise<void> {
  if (change === 0) return;
  const lots = await trx
    .selectFrom('lots')
    .select(['id', 'lot', 'on_hand'])
    .where('product_id', '=', product.id)
    .where('sellable', '=', true)
    .where((eb) => eb.or([eb('lot', '=', ''), eb('on_hand', '>', 0)]))
    .orderBy(sql`lot = ''`, 'desc')
    .orderBy(sql`expiry`, 'desc')
    .orderBy('id', 'desc')
    .forUpdate()
    .execute();
  const moves: { id: number; lot: string; on_hand: number; change: number }[] = [];
  if (change > 0) {
    const opening = lots.find((l) => l.lot === '');
    if (opening) moves.push({ ...opening, change });
    else {
      const made = await trx
        .insertInto('lots')
        .values({ product_id: product.id, lot: '', expiry: null, on_hand: 0 })
        .returning(['id', 'lot', 'on_hand'])
        .executeTakeFirstOrThrow();
      moves.push({ ...made, change });
    }
  } else {
    let left = -change;
    for (const l of lots) {
      if (left === 0) break;
      const take = Math.min(left, l.on_hand);
      if (take > 0) moves.push({ ...l, change: -take });
      left -= take;
    }
    // the form's check keeps products.quantity ≥ 0, so the sellable lots always hold the units it takes (D79)
    if (left > 0)
      throw new ApiError(Code.STOCK_CONFLICT, 'lots.heldByOrders', {
        vars: { removed: -change, available: -change - left },
      });
  }
  for (const m of moves) {
    await trx
      .updateTable('lots')
      .set({ on_hand: sql`on_hand + ${m.change}` })
      .where('id', '=', m.id)
      .execute();
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'lot',
      resourceId: m.id,
      label: lotLabel(product.ref, m.lot),
      before: { on_hand: m.on_hand },
      after: { on_hand: m.on_hand + m.change, change: m.change, reason: 'edit' },
    });
  }
}
