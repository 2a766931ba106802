import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tellBackInStock } from '../../server/shortages/availability.js';
import { flushSearchDemand } from '../../server/shortages/demand.js';
import { startApi, type TestApi } from '../support/api.js';
import { forgetOrdersOf } from '../support/orders.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

/** Substitutes, "tell me when it is back" and quotas (issue 41 §2–§4, docs/shortages.md), over HTTP. */
let api: TestApi;
let fx: PharmacyFixture;
let admin: Record<string, string>;
let demo: {
  substitutes: unknown[];
  requests: { notified_at: Date | null }[];
  quotas: unknown[];
  shares: { percent: number }[];
  backorders: { status: string; product_id: number }[];
};

beforeAll(async () => {
  api = await startApi();
  demo = {
    substitutes: await api.db.selectFrom('product_substitutes').selectAll().execute(),
    requests: await api.db.selectFrom('availability_requests').select('notified_at').execute(),
    quotas: await api.db.selectFrom('product_quotas').selectAll().execute(),
    shares: await api.db.selectFrom('product_quota_shares').selectAll().execute(),
    backorders: await api.db.selectFrom('backorders').select(['status', 'product_id']).execute(),
  };
  fx = await pharmacyFixture(api);
  admin = await api.login('admin');
  await forgetOrdersOf(api, [fx.alger.id, fx.oran.id]);
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.deleteFrom('basket_items').where('pharmacy_id', 'in', [fx.alger.id, fx.oran.id]).execute();
  await api.db.deleteFrom('product_substitutes').execute();
  await api.db.deleteFrom('product_quotas').execute();
  await api.db.deleteFrom('availability_requests').execute();
  await api.db.deleteFrom('unserved_demand').execute();
  await forgetOrdersOf(api, [fx.alger.id, fx.oran.id]);
  await api.db.updateTable('products').set({ quantity: 0 }).where('id', '=', fx.soldOut.id).execute();
});

const adminCall = (method: string, path: string, body?: unknown, language = '1') =>
  api.call(method, path, { headers: { ...admin, language }, body });
const details = async (headers: Record<string, string>, id: number) => {
  const res = await api.call('POST', '/pharmacy/product_details', { headers, body: { id } });
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return res.body.payload;
};
const setBasket = (headers: Record<string, string>, productId: number, quantity: number, language = '1') =>
  api.call('POST', '/pharmacy/add_product_to_basket', {
    headers: { ...headers, language },
    body: { product_id: productId, quantity },
  });
const mailsTo = (email: string) =>
  api.db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body', 'created_at'])
    .where('recipient', 'ilike', email)
    .where('subject', 'ilike', '%stock%')
    .orderBy('id')
    .execute();

it('the demo data has a sold-out product with substitutes and pharmacies waiting, a told request and a quota', () => {
  expect(demo.substitutes.length).toBeGreaterThanOrEqual(1);
  expect(demo.requests.filter((r) => r.notified_at === null).length).toBeGreaterThanOrEqual(2);
  expect(demo.requests.filter((r) => r.notified_at !== null)).toHaveLength(1);
  expect(demo.quotas).toHaveLength(1);
  // the quota gives Algiers a share of its supply (D127)
  expect(demo.shares).toEqual([expect.objectContaining({ percent: 60 })]);
  // back-orders waiting on the sold-out product, and one expired (issue 41 §1)
  expect(demo.backorders.filter((b) => b.status === 'waiting')).toHaveLength(3);
  expect(demo.backorders.filter((b) => b.status === 'expired')).toHaveLength(1);
  expect(new Set(demo.backorders.map((b) => b.product_id)).size).toBe(1);
});

describe('substitutes (§2)', () => {
  it('are set in order by the admin and offered to a pharmacy in stock only, priced for it', async () => {
    const set = await adminCall('POST', '/admin/set_substitutes', {
      productId: fx.soldOut.id,
      substitute_ids: [fx.balm.id, fx.serum.id],
    });
    expect(set.body).toMatchObject({
      code: 2001,
      payload: [{ product_id: fx.soldOut.id, substitute_ids: [fx.balm.id, fx.serum.id] }],
    });
    await api.db.updateTable('products').set({ quantity: 0 }).where('id', '=', fx.serum.id).execute();
    try {
      const product = await details(fx.alger.headers, fx.soldOut.id);
      expect(product.substitutes).toEqual([
        expect.objectContaining({ id: fx.balm.id, ref: 'ZZ-BALM', price: 99.99, base_price: 99.99, quantity: 40 }),
      ]);
      const shown = await adminCall('GET', `/admin/product_shortage?productId=${fx.soldOut.id}`);
      expect(shown.body.payload[0].substitutes.map((s: { id: number }) => s.id)).toEqual([fx.balm.id, fx.serum.id]);
    } finally {
      await api.db.updateTable('products').set({ quantity: fx.serum.stock }).where('id', '=', fx.serum.id).execute();
    }
  });

  it('a short basket line offers them; a line in stock offers none', async () => {
    await adminCall('POST', '/admin/set_substitutes', { productId: fx.serum.id, substitute_ids: [fx.balm.id] });
    await api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: fx.alger.id, product_id: fx.serum.id, quantity: 9 })
      .execute();
    await api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: fx.alger.id, product_id: fx.balm.id, quantity: 1 })
      .execute();
    const basket = await api.call('GET', '/pharmacy/get_basket_info', { headers: fx.alger.headers });
    const line = (id: number) => basket.body.payload.products.find((p: { product_id: number }) => p.product_id === id);
    expect(line(fx.serum.id)).toMatchObject({ insufficient_stock: true, substitutes: [{ id: fx.balm.id }] });
    expect(line(fx.balm.id).substitutes).toEqual([]);
  });

  it('refuses the product itself, unknown ids, duplicates, fractions and too many, in the reader’s language, and keeps the list', async () => {
    await adminCall('POST', '/admin/set_substitutes', { productId: fx.soldOut.id, substitute_ids: [fx.balm.id] });
    const refused = [
      [[fx.soldOut.id], 'Un produit ne peut pas être son propre substitut.'],
      [[999_999], 'Les substituts doivent être une liste d’au plus 8 produits existants.'],
      [[fx.balm.id, fx.balm.id], 'Les substituts doivent'],
      [[1.5], 'Les substituts doivent'],
      [['3'], 'Les substituts doivent'],
      ['nope', 'Les substituts doivent'],
      [Array.from({ length: 9 }, (_, i) => i + 1), 'Les substituts doivent'],
    ] as const;
    for (const [ids, text] of refused) {
      const res = await adminCall('POST', '/admin/set_substitutes', { productId: fx.soldOut.id, substitute_ids: ids });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.code).toBe(4000);
      expect(res.body.meta).toContain(text);
    }
    const english = await adminCall(
      'POST',
      '/admin/set_substitutes',
      { productId: fx.soldOut.id, substitute_ids: [fx.soldOut.id] },
      '2',
    );
    expect(english.body.meta).toContain('A product cannot be its own substitute.');
    const kept = await adminCall('GET', `/admin/product_shortage?productId=${fx.soldOut.id}`);
    expect(kept.body.payload[0].substitutes.map((s: { id: number }) => s.id)).toEqual([fx.balm.id]);
  });

  it('is the admin’s call only', async () => {
    const res = await api.call('POST', '/admin/set_substitutes', {
      headers: fx.alger.headers,
      body: { productId: fx.soldOut.id, substitute_ids: [fx.balm.id] },
    });
    expect(res.status).toBeGreaterThanOrEqual(401);
    expect(await api.db.selectFrom('product_substitutes').selectAll().execute()).toEqual([]);
  });
});

describe('"tell me when it is back" (§3)', () => {
  it('is asked once per product while waiting, refused for a product in stock, and listed in the profile', async () => {
    const ask = () =>
      api.call('POST', '/pharmacy/notify_when_available', {
        headers: fx.alger.headers,
        body: { product_id: fx.soldOut.id },
      });
    const first = await ask();
    expect(first.body.code, JSON.stringify(first.body)).toBe(2001);
    const again = await ask();
    expect(again.body.payload[0].request_id).toBe(first.body.payload[0].request_id);
    expect((await details(fx.alger.headers, fx.soldOut.id)).availability_request_id).toBe(
      first.body.payload[0].request_id,
    );
    expect((await details(fx.oran.headers, fx.soldOut.id)).availability_request_id).toBeNull();

    const inStock = await api.call('POST', '/pharmacy/notify_when_available', {
      headers: { ...fx.alger.headers, language: '2' },
      body: { product_id: fx.balm.id },
    });
    expect(inStock.body).toMatchObject({ code: 4093, meta: 'This product is in stock: you can order it now.' });
    for (const bad of ['1', 1.5, -1, null])
      expect(
        (
          await api.call('POST', '/pharmacy/notify_when_available', {
            headers: fx.alger.headers,
            body: { product_id: bad },
          })
        ).body.code,
      ).toBe(4000);

    const listed = await api.call('GET', '/pharmacy/availability_requests', { headers: fx.alger.headers });
    expect(listed.body.payload).toEqual([
      expect.objectContaining({ product_id: fx.soldOut.id, ref: 'ZZ-SOLDOUT', quantity: 0, notified_at: null }),
    ]);
    expect(
      (await api.call('GET', '/pharmacy/availability_requests', { headers: fx.oran.headers })).body.payload,
    ).toEqual([]);
  });

  it('a goods-in tells each pharmacy once, in its language, oldest request first; the requests show it', async () => {
    const oranAsked = await api.call('POST', '/pharmacy/notify_when_available', {
      headers: fx.oran.headers,
      body: { product_id: fx.soldOut.id },
    });
    const algerAsked = await api.call('POST', '/pharmacy/notify_when_available', {
      headers: fx.alger.headers,
      body: { product_id: fx.soldOut.id },
    });
    expect([oranAsked.body.code, algerAsked.body.code]).toEqual([2001, 2001]);
    const before = await api.db
      .selectFrom('outgoing_mail')
      .select(({ fn }) => fn.max('id').as('id'))
      .executeTakeFirstOrThrow();

    const received = await adminCall('POST', '/admin/receive_stock', {
      productId: fx.soldOut.id,
      lot: `TELL-${Date.now()}`,
      expiry: '2030-12-31',
      quantity: 8,
    });
    expect(received.body.code, JSON.stringify(received.body)).toBe(2001);

    const told = await api.db
      .selectFrom('outgoing_mail')
      .select(['recipient', 'subject'])
      .where('id', '>', Number(before.id ?? 0))
      .where('subject', 'ilike', '%Zeta creme epuisee%')
      .orderBy('id')
      .execute();
    expect(told.map((m) => m.recipient.toLowerCase())).toEqual([fx.oran.email, fx.alger.email]);
    // once only: a later run of the job finds nobody left to tell
    expect(await tellBackInStock(api.config, api.db)).toBe(0);
    const listed = await api.call('GET', '/pharmacy/availability_requests', { headers: fx.alger.headers });
    expect(listed.body.payload[0]).toMatchObject({
      product_id: fx.soldOut.id,
      quantity: 8,
      notified_at: expect.any(String),
    });
    // a new request can be made once told
    await api.db.updateTable('products').set({ quantity: 0 }).where('id', '=', fx.soldOut.id).execute();
    const anew = await api.call('POST', '/pharmacy/notify_when_available', {
      headers: fx.alger.headers,
      body: { product_id: fx.soldOut.id },
    });
    expect(anew.body.payload[0].request_id).not.toBe(algerAsked.body.payload[0].request_id);
  });

  it('the job tells those whose product came back another way (a stock edit)', async () => {
    await api.call('POST', '/pharmacy/notify_when_available', {
      headers: fx.alger.headers,
      body: { product_id: fx.soldOut.id },
    });
    expect(await tellBackInStock(api.config, api.db)).toBe(0);
    await api.db.updateTable('products').set({ quantity: 3 }).where('id', '=', fx.soldOut.id).execute();
    expect(await tellBackInStock(api.config, api.db)).toBe(1);
    expect(await tellBackInStock(api.config, api.db)).toBe(0);
    expect(await mailsTo(fx.alger.email)).not.toEqual([]);
  });

  it('a pharmacy drops its own request, never another’s', async () => {
    const asked = await api.call('POST', '/pharmacy/notify_when_available', {
      headers: fx.alger.headers,
      body: { product_id: fx.soldOut.id },
    });
    const requestId = asked.body.payload[0].request_id;
    const other = await api.call('POST', '/pharmacy/cancel_availability_request', {
      headers: fx.oran.headers,
      body: { requestId },
    });
    expect(other.body.code).toBe(4041);
    const mine = await api.call('POST', '/pharmacy/cancel_availability_request', {
      headers: fx.alger.headers,
      body: { requestId },
    });
    expect(mine.body).toMatchObject({ code: 2001, payload: [{ request_id: requestId }] });
    expect(await api.db.selectFrom('availability_requests').selectAll().execute()).toEqual([]);
  });
});

describe('quotas (§4)', () => {
  const setQuota = (body: Record<string, unknown>, language = '1') =>
    adminCall('POST', '/admin/set_quota', body, language);

  it('shows what is left, refuses beyond it with the number left, and counts the orders of the period', async () => {
    expect((await setQuota({ productId: fx.balm.id, per_pharmacy: 10, period_days: 7 })).body.code).toBe(2001);
    expect(await details(fx.alger.headers, fx.balm.id)).toMatchObject({ quota_left: 10, quota_period_days: 7 });
    const list = await api.call('GET', '/pharmacy/products_list?search=ZZ-BALM', { headers: fx.alger.headers });
    expect(list.body.payload.find((p: { id: number }) => p.id === fx.balm.id)).toMatchObject({
      quota_left: 10,
      quota_period_days: 7,
    });

    const beyond = await setBasket(fx.alger.headers, fx.balm.id, 11);
    expect(beyond.status).toBe(409);
    expect(beyond.body).toMatchObject({ code: 4096 });
    expect(beyond.body.meta).toContain('il vous reste 10 unités');
    expect(
      await api.db.selectFrom('basket_items').selectAll().where('pharmacy_id', '=', fx.alger.id).execute(),
    ).toEqual([]);

    expect((await setBasket(fx.alger.headers, fx.balm.id, 6)).body.code).toBe(2001);
    const address = await api.db
      .selectFrom('addresses')
      .select('id')
      .where('pharmacy_id', '=', fx.alger.id)
      .executeTakeFirstOrThrow();
    const order = await api.call('POST', '/pharmacy/special_payment', {
      headers: fx.alger.headers,
      body: { delivery_address: address.id },
    });
    expect(order.body.code, JSON.stringify(order.body)).toBe(2001);
    expect(await details(fx.alger.headers, fx.balm.id)).toMatchObject({ quota_left: 4 });
    expect(await details(fx.oran.headers, fx.balm.id)).toMatchObject({ quota_left: 10 });
    const english = await setBasket(fx.alger.headers, fx.balm.id, 5, '2');
    expect(english.body.meta).toBe('Quota reached for this product: you may still order 4 units in the period.');
    const arabic = await setBasket(fx.alger.headers, fx.balm.id, 5, '3');
    expect(arabic.body.meta).toContain('بقيت لك 4 وحدات');
    // a product without a quota says so with nulls
    expect(await details(fx.alger.headers, fx.serum.id)).toMatchObject({ quota_left: null, quota_period_days: null });
  });

  it('refuses a quota of 0, a period of 0 days, fractions, text and shares, and changes nothing', async () => {
    await setQuota({ productId: fx.balm.id, per_pharmacy: 5, period_days: 30 });
    const bad = [
      [{ per_pharmacy: 0, period_days: 7 }, 'per_pharmacy'],
      [{ per_pharmacy: 2.5, period_days: 7 }, 'per_pharmacy'],
      [{ per_pharmacy: '5', period_days: 7 }, 'per_pharmacy'],
      [{ per_pharmacy: -3, period_days: 7 }, 'per_pharmacy'],
      [{ per_pharmacy: 5, period_days: 0 }, 'period_days'],
      [{ per_pharmacy: 5, period_days: 366 }, 'period_days'],
      [{ per_pharmacy: 5, period_days: 7, wilaya_shares: [{ wilaya_id: 16, percent: 120 }] }, 'wilaya_shares'],
      ...(
        [
          [
            { wilaya_id: 16, percent: 60 },
            { wilaya_id: 31, percent: 50 },
          ],
          [
            { wilaya_id: 16, percent: 20 },
            { wilaya_id: 16, percent: 20 },
          ],
          [{ wilaya_id: 16, percent: 0 }],
          [{ wilaya_id: 16, percent: 12.5 }],
          [{ wilaya_id: 16, percent: '20' }],
          [{ wilaya_id: 9999, percent: 20 }],
          '16:20',
          [16],
        ] as const
      ).map((shares) => [{ per_pharmacy: 5, period_days: 7, wilaya_shares: shares }, 'wilaya_shares'] as const),
    ] as const;
    for (const [body, field] of bad) {
      const res = await setQuota({ productId: fx.balm.id, ...body });
      expect(res.body.code, JSON.stringify(body)).toBe(4000);
      expect(JSON.stringify(res.body.payload)).toContain(field);
    }
    const zero = await setQuota({ productId: fx.balm.id, per_pharmacy: 0, period_days: 7 }, '2');
    expect(zero.body.meta).toContain('The quota must be a whole number of units from 1 to 100000.');
    const shown = await adminCall('GET', `/admin/product_shortage?productId=${fx.balm.id}`);
    expect(shown.body.payload[0].quota).toEqual({ per_pharmacy: 5, period_days: 30, wilaya_shares: [] });
    expect((await adminCall('DELETE', '/admin/delete_quota', { productId: fx.balm.id })).body.code).toBe(2001);
    expect((await adminCall('DELETE', '/admin/delete_quota', { productId: fx.balm.id })).body.code).toBe(4041);
  });

  it('a wilaya’s share caps what its pharmacies take together; a wilaya without one only by the quota (D127)', async () => {
    await api.db.updateTable('products').set({ quantity: 40 }).where('id', '=', fx.balm.id).execute();
    const set = await setQuota({
      productId: fx.balm.id,
      per_pharmacy: 30,
      period_days: 7,
      wilaya_shares: [{ wilaya_id: 16, percent: 25 }],
    });
    expect(set.body.payload[0]).toMatchObject({ wilaya_shares: [{ wilaya_id: 16, percent: 25 }] });
    // 25 % of the supply of 40 (nothing taken yet): 10 for Alger's pharmacies together; Oran has no share
    expect(await details(fx.alger.headers, fx.balm.id)).toMatchObject({ quota_left: 10 });
    expect(await details(fx.oran.headers, fx.balm.id)).toMatchObject({ quota_left: 30 });
    expect((await setBasket(fx.alger.headers, fx.balm.id, 11)).body.code).toBe(4096);
    expect((await setBasket(fx.alger.headers, fx.balm.id, 6)).body.code).toBe(2001);
    const address = await api.db
      .selectFrom('addresses')
      .select('id')
      .where('pharmacy_id', '=', fx.alger.id)
      .executeTakeFirstOrThrow();
    const order = await api.call('POST', '/pharmacy/special_payment', {
      headers: fx.alger.headers,
      body: { delivery_address: address.id },
    });
    expect(order.body.code, JSON.stringify(order.body)).toBe(2001);
    // the supply is still 40 (6 taken, 34 in stock): 4 left to the wilaya
    expect(await details(fx.alger.headers, fx.balm.id)).toMatchObject({ quota_left: 4 });
    const beyond = await setBasket(fx.alger.headers, fx.balm.id, 5);
    expect(beyond.body).toMatchObject({ code: 4096 });
    expect(beyond.body.meta).toContain('il vous reste 4 unités');
    const franchise = await api.login('franchise', 'franchise@demo.dz');
    const seen = await api.call('GET', '/franchise/quotas', { headers: franchise });
    expect(seen.body.payload.find((r: { product_id: number }) => r.product_id === fx.balm.id)).toMatchObject({
      wilaya_share: { percent: 25, allowed: 10, taken: 6, left: 4 },
    });
    const shown = await adminCall('GET', `/admin/product_shortage?productId=${fx.balm.id}`);
    expect(shown.body.payload[0].quota.wilaya_shares).toEqual([{ wilaya_id: 16, percent: 25 }]);
    // set again without shares: none
    await setQuota({ productId: fx.balm.id, per_pharmacy: 30, period_days: 7 });
    expect(await details(fx.alger.headers, fx.balm.id)).toMatchObject({ quota_left: 24 });
  });

  it('a quick order is capped at what the quota leaves, and says why', async () => {
    await setQuota({ productId: fx.balm.id, per_pharmacy: 3, period_days: 7 });
    const res = await api.call('POST', '/pharmacy/quick_order', {
      headers: fx.alger.headers,
      body: { lines: [{ ref: 'ZZ-BALM', quantity: 8 }] },
    });
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    expect(res.body.payload.added).toEqual([expect.objectContaining({ product_id: fx.balm.id, quantity: 3 })]);
    expect(res.body.payload.rejected).toEqual([
      expect.objectContaining({ reason: 'quota', requested: 8, quantity: 3 }),
    ]);
  });
});

describe('the demand the distributor did not serve (§5)', () => {
  const report = async (query = '') => {
    const res = await adminCall('GET', `/admin/unserved_demand${query}`);
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    return res.body.payload as Record<string, unknown>[];
  };

  it('counts the units refused and capped, the searches out of stock and the "tell me" requests, per product and per wilaya', async () => {
    // refused in the basket: 9 asked of the serum's 5, and 3 of the sold-out cream
    expect((await setBasket(fx.alger.headers, fx.serum.id, 9)).body.code).toBe(4093);
    expect((await setBasket(fx.oran.headers, fx.soldOut.id, 3)).body.code).toBe(4093);
    // capped by the quick order: 12 balms asked under a quota of 4
    await adminCall('POST', '/admin/set_quota', { productId: fx.balm.id, per_pharmacy: 4, period_days: 7 });
    await api.call('POST', '/pharmacy/quick_order', {
      headers: fx.alger.headers,
      body: { lines: [{ ref: 'ZZ-BALM', quantity: 12 }] },
    });
    // a search finding the sold-out cream, twice by one pharmacy: once
    for (let i = 0; i < 2; i++)
      await api.call('GET', '/pharmacy/products_list?search=Zeta%20creme&offset=0&limit=20', {
        headers: fx.alger.headers,
      });
    expect(await flushSearchDemand(api.db)).toBe(1);
    await api.call('POST', '/pharmacy/notify_when_available', {
      headers: fx.oran.headers,
      body: { product_id: fx.soldOut.id },
    });

    const rows = await report();
    const row = (productId: number) => rows.find((r) => r.product_id === productId);
    expect(row(fx.balm.id)).toMatchObject({ capped_units: 8, refused_units: 0, searches: 0, pharmacies: 1 });
    expect(row(fx.serum.id)).toMatchObject({ refused_units: 4, capped_units: 0, stock: 5 });
    expect(row(fx.soldOut.id)).toMatchObject({ refused_units: 3, searches: 1, notify_requests: 1, pharmacies: 2 });
    // the most units missed first
    expect(rows.map((r) => r.product_id).slice(0, 3)).toEqual([fx.balm.id, fx.serum.id, fx.soldOut.id]);

    const byWilaya = await report('?by=wilaya');
    const soldOut = byWilaya.filter((r) => r.product_id === fx.soldOut.id);
    expect(soldOut).toHaveLength(2);
    expect(soldOut.every((r) => typeof r.wilaya === 'string')).toBe(true);

    // another period: nothing
    expect(await report('?from=2020-01-01&to=2020-01-31')).toEqual([]);
  });

  it('refuses a bad period or grouping, and is the admin’s only', async () => {
    for (const q of ['?from=2026-13-01', '?from=2026-02-10&to=2026-02-01', '?by=pharmacy', '?from=1'])
      expect((await adminCall('GET', `/admin/unserved_demand${q}`)).body.code, q).toBe(4002);
    const pharmacy = await api.call('GET', '/admin/unserved_demand', { headers: fx.alger.headers });
    expect(pharmacy.status).toBeGreaterThanOrEqual(401);
  });
});

describe('the franchisee’s view of quotas (§4)', () => {
  it('shows what each pharmacy of its wilaya took and has left, never another wilaya’s', async () => {
    await adminCall('POST', '/admin/set_quota', { productId: fx.balm.id, per_pharmacy: 10, period_days: 7 });
    for (const [ph, quantity] of [
      [fx.alger, 3],
      [fx.oran, 2],
    ] as const) {
      expect((await setBasket(ph.headers, fx.balm.id, quantity)).body.code).toBe(2001);
      const address = await api.db
        .selectFrom('addresses')
        .select('id')
        .where('pharmacy_id', '=', ph.id)
        .executeTakeFirstOrThrow();
      const order = await api.call('POST', '/pharmacy/special_payment', {
        headers: ph.headers,
        body: { delivery_address: address.id },
      });
      expect(order.body.code, JSON.stringify(order.body)).toBe(2001);
    }
    const franchise = await api.login('franchise', 'franchise@demo.dz');
    const res = await api.call('GET', '/franchise/quotas', { headers: franchise });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload).toEqual([
      expect.objectContaining({
        product_id: fx.balm.id,
        pharmacy_id: fx.alger.id,
        taken: 3,
        left: 7,
        per_pharmacy: 10,
      }),
    ]);
    const oran = await api.login('franchise', 'franchise.oran@demo.dz');
    const seen = await api.call('GET', '/franchise/quotas', { headers: oran });
    expect(seen.body.payload.map((r: { pharmacy_id: number }) => r.pharmacy_id)).toEqual([fx.oran.id]);
    expect((await api.call('GET', '/franchise/quotas', { headers: fx.alger.headers })).status).toBeGreaterThanOrEqual(
      401,
    );
  });
});
