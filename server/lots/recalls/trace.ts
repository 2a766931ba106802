import type { TraceLine } from '../../../src/contract/recalls.js';
import { sql } from 'kysely';
import type { Lang } from '../../../src/contract/constants.js';
import type { Database } from '../../db/index.js';
import { clampPage } from '../../queries/paging.js';

export type { TraceLine };

/**
 * The trace of a recalled lot (issue 29 §5): every shipment that carried it, with its pharmacy, wilaya, order, units
 * and date, in shipment order. Read from the copies the shipments keep (D83) on the index shipment_lot_lines_trace
 * (product, lot, shipment), then each shipment, order and pharmacy by its key. Null when the recall does not exist;
 * `limit` null reads every line (the PDF).
 */
export async function recallTrace(
  db: Database,
  id: number,
  lang: Lang,
  page: { offset: unknown; limit: unknown } | null,
) {
  const recall = await db
    .selectFrom('recalls')
    .select([
      'id',
      'product_id',
      'product_ref',
      'product_name',
      'product_name_ar',
      'lot',
      'reason',
      'started_at',
      sql<string | null>`to_char(expiry, 'YYYY-MM-DD')`.as('expiry'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!recall) return null;
  const { offset, limit } = page ? clampPage(page.offset, page.limit, 50) : { offset: 0, limit: null };
  const wilaya = lang === 'ar' ? sql.raw('coalesce(w.name_ar, w.name)') : sql.raw('w.name');
  const { rows } = await sql<Omit<TraceLine, 'shipped_at'> & { shipped_at: Date }>`
    SELECT p.id AS pharmacy_id, p.name AS pharmacy_name, w.id AS wilaya_id, ${wilaya} AS wilaya_name, o.id AS order_id, o.order_no,
           s.id AS shipment_id, t.quantity, s.created_at AS shipped_at
    FROM (SELECT sll.shipment_id, sll.quantity FROM shipment_lot_lines sll
          WHERE sll.product_id = ${recall.product_id} AND sll.lot = ${recall.lot}
          ORDER BY sll.shipment_id OFFSET ${offset} ${limit === null ? sql`` : sql`LIMIT ${limit}`}) t
    JOIN shipments s ON s.id = t.shipment_id
    JOIN orders o ON o.id = s.order_id
    JOIN pharmacies p ON p.id = s.pharmacy_id
    JOIN wilayas w ON w.id = p.wilaya_id
    ORDER BY t.shipment_id`.execute(db);
  const { rows: totals } = await sql<{ total: number; quantity: number; pharmacies: number }>`
    SELECT count(*)::int AS total, coalesce(sum(sll.quantity), 0)::int AS quantity,
           (SELECT count(*)::int FROM recall_pharmacies rp WHERE rp.recall_id = ${id}) AS pharmacies
    FROM shipment_lot_lines sll WHERE sll.product_id = ${recall.product_id} AND sll.lot = ${recall.lot}`.execute(db);
  return {
    recall,
    lines: rows.map((r) => ({ ...r, shipped_at: new Date(r.shipped_at).toISOString() })),
    total: totals[0]?.total ?? 0,
    quantity: totals[0]?.quantity ?? 0,
    pharmacies: totals[0]?.pharmacies ?? 0,
  };
}
