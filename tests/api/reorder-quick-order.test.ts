import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder as insertOrderInDb } from '../support/orders.js';
import { insertOrder, type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';
import { forgetOrdersOf } from '../support/orders.js';

/** Order again, the quick order pad and the most ordered products (issue 14). */
let api: TestApi;
let fx: PharmacyFixture;
/** an Alger order: serum ×8 (stock 5), sold out ×2, balm ×3, and a product withdrawn since */
let pastOrder: number;
let oranOrder: number;
let withdrawnId: number;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
  // French unless a test says otherwise
  fx.alger.headers = { ...fx.alger.headers, language: '1' };
  // the demo's shipments and ledger entries of those orders go with them (issues 28, 30)
  await forgetOrdersOf(api, [fx.alger.id, fx.oran.id]);
  withdrawnId = (
    await api.db
      .insertInto('products')
      .values({
        category_id: fx.categoryId,
        ref: 'ZZ-GONE',
        name: 'Zeta gone',
        description_fr: 'x',
        description_en: 'x',
        quantity: 9,
        cost: 100,
        price: 200,
        customer_price: 300,
        deleted_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  pastOrder = await insertOrder(api, fx.alger.id, 'ZRE001', [
    { productId: fx.serum.id, name: 'Zeta serum eclat', quantity: 8, unitPrice: 1250.5 },
    { productId: fx.soldOut.id, name: 'Zeta creme epuisee', quantity: 2, unitPrice: 500 },
    { productId: fx.balm.id, name: 'Zeta baume levres', quantity: 3, unitPrice: 99.99 },
    { productId: withdrawnId, name: 'Zeta gone', quantity: 1, unitPrice: 2 },
  ]);
  oranOrder = await insertOrder(api, fx.oran.id, 'ZRE002', [
    { productId: fx.balm.id, name: 'Zeta baume levres', quantity: 2, unitPrice: 99.99 },
  ]);
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.deleteFrom('basket_items').where('pharmacy_id', 'in', [fx.alger.id, fx.oran.id]).execute();
});

const basketRows = () =>
  api.db
    .selectFrom('basket_items')
    .select(['product_id', 'quantity'])
    .where('pharmacy_id', '=', fx.alger.id)
    .orderBy('product_id')
    .execute();

describe('POST /pharmacy/reorder', () => {
  it('sets the order’s products at today’s stock and reports removed, out-of-stock and reduced lines', async () => {
    const res = await api.call('POST', '/pharmacy/reorder', {
      headers: fx.alger.headers,
      body: { orderID: pastOrder },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
    expect(res.body.meta).toBe('Panier mis à jour : 2 produits ajoutés.');
    const { basket, added, rejected } = res.body.payload;
    expect(added).toEqual([
      { product_id: fx.serum.id, ref: 'ZZ-SERUM', name: 'Zeta serum eclat', quantity: 5 },
      { product_id: fx.balm.id, ref: 'ZZ-BALM', name: 'Zeta baume levres', quantity: 3 },
    ]);
    expect(rejected).toEqual([
      {
        ref: 'ZZ-SERUM',
        name: 'Zeta serum eclat',
        product_id: fx.serum.id,
        requested: 8,
        quantity: 5,
        reason: 'reduced',
      },
      {
        ref: 'ZZ-SOLDOUT',
        name: 'Zeta creme epuisee',
        product_id: fx.soldOut.id,
        requested: 2,
        quantity: 0,
        reason: 'out_of_stock',
      },
      {
        ref: `REF-${withdrawnId}`,
        name: 'Zeta gone',
        product_id: withdrawnId,
        requested: 1,
        quantity: 0,
        reason: 'removed',
      },
    ]);
    expect(basket.count).toBe(2);
    expect(basket.can_checkout).toBe(true);
    expect(await basketRows()).toEqual(
      [
        { product_id: fx.serum.id, quantity: 5 },
        { product_id: fx.balm.id, quantity: 3 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
  });

  it('keeps the basket’s other lines and sets (not adds) the quantities', async () => {
    await api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: fx.alger.id, product_id: fx.balm.id, quantity: 30 })
      .execute();
    await api.call('POST', '/pharmacy/reorder', { headers: fx.alger.headers, body: { orderID: pastOrder } });
    expect((await basketRows()).find((r) => r.product_id === fx.balm.id)?.quantity).toBe(3);
  });

  it('adds to the basket’s quantities with mode add, the sum capped at today’s stock (D119)', async () => {
    await api.db
      .insertInto('basket_items')
      .values([
        { pharmacy_id: fx.alger.id, product_id: fx.balm.id, quantity: 30 },
        { pharmacy_id: fx.alger.id, product_id: fx.serum.id, quantity: 2 },
      ])
      .execute();
    const res = await api.call('POST', '/pharmacy/reorder', {
      headers: fx.alger.headers,
      body: { orderID: pastOrder, mode: 'add' },
    });
    expect(res.status).toBe(200);
    expect(res.body.payload.added).toEqual([
      { product_id: fx.serum.id, ref: 'ZZ-SERUM', name: 'Zeta serum eclat', quantity: 5 },
      { product_id: fx.balm.id, ref: 'ZZ-BALM', name: 'Zeta baume levres', quantity: 33 },
    ]);
    expect(res.body.payload.rejected).toContainEqual({
      ref: 'ZZ-SERUM',
      name: 'Zeta serum eclat',
      product_id: fx.serum.id,
      requested: 10,
      quantity: 5,
      reason: 'reduced',
    });
    expect(await basketRows()).toEqual(
      [
        { product_id: fx.serum.id, quantity: 5 },
        { product_id: fx.balm.id, quantity: 33 },
      ].sort((a, b) => a.product_id - b.product_id),
    );
  });

  it('refuses a mode other than set or add, in the user’s language, and changes nothing', async () => {
    await api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: fx.alger.id, product_id: fx.balm.id, quantity: 30 })
      .execute();
    for (const mode of ['ADD', 'replace', 1, null, true]) {
      const res = await api.call('POST', '/pharmacy/reorder', {
        headers: fx.alger.headers,
        body: { orderID: pastOrder, mode },
      });
      expect(res.status, String(mode)).toBe(400);
      expect(res.body).toMatchObject({
        code: 4000,
        meta: "mode vaut 'set' (remplacer les quantités déjà au panier) ou 'add' (les y ajouter).",
      });
    }
    const en = await api.call('POST', '/pharmacy/reorder', {
      headers: { ...fx.alger.headers, language: '2' },
      body: { orderID: pastOrder, mode: 'sum' },
    });
    expect(en.body.meta).toBe("mode is 'set' (replace the quantities already in the basket) or 'add' (add to them).");
    expect(await basketRows()).toEqual([{ product_id: fx.balm.id, quantity: 30 }]);
  });

  it('refuses another pharmacy’s order, or no order, and changes nothing', async () => {
    for (const orderID of [oranOrder, 'abc', undefined, 99_999_999]) {
      const res = await api.call('POST', '/pharmacy/reorder', { headers: fx.alger.headers, body: { orderID } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 4041, meta: 'Commande introuvable' });
    }
    expect(await basketRows()).toEqual([]);
  });

  it('answers in English', async () => {
    const res = await api.call('POST', '/pharmacy/reorder', {
      headers: { ...fx.alger.headers, language: '2' },
      body: { orderID: pastOrder },
    });
    expect(res.body.meta).toBe('Basket updated: 2 products added.');
  });
});

describe('POST /pharmacy/quick_order', () => {
  const quick = (lines: unknown, headers = fx.alger.headers) =>
    api.call('POST', '/pharmacy/quick_order', { headers, body: { lines } });

  it('takes 200 lines, merging duplicates, capping at stock and reporting unknown references', async () => {
    const lines = [
      { ref: 'zz-serum', quantity: 2 },
      { ref: 'ZZ-SERUM', quantity: 9 },
      { ref: 'ZZ-BALM', quantity: 4 },
      { ref: 'ZZ-SOLDOUT', quantity: 1 },
      { ref: 'ZZ-GONE', quantity: 1 },
      ...Array.from({ length: 195 }, (_, i) => ({ ref: `NOPE-${i}`, quantity: 1 })),
    ];
    expect(lines).toHaveLength(200);
    const res = await quick(lines);
    expect(res.status).toBe(200);
    const { added, rejected, basket } = res.body.payload;
    expect(added).toEqual([
      { product_id: fx.serum.id, ref: 'ZZ-SERUM', name: 'Zeta serum eclat', quantity: 5 },
      { product_id: fx.balm.id, ref: 'ZZ-BALM', name: 'Zeta baume levres', quantity: 4 },
    ]);
    const reasons = (reason: string) => rejected.filter((r: { reason: string }) => r.reason === reason);
    expect(reasons('reduced')).toEqual([
      {
        ref: 'ZZ-SERUM',
        name: 'Zeta serum eclat',
        product_id: fx.serum.id,
        requested: 11,
        quantity: 5,
        reason: 'reduced',
      },
    ]);
    expect(reasons('merged')).toEqual([
      {
        ref: 'ZZ-SERUM',
        name: 'Zeta serum eclat',
        product_id: fx.serum.id,
        requested: 11,
        quantity: 5,
        reason: 'merged',
      },
    ]);
    expect(reasons('out_of_stock')).toMatchObject([{ ref: 'ZZ-SOLDOUT', quantity: 0 }]);
    // a withdrawn product's reference is unknown to the catalogue
    expect(reasons('unknown')).toHaveLength(196);
    expect(reasons('unknown')[0]).toEqual({
      ref: 'ZZ-GONE',
      name: null,
      product_id: null,
      requested: 1,
      quantity: 0,
      reason: 'unknown',
    });
    expect(basket.count).toBe(2);
    expect(await basketRows()).toHaveLength(2);
  });

  it('refuses 201 lines, or any malformed line, in the user’s language and changes nothing', async () => {
    await api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: fx.alger.id, product_id: fx.balm.id, quantity: 7 })
      .execute();
    const ok = { ref: 'ZZ-SERUM', quantity: 1 };
    const cases: [unknown, string][] = [
      [Array.from({ length: 201 }, () => ok), 'Une commande rapide compte au plus 200 lignes.'],
      [[], 'Ajoutez au moins une ligne « référence quantité ».'],
      ['ZZ-SERUM;2', 'Ligne 1 : une référence et une quantité entière de 1 à 99 999 sont attendues.'],
      [
        [ok, { ref: 'ZZ-BALM', quantity: 0 }],
        'Ligne 2 : une référence et une quantité entière de 1 à 99 999 sont attendues.',
      ],
      [[ok, { ref: '', quantity: 1 }], 'Ligne 2 : une référence et une quantité entière de 1 à 99 999 sont attendues.'],
      [
        [ok, ok, { ref: 'ZZ-BALM', quantity: 'deux' }],
        'Ligne 3 : une référence et une quantité entière de 1 à 99 999 sont attendues.',
      ],
      [
        [{ ref: 'ZZ-BALM', quantity: 2.5 }],
        'Ligne 1 : une référence et une quantité entière de 1 à 99 999 sont attendues.',
      ],
    ];
    for (const [lines, meta] of cases) {
      const res = await quick(lines);
      expect(res.status, JSON.stringify(lines).slice(0, 60)).toBe(400);
      expect(res.body).toMatchObject({ code: 4000, meta });
    }
    const en = await quick(
      Array.from({ length: 201 }, () => ok),
      { ...fx.alger.headers, language: '2' },
    );
    expect(en.body.meta).toBe('A quick order has at most 200 lines.');
    expect(await basketRows()).toEqual([{ product_id: fx.balm.id, quantity: 7 }]);
  });

  it('adds to the basket’s quantities with mode add, sets them by default, and refuses another mode', async () => {
    await api.db
      .insertInto('basket_items')
      .values({ pharmacy_id: fx.alger.id, product_id: fx.balm.id, quantity: 25 })
      .execute();
    const send = (mode: unknown, quantity: number) =>
      api.call('POST', '/pharmacy/quick_order', {
        headers: fx.alger.headers,
        body: { lines: [{ ref: 'zz-balm', quantity }], mode },
      });
    expect((await send('add', 10)).body.payload.added).toEqual([
      { product_id: fx.balm.id, ref: 'ZZ-BALM', name: 'Zeta baume levres', quantity: 35 },
    ]);
    const capped = await send('add', 10);
    expect(capped.body.payload.rejected).toEqual([
      {
        ref: 'ZZ-BALM',
        name: 'Zeta baume levres',
        product_id: fx.balm.id,
        requested: 45,
        quantity: 40,
        reason: 'reduced',
      },
    ]);
    expect(await basketRows()).toEqual([{ product_id: fx.balm.id, quantity: 40 }]);
    expect((await send('nope', 1)).status).toBe(400);
    expect(await basketRows()).toEqual([{ product_id: fx.balm.id, quantity: 40 }]);
    await send(undefined, 10);
    expect(await basketRows()).toEqual([{ product_id: fx.balm.id, quantity: 10 }]);
    await send('set', 12);
    expect(await basketRows()).toEqual([{ product_id: fx.balm.id, quantity: 12 }]);
  });

  it('says so when no line could be taken', async () => {
    const res = await quick([{ ref: 'NOPE', quantity: 1 }]);
    expect(res.body).toMatchObject({
      code: 2001,
      meta: "Aucun produit n'a pu être ajouté au panier.",
      payload: { added: [], rejected: [{ reason: 'unknown' }] },
    });
  });

  it('is for signed-in pharmacies only', async () => {
    const res = await api.call('POST', '/pharmacy/quick_order', { body: { lines: [{ ref: 'ZZ-BALM', quantity: 1 }] } });
    expect(res.status).toBe(401);
  });
});

describe('GET /pharmacy/frequent_products', () => {
  it('lists the pharmacy’s most ordered products still in the catalogue, most units first', async () => {
    const res = await api.call('GET', '/pharmacy/frequent_products', { headers: fx.alger.headers });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.map((p: { ref: string }) => p.ref)).toEqual(['ZZ-SERUM', 'ZZ-BALM', 'ZZ-SOLDOUT']);
    expect(res.body.payload[0]).toMatchObject({
      id: fx.serum.id,
      price: 1250.5,
      quantity: 5,
      ordered_quantity: 8,
      ordered_times: 1,
    });
    const oran = await api.call('GET', '/pharmacy/frequent_products', { headers: fx.oran.headers });
    expect(oran.body.payload.map((p: { ref: string }) => p.ref)).toEqual(['ZZ-BALM']);
    // one order each: the usual quantity is the one ordered
    expect(res.body.payload.map((p: { usual_quantity: number }) => p.usual_quantity)).toEqual([8, 3, 2]);
  });

  it('gives the usual quantity: the lower median per order of the product’s last 10 placed orders (D71)', async () => {
    const balm = { productId: fx.balm.id, ref: 'ZZ-BALM', name: 'Zeta baume levres', unitPrice: 9999 };
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
    const ids: number[] = [];
    const order = async (
      n: number,
      quantities: number[],
      state: 'paid' | 'pending_validation' | 'cancelled' = 'paid',
    ) =>
      ids.push(
        (
          await insertOrderInDb(api, {
            pharmacyId: fx.oran.id,
            orderNo: `ZUSUAL-${n}`,
            address: '2 rue d’Oran',
            status: 1,
            payementType: 2,
            state,
            createdAt: day(n),
            lines: quantities.map((quantity) => ({ ...balm, quantity })),
          })
        ).id,
      );
    try {
      // older than the last 10: never counted, however large
      for (const n of [1, 2, 3]) await order(n, [500]);
      // the last 10 placed (with ZRE002's 2, made now); 12 twice on one order's two lines counts 24 once
      for (const [n, q] of [
        [4, [12]],
        [5, [6]],
        [6, [12]],
        [7, [24]],
        [8, [12]],
        [9, [12, 12]],
        [10, [6]],
        [11, [12]],
        [12, [48]],
      ] as const)
        await order(n, [...q], n % 2 ? 'pending_validation' : 'paid');
      // a cancelled order is not a placed one
      await order(13, [999], 'cancelled');
      const res = await api.call('GET', '/pharmacy/frequent_products', { headers: fx.oran.headers });
      // last 10 per order, sorted: 2 6 6 12 12 12 12 24 24 48 → lower median 12
      expect(res.body.payload).toMatchObject([
        {
          ref: 'ZZ-BALM',
          ordered_times: 13,
          ordered_quantity: 2 + 1500 + 12 + 6 + 12 + 24 + 12 + 24 + 6 + 12 + 48,
          usual_quantity: 12,
        },
      ]);
      // newer orders move the window: ZRE002 (made now) stays the newest, order 4 and then 5 and 6 fall out
      await order(14, [60]);
      await order(15, [60]);
      const moved = await api.call('GET', '/pharmacy/frequent_products', { headers: fx.oran.headers });
      // 2 6 12 12 12 24 24 48 60 60 → 12
      expect(moved.body.payload[0].usual_quantity).toBe(12);
      await order(16, [60]);
      await order(17, [60]);
      const again = await api.call('GET', '/pharmacy/frequent_products', { headers: fx.oran.headers });
      // 2 6 12 12 24 48 60 60 60 60 → 24
      expect(again.body.payload[0].usual_quantity).toBe(24);
    } finally {
      await api.db.deleteFrom('orders').where('id', 'in', ids).execute();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the new calls', async () => {
    const doc = (await api.call('GET', '/docs/json')).body;
    expect(doc.paths['/pharmacy/reorder'].post.summary).toMatch(/Order again/);
    expect(doc.paths['/pharmacy/quick_order'].post.summary).toMatch(/Quick order/);
    expect(
      doc.paths['/pharmacy/quick_order'].post.requestBody.content['application/json'].schema.properties.lines.type,
    ).toBe('array');
    expect(doc.paths['/pharmacy/frequent_products'].get.summary).toMatch(/10 products/);
  });
});
