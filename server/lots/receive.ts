import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { fieldRefusal } from '../http/fieldRefusals.js';
import type { ReceiveInput } from './input.js';
import { recountedAvailable } from './held.js';
import { isExpired, isSellableExpiry } from './shelfLife.js';
import type { Config } from '../config.js';
import { tellBackInStock } from '../shortages/availability.js';
import { serveBackorders } from '../orders/serveBackorders.js';
import { numberPendingInvoices } from '../invoices/numbering.js';

export const expiryText = sql<string | null>`to_char(expiry, 'YYYY-MM-DD')`;

/**
 * Goods-in (issue 29 §1): units of a lot enter the warehouse. A lot already expired is refused; the same lot number
 * received again adds to it when its expiry is the same and is refused (4098) when it differs. A lot with less than
 * the minimum shelf life left is stocked but not sellable (D80); a sellable one adds its units to the stock available
 * to order, in the same transaction (the invariant of D79). Locks the product row, then the lot (D29).
 */
export async function receiveStock(db: Database, account: Account, lang: Lang, input: ReceiveInput, config: Config) {
  const { minShelfLifeDays } = config;
  if (isExpired(input.expiry)) throw fieldRefusal(lang, Code.V4002, 'expiry', 'lots.expired', { expiry: input.expiry });
  return inTransaction(db, async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'ref', 'quantity'])
      .where('id', '=', input.productId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw fieldRefusal(lang, Code.V4002, 'productId', 'lots.product');
    const before = await trx
      .selectFrom('lots')
      .select(['id', 'on_hand', 'sellable', 'blocked', expiryText.as('expiry')])
      .where('product_id', '=', product.id)
      .where('lot', '=', input.lot)
      .forUpdate()
      .executeTakeFirst();
    if (before && before.expiry !== input.expiry)
      throw new ApiError(Code.LOT_CONFLICT, 'lots.otherExpiry', {
        vars: { lot: input.lot, expiry: before.expiry ?? '' },
      });
    const sellable = before ? before.sellable : isSellableExpiry(input.expiry, minShelfLifeDays);
    const lot = before
      ? await trx
          .updateTable('lots')
          .set({ on_hand: sql`on_hand + ${input.quantity}` })
          .where('id', '=', before.id)
          .returning(['id', 'on_hand'])
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('lots')
          .values({ product_id: product.id, lot: input.lot, expiry: input.expiry, on_hand: input.quantity, sellable })
          .returning(['id', 'on_hand'])
          .executeTakeFirstOrThrow();
    let available = product.quantity;
    if (sellable) {
      // quantity 0: the midnight move may have left held units uncovered, which these units cover first (D84)
      const quantity =
        product.quantity === 0
          ? sql<number>`${await recountedAvailable(trx, product.id)}::int`
          : sql<number>`quantity + ${input.quantity}`;
      const after = await trx
        .updateTable('products')
        .set({ quantity, updated_at: new Date() })
        .where('id', '=', product.id)
        .returning('quantity')
        .executeTakeFirstOrThrow();
      available = after.quantity;
    }
    // the waiting back-orders are served first, oldest first, before the units are offered to anyone (issue 41 §1)
    const served =
      sellable && available > 0 ? await serveBackorders(trx, config, product.id) : { units: 0, orderIds: [] };
    // read again: a served order may also take free units of a promotion
    if (served.units)
      available = (
        await trx.selectFrom('products').select('quantity').where('id', '=', product.id).executeTakeFirstOrThrow()
      ).quantity;
    await recordAudit(trx, account, {
      action: before ? 'update' : 'create',
      resource: 'lot',
      resourceId: lot.id,
      label: `${product.ref} ${input.lot}`,
      before: before ? { lot: input.lot, expiry: before.expiry, on_hand: before.on_hand } : null,
      after: { lot: input.lot, expiry: input.expiry, on_hand: lot.on_hand, received: input.quantity, sellable },
    });
    return {
      lot_id: lot.id,
      product_id: product.id,
      lot: input.lot,
      expiry: input.expiry,
      on_hand: lot.on_hand,
      sellable,
      received: input.quantity,
      available,
      backorders_served: served.units,
      served_order_ids: served.orderIds,
    };
  });
}

/**
 * `POST /admin/receive_stock`: the goods-in (receiveStock), then, once it has committed, the pharmacies waiting for
 * the product are told it is back, oldest request first (issue 41 §3); the periodic job tells those a later run
 * finds (stock back by an edit or a cancellation).
 */
export async function receiveGoods(db: Database, config: Config, account: Account, lang: Lang, input: ReceiveInput) {
  const { served_order_ids, ...lot } = await receiveStock(db, account, lang, input, config);
  // the served back-orders' invoices are numbered now, as an offline checkout's are right after its commit
  if (served_order_ids.length) await numberPendingInvoices(db);
  if (lot.sellable && lot.available > 0) await tellBackInStock(config, db, lot.product_id);
  return lot;
}
