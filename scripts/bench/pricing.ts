import { sql } from 'kysely';
import { algiersDay } from '../../src/contract/algiersTime.js';
import type { Database } from '../../server/db/index.js';
import { conditionsFor } from '../../server/pricing/conditions.js';
import { listCatalogue } from '../../server/queries/products.js';
import { hammer, type Measure } from './http.js';
import { orderRun, type OrderRun } from './orders.js';

/**
 * Issue 40 §6: the bench's conditions of sale, set-based (a few INSERT … SELECT over generate_series): 200 price
 * lists holding 20 000 items (pharmacy contracts, group lists with tiers, wilaya lists), 40 pharmacy groups (two
 * pharmacies in three in 1–3 of them), 300 running promotions (free units and percentages, on products, categories
 * and brands, a quarter of the free units capped; plus 20 ended or past ones), and a laboratory on 7 bench products in 8.
 *
 * Three pharmacies have a part in the measures:
 * - the *contract pharmacy* (the last bench pharmacy): its own list of 100 items on the catalogue's first 64
 *   products (36 of them with a tier from 10), three groups, a wilaya list, 20 promotions on its first pages, and a
 *   basket of 200 lines under its conditions (`GET /pharmacy/get_basket_info` measured);
 * - the *bare pharmacy* (the first bench pharmacy, the one the other routes read as): no group, named by no list nor
 *   promotion, in a wilaya (code 2) no list nor promotion covers. The bench's promotions are all scoped (wilayas,
 *   groups, pharmacies): the demo's network-wide ones are on demo products only. Its catalogue page therefore runs the
 *   pricing's statements and finds nothing, which is the page "without pricing" the contract page is compared with.
 */
export const PRICING = {
  lists: 200,
  items: 20_000,
  runningPromotions: 300,
  otherPromotions: 20,
  groups: 40,
  brands: 60,
  /** catalogue products (in its order) the contract pharmacy's own list covers */
  contractProducts: 64,
  contractTiers: 36,
  basketLines: 200,
};
/** The wilaya (code) of the bare pharmacy, which no bench list nor promotion covers. */
export const BARE_WILAYA_CODE = 2;
const CONTRACT_LIST = 'Bench contrat pharmacie (catalogue)';

type Step = (label: string, query: ReturnType<typeof sql>) => Promise<void>;

export interface PricingPharmacies {
  contract: number;
  bare: number;
}

/** The contract and bare pharmacies of the data set (see PRICING). */
export async function pricingPharmacies(db: Database): Promise<PricingPharmacies> {
  const { rows } = await sql<{ first: number; last: number }>`
    SELECT min(id) AS first, max(id) AS last FROM pharmacies WHERE email LIKE 'bench.pharmacy%'`.execute(db);
  return { bare: Number(rows[0]!.first), contract: Number(rows[0]!.last) };
}

/** True when the data set already has the bench's conditions (a data set made before them, reused, has none). */
export async function hasBenchPricing(db: Database) {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM price_lists WHERE name = ${CONTRACT_LIST}`.execute(db);
  return rows[0]!.n > 0;
}

/** The products of the catalogue's first pages, as the storefront lists them (the portal's own query). */
async function firstCatalogueProducts(db: Database, n: number) {
  const page = await listCatalogue(db, { offset: '0', limit: String(n) }, (r) => r.id);
  return Array.isArray(page) ? page : page.products;
}

/** Adds the conditions of sale to the data set (bench pharmacies and products must exist). */
export async function generatePricing(db: Database, step: Step): Promise<void> {
  const today = algiersDay(new Date());
  const p = PRICING;
  const firstPage = await firstCatalogueProducts(db, p.contractProducts);
  const { contract } = await pricingPharmacies(db);
  // one shared CTE: bench pharmacies and products are consecutive ids (made by one statement each, data.ts)
  const refs = sql`refs AS (SELECT
      (SELECT min(id) - 1 FROM pharmacies WHERE email LIKE 'bench.pharmacy%') AS ph0,
      (SELECT count(*) FROM pharmacies WHERE email LIKE 'bench.pharmacy%')::int AS phn,
      (SELECT min(id) - 1 FROM products WHERE ref LIKE 'BN-%') AS pr0,
      (SELECT count(*) FROM products WHERE ref LIKE 'BN-%')::int AS prn,
      (SELECT array_agg(id ORDER BY code) FROM wilayas WHERE code <= 40 AND code <> ${BARE_WILAYA_CODE}) AS ws,
      (SELECT array_agg(id ORDER BY id) FROM pharmacy_groups WHERE name LIKE 'Bench groupe %') AS gs,
      ${today}::date AS today)`;
  // bench pharmacy g (2 … phn: never the bare one, g = 1) and bench product k (0-based, modulo their number)
  const pharmacy = (g: ReturnType<typeof sql>) => sql`(r.ph0 + 2 + (${g}) % (r.phn - 1))`;
  const product = (k: ReturnType<typeof sql>) => sql`(r.pr0 + 1 + (${k}) % r.prn)`;
  const wilaya = (k: ReturnType<typeof sql>) => sql`r.ws[1 + (${k}) % array_length(r.ws, 1)]`;
  const group = (k: ReturnType<typeof sql>) => sql`r.gs[1 + (${k}) % array_length(r.gs, 1)]`;

  await step(
    `brands (${p.brands} laboratories)`,
    sql`UPDATE products SET brand = 'Labo Bench ' || lpad(((id * 13) % ${p.brands})::text, 2, '0')
      WHERE ref LIKE 'BN-%' AND id % 8 <> 0 AND brand IS NULL`,
  );
  await step(
    `groups (${p.groups}) + members`,
    sql`WITH made AS (
        INSERT INTO pharmacy_groups (name) SELECT 'Bench groupe ' || k FROM generate_series(1, ${p.groups}) k RETURNING id),
      gs AS (SELECT array_agg(id ORDER BY id) AS ids FROM made),
      ph AS (SELECT min(id) - 1 AS ph0, count(*)::int AS phn FROM pharmacies WHERE email LIKE 'bench.pharmacy%')
      INSERT INTO pharmacy_group_members (group_id, pharmacy_id)
      SELECT DISTINCT gs.ids[1 + (g * 7 + j * 13) % ${p.groups}], ph.ph0 + g
      FROM ph CROSS JOIN gs CROSS JOIN generate_series(1, (SELECT phn FROM ph)) g
      CROSS JOIN LATERAL generate_series(0, (g / 3) % 3) j
      WHERE g % 3 <> 1`,
  );
  const groupsOfContract = (
    await sql<{
      group_id: number;
    }>`SELECT group_id FROM pharmacy_group_members WHERE pharmacy_id = ${contract} ORDER BY group_id`.execute(db)
  ).rows.map((r) => r.group_id);
  const contractWilaya = (
    await sql<{ id: number }>`SELECT wilaya_id AS id FROM pharmacies WHERE id = ${contract}`.execute(db)
  ).rows[0]!.id;

  // validity: one list in ten has ended, one in ten starts in ten days (read, then left out by the rule)
  const validFrom = (k: ReturnType<typeof sql>) =>
    sql`CASE WHEN (${k}) % 10 = 5 THEN r.today + 10 WHEN (${k}) % 10 = 0 THEN r.today - 60 ELSE r.today - 30 END`;
  const validTo = (k: ReturnType<typeof sql>) =>
    sql`CASE WHEN (${k}) % 10 = 0 THEN r.today - 5 WHEN (${k}) % 2 = 0 THEN r.today + 90 END`;
  const pharmacyLists = p.lists - 1 - 50 - 30;
  await step(
    `price lists (${p.lists})`,
    sql`WITH ${refs}
      INSERT INTO price_lists (name, scope, scope_ids, valid_from, valid_to)
      SELECT ${CONTRACT_LIST}, 'pharmacies', ARRAY[${contract}::int], r.today - 30, NULL FROM refs r
      UNION ALL
      SELECT 'Bench contrat ' || k, 'pharmacies',
        CASE WHEN k % 3 = 0 THEN ARRAY[${pharmacy(sql`k * 17`)}, ${pharmacy(sql`k * 31 + 5`)}] ELSE ARRAY[${pharmacy(sql`k * 17`)}] END,
        ${validFrom(sql`k`)}, ${validTo(sql`k`)}
      FROM refs r CROSS JOIN generate_series(1, ${pharmacyLists}) k
      UNION ALL
      SELECT 'Bench groupe liste ' || k, 'group', ARRAY[${group(sql`k - 1`)}], ${validFrom(sql`k + 1`)}, ${validTo(sql`k + 1`)}
      FROM refs r CROSS JOIN generate_series(1, 50) k
      UNION ALL
      SELECT 'Bench wilaya ' || k, 'wilayas',
        CASE WHEN k % 2 = 0 THEN ARRAY[${wilaya(sql`(k - 1) * 7`)}, ${wilaya(sql`k * 11 + 3`)}] ELSE ARRAY[${wilaya(sql`(k - 1) * 7`)}] END,
        ${validFrom(sql`k + 1`)}, ${validTo(sql`k + 1`)}
      FROM refs r CROSS JOIN generate_series(1, 30) k`,
  );
  // the contract pharmacy's own list: the catalogue's first products 10 % below their price, 36 of them 15 % from 10
  const pharmacyItems = 60;
  const groupProducts = 80;
  const wilayaItems = Math.floor(
    (p.items - p.contractProducts - p.contractTiers - pharmacyLists * pharmacyItems - 50 * groupProducts * 2) / 30,
  );
  const wilayaExtra =
    p.items -
    p.contractProducts -
    p.contractTiers -
    pharmacyLists * pharmacyItems -
    50 * groupProducts * 2 -
    30 * wilayaItems;
  await step(
    `price list items (${p.items})`,
    sql`WITH ${refs},
      lists AS (SELECT id, name, substring(name FROM '[0-9]+$')::int AS k FROM price_lists WHERE name LIKE 'Bench %'),
      first AS (SELECT f.id, f.n FROM unnest(${firstPage}::int[]) WITH ORDINALITY f(id, n))
      INSERT INTO price_list_items (price_list_id, product_id, min_quantity, price)
      SELECT l.id, pr.id, t.min_quantity, greatest(1, pr.price * t.percent / 100)
      FROM lists l CROSS JOIN refs r
      CROSS JOIN LATERAL (
        -- the contract pharmacy's list
        SELECT f.id AS product_id, 1 AS min_quantity, 90 AS percent FROM first f WHERE l.name = ${CONTRACT_LIST}
        UNION ALL
        SELECT f.id, 10, 85 FROM first f WHERE l.name = ${CONTRACT_LIST} AND f.n <= ${p.contractTiers}
        UNION ALL
        -- a pharmacy's contract: 60 products, 85–96 % of their price
        SELECT ${product(sql`l.k * 131 + i * 37`)}, 1, 85 + (l.k + i) % 12
        FROM generate_series(0, ${pharmacyItems - 1}) i WHERE l.name LIKE 'Bench contrat %' AND l.name <> ${CONTRACT_LIST}
        UNION ALL
        -- a group's list: 80 products with two tiers each, from 1 and from 12
        SELECT ${product(sql`l.k * 211 + i * 53`)}, m.q, CASE m.q WHEN 1 THEN 95 ELSE 88 END - l.k % 4
        FROM generate_series(0, ${groupProducts - 1}) i CROSS JOIN (VALUES (1), (12)) m(q) WHERE l.name LIKE 'Bench groupe liste %'
        UNION ALL
        -- a wilaya's list: ~150 products 3–8 % below
        SELECT ${product(sql`l.k * 307 + i * 41`)}, 1, 92 + l.k % 6
        FROM generate_series(0, ${wilayaItems - 1} + CASE WHEN l.k <= ${wilayaExtra} THEN 1 ELSE 0 END) i WHERE l.name LIKE 'Bench wilaya %'
      ) t
      JOIN products pr ON pr.id = t.product_id`,
  );
  // 300 running promotions, all scoped (wilayas, groups, pharmacies; never the bare pharmacy, see above): even k
  // free units ("10 + 2", "6 + 1", "12 + 3", "5 + 1"), one in four capped; odd k a percentage, from 6 units one in
  // five; on 1–5 products, a brand, or (percentages) a category; a third combinable. The first 20 are on the
  // contract pharmacy's first pages, for its groups or its wilaya. Then 20 that do not run (ended, past).
  const n = p.runningPromotions;
  const buy = sql`(ARRAY[10, 6, 12, 5])[1 + (k / 2) % 4]`;
  const free = sql`(ARRAY[2, 1, 3, 1])[1 + (k / 2) % 4]`;
  await step(
    `promotions (${n} running + ${p.otherPromotions})`,
    sql`WITH ${refs},
      cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories),
      first AS (SELECT ${firstPage}::int[] AS ids)
      INSERT INTO promotions (name, kind, product_ids, category_id, brand, buy_quantity, free_quantity, percent_bp,
        min_quantity, scope, scope_ids, valid_from, valid_to, max_free_units, free_units_given, combinable, ended_at)
      SELECT 'Bench promo ' || k,
        CASE WHEN k % 2 = 0 THEN 'free_units' ELSE 'percent' END,
        CASE WHEN k <= 20 THEN ARRAY[first.ids[1 + (k * 3) % ${firstPage.length}], first.ids[1 + (k * 3 + 1) % ${firstPage.length}], first.ids[1 + (k * 3 + 2) % ${firstPage.length}]]
             WHEN k % 3 = 1 OR (k % 3 = 2 AND k % 2 = 0) THEN ARRAY(SELECT ${product(sql`k * 97 + j * 1013`)} FROM generate_series(0, k % 5) j)
        END,
        CASE WHEN k > 20 AND k % 3 = 2 AND k % 2 = 1 THEN cats.ids[1 + k % array_length(cats.ids, 1)] END,
        CASE WHEN k > 20 AND k % 3 = 0 THEN 'Labo Bench ' || lpad(((k * 7) % ${p.brands})::text, 2, '0') END,
        CASE WHEN k % 2 = 0 THEN ${buy} END, CASE WHEN k % 2 = 0 THEN ${free} END,
        CASE WHEN k % 2 = 1 THEN 500 + (k % 5) * 500 END,
        CASE WHEN k % 2 = 1 AND k % 5 = 0 THEN 6 ELSE 1 END,
        CASE WHEN k <= 20 THEN CASE WHEN k % 2 = 0 AND ${groupsOfContract.length} > 0 THEN 'group' ELSE 'wilayas' END
             WHEN k % 5 IN (0, 1) THEN 'wilayas' WHEN k % 5 IN (2, 3) THEN 'group' ELSE 'pharmacies' END,
        CASE WHEN k <= 20 THEN CASE WHEN k % 2 = 0 AND ${groupsOfContract.length} > 0 THEN ARRAY[(${groupsOfContract}::int[])[1 + k % ${Math.max(1, groupsOfContract.length)}]] ELSE ARRAY[${contractWilaya}::int] END
             WHEN k % 5 IN (0, 1) THEN ARRAY(SELECT ${wilaya(sql`k * 5 + j * 13`)} FROM generate_series(0, k % 3) j)
             WHEN k % 5 IN (2, 3) THEN ARRAY(SELECT ${group(sql`k * 3 + j * 7`)} FROM generate_series(0, k % 2) j)
             ELSE ARRAY(SELECT ${pharmacy(sql`k * 41 + j * 211`)} FROM generate_series(0, k % 10) j)
        END,
        r.today - 10 - k % 20, CASE WHEN k % 4 = 3 THEN NULL ELSE r.today + 20 + k % 30 END,
        CASE WHEN k % 2 = 0 AND k % 8 = 0 THEN 400 + k END, CASE WHEN k % 2 = 0 AND k % 8 = 0 THEN k % 50 ELSE 0 END,
        k % 3 = 0,
        NULL::timestamptz
      FROM refs r CROSS JOIN cats CROSS JOIN first CROSS JOIN generate_series(1, ${n}) k
      UNION ALL
      SELECT 'Bench promo passée ' || k, 'percent', ARRAY[${product(sql`k * 389`)}], NULL, NULL, NULL, NULL, 1000, 1,
        'wilayas', ARRAY[${wilaya(sql`k`)}], r.today - 60, CASE WHEN k % 2 = 0 THEN r.today - 3 END, NULL, 0, false,
        CASE WHEN k % 2 = 1 THEN now() END
      FROM refs r CROSS JOIN generate_series(1, ${p.otherPromotions}) k`,
  );
}

/** Puts the contract pharmacy's basket at 200 lines of products under its conditions (quantities 1 to 24). */
export async function fillPricedBasket(db: Database, pharmacyId: number): Promise<number> {
  const covered = await coveredProducts(db, pharmacyId);
  const picked = covered.slice(0, PRICING.basketLines);
  await sql`DELETE FROM basket_items WHERE pharmacy_id = ${pharmacyId}`.execute(db);
  await sql`INSERT INTO basket_items (pharmacy_id, product_id, quantity, added_at)
    SELECT ${pharmacyId}::int, b.id, (ARRAY[1, 3, 6, 10, 12, 24])[1 + b.n % 6], now() - (300 - b.n) * interval '1 second'
    FROM unnest(${picked}::int[]) WITH ORDINALITY b(id, n)`.execute(db);
  return picked.length;
}

/** The bench products (not scarce) some list or running promotion covers for this pharmacy, by the portal's reading. */
export async function coveredProducts(db: Database, pharmacyId: number, productIds?: readonly number[]) {
  return (await conditionedProducts(db, pharmacyId, productIds)).covered;
}

/** The products with conditions for this pharmacy, and those of them under a free-units promotion. */
async function conditionedProducts(db: Database, pharmacyId: number, productIds?: readonly number[]) {
  const ids = productIds ?? (await benchProductIds(db));
  const c = await conditionsFor(db, pharmacyId, ids);
  const covered = ids.filter((id) => {
    const x = c.get(id);
    return x && (x.items.length > 0 || x.promotions.length > 0);
  });
  const freeUnits = covered.filter((id) => c.get(id)!.promotions.some((p) => p.kind === 'free_units'));
  return { covered, freeUnits };
}

export const benchProductIds = async (db: Database) =>
  (await db.selectFrom('products').select('id').where('ref', 'like', 'BN-%').orderBy('id').execute()).map((p) => p.id);

/** How many products of the catalogue's first page (16, as the storefront asks) have conditions for this pharmacy. */
export async function conditionedOnFirstPage(db: Database, pharmacyId: number) {
  const ids = await firstCatalogueProducts(db, 16);
  return (await coveredProducts(db, pharmacyId, ids)).length;
}

/** What the data set holds of pricing, for the report. */
export async function pricingCounts(db: Database) {
  const { rows } = await sql<{ lists: number; items: number; running: number; groups: number; members: number }>`
    SELECT (SELECT count(*)::int FROM price_lists) AS lists, (SELECT count(*)::int FROM price_list_items) AS items,
      (SELECT count(*)::int FROM promotions WHERE ended_at IS NULL AND (valid_from IS NULL OR valid_from <= ${algiersDay(new Date())}::date)
        AND (valid_to IS NULL OR valid_to >= ${algiersDay(new Date())}::date)) AS running,
      (SELECT count(*)::int FROM pharmacy_groups) AS groups, (SELECT count(*)::int FROM pharmacy_group_members) AS members`.execute(
    db,
  );
  return rows[0]!;
}

// ── The measures (run.ts) ────────────────────────────────────────────────────────────────────────────────────────

export interface PricingResult {
  counts: Awaited<ReturnType<typeof pricingCounts>>;
  /** the catalogue's first page (16, as the storefront asks) of the contract pharmacy and of the bare one */
  catalogue?: { contract: Measure; bare: Measure; contractConditioned: number; bareConditioned: number };
  /** get_basket_info of the contract pharmacy's 200-line basket: alone (1 connection, the time one basket takes), and at the bench's connections */
  basket?: { lines: number; alone: Measure; loaded: Measure };
  /** offline orders of the same pharmacies, products under their conditions or under none */
  orders?: { pharmacies: number; quantities: number[]; without: OrderRun; with: OrderRun; lines: PricedLines };
}

/** The lines of the orders placed under conditions: how many got free units, a percentage, a list's price. */
interface PricedLines {
  lines: number;
  free_units: number;
  percent: number;
  list: number;
}

/** Two measures of one thing taken apart in time, as one: means of the latencies and rates, sums of the counts. */
const meanOf = (a: Measure, b: Measure): Measure => ({
  p50: (a.p50 + b.p50) / 2,
  p99: (a.p99 + b.p99) / 2,
  rps: (a.rps + b.rps) / 2,
  non2xx: a.non2xx + b.non2xx,
  answered: a.answered + b.answered,
});
const meanRun = (a: OrderRun, b: OrderRun): OrderRun => ({
  placed: a.placed + b.placed,
  refused: a.refused + b.refused,
  failed: a.failed + b.failed,
  perSecond: (a.perSecond + b.perSecond) / 2,
  p50: (a.p50 + b.p50) / 2,
  p99: (a.p99 + b.p99) / 2,
  oversold: a.oversold + b.oversold,
  cpuMsPerOrder: (a.cpuMsPerOrder + b.cpuMsPerOrder) / 2,
  commitsPerOrder: (a.commitsPerOrder + b.commitsPerOrder) / 2,
  walSyncsPerOrder: (a.walSyncsPerOrder + b.walSyncsPerOrder) / 2,
});

/** Route names, for BENCH_ONLY (a regular expression on them). */
export const PRICING_ROUTES = {
  catalogue: 'pricing: catalogue first page, contract vs no conditions',
  basket: 'pricing: basket of 200 lines priced',
  orders: 'pricing: offline orders under conditions vs none',
};

/**
 * Issue 40 §6's three measures, each pair taken in the order A B B A so that a machine getting busier or quieter
 * during the measure weighs on both sides alike: the catalogue page of the contract pharmacy against the bare
 * pharmacy's, the priced 200-line basket, and offline orders of the order run's pharmacies with products under their
 * conditions against products under none (same pharmacies, same quantities, which reach the tiers and free units).
 */
export async function measurePricing(o: {
  db: Database;
  apiUrl: string;
  connections: number;
  seconds: number;
  only: RegExp | null;
  headersOf: (pharmacyId: number) => Promise<Record<string, string>>;
  orderPharmacies: { id: number; addressId: number; headers: Record<string, string> }[];
  scarceIds: number[];
  log: (line: string) => void;
}): Promise<PricingResult> {
  const { db } = o;
  const result: PricingResult = { counts: await pricingCounts(db) };
  if (!(await hasBenchPricing(db))) return result;
  const wanted = (name: string) => !o.only || o.only.test(name);
  const { contract, bare } = await pricingPharmacies(db);
  const load = { connections: o.connections, seconds: o.seconds };
  const page = '/pharmacy/products_list?offset=0&limit=16';
  if (wanted(PRICING_ROUTES.catalogue)) {
    const contractHeaders = await o.headersOf(contract);
    const bareHeaders = await o.headersOf(bare);
    const a1 = await hammer(`${o.apiUrl}${page}`, { ...load, headers: contractHeaders });
    const b1 = await hammer(`${o.apiUrl}${page}`, { ...load, headers: bareHeaders });
    const b2 = await hammer(`${o.apiUrl}${page}`, { ...load, headers: bareHeaders });
    const a2 = await hammer(`${o.apiUrl}${page}`, { ...load, headers: contractHeaders });
    result.catalogue = {
      contract: meanOf(a1, a2),
      bare: meanOf(b1, b2),
      contractConditioned: await conditionedOnFirstPage(db, contract),
      bareConditioned: await conditionedOnFirstPage(db, bare),
    };
    o.log(
      `  ${PRICING_ROUTES.catalogue}: p99 ${result.catalogue.contract.p99} vs ${result.catalogue.bare.p99} ms (${a1.p99}/${a2.p99} vs ${b1.p99}/${b2.p99})`,
    );
  }
  if (wanted(PRICING_ROUTES.basket)) {
    const lines = await fillPricedBasket(db, contract);
    const url = `${o.apiUrl}/pharmacy/get_basket_info`;
    const headers = await o.headersOf(contract);
    const alone = await hammer(url, { connections: 1, seconds: o.seconds, headers });
    const loaded = await hammer(url, { ...load, headers });
    result.basket = { lines, alone, loaded };
    o.log(
      `  ${PRICING_ROUTES.basket} (${lines} lines): alone p50 ${alone.p50} ms, p99 ${alone.p99} ms; at ${o.connections} connections p50 ${loaded.p50} ms, p99 ${loaded.p99} ms`,
    );
  }
  if (wanted(PRICING_ROUTES.orders)) {
    const started = Date.now();
    const all = (await benchProductIds(db)).filter((id) => !o.scarceIds.includes(id));
    const withProducts: typeof o.orderPharmacies = [];
    const covered = new Map<number, number[]>();
    const allCovered = new Map<number, number[]>();
    for (const p of o.orderPharmacies) {
      const c = await conditionedProducts(db, p.id, all);
      if (c.covered.length < 20) continue;
      // half of its picks under a free-units promotion when it has some (few products are: without this, hardly an
      // order would take free units and lock a promotion's cap)
      const free = new Set(c.freeUnits);
      const others = c.covered.filter((id) => !free.has(id));
      covered.set(p.id, c.freeUnits.length ? [...c.freeUnits, ...others.slice(0, c.freeUnits.length)] : c.covered);
      allCovered.set(p.id, c.covered);
      withProducts.push(p);
    }
    const uncovered = new Map(
      withProducts.map((p) => {
        const c = new Set(allCovered.get(p.id));
        return [p.id, all.filter((id) => !c.has(id))];
      }),
    );
    o.log(
      `  ${withProducts.length} of ${o.orderPharmacies.length} order pharmacies have conditions (${(
        withProducts.reduce((s, p) => s + allCovered.get(p.id)!.length, 0) / Math.max(1, withProducts.length)
      ).toFixed(0)} products each on average; read in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    const quantities = [1, 2, 3, 6, 10, 12];
    const run = (ids: Map<number, number[]>) =>
      orderRun(
        db,
        o.apiUrl,
        withProducts.map((p) => ({ headers: p.headers, addressId: p.addressId, productIds: ids.get(p.id)! })),
        { seconds: o.seconds, productIds: all, scarceIds: o.scarceIds, quantities },
      );
    const lastOrder = async () =>
      Number((await sql<{ n: number }>`SELECT coalesce(max(id), 0) AS n FROM orders`.execute(db)).rows[0]!.n);
    const w1 = await run(uncovered);
    const from = await lastOrder();
    const p1 = await run(covered);
    const p2 = await run(covered);
    const to = await lastOrder();
    const w2 = await run(uncovered);
    // what the priced orders' lines got
    const { rows } = await sql<PricedLines>`
      SELECT count(*)::int AS lines, count(*) FILTER (WHERE free_quantity > 0)::int AS free_units,
        count(*) FILTER (WHERE promotion_id IS NOT NULL)::int AS percent, count(*) FILTER (WHERE price_list_id IS NOT NULL)::int AS list
      FROM order_lines WHERE order_id > ${from}::int AND order_id <= ${to}::int`.execute(db);
    result.orders = {
      pharmacies: withProducts.length,
      quantities,
      without: meanRun(w1, w2),
      with: meanRun(p1, p2),
      lines: rows[0]!,
    };
    o.log(
      `  ${PRICING_ROUTES.orders}: ${result.orders.with.perSecond.toFixed(0)} vs ${result.orders.without.perSecond.toFixed(0)} orders/s (${p1.perSecond.toFixed(0)}/${p2.perSecond.toFixed(0)} vs ${w1.perSecond.toFixed(0)}/${w2.perSecond.toFixed(0)})`,
    );
  }
  return result;
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1e-9, b)).toFixed(0)} %`;

/** The pricing section of the bench's Markdown report. */
export function pricingReport(r: PricingResult | undefined, o: { connections: number; seconds: number }): string[] {
  if (!r || (!r.catalogue && !r.basket && !r.orders)) return [];
  const c = r.counts;
  const lines = [
    '',
    `Pricing (issue 40): ${c.lists} price lists, ${c.items} items, ${c.running} running promotions, ${c.groups} groups (${c.members} memberships); ${o.connections} connections, each pair measured A B B A (${o.seconds} s each), means shown.`,
    '',
    '| Pricing measure | p50 | p99 | req/s | against | p50 | p99 | req/s | p99 ratio | req/s ratio |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  if (r.catalogue) {
    const { contract: a, bare: b } = r.catalogue;
    lines.push(
      `| catalogue first page, contract pharmacy (${r.catalogue.contractConditioned}/16 products with conditions) | ${ms(a.p50)} | ${ms(a.p99)} | ${a.rps.toFixed(0)} | no conditions (${r.catalogue.bareConditioned}/16) | ${ms(b.p50)} | ${ms(b.p99)} | ${b.rps.toFixed(0)} | ${pct(a.p99, b.p99)} | ${pct(a.rps, b.rps)} |`,
    );
  }
  if (r.basket) {
    const { alone: m, loaded: l } = r.basket;
    lines.push(
      `| get_basket_info, ${r.basket.lines} lines under lists and promotions, 1 connection | ${ms(m.p50)} | ${ms(m.p99)} | ${m.rps.toFixed(0)} | the same at ${o.connections} connections | ${ms(l.p50)} | ${ms(l.p99)} | ${l.rps.toFixed(0)} | | |`,
    );
  }
  if (r.orders) {
    const { with: a, without: b } = r.orders;
    lines.push(
      `| offline orders, products under conditions (${r.orders.pharmacies} pharmacies) | ${ms(a.p50)} | ${ms(a.p99)} | ${a.perSecond.toFixed(0)} orders/s | products under none | ${ms(b.p50)} | ${ms(b.p99)} | ${b.perSecond.toFixed(0)} orders/s | ${pct(a.p99, b.p99)} | ${pct(a.perSecond, b.perSecond)} |`,
      '',
      `Offline orders, quantities ${r.orders.quantities.join(', ')} in turn (half the products under conditions under a free-units promotion): under conditions ${a.placed} placed (lines: ${r.orders.lines.lines}, with free units ${r.orders.lines.free_units}, a percentage ${r.orders.lines.percent}, a list's price ${r.orders.lines.list}), ${a.refused} refused, ${a.failed} failed, oversold **${a.oversold}**, ${a.cpuMsPerOrder.toFixed(1)} ms of server CPU per order; under none ${b.placed} placed, ${b.refused} refused, ${b.failed} failed, oversold **${b.oversold}**, ${b.cpuMsPerOrder.toFixed(1)} ms.`,
    );
  }
  const errors =
    (r.catalogue ? r.catalogue.contract.non2xx + r.catalogue.bare.non2xx : 0) +
    (r.basket ? r.basket.alone.non2xx + r.basket.loaded.non2xx : 0);
  if (errors) lines.push('', `Pricing routes: ${errors} answers that were not 2xx.`);
  return lines;
}
