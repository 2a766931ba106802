import { sql } from 'kysely';
import { generateAccounts } from './accounts.js';
import type { Database } from '../../server/db/index.js';
import { generateLots } from './lots.js';
import { generatePricing } from './pricing.js';

export interface DataSize {
  orders: number;
  /** order lines per order */
  linesPerOrder: number;
  pharmacies: number;
  products: number;
  /** wilayas the pharmacies are spread over (codes 1…n) */
  wilayas: number;
}

/** The bench's open orders: paid within this window before the load, to prepare; older paid ones delivered (issue 28). */
const PREPARING_WINDOW = sql`interval '3 hours'`;

export const NATIONAL: DataSize = {
  orders: 1_000_000,
  linesPerOrder: 3,
  pharmacies: 2040,
  products: 10_000,
  wilayas: 40,
};

/** Products the order benchmark fights over: little stock each, so refusals and oversell would show. */
export const SCARCE_PRODUCTS = 20;
export const SCARCE_STOCK = 100;

/**
 * Adds the large data set on top of the demo seed, set-based (generate_series), in a few statements. The orders'
 * and lines' indexes are dropped during the load and built again after (faster than maintaining them row by row),
 * their triggers (foreign keys included) are off during the load, the orders and the lines are loaded at the same
 * time on two connections, and the order counts and the dashboards' rollups are then rebuilt in one statement each
 * (the product rollup straight from the formulas). Prices and totals follow one formula, so each order's totals are
 * the sum of its lines.
 */
export async function generate(pool: Database, size: DataSize, log: (line: string) => void): Promise<void> {
  // one connection, so the session settings below hold for every statement
  await pool.connection().execute(async (db) => {
    await forLoading(db);
    await load(pool, db, size, log);
  });
}

/** Session settings of a loading connection: no wait for the disk at each commit, memory for sorts and indexes. */
async function forLoading(db: Database) {
  await sql`SET synchronous_commit = off`.execute(db);
  await sql`SET maintenance_work_mem = '512MB'`.execute(db);
  await sql`SET work_mem = '128MB'`.execute(db);
}

async function load(pool: Database, db: Database, size: DataSize, log: (line: string) => void): Promise<void> {
  const timed = async (label: string, run: () => Promise<unknown>) => {
    const t = Date.now();
    await run();
    log(`  ${label.padEnd(28)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  };
  const step = (label: string, query: ReturnType<typeof sql>) => timed(label, () => query.execute(db));
  const n = size;
  await step(
    'franchisees',
    sql`INSERT INTO franchisees (first_name, last_name, email, phone1, wilaya_id, adress1, zip, personal_id)
      SELECT 'Bench', 'W' || w.code, 'bench.franchise' || w.code || '@bench.dz', '0550000000', w.id, 'Cité administrative', '16000', 'ID' || w.code
      FROM wilayas w WHERE w.code <= ${n.wilayas} AND NOT EXISTS (SELECT 1 FROM franchisees f WHERE f.wilaya_id = w.id)`,
  );
  await step(
    'pharmacies + addresses',
    sql`WITH ws AS (SELECT array_agg(id ORDER BY code) AS ids FROM wilayas WHERE code <= ${n.wilayas}),
      made AS (
        INSERT INTO pharmacies (name, email, phone1, rc, nif, rib, wilaya_id, zip, address1, franchisee_id)
        SELECT 'Pharmacie ' || (ARRAY['Benali','Khelifa','Saïdi','Boudiaf','Hamdi','Mansouri','Zerrouki','Belkacem','Ouali','Aït Ahmed'])[1 + g % 10]
               || ' ' || g, 'bench.pharmacy' || g || '@bench.dz', '0550' || lpad(g::text, 6, '0'), 'RC' || g, 'NIF' || g, 'RIB' || g,
               ws.ids[1 + g % array_length(ws.ids, 1)], '16000', g || ' rue de la Liberté', f.id
        FROM generate_series(1, ${n.pharmacies}) g CROSS JOIN ws
        LEFT JOIN franchisees f ON f.wilaya_id = ws.ids[1 + g % array_length(ws.ids, 1)]
        RETURNING id, address1)
      INSERT INTO addresses (pharmacy_id, address) SELECT id, address1 || ', Alger' FROM made`,
  );
  await step(
    'products + images',
    sql`WITH cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories),
      made AS (
        INSERT INTO products (category_id, ref, name, name_ar, description_fr, description_en, quantity, cost, price, customer_price)
        SELECT cats.ids[1 + g % array_length(cats.ids, 1)], 'BN-' || lpad(g::text, 6, '0'),
               (ARRAY['Crème','Sérum','Gel','Lotion','Baume','Shampooing','Huile','Masque'])[1 + g % 8] || ' '
               || (ARRAY['hydratant','apaisant','réparateur','éclat','purifiant','nourrissant'])[1 + (g / 8) % 6] || ' ' || g,
               -- the same names in Arabic (issue 31): three languages' names searched
               (ARRAY['كريم','سيروم','جل','لوشن','بلسم','شامبو','زيت','قناع'])[1 + g % 8] || ' '
               || (ARRAY['مرطب','مهدئ','مرمم','للإشراقة','منقي','مغذي'])[1 + (g / 8) % 6] || ' ' || g,
               repeat('Description détaillée du produit, conseils d''utilisation et composition. ', 12),
               repeat('Detailed product description, directions for use and ingredients. ', 12),
               CASE WHEN g <= ${SCARCE_PRODUCTS} THEN ${SCARCE_STOCK} ELSE 1000000 END,
               50000 + (g % 1000) * 100, 100000 + (g % 1000) * 150, 150000 + (g % 1000) * 200
        FROM generate_series(1, ${n.products}) g CROSS JOIN cats
        RETURNING id)
      INSERT INTO product_images (product_id, path, is_main) SELECT id, 'products/bench-' || id || '.webp', true FROM made`,
  );

  // the orders and their lines, with the orders' secondary indexes set aside
  const { rows: indexes } = await sql<{ name: string; def: string; table: string }>`
    SELECT i.indexname AS name, i.indexdef AS def, i.tablename AS table FROM pg_indexes i
    WHERE i.tablename IN ('orders', 'order_lines') AND i.schemaname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`.execute(db);
  for (const i of indexes) await sql`DROP INDEX ${sql.ref(i.name)}`.execute(db);
  // no trigger during the load: the maintained counts and the dashboards' rollups are rebuilt once at the end, not
  // row by row, and the foreign keys (internal triggers, hence ALL) hold by construction: every id is picked among
  // existing rows
  await sql`ALTER TABLE orders DISABLE TRIGGER ALL`.execute(db);
  await sql`ALTER TABLE order_lines DISABLE TRIGGER ALL`.execute(db);

  // product k (0-based among the bench products) costs 100000 + (k+1) % 1000 * 150 centimes; line j of order g takes
  // product (g * 31 + j * 977) % products, quantity 1 + (g + j) % 4
  const base = sql`(SELECT coalesce(max(id), 0) FROM orders)`;
  // unlogged, not temporary: the second connection reads it too
  await sql`CREATE UNLOGGED TABLE bench_refs AS SELECT
      ${base} AS order_base, now() AS t0,
      (SELECT min(id) - 1 FROM products WHERE ref LIKE 'BN-%') AS product_base,
      -- the bench pharmacies were made by one statement: consecutive ids (an array here would be read whole per order)
      (SELECT min(id) - 1 FROM pharmacies WHERE email LIKE 'bench.pharmacy%') AS pharmacy_base,
      (SELECT count(*) FROM pharmacies WHERE email LIKE 'bench.pharmacy%')::int AS pharmacy_count`.execute(db);
  const unit = (g: ReturnType<typeof sql>, j: ReturnType<typeof sql>) =>
    sql`(100000 + ((((${g}) * 31 + (${j}) * 977) % ${n.products}) + 1) % 1000 * 150)`;
  const qty = (g: ReturnType<typeof sql>, j: ReturnType<typeof sql>) => sql`(1 + ((${g}) + (${j})) % 4)`;
  const productOf = (g: ReturnType<typeof sql>, j: ReturnType<typeof sql>) =>
    sql`(r.product_base + (((${g}) * 31 + (${j}) * 977) % ${n.products}) + 1)`;
  // order g's time (one every 20 seconds up to the load's start) and state, hashed so that it does not follow the
  // pharmacy (also picked from g)
  const at = sql`(r.t0 - (${n.orders} - g) * interval '20 seconds')`;
  const state = sql`(SELECT CASE WHEN h % 20 = 0 THEN 'failed' WHEN h % 20 = 1 THEN 'expired' WHEN h % 3 = 0 THEN 'pending_validation' ELSE 'paid' END
        FROM (SELECT abs(hashint4(g)) AS h) x)`;
  // the sum of the order's lines, written out (no set-returning function per order)
  const net = sql.join(
    Array.from({ length: n.linesPerOrder }, (_, j) => sql`${unit(sql`g`, sql.lit(j))} * ${qty(sql`g`, sql.lit(j))}`),
    sql` + `,
  );
  // two connections at once (the foreign keys are off, so the lines need not wait for their orders): the orders,
  // their rollups and indexes on this one; the lines, the product rollup and the lines' indexes on the other
  const buildIndexes = async (on: Database, table: string) => {
    for (const i of indexes.filter((x) => x.table === table))
      await timed(`index ${i.name}`, () => sql.raw(i.def).execute(on));
  };
  const ordersSide = (async () => {
    await step(
      `orders (${n.orders})`,
      sql`INSERT INTO orders (id, order_no, pharmacy_id, wilaya_id, address, status, payement_type, state,
          price_without_tax, tax_rate, tax_amount, stamp_duty, total, paid_at, created_at, updated_at, fulfilment, due_at)
      SELECT r.order_base + g, 'CMD-' || extract(year FROM t.at)::int || '-' || lpad((r.order_base + g)::text, greatest(6, length((r.order_base + g)::text)), '0'),
             p.id, p.wilaya_id, p.address1,
             CASE WHEN s.state = 'paid' THEN 1 ELSE 2 END, CASE WHEN s.state = 'pending_validation' OR g % 5 = 0 THEN 1 ELSE 2 END, s.state,
             net.v, 19, round(net.v * 0.19), 0, net.v + round(net.v * 0.19),
             CASE WHEN s.state = 'paid' THEN t.at END, t.at, t.at,
             -- issue 28: the paid orders of the last 3 hours are to prepare (a few hundred), all older ones delivered
             CASE WHEN s.state <> 'paid' THEN NULL WHEN t.at > r.t0 - ${PREPARING_WINDOW} THEN 'to_prepare' ELSE 'delivered' END,
             CASE WHEN s.state = 'paid' THEN t.at + interval '3 days' END
      FROM generate_series(1, ${n.orders}) g
      CROSS JOIN bench_refs r
      CROSS JOIN LATERAL (SELECT ${at} AS at) t
      CROSS JOIN LATERAL (SELECT ${state} AS state) s
      CROSS JOIN LATERAL (SELECT ${net} AS v) net
      JOIN pharmacies p ON p.id = r.pharmacy_base + 1 + (g::bigint * 7919 % r.pharmacy_count)::int`,
    );
    await step(
      'order counts',
      sql`TRUNCATE order_counts; INSERT INTO order_counts (pharmacy_id, wilaya_id, state, n) SELECT pharmacy_id, wilaya_id, state, count(*) FROM orders GROUP BY 1, 2, 3;
        TRUNCATE order_counts_by_wilaya; INSERT INTO order_counts_by_wilaya (wilaya_id, state, n) SELECT wilaya_id, state, sum(n) FROM order_counts GROUP BY 1, 2`,
    );
    await step(
      'daily stats rollup',
      sql`TRUNCATE order_stats_daily; INSERT INTO order_stats_daily (day, wilaya_id, state, orders, total, price_without_tax)
        SELECT (created_at AT TIME ZONE 'UTC')::date, wilaya_id, state, count(*), sum(total), sum(price_without_tax) FROM orders GROUP BY 1, 2, 3`,
    );
    await buildIndexes(db, 'orders');
  })();
  const linesSide = pool.connection().execute(async (other) => {
    const otherStep = (label: string, query: ReturnType<typeof sql>) => timed(label, () => query.execute(other));
    await forLoading(other);
    await otherStep(
      `order lines (${n.orders * n.linesPerOrder})`,
      sql`INSERT INTO order_lines (order_id, product_id, ref, name, quantity, unit_price, total)
      SELECT r.order_base + g, pr.id, pr.ref, pr.name, ${qty(sql`g`, sql`j`)}, ${unit(sql`g`, sql`j`)}, ${unit(sql`g`, sql`j`)} * ${qty(sql`g`, sql`j`)}
      FROM generate_series(1, ${n.orders}) g CROSS JOIN generate_series(0, ${n.linesPerOrder - 1}) j CROSS JOIN bench_refs r
      JOIN products pr ON pr.id = ${productOf(sql`g`, sql`j`)}`,
    );
    // the product rollup from the same formulas as the lines and their orders (state, month), without reading them;
    // the demo orders' rows, kept by the triggers during the seed, stay
    await otherStep(
      'product sales rollup',
      sql`INSERT INTO product_sales AS ps (state, month, product_id, quantity, total)
        SELECT s.state, date_trunc('month', ${at} AT TIME ZONE 'UTC')::date, ${productOf(sql`g`, sql`j`)},
               sum(${qty(sql`g`, sql`j`)}), sum(${unit(sql`g`, sql`j`)} * ${qty(sql`g`, sql`j`)})
        FROM generate_series(1, ${n.orders}) g CROSS JOIN generate_series(0, ${n.linesPerOrder - 1}) j CROSS JOIN bench_refs r
        CROSS JOIN LATERAL (SELECT ${state} AS state) s
        GROUP BY 1, 2, 3
        ON CONFLICT (state, month, product_id) DO UPDATE SET quantity = ps.quantity + excluded.quantity, total = ps.total + excluded.total`,
    );
    await buildIndexes(other, 'order_lines');
  });
  await Promise.all([ordersSide, linesSide]);
  await sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`.execute(db);
  // issue 28: one shipment per delivered order, left a day after payment and delivered two days later (a pharmacy's
  // shipments are read on shipments_of_pharmacy), each with all its order's lines
  await step(
    'shipments',
    sql`INSERT INTO shipments (order_id, pharmacy_id, kind, carrier_id, tracking_no, created_at, delivered_at, receiver_name, delivered_by_role)
      SELECT o.id, o.pharmacy_id, 'order', (SELECT min(id) FROM carriers), 'BN' || o.id, o.paid_at + interval '1 day', o.paid_at + interval '3 days', 'Bench', 'admin'
      FROM orders o WHERE o.fulfilment = 'delivered' AND o.order_no LIKE 'CMD-%' AND o.id > (SELECT coalesce(max(order_id), 0) FROM shipments)`,
  );
  // the parcel holds the whole order: its lines from the order lines' own formulas (order g is order_base + g), not
  // from a join over the millions of order lines, so a pharmacy's shipments and a lot's trace (issue 29) are read
  // on real volumes; only the bench's shipments, which have no lines yet
  await step(
    `shipment lines (${n.orders * n.linesPerOrder} at most)`,
    sql`INSERT INTO shipment_lines (shipment_id, product_id, quantity)
      SELECT s.id, ${productOf(sql`g`, sql`j`)}, ${qty(sql`g`, sql`j`)}
      FROM bench_refs r JOIN shipments s ON s.order_id > r.order_base AND s.order_id <= r.order_base + ${n.orders}
      CROSS JOIN LATERAL (SELECT s.order_id - r.order_base AS g) o CROSS JOIN generate_series(0, ${n.linesPerOrder - 1}) j
      WHERE s.kind = 'order' AND s.id > (SELECT coalesce(max(shipment_id), 0) FROM shipment_lines)
      ORDER BY s.id, j`,
  );
  await sql`DROP TABLE bench_refs`.execute(db);
  await sql`ALTER TABLE orders ENABLE TRIGGER ALL`.execute(db);
  await sql`ALTER TABLE order_lines ENABLE TRIGGER ALL`.execute(db);
  // issue 28: one dispute per 200 placed orders (5 000 at 1 M), on its first line (one join: a LATERAL "first line
  // ORDER BY id LIMIT 1" was planned as a walk of order_lines' primary key, 15 minutes at 1 M), a third of them resolved, due
  // 7 to 9 days after they were opened: the admin's queue reads them on disputes_queue
  await step(
    'disputes',
    sql`WITH picked AS (
        SELECT o.id, o.pharmacy_id, o.wilaya_id, o.created_at + interval '3 days' AS opened, row_number() OVER (ORDER BY o.id) AS k
        FROM orders o WHERE o.state = 'paid' AND o.id % 200 = 0),
      made AS (
        INSERT INTO disputes (order_id, pharmacy_id, wilaya_id, comment, opened_at, due_at, resolution, resolution_reason, resolved_at)
        SELECT id, pharmacy_id, wilaya_id, 'Colis abîmé', opened, opened + (7 + k % 3) * interval '1 day',
               CASE WHEN k % 3 = 0 THEN 'refused' END, CASE WHEN k % 3 = 0 THEN 'Bench' END, CASE WHEN k % 3 = 0 THEN opened + interval '2 days' END
        FROM picked RETURNING id, order_id)
      INSERT INTO dispute_lines (dispute_id, product_id, quantity, reason)
      SELECT DISTINCT ON (m.id) m.id, l.product_id, 1, 'damaged' FROM made m
      JOIN order_lines l ON l.order_id = m.order_id AND l.product_id IS NOT NULL ORDER BY m.id, l.id`,
  );
  await generateLots(db, log);
  await generateAccounts(step);
  // issue 40 §6: price lists, groups and promotions
  await generatePricing(db, step);
  await step('analyze', sql`VACUUM ANALYZE`);
  // the data set's gigabytes are written out now, not by the checkpointer while the routes are measured (it did not
  // explain the first route's longer tail: docs/performance.md → Results)
  await step('checkpoint', sql`CHECKPOINT`);
}
