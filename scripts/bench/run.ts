import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { tokenKeys, type Role } from '../../src/contract/constants.js';
import { buildApp } from '../../server/app.js';
import { issueTokens } from '../../server/auth/tokens.js';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/index.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { countOrders } from '../../server/queries/orders/counts.js';
import type { OrderListFilter } from '../../server/queries/orders/filters.js';
import { isFew, orderPageQuery } from '../../server/queries/orders/list.js';
import { orderedCatalogue, searchedPageQuery } from '../../server/queries/products.js';
import { seedDemoData } from '../../server/seed/index.js';
import { DIST_DIR, startWebServer } from '../../server/web.js';
import { accountRoutes, clearAccountsOf } from './accounts.js';
import { type DataSize, generate } from './data.js';
import { hammer, type Measure, startBaseline } from './http.js';
import { orderRun, type OrderRun, scarceOf } from './orders.js';
import { type EntryPageName } from '../../server/webPreload.js';
import { pageWeights as entryWeights } from '../page-budgets.js';
import { hasChromium, lighthouseScores, pageWeights, type WebPage } from './web.js';
import { lotRoutes } from './lots.js';
import { generatePricing, hasBenchPricing, measurePricing, type PricingResult, pricingReport } from './pricing.js';
import { type BackorderResult, backorderReport, measureBackorders } from './backorders.js';

export interface BenchOptions {
  /** the PostgreSQL server; the bench creates (and replaces) its own database there */
  databaseUrl: string;
  database: string;
  size: DataSize;
  connections: number;
  seconds: number;
  /** page weights and Lighthouse (needs a build in dist/ and Chromium) */
  web: boolean;
  /** the list, search, catalogue, invoice and stats routes (false: data set and offline orders only) */
  routes?: boolean;
  /** only the routes whose name matches this regular expression (BENCH_ONLY) */
  only?: string;
  /** measure on the data set an earlier run left in `database` (BENCH_REUSE=1), migrated to the latest schema */
  reuse?: boolean;
  log: (line: string) => void;
}

export interface RouteResult {
  name: string;
  app: Measure;
  baseline: Measure | null;
}

export interface BenchResult {
  generateSeconds: number;
  routes: RouteResult[];
  orders: OrderRun;
  pages: (Awaited<ReturnType<typeof pageWeights>>[number] & {
    entry: { files: number; gzip: number; budgetKb: number; loaded: number };
  })[];
  lighthouse: Awaited<ReturnType<typeof lighthouseScores>>;
  /** issue 40 §6: the catalogue with and without conditions, a priced 200-line basket, orders under conditions */
  pricing?: PricingResult;
  backorders?: BackorderResult;
}

function databaseUrlOf(serverUrl: string, name: string) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function recreateDatabase(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrlOf(serverUrl, name);
}

const headersOf = async (
  db: Parameters<typeof issueTokens>[0],
  config: Parameters<typeof issueTokens>[1],
  role: Role,
  id: number,
) => {
  const pair = await issueTokens(db, config, role, id);
  const k = tokenKeys(role);
  return {
    headers: { [k.accessHeader]: pair.access, [k.refreshHeader]: pair.refresh },
    storage: { [k.access]: pair.access, [k.refresh]: pair.refresh },
  };
};

/** Generates the data set, measures every route against its baseline, the offline order path and the web pages. */
export async function runBench(o: BenchOptions): Promise<BenchResult> {
  const databaseUrl = o.reuse
    ? databaseUrlOf(o.databaseUrl, o.database)
    : await recreateDatabase(o.databaseUrl, o.database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    API_PORT: '0',
    WEB_PORT: '0',
    HOST: '127.0.0.1',
  });
  const db = await openDatabase(config);
  const started = Date.now();
  try {
    await migrateToLatest(db);
    if (o.reuse) {
      o.log(`Reusing the data set of ${o.database}`);
      // a data set made before issue 40's bench gets its conditions of sale now
      if (!(await hasBenchPricing(db))) {
        o.log('  adding price lists, groups and promotions…');
        await generatePricing(db, async (label, query) => {
          const t = Date.now();
          await query.execute(db);
          o.log(`  ${label.padEnd(28)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
        });
        await sql`ANALYZE products, pharmacy_groups, pharmacy_group_members, price_lists, price_list_items, promotions`.execute(
          db,
        );
      }
    } else {
      const seedStarted = Date.now();
      await seedDemoData(db, config, pino({ level: 'silent' }));
      o.log(`  demo seed in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
      o.log(`Generating ${o.size.orders} orders, ${o.size.products} products, ${o.size.pharmacies} pharmacies…`);
      await generate(db, o.size, o.log);
    }
    const generateSeconds = (Date.now() - started) / 1000;
    o.log(`  data set ready in ${generateSeconds.toFixed(0)} s`);

    const app = await buildApp(config, db, { logger: { level: 'warn' } });
    const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await headersOf(
      db,
      config,
      'admin',
      (await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    );
    const franchisee = await db
      .selectFrom('franchisees')
      .select(['id', 'wilaya_id'])
      .where('email', 'like', 'bench.franchise%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const franchise = await headersOf(db, config, 'franchise', franchisee.id);
    const benchPharmacies = await db
      .selectFrom('pharmacies')
      .innerJoin('addresses', 'addresses.pharmacy_id', 'pharmacies.id')
      .select(['pharmacies.id', 'addresses.id as addressId'])
      .where('pharmacies.email', 'like', 'bench.pharmacy%')
      .orderBy('pharmacies.id')
      .limit(o.connections)
      .execute();
    const pharmacy = await headersOf(db, config, 'pharmacy', benchPharmacies[0]!.id);
    const anOrder = await db
      .selectFrom('orders')
      .select(['id', 'order_no'])
      .where('state', '=', 'paid')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const aName = (
      await db
        .selectFrom('pharmacies')
        .select('name')
        .where('id', '=', benchPharmacies[1]!.id)
        .executeTakeFirstOrThrow()
    ).name;
    const fragment = anOrder.order_no.slice(-5);
    const deep = Math.floor(o.size.orders / 2);

    const compiled = (q: { compile(): { sql: string; parameters: readonly unknown[] } }) => q.compile();
    // the page query the portal runs for this filter (a rare search is sorted from its matches)
    const page = async (f: OrderListFilter, offset: number) =>
      compiled(orderPageQuery(db, f, offset, 10, isFew(f, await countOrders(db, f))));
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const tenthOfLastMonth = `${lastMonth.toISOString().slice(0, 8)}10`;
    const routes: {
      name: string;
      path: string;
      headers: Record<string, string>;
      baseline?: { sql: string; parameters: readonly unknown[] };
      connections?: number;
    }[] = [
      {
        name: 'admin orders, newest page',
        path: '/admin/orders_list/0/10',
        headers: admin.headers,
        baseline: await page({}, 0),
      },
      {
        name: `admin orders, page at ${deep}`,
        path: `/admin/orders_list/${deep}/10`,
        headers: admin.headers,
        baseline: await page({}, deep),
      },
      {
        name: `admin search order no "${fragment}"`,
        path: `/admin/orders_list/0/10?search=${fragment}`,
        headers: admin.headers,
        baseline: await page({ search: fragment }, 0),
      },
      {
        name: `admin search pharmacy "${aName}"`,
        path: `/admin/orders_list/0/10?search=${encodeURIComponent(aName)}`,
        headers: admin.headers,
        baseline: await page({ search: aName }, 0),
      },
      {
        name: 'franchise orders, newest page',
        path: '/franchise/orders_list/0/10',
        headers: franchise.headers,
        baseline: await page({ wilayaId: franchisee.wilaya_id }, 0),
      },
      {
        name: 'pharmacy orders, newest page',
        path: '/pharmacy/orders_list/0/10',
        headers: pharmacy.headers,
        baseline: await page({ pharmacyId: benchPharmacies[0]!.id }, 0),
      },
      // issue 28: the preparation queue (a few hundred open orders among 1 M) and a pharmacy's shipments
      { name: 'admin preparation queue, first page', path: '/admin/preparation_queue/0/10', headers: admin.headers },
      {
        name: 'admin preparation queue, overdue',
        path: '/admin/preparation_queue/0/10?due=overdue',
        headers: admin.headers,
      },
      { name: "pharmacy's shipments, newest page", path: '/pharmacy/shipments_list/0/10', headers: pharmacy.headers },
      {
        name: 'catalogue, first page',
        path: '/pharmacy/products_list?offset=0&limit=16',
        headers: pharmacy.headers,
        baseline: compiled(orderedCatalogue(db, {}).limit(16)),
      },
      {
        name: 'catalogue search "creme"',
        path: '/pharmacy/products_list?offset=0&limit=16&search=creme',
        headers: pharmacy.headers,
        baseline: compiled(searchedPageQuery(db, 'creme', 0, 16)),
      },
      {
        name: 'admin products, first page',
        path: '/admin/products_list?offset=0&limit=10',
        headers: admin.headers,
        baseline: compiled(orderedCatalogue(db, {}).limit(10)),
      },
      // issue 31: the hard searches a person types first, and the suggestions under the search box
      {
        name: 'catalogue search "cr"',
        path: '/pharmacy/products_list?offset=0&limit=16&search=cr',
        headers: pharmacy.headers,
        baseline: compiled(searchedPageQuery(db, 'cr', 0, 16)),
      },
      {
        name: 'catalogue search "cremme" (typo)',
        path: '/pharmacy/products_list?offset=0&limit=16&search=cremme',
        headers: pharmacy.headers,
      },
      {
        name: 'catalogue search "كريم" (Arabic)',
        path: `/pharmacy/products_list?offset=0&limit=16&search=${encodeURIComponent('كريم')}`,
        headers: { ...pharmacy.headers, language: '3' },
      },
      {
        name: 'search suggestions "cr"',
        path: '/pharmacy/search_suggestions?q=cr',
        headers: pharmacy.headers,
        baseline: compiled(searchedPageQuery(db, 'cr', 0, 8)),
      },
      {
        name: 'search suggestions "creme"',
        path: '/pharmacy/search_suggestions?q=creme',
        headers: pharmacy.headers,
        baseline: compiled(searchedPageQuery(db, 'creme', 0, 8)),
      },
      {
        name: 'search suggestions "كريم مرطب" (Arabic)',
        path: `/pharmacy/search_suggestions?q=${encodeURIComponent('كريم مرطب')}`,
        headers: { ...pharmacy.headers, language: '3' },
      },
      {
        name: 'admin search pharmacy "Benali"',
        path: '/admin/orders_list/0/10?search=Benali',
        headers: admin.headers,
        baseline: await page({ search: 'Benali' }, 0),
      },
      { name: 'invoice PDF', path: `/admin/generate-invoice/${anOrder.id}`, headers: admin.headers },
      { name: 'admin disputes queue, first page', path: '/admin/disputes_list/0/20', headers: admin.headers },
      { name: 'franchise disputes, first page', path: '/franchise/disputes_list/0/20', headers: franchise.headers },
      // dashboards (issue 16): this month by default, and a whole year
      ...(await lotRoutes(db, admin.headers)),
      { name: 'admin stats, this month', path: '/admin/stats', headers: admin.headers },
      { name: 'admin stats, 12 months', path: `/admin/stats?from=${yearAgo}&to=${today}`, headers: admin.headers },
      { name: 'franchise stats, this month', path: '/franchise/stats', headers: franchise.headers },
      {
        name: 'franchise stats, 12 months',
        path: `/franchise/stats?from=${yearAgo}&to=${today}`,
        headers: franchise.headers,
      },
      // a partial month is read from the order lines (the product rollup is by month): the worst case
      {
        name: 'admin stats, from the 10th of last month',
        path: `/admin/stats?from=${tenthOfLastMonth}&to=${today}`,
        headers: admin.headers,
      },
    ];
    routes.push(...(await accountRoutes(db, admin)));
    const baselinePaths = new Map(routes.filter((r) => r.baseline).map((r, i) => [r, `/q${i}`]));
    const baseline = await startBaseline(
      databaseUrl,
      Object.fromEntries([...baselinePaths].map(([r, p]) => [p, r.baseline!])),
    );
    const results: RouteResult[] = [];
    // BENCH_ONLY: a regular expression on the routes' names (e.g. "search|suggestions"), to measure only those
    const only = o.only ? new RegExp(o.only, 'i') : null;
    for (const r of o.routes === false ? [] : routes.filter((route) => !only || only.test(route.name))) {
      const measured = await hammer(`${apiUrl}${r.path}`, {
        connections: r.connections ?? o.connections,
        seconds: o.seconds,
        headers: r.headers,
      });
      const bare = baselinePaths.has(r)
        ? await hammer(`${baseline.url}${baselinePaths.get(r)}`, { connections: o.connections, seconds: o.seconds })
        : null;
      results.push({ name: r.name, app: measured, baseline: bare });
      o.log(`  ${r.name}: p99 ${measured.p99} ms, ${measured.rps.toFixed(0)} req/s`);
    }
    await baseline.close();

    const pharmacyHeaders = await Promise.all(
      benchPharmacies.map(async (p) => ({
        headers: (await headersOf(db, config, 'pharmacy', p.id)).headers,
        addressId: p.addressId,
      })),
    );
    const productIds = (
      await db.selectFrom('products').select('id').where('ref', 'like', 'BN-%').orderBy('id').execute()
    ).map((p) => p.id);
    // credit control (issue 30) would refuse them: the data set leaves every pharmacy owing years of offline orders
    await clearAccountsOf(
      db,
      benchPharmacies.map((p) => p.id),
    );
    o.log(`Offline orders with ${pharmacyHeaders.length} pharmacies at once…`);
    const orders = await orderRun(db, apiUrl, pharmacyHeaders, {
      seconds: o.seconds,
      productIds: productIds.slice(20),
      scarceIds: scarceOf(productIds),
    });

    const pricing =
      o.routes === false
        ? undefined
        : await measurePricing({
            db,
            apiUrl,
            connections: o.connections,
            seconds: o.seconds,
            only,
            headersOf: async (id) => (await headersOf(db, config, 'pharmacy', id)).headers,
            orderPharmacies: benchPharmacies.map((p, i) => ({ ...p, headers: pharmacyHeaders[i]!.headers })),
            scarceIds: scarceOf(productIds),
            log: o.log,
          });

    // after the orders: the back-orders it adds are not in their way (issue 41 §6)
    const backorders =
      o.routes === false
        ? undefined
        : await measureBackorders({
            db,
            apiUrl,
            connections: o.connections,
            seconds: o.seconds,
            only,
            adminHeaders: admin.headers,
            productIds: productIds.slice(20),
            log: o.log,
          });

    let pages: BenchResult['pages'] = [];
    let lighthouse: BenchResult['lighthouse'] = [];
    if (o.web && hasChromium() && fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
      config.publicApiUrl = apiUrl;
      config.mediaUrl = `${apiUrl}/media/`;
      const web = await startWebServer(config, DIST_DIR, pino({ level: 'silent' }));
      const webUrl = `http://127.0.0.1:${(web.server.address() as { port: number }).port}`;
      config.webUrl = webUrl;
      const admin2 = await headersOf(
        db,
        config,
        'admin',
        (await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
      );
      const pharmacy2 = await headersOf(db, config, 'pharmacy', benchPharmacies[0]!.id);
      // each with its entry page of the build (scripts/page-budgets.ts): the code it needs to be drawn, the budgets' measure
      const webPages: (WebPage & { entry: EntryPageName })[] = [
        { name: 'landing', entry: 'landing', path: '/', ready: 'main, #root > *' },
        { name: 'pharmacy login', entry: 'pharmacy login', path: '/pharmacy/login', ready: 'input[type="password"]' },
        {
          name: 'catalogue',
          entry: 'catalogue',
          path: '/pharmacy/products',
          storage: pharmacy2.storage,
          ready: '[data-testid="product-grid"]',
        },
        {
          name: 'admin orders',
          entry: 'admin',
          path: '/admin/orders',
          storage: admin2.storage,
          ready: '[data-testid="admin-orders"]',
        },
      ];
      o.log('Page weights…');
      const entries = new Map(entryWeights(DIST_DIR).map((e) => [e.name, e]));
      pages = (await pageWeights(webUrl, webPages)).map((p, i) => {
        const entry = entries.get(webPages[i]!.entry)!;
        const loaded = new Set(p.list.map((f) => f.url.replace(/^\//, '')));
        return {
          ...p,
          entry: {
            files: entry.files.length,
            gzip: entry.gzip,
            budgetKb: entry.budgetKb,
            loaded: entry.files.filter((f) => loaded.has(f)).length,
          },
        };
      });
      o.log('Lighthouse…');
      lighthouse = await lighthouseScores(webUrl, webPages.slice(0, 3));
      await web.close();
    }
    await app.close();
    return { generateSeconds, routes: results, orders, pages, lighthouse, pricing, backorders };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;

/** The results as the Markdown tables of docs/performance.md. */
export function report(r: BenchResult, o: Pick<BenchOptions, 'size' | 'connections' | 'seconds'>): string {
  const lines = [
    `Data: ${o.size.orders} orders (${o.size.orders * o.size.linesPerOrder} lines), ${o.size.pharmacies} pharmacies, ${o.size.products} products; generated in ${r.generateSeconds.toFixed(0)} s.`,
    `Load: autocannon, ${o.connections} connections, ${o.seconds} s per route; baseline = bare Fastify + pg running the route's page query alone.`,
    '',
    '| Route | p50 | p99 | req/s | baseline p50 | baseline p99 | baseline req/s | app / baseline | errors |',
    '|---|---|---|---|---|---|---|---|---|',
    ...r.routes.map((x) =>
      [
        x.name,
        ms(x.app.p50),
        ms(x.app.p99),
        x.app.rps.toFixed(0),
        x.baseline ? ms(x.baseline.p50) : '—',
        x.baseline ? ms(x.baseline.p99) : '—',
        x.baseline ? x.baseline.rps.toFixed(0) : '—',
        x.baseline ? `${((100 * x.app.rps) / Math.max(1, x.baseline.rps)).toFixed(0)} %` : '—',
        String(x.app.non2xx),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
    '',
    `Offline orders (special_payment, PDF included), ${o.connections} pharmacies at once: **${r.orders.perSecond.toFixed(0)} orders/s**, p50 ${ms(r.orders.p50)}, p99 ${ms(r.orders.p99)}; ${r.orders.placed} placed, ${r.orders.refused} refused (stock), ${r.orders.failed} failed; oversold products: **${r.orders.oversold}**. Per order: ${r.orders.cpuMsPerOrder.toFixed(1)} ms of the server's CPU, ${r.orders.commitsPerOrder.toFixed(1)} commits (its basket call included), ${r.orders.walSyncsPerOrder.toFixed(2)} WAL flushes (whole server).`,
    ...pricingReport(r.pricing, o),
    ...backorderReport(r.backorders, o),
  ];
  if (r.pages.length) {
    // the code a page needs to be drawn (its entry's static imports and texts, from the build's manifest) is what the
    // budgets count; the browser loads more until the network is idle: lazy code (the landing's carousel) and the
    // other languages' texts fetched at idle time
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    lines.push(
      '',
      '| Page | code to draw it: files, gzip (budget) | of those loaded by the browser | loaded in all until idle: files, gzip | sent (brotli) | decoded |',
      '|---|---|---|---|---|---|',
    );
    for (const p of r.pages)
      lines.push(
        `| ${p.name} | ${p.entry.files}, ${kb(p.entry.gzip)} (≤ ${p.entry.budgetKb} KB) | ${p.entry.loaded} | ${p.files}, ${kb(p.gzip)} | ${kb(p.sent)} | ${kb(p.raw)} |`,
      );
  }
  if (r.lighthouse.length) {
    lines.push(
      '',
      '| Page | Lighthouse desktop | Lighthouse mobile | desktop metrics | mobile metrics |',
      '|---|---|---|---|---|',
    );
    for (const p of r.lighthouse)
      lines.push(`| ${p.name} | ${p.desktop} | ${p.mobile} | ${p.metrics.desktop} | ${p.metrics.mobile} |`);
  }
  return lines.join('\n');
}
