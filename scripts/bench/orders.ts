import { sql } from 'kysely';
import type { Database } from '../../server/db/index.js';
import { SCARCE_PRODUCTS } from './data.js';

export interface OrderRun {
  placed: number;
  refused: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  oversold: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0);

/**
 * The offline order path with one pharmacy per connection ordering at once: each round puts a random product in the
 * basket (one of the scarce ones every tenth order) and places the order offline (special_payment, invoice PDF
 * included). Only special_payment is timed. Oversold is checked after: every product's stock must have gone down by
 * exactly what its order lines of the run took, and never below zero.
 */
export async function orderRun(
  db: Database,
  apiUrl: string,
  pharmacies: { headers: Record<string, string>; addressId: number }[],
  o: { seconds: number; productIds: number[]; scarceIds: number[] },
): Promise<OrderRun> {
  const before = new Map((await db.selectFrom('products').select(['id', 'quantity']).execute()).map((r) => [r.id, r.quantity]));
  const firstOrder = Number((await sql<{ n: number }>`SELECT coalesce(max(id), 0) AS n FROM orders`.execute(db)).rows[0]!.n);
  const latencies: number[] = [];
  let placed = 0;
  let refused = 0;
  let failed = 0;
  const end = Date.now() + o.seconds * 1000;
  const send = (method: string, path: string, headers: Record<string, string>, body: unknown) =>
    fetch(`${apiUrl}${path}`, { method, headers: { ...headers, 'content-type': 'application/json', language: '2' }, body: JSON.stringify(body) });
  let round = 0;
  const started = Date.now();
  await Promise.all(
    pharmacies.map(async (p) => {
      while (Date.now() < end) {
        const n = round++;
        const productId = n % 10 === 0 ? o.scarceIds[n % o.scarceIds.length]! : o.productIds[(n * 7919) % o.productIds.length]!;
        await (await send('POST', '/pharmacy/add_product_to_basket', p.headers, { product_id: productId, quantity: 1 + (n % 3) })).arrayBuffer();
        const t = performance.now();
        const res = await send('POST', '/pharmacy/special_payment', p.headers, { delivery_address: p.addressId });
        const body = (await res.json()) as { code: number };
        latencies.push(performance.now() - t);
        if (body.code === 2001) placed++;
        else if (res.status < 500) {
          refused++;
          await (await send('DELETE', '/pharmacy/empty_basket', p.headers, {})).arrayBuffer();
        } else failed++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const taken = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_id', sql<number>`sum(order_lines.quantity)::int`.as('q')])
    .where('orders.id', '>', firstOrder)
    .groupBy('order_lines.product_id')
    .execute();
  const after = new Map((await db.selectFrom('products').select(['id', 'quantity']).execute()).map((r) => [r.id, r.quantity]));
  const takenBy = new Map(taken.map((t) => [t.product_id, Number(t.q)]));
  let oversold = 0;
  for (const [id, q] of before) {
    const now = after.get(id) ?? 0;
    if (now < 0 || q - now !== (takenBy.get(id) ?? 0)) oversold++;
  }
  latencies.sort((a, b) => a - b);
  return { placed, refused, failed, perSecond: placed / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), oversold };
}

export const scarceOf = (productIds: number[]) => productIds.slice(0, SCARCE_PRODUCTS);
