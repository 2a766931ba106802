import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 40 §6: a capped "10 + 2" under many offline orders at once, and a price list saved while checkouts run.
 * The races only exist on PostgreSQL (PGlite has one connection and runs the transactions one after the other): there
 * the 200 orders run in parallel; on PGlite a smaller batch checks the same end states.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
const onPostgres = !!process.env.DATABASE_URL;
const ORDERS = onPostgres ? 200 : 40;

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});
afterAll(async () => api?.close());

const adminCall = async (path: string, body: unknown) => {
  const res = await api.call('POST', path, { headers: admin.headers, body });
  expect(res.body.code, JSON.stringify(res.body)).toBe(Code.OK);
  return res.body.payload;
};

/** A product of `stock` units, all in one lot received through goods-in (so the lots invariant is checked). */
async function stockedProduct(stock: number, price = 100_000) {
  const id = await fx.product(0, price);
  await adminCall('/admin/receive_stock', {
    productId: id,
    lot: `L-${id}`,
    expiry: addDays(algiersToday(), 700),
    quantity: stock,
  });
  return id;
}

const placeOffline = (ph: { headers: Record<string, string>; addressId: number }) =>
  api.call('POST', '/pharmacy/special_payment', { headers: ph.headers, body: { delivery_address: ph.addressId } });

describe(`a "10 + 2" capped at 50 free units, ${ORDERS} offline orders of 10 units at once`, () => {
  it('gives exactly 50 free units, 2 per order to 25 orders, never part of 2; the cap, the stock and the lots are exact', async () => {
    const STOCK = 3000;
    const productId = await stockedProduct(STOCK);
    const [{ promotion_id: promotionId }] = await adminCall('/admin/add_promotion', {
      name: 'Labo 10 + 2 plafonné',
      kind: 'free_units',
      product_ids: [productId],
      buy_quantity: 10,
      free_quantity: 2,
      max_free_units: 50,
    });
    const buyers = [];
    for (let i = 0; i < ORDERS; i += 20)
      buyers.push(...(await Promise.all(Array.from({ length: Math.min(20, ORDERS - i) }, () => fx.pharmacy()))));
    await Promise.all(buyers.map((b) => fx.basket(b.id, [[productId, 10]])));
    // every basket sees the free units before the race: the cap is what decides
    const basket = await api.call('GET', '/pharmacy/get_basket_info', { headers: buyers[0]!.headers });
    expect(basket.body.payload.products[0]).toMatchObject({ free_quantity: 2, promotion_id: promotionId });

    const started = Date.now();
    const answers = await Promise.all(buyers.map(placeOffline));
    const elapsed = Date.now() - started;
    expect(answers.filter((a) => a.body.code !== Code.OK).map((a) => [a.status, a.body.code, a.body.meta])).toEqual([]);

    const lines = await api.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['o.id', 'l.quantity', 'l.free_quantity', 'l.free_promotion_id', 'l.total', 'l.unit_price'])
      .where('l.product_id', '=', productId)
      .execute();
    expect(lines).toHaveLength(ORDERS);
    const given = lines.reduce((s, l) => s + l.free_quantity, 0);
    const expected = Math.min(50, ORDERS * 2);
    expect(given).toBe(expected);
    // a line gets its 2 free units whole, or none: never 1, never below 0
    expect(lines.filter((l) => l.free_quantity !== 0 && l.free_quantity !== 2)).toEqual([]);
    expect(lines.filter((l) => l.free_quantity === 2)).toHaveLength(expected / 2);
    for (const l of lines) {
      // shipped = paid 10 + free; the free units cost nothing, the line is 10 × 1 000 DA
      expect(l.quantity).toBe(10 + l.free_quantity);
      expect(l.total).toBe(1_000_000);
      expect(l.free_promotion_id).toBe(l.free_quantity ? promotionId : null);
    }
    const promotion = await api.db
      .selectFrom('promotions')
      .select(['free_units_given', 'max_free_units'])
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow();
    expect(promotion).toEqual({ free_units_given: given, max_free_units: 50 });

    const shipped = lines.reduce((s, l) => s + l.quantity, 0);
    expect(shipped).toBe(ORDERS * 10 + expected);
    expect(await fx.stock(productId)).toBe(STOCK - shipped);
    // nothing left the warehouse yet: the lot still has all its units, the orders hold what they took
    const lot = await api.db
      .selectFrom('lots')
      .select(sql<number>`sum(on_hand)::int`.as('on_hand'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(lot.on_hand).toBe(STOCK);
    console.info(
      `pricing-concurrency: ${ORDERS} offline orders ${onPostgres ? 'in parallel on PostgreSQL' : 'on PGlite'} in ${elapsed} ms, ` +
        `${given} free units given (cap 50), ${shipped} units taken from ${STOCK}`,
    );
  }, 240_000);
});

describe(`a capped "10 + 2" and a percentage, not combinable, ${ORDERS} offline orders at once`, () => {
  it('gives each line the one worth more of what is left: 2 free units while the cap lasts, the percentage after, never neither', async () => {
    const productId = await stockedProduct(3000);
    const [{ promotion_id: free }] = await adminCall('/admin/add_promotion', {
      name: 'Labo 10 + 2 non cumulable',
      kind: 'free_units',
      product_ids: [productId],
      buy_quantity: 10,
      free_quantity: 2,
      max_free_units: 50,
    });
    const [{ promotion_id: percent }] = await adminCall('/admin/add_promotion', {
      name: 'Labo −5 %',
      kind: 'percent',
      product_ids: [productId],
      percent: 5,
    });
    const buyers = [];
    for (let i = 0; i < ORDERS; i += 20)
      buyers.push(...(await Promise.all(Array.from({ length: Math.min(20, ORDERS - i) }, () => fx.pharmacy()))));
    await Promise.all(buyers.map((b) => fx.basket(b.id, [[productId, 10]])));
    const answers = await Promise.all(buyers.map(placeOffline));
    expect(answers.filter((a) => a.body.code !== Code.OK).map((a) => a.body)).toEqual([]);

    const lines = await api.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select([
        'o.id',
        'o.price_without_tax',
        'l.quantity',
        'l.free_quantity',
        'l.unit_price',
        'l.discount_amount',
        'l.total',
        'l.promotion_id',
        'l.free_promotion_id',
      ])
      .where('l.product_id', '=', productId)
      .execute();
    // 2 free units are worth 2 000 DA, 5 % of 10 units 500 DA: the free units while the cap has them, else the 5 %
    const withFree = { quantity: 12, free_quantity: 2, unit_price: 100_000, discount_amount: 0, total: 1_000_000 };
    const withPercent = { quantity: 10, free_quantity: 0, unit_price: 95_000, discount_amount: 50_000, total: 950_000 };
    const neither = lines.filter(
      (l) =>
        !(l.free_quantity === 2 && l.free_promotion_id === free && l.promotion_id === null) &&
        !(l.free_quantity === 0 && l.promotion_id === percent && l.free_promotion_id === null),
    );
    expect(neither, `${neither.length} lines got neither promotion whole`).toEqual([]);
    for (const l of lines) {
      expect(l).toMatchObject(l.free_quantity ? withFree : withPercent);
      expect(l.price_without_tax).toBe(l.total);
    }
    const given = lines.reduce((s, l) => s + l.free_quantity, 0);
    expect(given).toBe(Math.min(50, ORDERS * 2));
    const promotion = await api.db
      .selectFrom('promotions')
      .select('free_units_given')
      .where('id', '=', free)
      .executeTakeFirstOrThrow();
    expect(promotion.free_units_given).toBe(given);
    expect(await fx.stock(productId)).toBe(3000 - lines.reduce((s, l) => s + l.quantity, 0));
  }, 240_000);
});

describe('card orders on a capped "10 + 2", one in three declined, at once', () => {
  it('the declined give their free units back: the cap counts exactly the paid orders’ free units', async () => {
    const N = onPostgres ? 45 : 12;
    const CAP = onPostgres ? 40 : 10;
    const productId = await stockedProduct(2000);
    const [{ promotion_id: promotionId }] = await adminCall('/admin/add_promotion', {
      name: 'Labo 10 + 2 carte',
      kind: 'free_units',
      product_ids: [productId],
      buy_quantity: 10,
      free_quantity: 2,
      max_free_units: CAP,
    });
    const buyers = await Promise.all(Array.from({ length: N }, () => fx.pharmacy()));
    await Promise.all(buyers.map((b) => fx.basket(b.id, [[productId, 10]])));
    const declined = (i: number) => i % 3 === 0;
    const results = await Promise.all(
      buyers.map(async (b, i) => {
        const saved = await fx.saveOrder(b);
        expect(saved.body.code, JSON.stringify(saved.body)).toBe(Code.OK);
        await payOnSandbox(saved.body.payload.formUrl, declined(i) ? CARDS.declined : CARDS.ok);
        const mdOrder = new URL(saved.body.payload.formUrl).searchParams.get('mdOrder')!;
        const confirmed = await api.call('POST', `/pharmacy/payment?orderId=${mdOrder}`, { headers: b.headers });
        return confirmed.body.code as number;
      }),
    );
    expect(results).toEqual(buyers.map((_, i) => (declined(i) ? Code.PAYMENT_FAILED : Code.OK)));
    const lines = await api.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['o.state', 'l.quantity', 'l.free_quantity'])
      .where('l.product_id', '=', productId)
      .execute();
    const paid = lines.filter((l) => l.state === 'paid');
    expect(paid).toHaveLength(buyers.filter((_, i) => !declined(i)).length);
    expect(lines.filter((l) => l.state !== 'paid').every((l) => l.state === 'failed')).toBe(true);
    const paidFree = paid.reduce((s, l) => s + l.free_quantity, 0);
    const promotion = await api.db
      .selectFrom('promotions')
      .select('free_units_given')
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow();
    expect(promotion.free_units_given).toBe(paidFree);
    expect(paidFree).toBeLessThanOrEqual(CAP);
    expect(lines.filter((l) => l.free_quantity !== 0 && l.free_quantity !== 2)).toEqual([]);
    expect(await fx.stock(productId)).toBe(2000 - paid.reduce((s, l) => s + l.quantity, 0));
    console.info(
      `pricing-concurrency: ${N} card orders, ${paid.length} paid with ${paidFree} free units (cap ${CAP}), ` +
        `${lines.filter((l) => l.state === 'failed').reduce((s, l) => s + l.free_quantity, 0)} given back by the declined`,
    );
  }, 240_000);
});

describe('a price list saved while checkouts run', () => {
  it('gives every order the old prices or the new ones, whole', async () => {
    const N = onPostgres ? 60 : 20;
    const a = await stockedProduct(1000);
    const b = await stockedProduct(1000);
    const [{ price_list_id: listId }] = await adminCall('/admin/add_price_list', {
      name: 'Contrat Alger',
      scope: 'wilayas',
      // the fixture's pharmacies are in wilaya 16
      scope_ids: [
        (await api.db.selectFrom('wilayas').select('id').where('code', '=', 16).executeTakeFirstOrThrow()).id,
      ],
    });
    const versions = [
      [
        { product_id: a, price: 800 },
        { product_id: b, price: 400 },
      ],
      [
        { product_id: a, price: 700 },
        { product_id: b, price: 300 },
      ],
    ];
    await adminCall('/admin/set_price_list_items', { priceListId: listId, items: versions[0] });
    const buyers = await Promise.all(Array.from({ length: N }, () => fx.pharmacy()));
    await Promise.all(
      buyers.map((ph) =>
        fx.basket(ph.id, [
          [a, 2],
          [b, 3],
        ]),
      ),
    );

    // the list changes back and forth while the orders are placed
    let edits = 0;
    let running = true;
    const editing = (async () => {
      while (running) {
        await adminCall('/admin/set_price_list_items', { priceListId: listId, items: versions[++edits % 2] });
        if (!onPostgres) await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const answers = await Promise.all(buyers.map(placeOffline));
    running = false;
    await editing;
    expect(answers.filter((x) => x.body.code !== Code.OK).map((x) => x.body)).toEqual([]);
    expect(edits).toBeGreaterThan(1);

    const lines = await api.db
      .selectFrom('order_lines as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['o.id', 'o.price_without_tax', 'l.product_id', 'l.unit_price', 'l.list_price', 'l.price_list_id'])
      .where(
        'o.pharmacy_id',
        'in',
        buyers.map((ph) => ph.id),
      )
      .orderBy('o.id')
      .orderBy('l.product_id')
      .execute();
    const byOrder = new Map<number, typeof lines>();
    for (const l of lines) byOrder.set(l.id, [...(byOrder.get(l.id) ?? []), l]);
    expect(byOrder.size).toBe(N);
    const seen = new Set<string>();
    for (const [orderId, ls] of byOrder) {
      const prices = Object.fromEntries(ls.map((l) => [l.product_id, l.unit_price]));
      const version = [
        { [a]: 80_000, [b]: 40_000 },
        { [a]: 70_000, [b]: 30_000 },
      ].findIndex((v) => v[a] === prices[a] && v[b] === prices[b]);
      expect(version, `order ${orderId}: ${JSON.stringify(prices)}`).toBeGreaterThanOrEqual(0);
      seen.add(String(version));
      for (const l of ls) {
        expect(l.price_list_id).toBe(listId);
        expect(l.list_price).toBe(l.unit_price);
      }
      // the order's amount is that of its lines
      expect(ls[0]!.price_without_tax).toBe(prices[a]! * 2 + prices[b]! * 3);
    }
    console.info(`pricing-concurrency: ${N} orders during ${edits} saves of the list, versions seen: ${[...seen]}`);
    for (const p of [a, b]) expect(await fx.stock(p)).toBe(1000 - N * (p === a ? 2 : 3));
  }, 120_000);
});
