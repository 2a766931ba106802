import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { report, runBench } from '../../scripts/bench/run.js';

/**
 * `npm run bench` runs end to end on a tiny data set (PostgreSQL only, as the benchmark). Timing goals are the
 * benchmark's own (docs/performance.md): this only checks that every route answers and no stock is oversold.
 */
const databaseUrl = process.env.DATABASE_URL;
const database = `bench_test_${process.pid}`;

afterAll(async () => {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
});

describe.skipIf(!databaseUrl)('benchmark on a small data set', () => {
  it('generates the data, measures every route and the offline orders, and reports', async () => {
    const size = { orders: 3000, linesPerOrder: 3, pharmacies: 60, products: 300, wilayas: 10 };
    const options = {
      databaseUrl: databaseUrl!,
      database,
      size,
      connections: 4,
      seconds: 1,
      web: false,
      log: () => {},
    };
    const result = await runBench(options);
    expect(result.routes.length).toBeGreaterThanOrEqual(9);
    for (const r of result.routes) {
      expect(r.app.non2xx, r.name).toBe(0);
      expect(r.app.answered, r.name).toBeGreaterThan(0);
    }
    expect(result.orders.placed).toBeGreaterThan(0);
    expect(result.orders.failed).toBe(0);
    expect(result.orders.oversold).toBe(0);
    const db = new pg.Client({ connectionString: databaseUrl!.replace(/\/[^/]*$/, `/${database}`) });
    await db.connect();
    const { rows } =
      await db.query(`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM order_lines)::int AS lines,
      (SELECT sum(n) FROM order_counts)::int AS counted, (SELECT sum(n) FROM order_counts_by_wilaya)::int AS counted_by_wilaya`);
    // every bench shipment carries exactly its order's lines (same products, same quantities)
    const shipped = await db.query(`SELECT count(*)::int AS shipments,
        count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM shipment_lines sl WHERE sl.shipment_id = s.id))::int AS empty,
        count(*) FILTER (WHERE (SELECT array_agg((sl.product_id, sl.quantity) ORDER BY sl.product_id) FROM shipment_lines sl WHERE sl.shipment_id = s.id)
          IS DISTINCT FROM (SELECT array_agg((ol.product_id, ol.quantity) ORDER BY ol.product_id) FROM order_lines ol WHERE ol.order_id = s.order_id))::int AS differing
      FROM shipments s WHERE s.tracking_no LIKE 'BN%'`);
    await db.end();
    expect(shipped.rows[0].shipments).toBeGreaterThan(0);
    expect(shipped.rows[0].empty).toBe(0);
    expect(shipped.rows[0].differing).toBe(0);
    expect(rows[0].orders).toBeGreaterThanOrEqual(size.orders);
    expect(rows[0].lines).toBeGreaterThanOrEqual(size.orders * size.linesPerOrder);
    expect(rows[0].counted).toBe(rows[0].orders);
    expect(rows[0].counted_by_wilaya).toBe(rows[0].orders);
    expect(report(result, options)).toContain('| admin orders, newest page |');
    // issue 31: the searches a person types first, and the suggestions
    for (const route of [
      'catalogue search "cr"',
      'catalogue search "creme"',
      'search suggestions "cr"',
      'search suggestions "creme"',
      'admin search pharmacy "Benali"',
    ])
      expect(report(result, options)).toContain(`| ${route} |`);
  }, 300_000);
});
