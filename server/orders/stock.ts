import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { DB } from '../db/schema.js';
import { ApiError } from '../http/envelope.js';
import { regrantFreeUnits, releaseFreeUnits } from '../pricing/freeUnitGrants.js';

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
    await trx
      .selectFrom('products')
      .select('id')
      .where(
        'id',
        'in',
        sorted.map((l) => l.productId),
      )
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  const taken: { id: number }[] = [];
  for (let from = 0; from < sorted.length; from += STOCK_UPDATE_ROWS) {
    const chunk = sorted.slice(from, from + STOCK_UPDATE_ROWS);
    const ids = chunk.map((l) => l.productId);
    const quantities = chunk.map((l) => l.quantity);
    taken.push(
      ...(await trx
        .updateTable('products as p')
        .from(
          sql<{ id: number; q: number }>`(SELECT unnest(${ids}::int[]) AS id, unnest(${quantities}::int[]) AS q)`.as(
            'w',
          ),
        )
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
  const now = await trx
    .selectFrom('products')
    .select(['quantity', 'deleted_at'])
    .where('id', '=', line.productId)
    .executeTakeFirst();
  if (!now || now.deleted_at)
    throw new ApiError(Code.STOCK_CONFLICT, 'payment.productUnavailable', { vars: { name: line.name } });
  throw new ApiError(Code.STOCK_CONFLICT, 'payment.outOfStock', {
    vars: { name: line.name, available: now.quantity, smart_count: now.quantity },
  });
}

/**
 * What an order still holds of each product (issue 37 §3): ordered − shipped by its own shipments (never a dispute's
 * replacement) − cancelled before shipping, never below 0. A release gives back exactly this, and a retake takes it.
 */
export async function unitsHeldByOrder(
  trx: Kysely<DB>,
  orderId: number,
): Promise<{ productId: number; quantity: number }[]> {
  const { rows } = await sql<{ product_id: number; held: number }>`
    SELECT x.product_id, greatest(0, x.ordered
      - coalesce((SELECT sum(sl.quantity) FROM shipments s JOIN shipment_lines sl ON sl.shipment_id = s.id
          WHERE s.order_id = ${orderId}::int AND s.kind = 'order' AND sl.product_id = x.product_id), 0)
      - coalesce((SELECT sum(cl.quantity) FROM order_cancellations c JOIN order_cancellation_lines cl ON cl.cancellation_id = c.id
          WHERE c.order_id = ${orderId}::int AND cl.product_id = x.product_id), 0))::int AS held
    FROM (SELECT l.product_id, sum(l.quantity) AS ordered FROM order_lines l
          WHERE l.order_id = ${orderId}::int AND l.product_id IS NOT NULL GROUP BY l.product_id) x
    ORDER BY x.product_id`.execute(trx);
  return rows.filter((r) => r.held > 0).map((r) => ({ productId: r.product_id, quantity: r.held }));
}

/**
 * Gives an order's reserved stock back, once: the `stock_released` flag is flipped conditionally, so a
 * reload, a second tab and the background job racing each other release it a single time. Only what the order
 * still holds comes back (unitsHeldByOrder): units already given back by a cancellation, or shipped, never twice.
 * Call with the order's row locked, so no cancellation or shipment of it runs meanwhile.
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
  const held = await unitsHeldByOrder(trx, orderId);
  // its free units go back to their promotions' caps first (promotions before products, docs/payments.md)
  await releaseFreeUnits(trx, orderId, new Map(held.map((l) => [l.productId, l.quantity])));
  // products in id order, as every stock writer locks them
  for (const l of held) {
    await trx
      .updateTable('products')
      .set({ quantity: sql`quantity + ${l.quantity}`, updated_at: new Date() })
      .where('id', '=', l.productId)
      .execute();
  }
  return true;
}

/**
 * Takes an order's stock again after it was released (a payment confirmed after its order expired): what it would
 * hold (unitsHeldByOrder). All or nothing: the rows are locked and checked before any is changed. False when stock is short.
 */
export async function retakeStock(trx: Kysely<DB>, orderId: number): Promise<boolean> {
  const need = await unitsHeldByOrder(trx, orderId);
  // the free units it gave back are taken from their caps again, all or none (promotions before products)
  if (!(await regrantFreeUnits(trx, orderId, new Map(need.map((l) => [l.productId, l.quantity]))))) return false;
  const ids = need.map((l) => l.productId);
  const rows = ids.length
    ? await trx
        .selectFrom('products')
        .select(['id', 'quantity'])
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute()
    : [];
  const stock = new Map(rows.map((r) => [r.id, r.quantity]));
  for (const l of need) if ((stock.get(l.productId) ?? 0) < l.quantity) return false;
  for (const l of need)
    await trx
      .updateTable('products')
      .set({ quantity: sql`quantity - ${l.quantity}`, updated_at: new Date() })
      .where('id', '=', l.productId)
      .execute();
  await trx.updateTable('orders').set({ stock_released: false }).where('id', '=', orderId).execute();
  return true;
}
