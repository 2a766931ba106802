import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { paymentFixture } from './payment-fixtures.js';
import { backordersJob } from '../../server/orders/backordersJob.js';

/**
 * Issue 41 §6 under concurrency: a quota of 10 under 50 parallel adds of one pharmacy, the quota checked again at
 * checkout, and the "tell me" requests of 100 pharmacies told once each, oldest first, by runs racing each other.
 * On PostgreSQL the calls run in parallel; PGlite runs them one after the other and checks the same end states.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterEach(async () => {
  await expectInvariants(api);
});
afterAll(async () => api?.close());

const adminCall = async (path: string, body: unknown) => {
  const res = await api.call('POST', path, { headers: admin.headers, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
  return res.body.payload;
};

async function stockedProduct(stock: number) {
  const id = await fx.product(0);
  if (stock)
    await adminCall('/admin/receive_stock', {
      productId: id,
      lot: `L-${id}`,
      expiry: addDays(algiersToday(), 700),
      quantity: stock,
    });
  return id;
}

describe('a quota of 10 per pharmacy', () => {
  it('50 parallel adds of one unit by one pharmacy put exactly 10 in its basket; its order takes 10; the stock and lots are exact', async () => {
    const productId = await stockedProduct(500);
    const ref = (
      await api.db.selectFrom('products').select('ref').where('id', '=', productId).executeTakeFirstOrThrow()
    ).ref;
    await adminCall('/admin/set_quota', { productId, per_pharmacy: 10, period_days: 7 });
    const ph = await fx.pharmacy();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.call('POST', '/pharmacy/quick_order', {
          headers: ph.headers,
          body: { lines: [{ ref, quantity: 1 }], mode: 'add' },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.code !== Code.OK).map((a) => a.body)).toEqual([]);
    // ten adds took their unit as asked; the forty after were capped at the quota, the line left at 10
    expect(answers.filter((a) => !a.body.payload.rejected.length)).toHaveLength(10);
    expect(answers.filter((a) => a.body.payload.rejected[0]?.reason === 'quota')).toHaveLength(40);
    const line = await api.db
      .selectFrom('basket_items')
      .select('quantity')
      .where('pharmacy_id', '=', ph.id)
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(line.quantity).toBe(10);

    const order = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    expect(order.body.code, JSON.stringify(order.body)).toBe(Code.OK);
    expect(await fx.stock(productId)).toBe(490);
    const beyond = await api.call('POST', '/pharmacy/add_product_to_basket', {
      headers: ph.headers,
      body: { product_id: productId, quantity: 1 },
    });
    expect(beyond.body.code).toBe(Code.LIMIT_REACHED);
  }, 120_000);

  it('a quota lowered after the basket was filled is checked again at checkout: refused, nothing taken', async () => {
    const productId = await stockedProduct(100);
    await adminCall('/admin/set_quota', { productId, per_pharmacy: 10, period_days: 30 });
    const ph = await fx.pharmacy();
    await fx.basket(ph.id, [[productId, 8]]);
    await adminCall('/admin/set_quota', { productId, per_pharmacy: 5, period_days: 30 });
    const order = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    expect(order.body.code).toBe(Code.LIMIT_REACHED);
    expect(await fx.stock(productId)).toBe(100);
    expect(await api.db.selectFrom('orders').select('id').where('pharmacy_id', '=', ph.id).execute()).toEqual([]);
  });
});

describe('a wilaya’s share of a quota (D127)', () => {
  it('ten pharmacies of the wilaya ordering at once take together at most its share; the stock and lots are exact', async () => {
    const productId = await stockedProduct(100);
    const pharmacies = await Promise.all(Array.from({ length: 10 }, () => fx.pharmacy()));
    const { wilaya_id } = await api.db
      .selectFrom('pharmacies')
      .select('wilaya_id')
      .where('id', '=', pharmacies[0]!.id)
      .executeTakeFirstOrThrow();
    // 30 % of the supply of 100 (what was taken plus the stock, D127): 30 units, six orders of 5, for the wilaya
    await adminCall('/admin/set_quota', {
      productId,
      per_pharmacy: 20,
      period_days: 7,
      wilaya_shares: [{ wilaya_id, percent: 30 }],
    });
    for (const ph of pharmacies) await fx.basket(ph.id, [[productId, 5]]);
    const answers = await Promise.all(
      pharmacies.map((ph) =>
        api.call('POST', '/pharmacy/special_payment', {
          headers: ph.headers,
          body: { delivery_address: ph.addressId },
        }),
      ),
    );
    const placed = answers.filter((a) => a.body.code === Code.OK);
    expect(placed).toHaveLength(6);
    expect(answers.filter((a) => a.body.code === Code.LIMIT_REACHED)).toHaveLength(4);
    expect(await fx.stock(productId)).toBe(70);
    const taken = await api.db
      .selectFrom('order_lines')
      .select(({ fn }) => fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(taken.units)).toBe(30);
  }, 120_000);
});

describe('100 pharmacies waiting for one product', () => {
  it('a goods-in and three racing job runs tell each exactly once, in the order they asked', async () => {
    const productId = await stockedProduct(0);
    const waiting = [];
    for (let i = 0; i < 100; i += 20)
      waiting.push(...(await Promise.all(Array.from({ length: 20 }, () => fx.pharmacy()))));
    for (const ph of waiting) {
      const res = await api.call('POST', '/pharmacy/notify_when_available', {
        headers: ph.headers,
        body: { product_id: productId },
      });
      expect(res.body.code).toBe(Code.OK);
    }
    const [latest] = await api.db
      .selectFrom('outgoing_mail')
      .select(sql<number>`coalesce(max(id), 0)::int`.as('id'))
      .execute();
    const { tellBackInStock } = await import('../../server/shortages/availability.js');
    const [received, ...runs] = await Promise.all([
      adminCall('/admin/receive_stock', {
        productId,
        lot: `BACK-${productId}`,
        expiry: addDays(algiersToday(), 700),
        quantity: 8,
      }),
      tellBackInStock(api.config, api.db),
      tellBackInStock(api.config, api.db),
      tellBackInStock(api.config, api.db),
    ]);
    expect(received[0].available).toBe(8);
    // whatever the runs found before the goods-in committed, a last run tells those left
    const last = await tellBackInStock(api.config, api.db);
    expect(runs.reduce((s, n) => s + n, 0) + last).toBeLessThanOrEqual(100);
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select('recipient')
      .where('id', '>', latest!.id)
      .orderBy('id')
      .execute();
    const told = mails.map((m) => m.recipient);
    expect(told).toHaveLength(100);
    expect(new Set(told).size).toBe(100);
    const requests = await api.db
      .selectFrom('availability_requests')
      .select(['pharmacy_id', 'notified_at'])
      .where('product_id', '=', productId)
      .execute();
    expect(requests.filter((r) => r.notified_at === null)).toEqual([]);
    expect(await tellBackInStock(api.config, api.db)).toBe(0);
    // one transaction tells a batch in the order asked: the first 20 asked are the first 20 told
    expect(told.slice(0, 20).sort()).toEqual(
      waiting
        .slice(0, 20)
        .map((w) => w.email)
        .sort(),
    );
  }, 180_000);
});

describe('100 pharmacies with back-orders on one product (§1)', () => {
  it('three racing goods-ins and two job runs of fewer units serve the oldest first, exactly the units received, none twice', async () => {
    const productId = await stockedProduct(0);
    const pharmacies = [];
    for (let i = 0; i < 100; i++) {
      const ph = await fx.pharmacy(`Pharmacie en attente ${i}`);
      const added = await api.call('POST', '/pharmacy/add_product_to_basket', {
        headers: ph.headers,
        body: { product_id: productId, quantity: 2, backorder: true },
      });
      expect(added.body.code).toBe(Code.OK);
      const kept = await api.call('POST', '/pharmacy/keep_backorders', {
        headers: ph.headers,
        body: { address_id: ph.addressId },
      });
      expect(kept.body.code).toBe(Code.OK);
      pharmacies.push(ph);
    }
    const queue = await api.db
      .selectFrom('backorders')
      .select(['id', 'pharmacy_id'])
      .where('product_id', '=', productId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(queue).toHaveLength(100);

    // 90 units for 200 waiting: three goods-ins of 30 at once, and the job racing them
    const lot = (n: number) => ({
      productId,
      lot: `BO-RACE-${productId}-${n}`,
      expiry: addDays(algiersToday(), 700),
      quantity: 30,
    });
    const received = await Promise.all([
      ...[1, 2, 3].map((n) => api.call('POST', '/admin/receive_stock', { headers: admin.headers, body: lot(n) })),
      backordersJob.run(api.config, api.db, pino({ level: 'silent' })),
      backordersJob.run(api.config, api.db, pino({ level: 'silent' })),
    ]);
    expect(received.slice(0, 3).map((r) => (r as { body: { code: number } }).body.code)).toEqual([2001, 2001, 2001]);

    const servings = await api.db
      .selectFrom('backorder_servings as s')
      .innerJoin('backorders as b', 'b.id', 's.backorder_id')
      .select(['b.id', 'b.pharmacy_id', 's.quantity', 's.order_id'])
      .where('b.product_id', '=', productId)
      .execute();
    expect(servings.reduce((sum, s) => sum + s.quantity, 0)).toBe(90);
    // the 45 oldest, each served once and in full; the 55 after still wait with their 2 units
    expect(servings.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      queue
        .slice(0, 45)
        .map((b) => b.id)
        .sort((a, b) => a - b),
    );
    expect(new Set(servings.map((s) => s.order_id)).size).toBe(45);
    const after = await api.db
      .selectFrom('backorders')
      .select(['id', 'status', 'quantity'])
      .where('product_id', '=', productId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(after.slice(0, 45).every((b) => b.status === 'served' && b.quantity === 0)).toBe(true);
    expect(after.slice(45).every((b) => b.status === 'waiting' && b.quantity === 2)).toBe(true);
    const ordered = await api.db
      .selectFrom('order_lines')
      .select(({ fn }) => fn.sum<number>('quantity').as('units'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(ordered.units)).toBe(90);
    expect(await fx.stock(productId)).toBe(0);
  }, 240_000);
});
