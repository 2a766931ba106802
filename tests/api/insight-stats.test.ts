import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCreditNote } from '../../server/ledger/creditNotes.js';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';

/**
 * The dashboards' figures (issue 16) on a known data set placed in March 2019, a month the demo data never
 * reaches: exact sums, franchise figures that never leave the wilaya, and the rollup kept in step with the orders.
 */
let api: TestApi;
let admin: Record<string, string>;
let alger: Record<string, string>;
let oran: Record<string, string>;
let pharmacy: Record<string, string>;
const products: { id: number; ref: string; name: string }[] = [];
const ids: Record<string, number> = {};

const day = (d: string) => new Date(`${d}T10:00:00Z`);

beforeAll(async () => {
  api = await startApi();
  [admin, alger, oran, pharmacy] = await Promise.all([
    api.login('admin'),
    api.login('franchise', 'franchise@demo.dz'),
    api.login('franchise', 'franchise.oran@demo.dz'),
    api.login('pharmacy'),
  ]);
  products.push(
    ...(await api.db.selectFrom('products').select(['id', 'ref', 'name']).orderBy('id').limit(3).execute()),
  );
  const [a, b, c] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
  const line = (p: typeof a, quantity: number, unitPrice: number) => ({
    productId: p.id,
    ref: p.ref,
    name: p.name,
    quantity,
    unitPrice,
  });
  const pharmacyOf = (email: string) =>
    api.db.selectFrom('pharmacies').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const [pa, po] = await Promise.all([pharmacyOf('pharmacy@demo.dz'), pharmacyOf('pharmacy.oran@demo.dz')]);
  const order = async (
    key: string,
    pharmacyId: number,
    state: 'paid' | 'pending_validation' | 'failed',
    date: string,
    lines: ReturnType<typeof line>[],
    cash = false,
  ) => {
    const o = await insertOrder(api, {
      pharmacyId,
      orderNo: `ST19-${key}-${Date.now().toString(36)}`,
      address: 'Adresse de test',
      status: state === 'paid' ? 1 : 2,
      payementType: cash ? 1 : 2,
      state,
      createdAt: day(date),
      lines,
    });
    ids[key] = o.id;
  };
  // Alger: 297.50 + 119.00 paid in March, a cash order still waiting, a failed attempt, 35.70 paid in February
  await order('A1', pa.id, 'paid', '2019-03-05', [line(a, 2, 10_000), line(b, 1, 5_000)]);
  await order('A2', pa.id, 'paid', '2019-03-20', [line(a, 1, 10_000)], true);
  await order('A3', pa.id, 'pending_validation', '2019-03-10', [line(b, 4, 5_000)], true);
  await order('A4', pa.id, 'failed', '2019-03-11', [line(c, 1, 5_000)]);
  await order('A5', pa.id, 'paid', '2019-02-15', [line(c, 3, 1_000)]);
  // Oran: 119.00 paid in March
  await order('O1', po.id, 'paid', '2019-03-15', [line(c, 10, 1_000)]);
  // 50.00 of A1 refunded (as /admin/refund_order leaves it): revenue stays gross, the refunds and net are shown beside
  await api.db.updateTable('orders').set({ refunded_amount: 5_000 }).where('id', '=', ids.A1!).execute();
  // a credit note of one unit of a on the cash order A2 (119.00): the net takes it off (issue 37 §14)
  await api.db.transaction().execute((trx) =>
    issueCreditNote(trx, {
      orderId: ids.A2!,
      lines: [{ productId: products[0]!.id, quantity: 1 }],
      source: 'dispute',
      createdBy: null,
      stampRules: api.config.stampDuty,
    }),
  );
});
afterAll(() => api?.close());

const march = '?from=2019-03-01&to=2019-03-31';

describe('GET /admin/stats', () => {
  it('gives exact sums for the period', async () => {
    const res = await api.call('GET', `/admin/stats${march}`, { headers: admin });
    expect(res.body.code).toBe(2001);
    const s = res.body.payload;
    expect(s.period).toEqual({ from: '2019-03-01', to: '2019-03-31' });
    expect(s.revenue).toEqual({
      ht: 450,
      tva: 85.5,
      ttc: 535.5,
      stamp_duty: 0,
      due: 535.5,
      refunded: 50,
      credit_notes: 119,
      net: 366.5,
    });
    expect(s.revenue_orders).toBe(3);
    expect(s.average_basket).toBe(178.5);
    expect(s.orders_by_state).toEqual([
      { state: 'failed', count: 1 },
      { state: 'paid', count: 3 },
      { state: 'pending_validation', count: 1 },
    ]);
    expect(
      s.revenue_by_wilaya.map((w: { code: number; orders: number; revenue: number; refunded: number }) => [
        w.code,
        w.orders,
        w.revenue,
        w.refunded,
      ]),
    ).toEqual([
      [16, 2, 416.5, 50],
      [31, 1, 119, 0],
    ]);
    const [a, b, c] = products;
    expect(s.top_products).toEqual([
      { product_id: a!.id, ref: a!.ref, name: a!.name, quantity: 3, revenue_ht: 300 },
      { product_id: c!.id, ref: c!.ref, name: c!.name, quantity: 10, revenue_ht: 100 },
      { product_id: b!.id, ref: b!.ref, name: b!.name, quantity: 1, revenue_ht: 50 },
    ]);
    expect(s.revenue_by_month).toHaveLength(12);
    expect(s.revenue_by_month[0].month).toBe('2018-04');
    expect(s.revenue_by_month.slice(-2)).toEqual([
      { month: '2019-02', orders: 1, revenue: 35.7, refunded: 0 },
      { month: '2019-03', orders: 3, revenue: 535.5, refunded: 50 },
    ]);
    expect(s.revenue_by_month.slice(0, 10).every((m: { revenue: number }) => m.revenue === 0)).toBe(true);
  });

  it('sums the top products over whole months (rollup) and over the days of partial months (lines) alike', async () => {
    const [a, b, c] = products;
    const top = async (query: string) =>
      (await api.call('GET', `/admin/stats${query}`, { headers: admin })).body.payload.top_products.map(
        (p: { product_id: number; quantity: number; revenue_ht: number }) => [p.product_id, p.quantity, p.revenue_ht],
      );
    // February and March whole: product_sales rows
    expect(await top('?from=2019-02-01&to=2019-03-31')).toEqual([
      [a!.id, 3, 300],
      [c!.id, 13, 130],
      [b!.id, 1, 50],
    ]);
    // 10 February – 10 March: order lines only (A5 on the 15th of February, A1 on the 5th of March)
    expect(await top('?from=2019-02-10&to=2019-03-10')).toEqual([
      [a!.id, 2, 200],
      [b!.id, 1, 50],
      [c!.id, 3, 30],
    ]);
    // 16 February – 31 March: days of February, then March whole
    expect(await top('?from=2019-02-16&to=2019-03-31')).toEqual([
      [a!.id, 3, 300],
      [c!.id, 10, 100],
      [b!.id, 1, 50],
    ]);
  });

  it('counts every order awaiting sales validation, and lists products low in stock', async () => {
    const { n } = await api.db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('state', '=', 'pending_validation')
      .executeTakeFirstOrThrow();
    const s = (await api.call('GET', `/admin/stats${march}`, { headers: admin })).body.payload;
    expect(s.awaiting_validation).toBe(Number(n));
    expect(s.low_stock.threshold).toBe(10);
  });

  it('a credit note issued after a read is taken off at the next read (the figures kept per version follow it)', async () => {
    // February's order A5, which no other test reads the figures of
    const february = '?from=2019-02-01&to=2019-02-28';
    const before = (await api.call('GET', `/admin/stats${february}`, { headers: admin })).body.payload.revenue;
    await api.db.transaction().execute((trx) =>
      issueCreditNote(trx, {
        orderId: ids.A5!,
        lines: [{ productId: products[2]!.id, quantity: 1 }],
        source: 'dispute',
        createdBy: null,
        stampRules: api.config.stampDuty,
      }),
    );
    const after = (await api.call('GET', `/admin/stats${february}`, { headers: admin })).body.payload.revenue;
    // 1 × 10.00 + 19 % = 11.90
    expect([
      Math.round((after.credit_notes - before.credit_notes) * 100),
      Math.round((before.net - after.net) * 100),
    ]).toEqual([1_190, 1_190]);
  });

  it('defaults to this month', async () => {
    const s = (await api.call('GET', '/admin/stats', { headers: admin })).body.payload;
    const today = new Date().toISOString().slice(0, 10);
    expect(s.period).toEqual({ from: `${today.slice(0, 8)}01`, to: today });
  });

  it('follows the orders: a validated cash order becomes revenue, the rollup equals the orders table', async () => {
    const res = await api.call('PUT', '/admin/update_order_status', {
      headers: admin,
      body: { orderId: ids.A3, status: 1 },
    });
    expect(res.body.code).toBe(2001);
    const s = (await api.call('GET', `/admin/stats${march}`, { headers: admin })).body.payload;
    expect(s.revenue).toEqual({
      ht: 650,
      tva: 123.5,
      ttc: 773.5,
      stamp_duty: 0,
      due: 773.5,
      refunded: 50,
      credit_notes: 119,
      net: 604.5,
    });
    expect(s.top_products.find((p: { product_id: number }) => p.product_id === products[1]!.id)).toMatchObject({
      quantity: 5,
      revenue_ht: 250,
    });
    const { rows } = await sql<{ diff: number }>`
      SELECT count(*)::int AS diff FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, wilaya_id, state, count(*)::int AS orders, sum(total) AS total, sum(price_without_tax) AS ht
        FROM orders GROUP BY 1, 2, 3
        EXCEPT
        SELECT day, wilaya_id, state, orders, total, price_without_tax FROM order_stats_daily WHERE orders <> 0
      ) d`.execute(api.db);
    expect(Number(rows[0]!.diff)).toBe(0);
    // product_sales (migration 009) holds exactly the lines summed per month
    const { rows: sales } = await sql<{ diff: number }>`
      WITH lines AS (
        SELECT o.state, date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date AS month, coalesce(l.product_id, 0) AS product_id,
          sum(l.quantity)::bigint AS quantity, sum(l.total)::bigint AS total
        FROM order_lines l JOIN orders o ON o.id = l.order_id GROUP BY 1, 2, 3),
      rollup AS (SELECT state, month, product_id, quantity, total FROM product_sales WHERE quantity <> 0 OR total <> 0)
      SELECT count(*)::int AS diff FROM ((SELECT * FROM lines EXCEPT SELECT * FROM rollup) UNION ALL (SELECT * FROM rollup EXCEPT SELECT * FROM lines)) d`.execute(
      api.db,
    );
    expect(Number(sales[0]!.diff)).toBe(0);
    await api.call('PUT', '/admin/update_order_status', { headers: admin, body: { orderId: ids.A3, status: 2 } });
  });

  it.each([
    ['from=2019-13-01&to=2019-03-31', 'fr'],
    ['from=2019-03-31&to=2019-03-01', 'en'],
    ['from=yesterday', 'en'],
  ])('refuses the period %s with a message in %s', async (query, lang) => {
    const res = await api.call('GET', `/admin/stats?${query}`, {
      headers: { ...admin, language: lang === 'fr' ? '1' : '2' },
    });
    expect(res.status).toBe(400);
    expect(res.body.meta).toMatch(lang === 'fr' ? /Période invalide/ : /Invalid period/);
  });
});

describe('GET /franchise/stats', () => {
  it('gives the figures of its own wilaya only', async () => {
    const s = (await api.call('GET', `/franchise/stats${march}`, { headers: alger })).body.payload;
    expect(s.revenue).toEqual({
      ht: 350,
      tva: 66.5,
      ttc: 416.5,
      stamp_duty: 0,
      due: 416.5,
      refunded: 50,
      credit_notes: 119,
      net: 247.5,
    });
    expect(s.revenue_orders).toBe(2);
    expect(s.average_basket).toBe(208.25);
    expect(s.revenue_by_wilaya.map((w: { code: number }) => w.code)).toEqual([16]);
    expect(s.top_products.map((p: { quantity: number }) => p.quantity)).toEqual([3, 1]);
    expect(s.orders_by_state).toEqual([
      { state: 'failed', count: 1 },
      { state: 'paid', count: 2 },
      { state: 'pending_validation', count: 1 },
    ]);
    const o = (await api.call('GET', `/franchise/stats${march}`, { headers: oran })).body.payload;
    expect(o.revenue).toEqual({
      ht: 100,
      tva: 19,
      ttc: 119,
      stamp_duty: 0,
      due: 119,
      refunded: 0,
      credit_notes: 0,
      net: 119,
    });
    expect(o.revenue_by_wilaya.map((w: { code: number }) => w.code)).toEqual([31]);
    expect(o.top_products).toEqual([expect.objectContaining({ quantity: 10, revenue_ht: 100 })]);
    expect(o.revenue_by_month.at(-2)).toEqual({ month: '2019-02', orders: 0, revenue: 0, refunded: 0 });
  });

  it('lists the pharmacies of the wilaya without an order for 30 days, never another wilaya', async () => {
    const oranWilaya = await api.db.selectFrom('wilayas').select('id').where('code', '=', 31).executeTakeFirstOrThrow();
    const s = (await api.call('GET', '/franchise/stats', { headers: alger })).body.payload;
    expect(s.inactive_days).toBe(30);
    const listed = s.inactive_pharmacies.map((p: { id: number }) => p.id);
    const wilayas = listed.length
      ? await api.db.selectFrom('pharmacies').select('wilaya_id').distinct().where('id', 'in', listed).execute()
      : [];
    expect(wilayas.map((w) => w.wilaya_id)).not.toContain(oranWilaya.id);
    // the demo Alger pharmacy orders today: it leaves the list
    const pa = await api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    await insertOrder(api, {
      pharmacyId: pa.id,
      orderNo: `ST-NOW-${Date.now()}`,
      address: 'x',
      status: 2,
      payementType: 1,
      state: 'pending_validation',
      lines: [{ ref: 'R', name: 'N', quantity: 1, unitPrice: 100 }],
    });
    const after = (await api.call('GET', '/franchise/stats', { headers: alger })).body.payload;
    expect(after.inactive_pharmacies.map((p: { id: number }) => p.id)).not.toContain(pa.id);
    // a pharmacy that never ordered is listed, with no last order date
    const silent = await api.db
      .insertInto('pharmacies')
      .values({
        name: 'Pharmacie Silencieuse',
        email: `silent${Date.now()}@test.dz`,
        phone1: '021 00 00 00',
        rc: 'RC',
        nif: 'NIF',
        rib: 'RIB',
        wilaya_id: (await api.db.selectFrom('wilayas').select('id').where('code', '=', 16).executeTakeFirstOrThrow())
          .id,
        zip: '16000',
        address1: 'Alger',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const again = (await api.call('GET', '/franchise/stats', { headers: alger })).body.payload;
    expect(again.inactive_pharmacies).toContainEqual(
      expect.objectContaining({ id: silent.id, name: 'Pharmacie Silencieuse', last_order_date: null }),
    );
    const oranView = (await api.call('GET', '/franchise/stats', { headers: oran })).body.payload;
    expect(oranView.inactive_pharmacies.map((p: { id: number }) => p.id)).not.toContain(silent.id);
  });
});

describe('refusals to other roles', () => {
  it.each([
    ['/admin/stats', 'franchise'],
    ['/admin/stats', 'pharmacy'],
    ['/admin/stats', 'none'],
    ['/franchise/stats', 'admin'],
    ['/franchise/stats', 'pharmacy'],
    ['/franchise/stats', 'none'],
  ])('%s refuses %s', async (path, who) => {
    const headers = { admin, franchise: alger, pharmacy, none: {} }[who]!;
    const res = await api.call('GET', path, { headers });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body.payload ?? null)).not.toContain('revenue');
  });
});
