import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';

export interface Measure {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  /** 2xx answers, the closing call's included (under heavy load the window may end before any other answer) */
  answered: number;
}

/** autocannon on one GET route, after a warm-up: latency p50/p99 in ms, requests per second, answers that were not 2xx. */
export async function hammer(
  url: string,
  o: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Measure> {
  const headers = { 'accept-encoding': 'br, gzip', ...o.headers };
  // The load is generated in a worker thread: the servers measured (the app's and the baseline's) run on this
  // process's main thread, which then serves requests only, as an instance does in production. On the main thread,
  // autocannon's own work (sending, parsing, timing 50 connections) was interleaved with the server's.
  const load = { url, connections: o.connections, headers, workers: 1 };
  // warm-up, not measured: the first calls of a route compile its code paths and prepare its statements on each of
  // the pool's connections (the app and the baseline alike)
  await autocannon({ ...load, amount: o.connections * 20 });
  const r = await autocannon({ ...load, duration: o.seconds });
  // requests autocannon gave up on may still be queued in the server: one more call answers once they are done,
  // so the next route is not measured behind them
  const last = await fetch(url, { headers });
  await last.arrayBuffer();
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: r.requests.average,
    non2xx: r.non2xx + r.errors + (last.ok ? 0 : 1),
    answered: r['2xx'] + (last.ok ? 1 : 0),
  };
}

/**
 * The baseline: a bare Fastify server whose routes each run one compiled SQL statement on a pg pool of the
 * portal's size and answer its rows as JSON (no auth, no envelope, no mapping). `routes` maps a path to the SQL.
 */
export async function startBaseline(
  databaseUrl: string,
  routes: Record<string, { sql: string; parameters: readonly unknown[] }>,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = Fastify({ logger: false });
  for (const [path, q] of Object.entries(routes))
    app.get(path, async () => (await pool.query(q.sql, q.parameters as unknown[])).rows);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
