import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * What each campaign cost and sold (issue 40 §4, docs/pricing.md "Campaign figures"): GET /admin/promotions' figures
 * and GET /admin/brand_pricing_stats, over placed orders only. Figures by hand, in centimes:
 * - product A (Labo Alpha) 1 000 DA, cost 500 DA; A2 ("labo alpha", another case) 200 DA, cost 100 DA; B (Beta) 500 DA;
 *   N (no brand) 100 DA;
 * - "10 + 2" on A and −10 % on the brand Labo Alpha, both combinable: 10 A = 10 × 900 DA = 9 000 DA, 1 000 DA off,
 *   2 free; 5 A2 = 5 × 180 DA = 900 DA, 100 DA off;
 * - placed: pharmacy 1 (10 A, 5 A2, 4 B, 1 N) and pharmacy 2 (10 A); not counted: pharmacy 3's offline order of
 *   10 A, rejected, and pharmacy 4's card order of 10 A, awaiting payment (its 2 free units held against the cap).
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
let ids: { a: number; a2: number; b: number; n: number; free: number; percent: number; unused: number };

const call = async (method: string, path: string, body?: unknown) => {
  const res = await api.call(method, path, { headers: admin.headers, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
  return res.body.payload;
};

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
  const product = async (price: number, brand: string | null) => {
    const id = await fx.product(100, price);
    await api.db.updateTable('products').set({ brand }).where('id', '=', id).execute();
    return id;
  };
  const a = await product(100_000, 'Labo Alpha');
  const a2 = await product(20_000, 'labo alpha');
  const b = await product(50_000, 'Beta');
  const n = await product(10_000, null);
  const free = (
    await call('POST', '/admin/add_promotion', {
      name: 'Alpha 10 + 2',
      kind: 'free_units',
      product_ids: [a],
      buy_quantity: 10,
      free_quantity: 2,
      max_free_units: 100,
      combinable: true,
    })
  )[0].promotion_id;
  const percent = (
    await call('POST', '/admin/add_promotion', {
      name: 'Alpha −10 %',
      kind: 'percent',
      brand: 'Labo Alpha',
      percent: 10,
      combinable: true,
    })
  )[0].promotion_id;
  // a campaign nobody reached: its figures are zeros
  const unused = (
    await call('POST', '/admin/add_promotion', {
      name: 'Beta −5 % from 100',
      kind: 'percent',
      product_ids: [b],
      percent: 5,
      min_quantity: 100,
    })
  )[0].promotion_id;
  ids = { a, a2, b, n, free, percent, unused };

  const offline = async (lines: [number, number][]) => {
    const ph = await fx.pharmacy();
    await fx.basket(ph.id, lines);
    const res = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
    return res.body.payload.orderId as number;
  };
  await offline([
    [a, 10],
    [a2, 5],
    [b, 4],
    [n, 1],
  ]);
  await offline([[a, 10]]);
  const rejected = await offline([[a, 10]]);
  await call('POST', '/admin/reject_order', { orderId: rejected, reason: 'Commande en double' });
  const card = await fx.pharmacy();
  await fx.basket(card.id, [[a, 10]]);
  expect((await fx.saveOrder(card)).body.code).toBe(Code.OK);
});
afterAll(async () => {
  await expectInvariants(api);
  await api?.close();
});

describe('GET /admin/promotions: what each campaign cost and sold', () => {
  it('adds orders, sales, discount and the free units with their cost, over placed orders only', async () => {
    const rows = (await call('GET', '/admin/promotions')) as Record<string, unknown>[];
    const of = (id: number) => rows.find((r) => r.id === id);
    expect(of(ids.free)).toMatchObject({
      orders_count: 2,
      // the two lines of 10 A: 2 × 9 000 DA
      sales_amount: 18_000,
      discount_given: 0,
      // given: 2 + 2 placed, 2 held by the card order; the rejected order gave its 2 back
      free_units_given: 6,
      free_units_placed: 4,
      free_units_cost: 2_000,
    });
    expect(of(ids.percent)).toMatchObject({
      orders_count: 2,
      // 2 × 9 000 DA of A and 900 DA of A2
      sales_amount: 18_900,
      discount_given: 2_100,
      free_units_placed: 0,
      free_units_cost: 0,
    });
    expect(of(ids.unused)).toMatchObject({
      orders_count: 0,
      sales_amount: 0,
      discount_given: 0,
      free_units_placed: 0,
      free_units_cost: 0,
    });
    // the state filter keeps the figures
    const running = (await call('GET', '/admin/promotions?state=running')) as Record<string, unknown>[];
    expect(running.find((r) => r.id === ids.free)).toMatchObject({ sales_amount: 18_000 });
  });
});

describe('GET /admin/brand_pricing_stats', () => {
  it('per laboratory, its case folded: sales, discount, free units and their cost; the best seller first', async () => {
    const stats = await call('GET', '/admin/brand_pricing_stats');
    const today = new Date().toISOString().slice(0, 10);
    expect(stats).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today });
    expect(stats.brands).toHaveLength(2);
    expect(stats.brands[0].brand).toMatch(/^labo alpha$/i);
    expect(stats.brands[0]).toMatchObject({
      orders_count: 2,
      units_sold: 25,
      sales_amount: 18_900,
      discount_given: 2_100,
      free_units: 4,
      free_units_cost: 2_000,
    });
    expect(stats.brands[1]).toEqual({
      brand: 'Beta',
      orders_count: 1,
      units_sold: 4,
      sales_amount: 2_000,
      discount_given: 0,
      free_units: 0,
      free_units_cost: 0,
    });
  });

  it('takes a period, and refuses one that is not', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await call('GET', `/admin/brand_pricing_stats?from=${today}&to=${today}`)).brands).toHaveLength(2);
    expect(await call('GET', '/admin/brand_pricing_stats?from=2020-01-01&to=2020-01-31')).toEqual({
      from: '2020-01-01',
      to: '2020-01-31',
      brands: [],
    });
    for (const q of ['from=2020-02-30', 'from=2020-02-01&to=2020-01-01', 'to=yesterday']) {
      const res = await api.call('GET', `/admin/brand_pricing_stats?${q}`, { headers: admin.headers });
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe(Code.V4002);
    }
  });

  it('is the admin’s only', async () => {
    const ph = await fx.pharmacy();
    const res = await api.call('GET', '/admin/brand_pricing_stats', { headers: ph.headers });
    expect([401, 403]).toContain(res.status);
  });
});
