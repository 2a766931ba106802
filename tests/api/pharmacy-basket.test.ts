import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basketTotals } from '../../server/orders/basketTotals.js';
import { startApi, type TestApi } from '../support/api.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

let api: TestApi;
let fx: PharmacyFixture;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
});
afterAll(() => api?.close());

const basket = (headers = fx.alger.headers) => api.call('GET', '/pharmacy/get_basket_info', { headers });
const setLine = (product_id: unknown, quantity: unknown, headers = fx.alger.headers) =>
  api.call('POST', '/pharmacy/add_product_to_basket', { headers, body: { product_id, quantity } });

beforeEach(async () => {
  await api.db.deleteFrom('basket_items').execute();
  await api.db.updateTable('products').set({ quantity: 5 }).where('id', '=', fx.serum.id).execute();
});

describe('basketTotals', () => {
  it('sums lines excl. tax and taxes the sum once, rounded to the centime', () => {
    expect(
      basketTotals(
        [
          { unitPrice: 125050, quantity: 3 },
          { unitPrice: 9999, quantity: 2 },
        ],
        19,
      ),
    ).toEqual({
      lineTotals: [375150, 19998],
      priceWithoutTax: 395148,
      taxRate: 19,
      taxAmount: 75078, // 395148 × 0.19 = 75078.12
      total: 470226,
    });
    expect(basketTotals([], 19)).toMatchObject({ priceWithoutTax: 0, taxAmount: 0, total: 0 });
  });
});

describe('basket', () => {
  it('starts empty', async () => {
    const res = await basket();
    expect(res.body).toMatchObject({
      code: 2001,
      payload: {
        products: [],
        basket_total_price: 0,
        tax_amount: 0,
        price_without_tax: 0,
        tax_rate: 19,
        can_checkout: false,
      },
    });
  });

  it('sets (not adds) the quantity and computes the totals on the server', async () => {
    let res = await setLine(fx.serum.id, 2);
    expect(res.body.code).toBe(2001);
    expect(res.body.meta).toBe('Basket updated.');
    res = await setLine(String(fx.serum.id), '3');
    res = await setLine(fx.balm.id, 2);
    expect(res.body.payload.products).toHaveLength(2);
    res = await basket();
    const p = res.body.payload;
    expect(p.products[0]).toMatchObject({
      product_id: fx.serum.id,
      id: fx.serum.id,
      name: 'Zeta serum eclat',
      selected_quantity: 3,
      product_quantity: 5,
      unity_price: 1250.5,
      total_price: 3751.5,
      mainImage: 'products/zz-serum-2.webp',
      insufficient_stock: false,
    });
    expect(p.products[1]).toMatchObject({ product_id: fx.balm.id, selected_quantity: 2, total_price: 199.98 });
    expect(p).toMatchObject({
      basket_id: fx.alger.id,
      price_without_tax: 3951.48,
      tax_rate: 19,
      tax_amount: 750.78,
      basket_total_price: 4702.26,
      can_checkout: true,
    });
  });

  it('accepts exactly the stock', async () => {
    const res = await setLine(fx.serum.id, 5);
    expect(res.body.code).toBe(2001);
  });

  it.each([
    ['zero', 0],
    ['negative', -2],
    ['fractional', 1.5],
    ['fractional string', '2.0'],
    ['non-numeric', 'abc'],
    ['huge', 1e21],
    ['huge string', '99999999999999999999'],
    ['empty', ''],
    ['missing', undefined],
    ['boolean', true],
  ])('refuses a %s quantity with 4002 and changes nothing', async (_label, quantity) => {
    await setLine(fx.serum.id, 1);
    const res = await setLine(fx.serum.id, quantity);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4002);
    expect(res.body.meta).toMatch(/whole number|required/i);
    expect((await basket()).body.payload.products[0].selected_quantity).toBe(1);
  });

  it('refuses beyond the stock (4093 with the available quantity) and an out-of-stock product', async () => {
    let res = await setLine(fx.serum.id, 6);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 4093, meta: 'Beyond available quantity (5 available).' });
    res = await setLine(fx.soldOut.id, 1);
    expect(res.body).toMatchObject({ code: 4093, meta: 'Out of stock' });
    expect((await basket()).body.payload.products).toEqual([]);
  });

  it('refuses an unknown, withdrawn or malformed product', async () => {
    for (const id of [999999, 'abc', -3, 2.5]) {
      const res = await setLine(id, 1);
      expect(res.body.code).toBe(4041);
      expect(res.body.meta).toBe('Product not found.');
    }
    expect((await setLine(undefined, 1)).body.code).toBe(4001);
    await api.db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', fx.balm.id).execute();
    try {
      expect((await setLine(fx.balm.id, 1)).body.code).toBe(4041);
    } finally {
      await api.db.updateTable('products').set({ deleted_at: null }).where('id', '=', fx.balm.id).execute();
    }
  });

  it('flags a line whose stock fell below its quantity, without changing it', async () => {
    await setLine(fx.serum.id, 4);
    await api.db.updateTable('products').set({ quantity: 2 }).where('id', '=', fx.serum.id).execute();
    const p = (await basket()).body.payload;
    expect(p.products[0]).toMatchObject({ selected_quantity: 4, product_quantity: 2, insufficient_stock: true });
    expect(p.can_checkout).toBe(false);
    // lowering the quantity to the new stock clears the flag
    const fixed = await setLine(fx.serum.id, 2);
    expect(fixed.body.payload.products[0].insufficient_stock).toBe(false);
    expect(fixed.body.payload.can_checkout).toBe(true);
  });

  it('update_basket_product (empty body) answers the basket unchanged', async () => {
    await setLine(fx.serum.id, 2);
    const res = await api.call('PUT', '/pharmacy/update_basket_product', { headers: fx.alger.headers });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.products[0].selected_quantity).toBe(2);
  });

  it('removes one line, then empties the basket', async () => {
    await setLine(fx.serum.id, 2);
    await setLine(fx.balm.id, 1);
    let res = await api.call('DELETE', '/pharmacy/delete_basket_product', {
      headers: fx.alger.headers,
      body: { product_id: fx.serum.id },
    });
    expect(res.body).toMatchObject({ code: 2001, meta: 'Product removed from the basket.' });
    expect(res.body.payload.products.map((l: any) => l.product_id)).toEqual([fx.balm.id]);
    res = await api.call('DELETE', '/pharmacy/delete_basket_product', {
      headers: fx.alger.headers,
      body: { product_id: fx.serum.id },
    });
    expect(res.body.code).toBe(4041);
    res = await api.call('DELETE', '/pharmacy/empty_basket', { headers: fx.alger.headers });
    expect(res.body).toMatchObject({ code: 2001, payload: { products: [], basket_total_price: 0 } });
  });

  it('keeps each pharmacy to its own basket', async () => {
    await setLine(fx.serum.id, 2);
    expect((await basket(fx.oran.headers)).body.payload.products).toEqual([]);
    // Oran removing or emptying touches only its own basket
    const res = await api.call('DELETE', '/pharmacy/delete_basket_product', {
      headers: fx.oran.headers,
      body: { product_id: fx.serum.id },
    });
    expect(res.body.code).toBe(4041);
    await api.call('DELETE', '/pharmacy/empty_basket', { headers: fx.oran.headers });
    await setLine(fx.serum.id, 1, fx.oran.headers);
    const mine = (await basket()).body.payload;
    expect(mine.products).toHaveLength(1);
    expect(mine.products[0].selected_quantity).toBe(2);
    expect(mine.basket_id).toBe(fx.alger.id);
    expect((await basket(fx.oran.headers)).body.payload.products[0].selected_quantity).toBe(1);
  });

  it('refuses every basket call without tokens', async () => {
    for (const [method, path] of [
      ['GET', '/pharmacy/get_basket_info'],
      ['POST', '/pharmacy/add_product_to_basket'],
      ['PUT', '/pharmacy/update_basket_product'],
      ['DELETE', '/pharmacy/delete_basket_product'],
      ['DELETE', '/pharmacy/empty_basket'],
    ] as const) {
      const res = await api.call(method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.body.code, path).toBe(4031);
    }
  });
});
