import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { fieldRefusal } from '../http/fieldRefusals.js';
import type { ChosenLot } from './chosen.js';
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
  /** the admin's choice of lots instead of FEFO's (D85), checked here against the shippable lots */
  chosen?: readonly ChosenLot[];
  /** where a refused choice points (lines.i.lots) */
  path?: string;
}

/** What each line took, and for the lines whose lots the admin chose, what FEFO would have taken (audited, D85). */
export type Allocation = Map<number, AllocatedLot[]> & { fefo: Map<number, AllocatedLot[]> };

/**
 * FEFO (issue 29 §2, D80): takes each shipped line from the product's sellable lots, earliest expiry first, the opening
 * lot (no expiry) last, splitting across lots; never a lot that is blocked, not sellable, or has less than
 * `minShelfLifeDays` left today in Algiers. Called inside the shipment's transaction: the products' rows are locked
 * in id order, then their lots (D29), so two shipments never take the same unit. A line the lots cannot cover refuses
 * the whole shipment (4098) and nothing is written. Units on hand go down; `products.quantity` is left as it is, since
 * the order already took them from it (D79). Records which lots each line came from.
 */
export async function allocateLots(
  trx: Database,
  shipmentId: number,
  lines: readonly LineToAllocate[],
  minShelfLifeDays: number,
  lang: Lang = 'en',
): Promise<Allocation> {
  const ids = [...new Set(lines.map((l) => l.product_id))].sort((a, b) => a - b);
  const taken: Allocation = Object.assign(new Map<number, AllocatedLot[]>(), {
    fefo: new Map<number, AllocatedLot[]>(),
  });
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
      throw new ApiError(Code.LOT_CONFLICT, 'lots.short', {
        vars: { product: line.label, available, wanted: line.quantity, days: minShelfLifeDays },
      });
    const fefo = fefoParts(own, line.quantity);
    if (line.chosen) taken.fefo.set(line.product_id, fefo);
    const parts = line.chosen ? chosenParts(own, line, lang) : fefo;
    for (const p of parts) own.find((l) => l.id === p.lot_id)!.on_hand -= p.quantity;
    taken.set(line.product_id, parts);
  }
  const rows = [...taken.entries()].flatMap(([productId, parts]) =>
    parts.map((p) => ({
      shipment_id: shipmentId,
      product_id: productId,
      lot_id: p.lot_id,
      lot: p.lot,
      expiry: p.expiry,
      quantity: p.quantity,
    })),
  );
  for (const r of rows)
    await trx
      .updateTable('lots')
      .set({ on_hand: sql`on_hand - ${r.quantity}` })
      .where('id', '=', r.lot_id)
      .execute();
  if (rows.length) await trx.insertInto('shipment_lot_lines').values(rows).execute();
  return taken;
}

type ShippableLot = { id: number; lot: string; expiry: string | null; on_hand: number };

/** FEFO's take of `quantity` from a product's shippable lots, already in FEFO order (the caller checked they cover it). */
function fefoParts(own: readonly ShippableLot[], quantity: number): AllocatedLot[] {
  let left = quantity;
  const parts: AllocatedLot[] = [];
  for (const l of own) {
    if (left === 0) break;
    const take = Math.min(left, l.on_hand);
    if (take === 0) continue;
    left -= take;
    parts.push({ lot_id: l.id, lot: l.lot, expiry: l.expiry, quantity: take });
  }
  return parts;
}

/**
 * The admin's lots for a line (D85): each must be one of the product's shippable lots (not expired, not blocked, at
 * least the minimum shelf life left) holding the units chosen; else the line's field `lines.i.lots.j` is refused.
 */
function chosenParts(own: readonly ShippableLot[], line: LineToAllocate, lang: Lang): AllocatedLot[] {
  return line.chosen!.map((c, j) => {
    const l = own.find((x) => x.id === c.lot_id);
    if (!l)
      throw fieldRefusal(lang, Code.V4002, `${line.path ?? 'lots'}.${j}.lot_id`, 'lots.notShippable', {
        product: line.label,
      });
    if (l.on_hand < c.quantity)
      throw fieldRefusal(lang, Code.V4002, `${line.path ?? 'lots'}.${j}.quantity`, 'lots.chosenShort', {
        lot: l.lot || '—',
        on_hand: l.on_hand,
        wanted: c.quantity,
      });
    return { lot_id: l.id, lot: l.lot, expiry: l.expiry, quantity: c.quantity };
  });
}
