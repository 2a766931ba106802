import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { expiryText } from './receive.js';
import { sellableFrom } from './shelfLife.js';

export interface AllocatedLot {
  lot_id: number;
  /** '' for the opening lot */
  lot: string;
  /** YYYY-MM-DD, null for the opening lot */
  expiry: string | null;
  quantity: number;
}

export interface LineToAllocate {
  product_id: number;
  quantity: number;
  /** what a refusal calls the line */
  label: string;
}

/**
 * FEFO (issue 29 §2, D80): takes each shipped line from the product's sellable lots, earliest expiry first, the opening
 * lot (no expiry) last, splitting across lots; never a lot that is blocked, not sellable, or has less than
 * `minShelfLifeDays` left today in Algiers. Called inside the shipment's transaction: the products' rows are locked
 * in id order, then their lots (D29), so two shipments never take the same unit. A line the lots cannot cover refuses
 * the whole shipment (4098) and nothing is written. Units on hand go down; `products.quantity` is left as it is, since
 * the order already took them from it (D79). Records which lots each line came from.
 */
export async function allocateLots(trx: Database, shipmentId: number, lines: readonly LineToAllocate[], minShelfLifeDays: number): Promise<Map<number, AllocatedLot[]>> {
  const ids = [...new Set(lines.map((l) => l.product_id))].sort((a, b) => a - b);
  const taken = new Map<number, AllocatedLot[]>();
  if (!ids.length) return taken;
  await trx.selectFrom('products').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const from = sellableFrom(minShelfLifeDays);
  const lots = await trx
    .selectFrom('lots')
    .select(['id', 'product_id', 'lot', 'on_hand', expiryText.as('expiry')])
    .where('product_id', 'in', ids)
    .where('on_hand', '>', 0)
    .where('sellable', '=', true)
    .where('blocked', '=', false)
    .where((eb) => eb.or([eb('expiry', 'is', null), eb('expiry', '>=', from)]))
    .orderBy('product_id')
    .orderBy('expiry', (o) => o.asc().nullsLast())
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const line of lines) {
    const own = lots.filter((l) => l.product_id === line.product_id);
    const available = own.reduce((sum, l) => sum + l.on_hand, 0);
    if (available < line.quantity)
      throw new ApiError(Code.LOT_CONFLICT, 'lots.short', { vars: { product: line.label, available, wanted: line.quantity, days: minShelfLifeDays } });
    let left = line.quantity;
    const parts: AllocatedLot[] = [];
    for (const l of own) {
      if (left === 0) break;
      const take = Math.min(left, l.on_hand);
      if (take === 0) continue;
      l.on_hand -= take;
      left -= take;
      parts.push({ lot_id: l.id, lot: l.lot, expiry: l.expiry, quantity: take });
    }
    taken.set(line.product_id, parts);
  }
  const rows = [...taken.entries()].flatMap(([productId, parts]) => parts.map((p) => ({ shipment_id: shipmentId, product_id: productId, lot_id: p.lot_id, lot: p.lot, expiry: p.expiry, quantity: p.quantity })));
  for (const r of rows) await trx.updateTable('lots').set({ on_hand: sql`on_hand - ${r.quantity}` }).where('id', '=', r.lot_id).execute();
  if (rows.length) await trx.insertInto('shipment_lot_lines').values(rows).execute();
  return taken;
}
