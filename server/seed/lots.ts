import { sql, type Transaction } from 'kysely';
import { gs1CheckDigit } from '../../src/contract/gs1.js';
import type { DB } from '../db/schema.js';
import { heldUnitsSql } from '../lots/held.js';
import { addDays, algiersToday } from '../lots/shelfLife.js';

/** Algeria's GS1 prefix: the demo GTINs are EAN-13 codes 613… with their right check digit. */
const ALGERIA_PREFIX = '613';

const ean13 = (n: number) => {
  const body = `${ALGERIA_PREFIX}${String(n).padStart(9, '0')}`;
  return `0${body}${gs1CheckDigit(body)}`;
};

/**
 * The demo's lots (issue 29 §7), run after the orders and shipments: each product's stock (available to order plus what
 * the seeded orders hold, D79) is split into two dated lots, 8 to 14 and 18 to 30 months ahead, its opening lot
 * emptied; the first product also holds a lot near expiry (45 days, under the minimum shelf life: stocked, not
 * sellable) and the second an expired lot still holding stock, for the expiry watch. Every product gets a GTIN.
 * Deterministic for a given `now`.
 */
export async function seedLots(trx: Transaction<DB>, now = new Date()) {
  const today = algiersToday(now);
  const products = await trx.selectFrom('products').select(['id', 'ref', 'quantity']).orderBy('id').execute();
  const held = new Map((await heldUnitsSql.execute(trx)).rows.map((r) => [r.product_id, r.held]));
  const yy = today.slice(2, 4);
  let lots = 0;
  for (const [i, p] of products.entries()) {
    await trx
      .updateTable('products')
      .set({ gtin: ean13(4100 + i * 7) })
      .where('id', '=', p.id)
      .execute();
    const total = p.quantity + (held.get(p.id) ?? 0);
    const first = Math.floor(total * 0.4);
    const rows = [
      {
        lot: `L${yy}${String(101 + i * 3).padStart(4, '0')}A`,
        expiry: addDays(today, 240 + ((i * 29) % 180)),
        on_hand: first,
        sellable: true,
      },
      {
        lot: `L${yy}${String(102 + i * 3).padStart(4, '0')}B`,
        expiry: addDays(today, 550 + ((i * 41) % 360)),
        on_hand: total - first,
        sellable: true,
      },
      ...(i === 0 ? [{ lot: `N${yy}0045`, expiry: addDays(today, 45), on_hand: 12, sellable: false }] : []),
      ...(i === 1 ? [{ lot: `X${yy}0020`, expiry: addDays(today, -20), on_hand: 8, sellable: false }] : []),
    ].filter((r) => r.on_hand > 0);
    await trx.updateTable('lots').set({ on_hand: 0 }).where('product_id', '=', p.id).where('lot', '=', '').execute();
    if (rows.length)
      await trx
        .insertInto('lots')
        .values(rows.map((r) => ({ ...r, product_id: p.id, received_at: sql<Date>`now() - interval '30 days'` })))
        .execute();
    lots += rows.length;
  }
  return { lots };
}
