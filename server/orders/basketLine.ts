import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';
import { lockBasketLines, refuseBeyondLineLimit } from './basketLimit.js';
import { refuseBeyondQuota } from '../shortages/quotas.js';
import { recordDemand } from '../shortages/demand.js';
import { clearBasketBackorder, setBasketBackorder } from './basketBackorders.js';

export const productNotFound = () => new ApiError(Code.NOT_FOUND, 'pharmacy.productNotFound', { status: 404 });

/**
 * Sets the quantity of a product in the pharmacy's basket (D12: 1…stock, not added to the current one); a new
 * product is refused once the basket holds MAX_BASKET_LINES (D37), counted under the basket's lock; a quantity
 * above the product's quota left is refused (4096, issue 41 §4).
 */
export async function setBasketLine(
  db: Database,
  pharmacyId: number,
  productId: number,
  quantity: number,
  backorder = false,
) {
  try {
    await db.transaction().execute(async (trx) => {
      await lockBasketLines(trx, pharmacyId);
      if (backorder) return await setLineWithBackorder(trx, pharmacyId, productId, quantity);
      await refuseBeyondLineLimit(trx, pharmacyId, [productId]);
      await refuseBeyondQuota(trx, pharmacyId, [{ productId, quantity }]);
      await saveBasketLine(trx, pharmacyId, productId, quantity);
      await clearBasketBackorder(trx, pharmacyId, productId);
    });
  } catch (error) {
    // the units the stock could not give are demand the distributor missed (issue 41 §5)
    if (error instanceof ApiError && error.code === Code.STOCK_CONFLICT) {
      const stock = Number(error.opts.vars?.stock ?? 0);
      await recordDemand(db, pharmacyId, [{ productId, kind: 'refused', quantity: quantity - stock }]);
    }
    throw error;
  }
}

/** The stock of a product on sale; 4041 when there is none. */
async function stockOnSale(db: Kysely<DB>, productId: number) {
  const product = await db
    .selectFrom('products')
    .select('quantity')
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  return product;
}

/**
 * `backorder: true` (issue 41 §1): the line holds what the stock gives now, the rest is its back-ordered part. The
 * whole quantity must fit the quota left (a back-order is served within it too).
 */
async function setLineWithBackorder(trx: Kysely<DB>, pharmacyId: number, productId: number, wanted: number) {
  const product = await stockOnSale(trx, productId);
  await refuseBeyondQuota(trx, pharmacyId, [{ productId, quantity: wanted }]);
  const now = Math.min(wanted, product.quantity);
  if (now > 0) {
    await refuseBeyondLineLimit(trx, pharmacyId, [productId]);
    await saveBasketLine(trx, pharmacyId, productId, now);
  } else
    await trx
      .deleteFrom('basket_items')
      .where('pharmacy_id', '=', pharmacyId)
      .where('product_id', '=', productId)
      .execute();
  await setBasketBackorder(trx, pharmacyId, productId, wanted - now);
}

async function saveBasketLine(db: Kysely<DB>, pharmacyId: number, productId: number, quantity: number): Promise<void> {
  // one statement when the line can be saved: written only if the product is on sale with that much stock
  const saved = await db
    .insertInto('basket_items')
    .columns(['pharmacy_id', 'product_id', 'quantity'])
    .expression(
      db
        .selectFrom('products')
        .select([sql<number>`${pharmacyId}::int`.as('pharmacy_id'), 'id', sql<number>`${quantity}::int`.as('quantity')])
        .where('id', '=', productId)
        .where('deleted_at', 'is', null)
        .where('quantity', '>=', quantity),
    )
    .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet({ quantity }))
    .returning('product_id')
    .executeTakeFirst();
  if (saved) return;
  const product = await stockOnSale(db, productId);
  if (product.quantity === 0) throw new ApiError(Code.STOCK_CONFLICT, 'pharmacy.outOfStock');
  // restocked between the two statements
  if (product.quantity >= quantity) return saveBasketLine(db, pharmacyId, productId, quantity);
  throw new ApiError(Code.STOCK_CONFLICT, 'pharmacy.beyondStock', {
    vars: { stock: product.quantity, smart_count: product.quantity },
  });
}

/** Removes a product's line from the basket; 4041 when there is none. */
export async function removeBasketLine(db: Database, pharmacyId: number, productId: number | null) {
  const removed =
    productId !== null &&
    (await db.transaction().execute(async (trx) => {
      const line = await trx
        .deleteFrom('basket_items')
        .where('pharmacy_id', '=', pharmacyId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      // a back-ordered product with nothing in stock has only its back-ordered part
      const part = await trx
        .deleteFrom('basket_backorders')
        .where('pharmacy_id', '=', pharmacyId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return line.numDeletedRows + part.numDeletedRows > 0n;
    }));
  if (!removed) throw new ApiError(Code.NOT_FOUND, 'pharmacy.basketLineNotFound', { status: 404 });
}

/** Empties the basket, its back-ordered parts included. */
export async function emptyBasket(db: Database, pharmacyId: number) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).execute();
    await clearBasketBackorder(trx, pharmacyId);
  });
}
