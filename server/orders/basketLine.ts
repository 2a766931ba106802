import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';

export const productNotFound = () => new ApiError(Code.NOT_FOUND, 'pharmacy.productNotFound', { status: 404 });

/** Sets the quantity of a product in the pharmacy's basket (D12: 1…stock, not added to the current one). */
export async function setBasketLine(db: Database, pharmacyId: number, productId: number, quantity: number) {
  const product = await db
    .selectFrom('products')
    .select(['id', 'quantity'])
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!product) throw productNotFound();
  if (product.quantity === 0) throw new ApiError(Code.STOCK_CONFLICT, 'pharmacy.outOfStock');
  if (quantity > product.quantity)
    throw new ApiError(Code.STOCK_CONFLICT, 'pharmacy.beyondStock', { vars: { stock: product.quantity, smart_count: product.quantity } });
  await db
    .insertInto('basket_items')
    .values({ pharmacy_id: pharmacyId, product_id: productId, quantity })
    .onConflict((oc) => oc.columns(['pharmacy_id', 'product_id']).doUpdateSet({ quantity }))
    .execute();
}

/** Removes a product's line from the basket; 4041 when there is none. */
export async function removeBasketLine(db: Database, pharmacyId: number, productId: number | null) {
  const removed =
    productId !== null &&
    (await db.deleteFrom('basket_items').where('pharmacy_id', '=', pharmacyId).where('product_id', '=', productId).executeTakeFirst()).numDeletedRows > 0n;
  if (!removed) throw new ApiError(Code.NOT_FOUND, 'pharmacy.basketLineNotFound', { status: 404 });
}
