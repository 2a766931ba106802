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
 * transaction rolls every decrement back when one line lacks stock. Products are locked in id order so
 * concurrent orders lock rows in the same order (no deadlock).
 */
/**
 * Rows one stock statement updates at most: embedded PGlite runs SQL on the server's own thread, where the update
 * of a 200-line order in one statement took 80 ms of it (issue 26 §6). Chunks follow the id order: the lock order
 * is unchanged, and an order of up to 50 lines is still one statement.
 */
const STOCK_UPDATE_ROWS = 50;

export async function takeStock(trx: Kysely<DB>, lines: readonly StockLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => a.productId - b.productId);
  if (sorted.length > 1) {
    // one statement for all the lines, once their rows are locked in id order by the first
    await trx.selectFrom('products').select('id').where('id', 'in', sorted.map((l) => l.productId)).orderBy('id').forUpdate().execute();
  }
  const taken: { id: number }[] = [];
  for (let from = 0; from < sorted.length; from += STOCK_UPDATE_ROWS) {
    const chunk = sorted.slice(from, from + STOCK_UPDATE_ROWS);
    const ids = chunk.map((l) => l.productId);
    const quantities = chunk.map((l) => l.quantity);
    taken.push(
      ...(await trx
        .updateTable('products as p')
        .from(sql<{ id: number; q: number }>`(SELECT unnest(${ids}::int[]) AS id, unnest(${quantities}::int[]) AS q)`.as('w'))
        .set({ quantity: sql`p.quantity - w.q`, updated_at: new Date() })
        .whereRef('p.id', '=', sql.ref('w.id'))
        .where('p.deleted_at', 'is', null)
        .whereRef('p.quantity', '>=', sql.ref('w.q'))
        .returning('p.id')
        .execute()),
    );
  }
  if (taken.length === sorted.length) return;
  // one line lacks stock: the caller's transaction gives every decrement back; say which line
  const took = new Set(taken.map((t) => t.id));
  const line = sorted.find((l) => !took.has(l.productId))!;
  const now = await trx.selectFrom('products').select(['quantity', 'deleted_at']).where('id', '=', line.productId).executeTakeFirst();
  if (!now || now.deleted_at) throw new ApiError(Code.STOCK_CONFLICT, 'payment.productUnavailable', { vars: { name: line.name } });
  throw new ApiError(Code.STOCK_CONFLICT, 'payment.outOfStock', { vars: { name: line.name, available: now.quantity, smart_count: now.quantity } });
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
