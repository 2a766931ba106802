import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from '../../server/db/index.js';
import { SCARCE_PRODUCTS } from './data.js';
import type { ClientJob, ClientResult } from './orderClient.js';

export interface OrderRun {
  placed: number;
  refused: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  oversold: number;
  /** CPU of the server's process (the bench's own; the clients are in a child process) per order placed */
  cpuMsPerOrder: number;
  /** transactions committed in the bench database per order placed */
  commitsPerOrder: number;
  /** WAL flushes of the whole PostgreSQL server per order placed (other databases of the server count too) */
  walSyncsPerOrder: number;
}

const serverCounters = async (db: Database) =>
  (
    await sql<{
      commits: string;
      syncs: string;
    }>`SELECT (SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()) AS commits,
      (SELECT wal_sync FROM pg_stat_wal) AS syncs`.execute(db)
  ).rows[0]!;

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

/**
 * The offline order path with one pharmacy per connection ordering at once (orderClient.ts, in a child process).
 * Oversold is checked after: every product's stock must have gone down by exactly what its order lines of the run
 * took, and never below zero.
 */
export async function orderRun(
  db: Database,
  apiUrl: string,
  pharmacies: ClientJob['pharmacies'],
  o: Omit<ClientJob, 'apiUrl' | 'pharmacies'>,
): Promise<OrderRun> {
  const before = new Map(
    (await db.selectFrom('products').select(['id', 'quantity']).execute()).map((r) => [r.id, r.quantity]),
  );
  const firstOrder = Number(
    (await sql<{ n: number }>`SELECT coalesce(max(id), 0) AS n FROM orders`.execute(db)).rows[0]!.n,
  );
  const counted = await serverCounters(db);
  const cpu = process.cpuUsage();
  const { placed, refused, failed, seconds: elapsed, latencies } = await inChildProcess({ apiUrl, pharmacies, ...o });
  const cpuUsed = process.cpuUsage(cpu);
  // the statistics collector reports with a delay of up to a second
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const countedAfter = await serverCounters(db);
  const per = (n: number) => n / Math.max(1, placed + refused);
  const taken = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select(['order_lines.product_id', sql<number>`sum(order_lines.quantity)::int`.as('q')])
    .where('orders.id', '>', firstOrder)
    .groupBy('order_lines.product_id')
    .execute();
  const after = new Map(
    (await db.selectFrom('products').select(['id', 'quantity']).execute()).map((r) => [r.id, r.quantity]),
  );
  const takenBy = new Map(taken.map((t) => [t.product_id, Number(t.q)]));
  let oversold = 0;
  for (const [id, q] of before) {
    const now = after.get(id) ?? 0;
    if (now < 0 || q - now !== (takenBy.get(id) ?? 0)) oversold++;
  }
  latencies.sort((a, b) => a - b);
  return {
    placed,
    refused,
    failed,
    perSecond: placed / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    oversold,
    cpuMsPerOrder: per((cpuUsed.user + cpuUsed.system) / 1000),
    commitsPerOrder: per(Number(countedAfter.commits) - Number(counted.commits)),
    walSyncsPerOrder: per(Number(countedAfter.syncs) - Number(counted.syncs)),
  };
}

export const scarceOf = (productIds: number[]) => productIds.slice(0, SCARCE_PRODUCTS);

/** Runs the clients in a child process (TypeScript through tsx, as the bench itself). */
function inChildProcess(job: ClientJob): Promise<ClientResult> {
  const child = fork(fileURLToPath(new URL('./orderClient.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as ClientResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`order clients exited with ${code}`)));
    child.send(job);
  });
}
