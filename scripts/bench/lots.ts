import { sql } from 'kysely';
import type { Database } from '../../server/db/index.js';
import { startRecall } from '../../server/lots/recalls/start.js';
import { algiersToday } from '../../server/lots/shelfLife.js';

/**
 * Issue 29 §8: the bench data set's lots, set-based. Every bench product (ref BN-…) gets a dated lot its bench
 * shipments were taken from (emptied by them: its stock stays in the opening lot, so the invariant of D79 holds), and
 * one in four a short-dated lot still holding stock (not sellable) for the expiry watch; each bench shipment line
 * gets its shipment_lot_lines row (≈ 3 M at 1 M orders). Then the lot shipped to the most pharmacies is recalled
 * through the portal's own code, so the trace and details read a recall of real size.
 */
export async function generateLots(db: Database, log: (line: string) => void): Promise<void> {
  const today = algiersToday();
  const timed = async (label: string, run: () => Promise<unknown>) => {
    const t = Date.now();
    await run();
    log(`  ${label.padEnd(28)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  await timed('lots', () =>
    sql`INSERT INTO lots (product_id, lot, expiry, on_hand, sellable, received_at)
      SELECT p.id, 'BA' || p.id, ${today}::date + 200 + p.id % 365, 0, true, now() - interval '400 days' FROM products p WHERE p.ref LIKE 'BN-%'
      UNION ALL
      SELECT p.id, 'BS' || p.id, ${today}::date + (p.id % 120) - 20, 5 + p.id % 20, false, now() - interval '300 days'
      FROM products p WHERE p.ref LIKE 'BN-%' AND p.id % 4 = 0`.execute(db),
  );
  await timed('shipment lot lines', () =>
    sql`INSERT INTO shipment_lot_lines (shipment_id, product_id, lot_id, lot, expiry, quantity)
      SELECT sl.shipment_id, sl.product_id, l.id, l.lot, l.expiry, sl.quantity
      FROM (SELECT shipment_id, product_id, sum(quantity)::int AS quantity FROM shipment_lines
            WHERE shipment_id IN (SELECT id FROM shipments WHERE tracking_no LIKE 'BN%') GROUP BY shipment_id, product_id) sl
      JOIN lots l ON l.product_id = sl.product_id AND l.lot = 'BA' || sl.product_id
      ORDER BY sl.shipment_id`.execute(db),
  );
  await sql`ANALYZE lots, shipment_lot_lines`.execute(db);
  const { rows } = await sql<{ product_id: number; lot: string }>`
    SELECT sll.product_id, sll.lot FROM shipment_lot_lines sll WHERE sll.lot LIKE 'BA%'
    GROUP BY sll.product_id, sll.lot ORDER BY count(*) DESC, sll.product_id LIMIT 1`.execute(db);
  const admin = await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
  if (rows[0])
    await timed('recall', () =>
      startRecall(
        db,
        { role: 'admin', id: admin.id },
        'fr',
        { productId: rows[0]!.product_id, lot: rows[0]!.lot, reason: 'Bench' },
        'http://bench.invalid',
      ),
    );
}

/** The bench entries of issue 29: a large recall's trace and details, and the expiry watch. */
export async function lotRoutes(db: Database, headers: Record<string, string>) {
  const recall = await db
    .selectFrom('recalls')
    .select('id')
    .where('reason', '=', 'Bench')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const id = recall?.id ?? 0;
  return [
    { name: 'recall trace, first page', path: `/admin/recall_trace/${id}/0/50`, headers },
    { name: 'recall details', path: `/admin/recall_details/${id}`, headers },
    { name: 'expiry watch, first page', path: '/admin/expiry_watch/0/25', headers },
  ];
}
