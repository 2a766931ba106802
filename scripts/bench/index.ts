import os from 'node:os';
import { NATIONAL } from './data.js';
import { report, runBench } from './run.js';

/**
 * `npm run bench`: the national-scale benchmark on PostgreSQL (DATABASE_URL names the server; the bench works in its
 * own database, `portal_bench`, replaced at each run). Results are printed as Markdown for docs/performance.md.
 * BENCH_SECONDS (10) per route, BENCH_CONNECTIONS (50), BENCH_ORDERS (1 000 000) change the run; BENCH_WEB=0 skips
 * page weights and Lighthouse (they need `npm run build` and Chromium), BENCH_ROUTES=0 the routes (data set and offline
 * orders only), BENCH_ONLY=<regular expression> measures only the routes so named (e.g. "search|suggestions"),
 * BENCH_REUSE=1 measures on the data set an earlier run left in BENCH_DATABASE (migrated first) instead of a new one.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run bench needs DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
  );
  process.exit(1);
}
const size = { ...NATIONAL, orders: Number(process.env.BENCH_ORDERS ?? NATIONAL.orders) };
const options = {
  databaseUrl,
  database: process.env.BENCH_DATABASE ?? 'portal_bench',
  size,
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  web: process.env.BENCH_WEB !== '0',
  routes: process.env.BENCH_ROUTES !== '0',
  only: process.env.BENCH_ONLY,
  reuse: process.env.BENCH_REUSE === '1',
  log: (line: string) => console.log(line),
};
const result = await runBench(options);
console.log(
  `\nMachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}\n`,
);
console.log(report(result, options));
process.exit(0);
