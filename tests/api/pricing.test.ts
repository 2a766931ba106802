import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { forgetOrdersOf } from '../support/orders.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

/** Price lists, groups, tiers and free units (issue 40, docs/pricing.md), over HTTP. */
let api: TestApi;
let fx: PharmacyFixture;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
  admin = await api.login('admin');
  await forgetOrdersOf(api, [fx.alger.id]);
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.deleteFrom('basket_items').where('pharmacy_id', 'in', [fx.alger.id, fx.oran.id]).execute();
  await api.db.deleteFrom('price_lists').execute();
  await api.db.updateTable('promotions').set({ ended_at: new Date() }).where('ended_at', 'is', null).execute();
});

const adminCall = (method: string, path: string, body?: unknown) => api.call(method, path, { headers: admin, body });
const balmItem = async (headers: Record<string, string>) => {
  const res = await api.call('POST', '/pharmacy/product_details', { headers, body: { id: fx.balm.id } });
  expect(res.body.code).toBe(2001);
  return res.body.payload;
};
const setBasket = async (quantity: number) => {
  const res = await api.call('POST', '/pharmacy/add_product_to_basket', {
    headers: fx.alger.headers,
    body: { product_id: fx.balm.id, quantity },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return (res.body.payload.products as { product_id: number }[]).find((l) => l.product_id === fx.balm.id) as Record<
    string,
    unknown
  >;
};

async function priceList(scope: string, scopeIds: number[], items: unknown[], name = `Liste ${Math.random()}`) {
  const added = await adminCall('POST', '/admin/add_price_list', { name, scope, scope_ids: scopeIds });
  expect(added.body.code, JSON.stringify(added.body)).toBe(2001);
  const id = added.body.payload[0].price_list_id as number;
  const set = await adminCall('POST', '/admin/set_price_list_items', { priceListId: id, items });
  expect(set.body.code, JSON.stringify(set.body)).toBe(2001);
  return id;
}

describe('price lists', () => {
  it('gives the pharmacy its contract price and tiers, and the other one the catalogue price', async () => {
    await priceList(
      'pharmacies',
      [fx.alger.id],
      [
        { product_id: fx.balm.id, price: 90 },
        { product_id: fx.balm.id, price: 80, min_quantity: 10 },
      ],
    );
    const mine = await balmItem(fx.alger.headers);
    expect(mine).toMatchObject({ price: 90, base_price: 99.99, tiers: [{ min_quantity: 10, price: 80 }] });
    const other = await balmItem(fx.oran.headers);
    expect(other).toMatchObject({ price: 99.99, base_price: 99.99, tiers: [] });
  });

  it('gives a tier from its quantity and takes it back when the quantity drops', async () => {
    await priceList(
      'pharmacies',
      [fx.alger.id],
      [
        { product_id: fx.balm.id, price: 90 },
        { product_id: fx.balm.id, price: 80, min_quantity: 10 },
      ],
    );
    expect(await setBasket(10)).toMatchObject({ unity_price: 80, total_price: 800 });
    expect(await setBasket(9)).toMatchObject({
      unity_price: 90,
      total_price: 810,
      next_offer: { kind: 'tier', missing_quantity: 1, price: 80 },
    });
  });

  it('gives a pharmacy in two groups the better of the two lists', async () => {
    const group = async (name: string) => {
      const res = await adminCall('POST', '/admin/add_pharmacy_group', { name, pharmacy_ids: [fx.alger.id] });
      expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
      return res.body.payload[0].group_id as number;
    };
    const large = await group(`Grandes ${Math.random()}`);
    const hospital = await group(`Hospitalières ${Math.random()}`);
    await priceList('group', [large], [{ product_id: fx.balm.id, price: 85 }]);
    await priceList('group', [hospital], [{ product_id: fx.balm.id, price: 70 }]);
    expect(await balmItem(fx.alger.headers)).toMatchObject({ price: 70 });
    expect(await balmItem(fx.oran.headers)).toMatchObject({ price: 99.99 });
  });

  it('refuses a bad price by its line and changes nothing', async () => {
    const id = await priceList('wilayas', [16], [{ product_id: fx.balm.id, price: 90 }]);
    const res = await adminCall('POST', '/admin/set_price_list_items', {
      priceListId: id,
      items: [
        { product_id: fx.balm.id, price: 91 },
        { product_id: fx.serum.id, price: -1 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000);
    expect(res.body.payload[0].path).toBe('items.1.price');
    const items = await adminCall('GET', `/admin/price_list_items?priceListId=${id}`);
    expect(items.body.payload.map((i: { price: number }) => i.price)).toEqual([90]);
    for (const bad of [{ price: '90' }, { price: 90, min_quantity: 0 }, { price: 90, min_quantity: 1.5 }]) {
      const r = await adminCall('POST', '/admin/set_price_list_items', {
        priceListId: id,
        items: [{ product_id: fx.balm.id, ...bad }],
      });
      expect(r.body.code, JSON.stringify(bad)).toBe(4000);
    }
    const late = await adminCall('POST', '/admin/add_price_list', {
      name: 'À rebours',
      scope: 'wilayas',
      scope_ids: [16],
      valid_from: '2026-12-10',
      valid_to: '2026-12-01',
    });
    expect(late.body.code).toBe(4000);
    expect(late.body.payload[0].path).toBe('valid_to');
  });
});

describe('free units', () => {
  it('counts M per complete N, within the cap, and an offline order takes them from the stock and the cap', async () => {
    const added = await adminCall('POST', '/admin/add_promotion', {
      name: 'Baume 10 + 2',
      kind: 'free_units',
      product_ids: [fx.balm.id],
      buy_quantity: 10,
      free_quantity: 2,
      max_free_units: 3,
    });
    expect(added.body.code, JSON.stringify(added.body)).toBe(2001);
    const promotionId = added.body.payload[0].promotion_id as number;
    expect((await setBasket(9)).free_quantity).toBe(0);
    expect((await setBasket(9)).next_offer).toMatchObject({
      kind: 'free_units',
      missing_quantity: 1,
      free_quantity: 2,
    });
    expect(await setBasket(10)).toMatchObject({ free_quantity: 2, promotion_id: promotionId, total_price: 999.9 });
    // 20 units would give 4, 25 would give 4: the cap of 3 gives 3
    expect((await setBasket(20)).free_quantity).toBe(3);
    expect((await setBasket(25)).free_quantity).toBe(3);

    await setBasket(10);
    const stockBefore = (
      await api.db.selectFrom('products').select('quantity').where('id', '=', fx.balm.id).executeTakeFirstOrThrow()
    ).quantity;
    const address = await api.db
      .selectFrom('addresses')
      .select('id')
      .where('pharmacy_id', '=', fx.alger.id)
      .executeTakeFirstOrThrow();
    const placed = await api.call('POST', '/pharmacy/special_payment', {
      headers: fx.alger.headers,
      body: { delivery_address: address.id },
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(2001);
    const line = await api.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select(['order_lines.quantity', 'order_lines.free_quantity', 'order_lines.total', 'orders.id'])
      .where('orders.pharmacy_id', '=', fx.alger.id)
      .where('order_lines.product_id', '=', fx.balm.id)
      .orderBy('orders.id', 'desc')
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ quantity: 12, free_quantity: 2, total: 99_990 });
    const after = await api.db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', fx.balm.id)
      .executeTakeFirstOrThrow();
    expect(after.quantity).toBe(stockBefore - 12);
    const promotion = await api.db
      .selectFrom('promotions')
      .select('free_units_given')
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow();
    expect(promotion.free_units_given).toBe(2);
    const details = await api.call('POST', '/pharmacy/order_details', {
      headers: fx.alger.headers,
      body: { orderID: line.id },
    });
    const shown = details.body.payload?.details?.find((d: { product_id: number }) => d.product_id === fx.balm.id);
    expect(shown).toMatchObject({ quantity: 10, free_quantity: 2, quantity_price: 999.9 });
    // only 1 unit is left under the cap: the next basket of 10 gets 1
    expect((await setBasket(10)).free_quantity).toBe(1);
  });
});
