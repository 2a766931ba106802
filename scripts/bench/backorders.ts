import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../server/db/index.js';
import { hammer, type Measure } from './http.js';

/** Waiting back-orders the bench adds (issue 41 §6): 1 000 on one sold-out product, and a spread over 200 others. */
export const BACKORDERS = { served: 1000, spread: 10_000, spreadProducts: 200 };

export interface BackorderResult {
  waiting: number;
  queue?: Measure;
  /** the page the admin's screen asks (25 groups, the most units first) */
  queuePage?: Measure;
  demand?: Measure;
  /** one goods-in of BACKORDERS.served units serving as many back-orders of one unit */
  serving?: { ms: number; served: number; loopMaxMs: number; loopP99Ms: number };
}

/**
 * Back-orders of the bench's pharmacies, one unit each: the oldest 1 000 on `soldOut`, the rest spread over other
 * products, all of them out of stock. Inserted in one statement each, dated a minute apart in their queue's order.
 */
async function generateBackorders(db: Database, soldOut: number, others: readonly number[]) {
  // back-orders wait on products out of stock: in stock, the job would serve them meanwhile
  await db
    .updateTable('products')
    .set({ quantity: 0 })
    .where('id', 'in', [soldOut, ...others])
    .execute();
  const insert = (productIds: RawBuilder<unknown>, count: number) =>
    sql`
    INSERT INTO backorders (pharmacy_id, wilaya_id, product_id, ordered_quantity, quantity, created_at, expires_at)
    SELECT ph.id, ph.wilaya_id, ${productIds}, 1, 1, now() - (${count} - g) * interval '1 minute', now() + interval '50 days'
    FROM generate_series(1, ${count}) g
    JOIN LATERAL (
      SELECT id, wilaya_id FROM pharmacies WHERE email LIKE 'bench.pharmacy%' ORDER BY id OFFSET (g % 1500) LIMIT 1
    ) ph ON true`.execute(db);
  await insert(sql`${soldOut}::int`, BACKORDERS.served);
  await insert(sql`(${sql.val(others)}::int[])[1 + g % ${others.length}]`, BACKORDERS.spread);
}

export async function measureBackorders(o: {
  db: Database;
  apiUrl: string;
  connections: number;
  seconds: number;
  only: RegExp | null;
  adminHeaders: Record<string, string>;
  productIds: readonly number[];
  log: (line: string) => void;
}): Promise<BackorderResult> {
  const wanted = (name: string) => !o.only || o.only.test(name);
  const soldOut = o.productIds[o.productIds.length - 1]!;
  await generateBackorders(o.db, soldOut, o.productIds.slice(0, BACKORDERS.spreadProducts));
  const { count } = await o.db
    .selectFrom('backorders')
    .select(({ fn }) => fn.countAll<number>().as('count'))
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  const result: BackorderResult = { waiting: Number(count) };
  const load = { connections: o.connections, seconds: o.seconds, headers: o.adminHeaders };
  if (wanted('admin back-orders queue')) {
    result.queuePage = await hammer(`${o.apiUrl}/admin/backorders/0/25?by=wilaya`, load);
    o.log(
      `  admin back-orders queue by wilaya, the screen's page: p99 ${result.queuePage.p99} ms, ${result.queuePage.rps.toFixed(0)} req/s`,
    );
    result.queue = await hammer(`${o.apiUrl}/admin/backorders?by=wilaya`, load);
    o.log(
      `  admin back-orders queue by wilaya, whole: p99 ${result.queue.p99} ms, ${result.queue.rps.toFixed(0)} req/s`,
    );
  }
  if (wanted('unserved demand report')) {
    result.demand = await hammer(`${o.apiUrl}/admin/unserved_demand?by=wilaya`, load);
    o.log(`  unserved demand by wilaya: p99 ${result.demand.p99} ms, ${result.demand.rps.toFixed(0)} req/s`);
  }
  if (wanted('goods-in serving back-orders')) {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const started = performance.now();
    const res = await fetch(`${o.apiUrl}/admin/receive_stock`, {
      method: 'POST',
      headers: { ...o.adminHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({
        productId: soldOut,
        // a lot number is at most 20 characters
        lot: `BENCHBO${Date.now() % 1e9}`,
        expiry: '2031-12-31',
        quantity: BACKORDERS.served,
      }),
    });
    const body = (await res.json()) as { code: number; meta: unknown; payload?: { backorders_served?: number }[] };
    if (body.code !== 2001) o.log(`  goods-in refused: ${body.code} ${String(body.meta)}`);
    const elapsed = performance.now() - started;
    loop.disable();
    result.serving = {
      ms: elapsed,
      served: body.payload?.[0]?.backorders_served ?? 0,
      loopMaxMs: loop.max / 1e6,
      loopP99Ms: loop.percentile(99) / 1e6,
    };
    o.log(
      `  goods-in serving ${result.serving.served} back-orders: ${elapsed.toFixed(0)} ms, event loop max ${result.serving.loopMaxMs.toFixed(0)} ms`,
    );
  }
  return result;
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

/** The back-orders' lines of docs/performance.md, with their goals (issue 41 §6). */
export function backorderReport(r: BackorderResult | undefined, o: { connections: number }): string[] {
  if (!r || (!r.queue && !r.queuePage && !r.demand && !r.serving)) return [];
  const lines = ['', `Back-orders (issue 41): ${r.waiting} waiting; ${o.connections} connections.`, ''];
  lines.push('| Measure | p50 | p99 | req/s | goal |', '|---|---|---|---|---|');
  if (r.queuePage)
    lines.push(
      `| admin back-orders queue, by wilaya: the screen's page of 25 | ${ms(r.queuePage.p50)} | ${ms(r.queuePage.p99)} | ${r.queuePage.rps.toFixed(0)} | p99 ≤ 100 ms |`,
    );
  if (r.queue)
    lines.push(
      `| admin back-orders queue, by wilaya: the whole list (up to 2 000 groups) | ${ms(r.queue.p50)} | ${ms(r.queue.p99)} | ${r.queue.rps.toFixed(0)} | — |`,
    );
  if (r.demand)
    lines.push(
      `| unserved-demand report, by wilaya | ${ms(r.demand.p50)} | ${ms(r.demand.p99)} | ${r.demand.rps.toFixed(0)} | p99 ≤ 100 ms |`,
    );
  if (r.serving)
    lines.push(
      '',
      `A goods-in of ${BACKORDERS.served} units serving ${r.serving.served} back-orders, each an offline order of its own: **${ms(r.serving.ms)}** (goal < 2 s), the event loop held at most ${ms(r.serving.loopMaxMs)} (p99 ${ms(r.serving.loopP99Ms)}; goal ≤ 100 ms).`,
    );
  return lines;
}
