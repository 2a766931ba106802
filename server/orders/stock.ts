import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';

export interface StockLine {
  productId: number;
  name: string;
  quantity: number;
}

/**
 * Takes stock for the lines, or refuses the whole order (D13): each decrement is conditional
 * (`quantity >= n`), so stock never goes below zero whatever runs at the same time, and the caller's
 * transaction rolls every earlier decrement back when one line lacks stock. Products are taken in id
 * order so concurrent orders lock rows in the same order (no deadlock).
 */
export async function takeStock(trx: Kysely<DB>, lines: readonly StockLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await trx
      .updateTable('products')
      .set({ quantity: sql`quantity - ${line.quantity}`, updated_at: new Date() })
      .where('id', '=', line.productId)
      .where('deleted_at', 'is', null)
      .where('quantity', '>=', line.quantity)
      .returning('id')
      .executeTakeFirst();
    if (!taken) {
      const now = await trx.selectFrom('products').select(['quantity', 'deleted_at']).where('id', '=', line.productId).executeTakeFirst();
      if (!now || now.deleted_at) throw new ApiError(Code.STOCK_CONFLICT, 'payment.productUnavailable', { vars: { name: line.name } });
      throw new ApiError(Code.STOCK_CONFLICT, 'payment.outOfStock', { vars: { name: line.name, available: now.quantity, smart_count: now.quantity } });
    }
  }
}

/**
 * Gives an order's reserved stock back, once: the `stock_released` flag is flipped conditionally, so a
 * reload, a second tab and the background job racing each other release it a single time.
 */
export async function releaseStock(trx: Kysely<DB>, orderId: number): Promise<boolean> {
  const claimed = await trx
    .updateTable('orders')
    .set({ stock_released: true, updated_at: new Date() })
    .where('id', '=', orderId)
    .where('stock_released', '=', false)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) return false;
  const lines = await trx.selectFrom('order_lines').select(['product_id', 'quantity']).where('order_id', '=', orderId).orderBy('product_id').execute();
  for (const l of lines) {
    if (l.product_id === null) continue;
    await trx
      .updateTable('products')
      .set({ quantity: sql`quantity + ${l.quantity}`, updated_at: new Date() })
      .where('id', '=', l.product_id)
      .execute();
  }
  return true;
}

/**
 * Takes an order's stock again after it was released (a payment confirmed after its order expired).
 * All or nothing: the rows are locked and checked before any is changed. False when stock is short.
 */
export async function retakeStock(trx: Kysely<DB>, orderId: number): Promise<boolean> {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .where('product_id', 'is not', null)
    .orderBy('product_id')
    .execute();
  const ids = lines.map((l) => l.product_id!);
  const rows = ids.length
    ? await trx.selectFrom('products').select(['id', 'quantity']).where('id', 'in', ids).orderBy('id').forUpdate().execute()
    : [];
  const stock = new Map(rows.map((r) => [r.id, r.quantity]));
  const need = new Map<number, number>();
  for (const l of lines) need.set(l.product_id!, (need.get(l.product_id!) ?? 0) + l.quantity);
  for (const [id, q] of need) if ((stock.get(id) ?? 0) < q) return false;
  for (const [id, q] of need)
    await trx.updateTable('products').set({ quantity: sql`quantity - ${q}`, updated_at: new Date() }).where('id', '=', id).execute();
  await trx.updateTable('orders').set({ stock_released: false }).where('id', '=', orderId).execute();
  return true;
}
