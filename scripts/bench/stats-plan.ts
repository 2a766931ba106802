/**
 * How the dashboard figures behave at scale (issue 16): makes a scratch PostgreSQL database with ORDERS orders
 * (default 200 000, three lines each, spread over two years and 58 wilayas), times GET /admin/stats' and
 * /franchise/stats' queries and prints the EXPLAIN ANALYZE of the two that read many rows. Drops the database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/stats-plan.ts [orders]
 */
import { type KyselyPlugin, type QueryId, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { orderStats } from '../../server/stats/orderStats.js';

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
const orders = Number(process.argv[2] ?? 200_000);
const name = `stats_plan_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
const db = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });

try {
  await migrateToLatest(db);
  const started = Date.now();
  await sql`
    INSERT INTO wilayas (code, name, name_ar) SELECT g, 'W' || g, 'W' || g FROM generate_series(1, 58) g;
    INSERT INTO categories (name_fr, name_en, description_fr, description_en) VALUES ('C', 'C', '', '');
    INSERT INTO products (category_id, ref, name, quantity, cost, price, customer_price)
      SELECT 1, 'P-' || g, 'Product ' || g, g % 40, 100, 1000 + g, 1500 + g FROM generate_series(1, 500) g;
    INSERT INTO pharmacies (name, email, phone1, rc, nif, rib, wilaya_id, zip, address1)
      SELECT 'Ph ' || g, 'ph' || g || '@x.dz', '0', 'rc', 'nif', 'rib', 1 + g % 58, '16000', 'a' FROM generate_series(1, 2000) g;
  `.execute(db);
  await sql`
    INSERT INTO orders (order_no, pharmacy_id, wilaya_id, address, status, payement_type, state, price_without_tax, tax_rate, tax_amount, total, created_at)
    SELECT 'O' || g, 1 + g % 2000, 1 + (g % 2000) % 58, 'a', 1, 2,
      (ARRAY['paid','paid','paid','pending_validation','failed','expired'])[1 + g % 6],
      10000 + g % 5000, 19, 1900, 11900 + g % 5000,
      now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
    FROM generate_series(1, ${orders}) g`.execute(db);
  await sql`
    INSERT INTO order_lines (order_id, product_id, ref, name, quantity, unit_price, total)
    SELECT o.id, 1 + (o.id * 7 + k) % 500, 'P', 'N', 1 + k, 1000, 1000 * (1 + k) FROM orders o, generate_series(0, 2) k`.execute(
    db,
  );
  await sql`VACUUM ANALYZE`.execute(db);
  console.log(
    `${orders} orders, ${orders * 3} lines generated in ${((Date.now() - started) / 1000).toFixed(1)} s (trigger-maintained rollup included)`,
  );

  // each query of orderStats, timed from its start to its result (they run concurrently on the pool)
  const startedAt = new Map<QueryId, { at: number; sql: string }>();
  const perQuery = new Map<string, number[]>();
  const timing: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      startedAt.set(queryId, { at: performance.now(), sql: db.getExecutor().compileQuery(node, queryId).sql });
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const s = startedAt.get(queryId)!;
      const key = s.sql.replace(/\s+/g, ' ').slice(0, 90);
      perQuery.set(key, [...(perQuery.get(key) ?? []), performance.now() - s.at]);
      return result;
    },
  };
  const timed = db.withPlugin(timing);

  const today = new Date().toISOString().slice(0, 10);
  const period = { from: `${today.slice(0, 8)}01`, to: today };
  const year = { from: `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`, to: today };
  for (const [label, p, scope] of [
    ['admin, this month', period, {}],
    ['admin, 12 months', year, {}],
    ['franchise (wilaya 16), this month', period, { wilayaId: 16 }],
  ] as const) {
    await orderStats(db, p, scope);
    const t = process.hrtime.bigint();
    const runs = 5;
    for (let i = 0; i < runs; i++) await orderStats(db, p, scope);
    console.log(`orderStats ${label}: ${(Number(process.hrtime.bigint() - t) / 1e6 / runs).toFixed(1)} ms per call`);
    perQuery.clear();
    for (let i = 0; i < runs; i++) await orderStats(timed, p, scope);
    for (const [q, ms] of perQuery)
      console.log(`  ${(ms.reduce((a, b) => a + b, 0) / ms.length).toFixed(1).padStart(7)} ms  ${q}`);
  }
  const { rows: rollup } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM order_stats_daily`.execute(db);
  console.log(`order_stats_daily rows: ${rollup[0]!.n}`);

  const explain = async (title: string, query: ReturnType<typeof sql>) => {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS) ${query}`.execute(db);
    console.log(`\n-- ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  };
  const from = new Date(`${period.from}T00:00:00Z`);
  await explain(
    'top products over 12 months (admin, product_sales rollup)',
    sql`SELECT product_id, sum(quantity), sum(total) AS revenue FROM product_sales
        WHERE state IN ('paid') AND month >= ${`${year.from.slice(0, 8)}01`} AND month <= ${year.to} GROUP BY product_id ORDER BY revenue DESC LIMIT 10`,
  );
  await explain(
    'top products of this month (franchise, lines of the wilaya)',
    sql`SELECT l.product_id, sum(l.quantity), sum(l.total) AS revenue FROM orders o JOIN order_lines l ON l.order_id = o.id
        WHERE o.wilaya_id = 16 AND o.created_at >= ${from} AND o.state IN ('paid') GROUP BY l.product_id ORDER BY revenue DESC LIMIT 10`,
  );
  await explain(
    'revenue per month over 12 months (admin, rollup)',
    sql`SELECT to_char(day, 'YYYY-MM'), sum(orders), sum(total) FROM order_stats_daily
        WHERE day >= ${year.from} AND day <= ${year.to} AND state IN ('paid') GROUP BY 1`,
  );
  await explain(
    'revenue per wilaya this month (rollup)',
    sql`SELECT wilaya_id, sum(orders), sum(total) FROM order_stats_daily
        WHERE day >= ${period.from} AND day <= ${period.to} AND state IN ('paid') GROUP BY 1`,
  );
} finally {
  await db.destroy();
  await admin.query(`DROP DATABASE ${name}`);
  await admin.end();
}
