import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeUnitsCancelled } from '../../server/pricing/freeUnitGrants.js';
import { startApi, type TestApi } from '../support/api.js';
import { forgetOrdersOf } from '../support/orders.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

/**
 * Issue 40 §2: free units are stock and count against their promotion's cap. Cancelling units that have not shipped
 * gives their stock back, and the free units among them (served last, so cancelled first) back to the cap, once.
 */
let api: TestApi;
let fx: PharmacyFixture;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
  admin = await api.login('admin');
  await forgetOrdersOf(api, [fx.alger.id]);
  await api.db.deleteFrom('basket_items').where('pharmacy_id', '=', fx.alger.id).execute();
  await api.db.deleteFrom('price_lists').execute();
  await api.db.updateTable('promotions').set({ ended_at: new Date() }).where('ended_at', 'is', null).execute();
});
afterAll(() => api?.close());

const ok = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
  const res = await api.call(method, path, { headers, body });
  expect(res.body.code, `${path} ${JSON.stringify(res.body)}`).toBe(2001);
  return res.body.payload;
};
const promotion = async (id: number) =>
  api.db
    .selectFrom('promotions')
    .select(['free_units_given'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((p) => p.free_units_given);
const stock = async () =>
  (await api.db.selectFrom('products').select('quantity').where('id', '=', fx.balm.id).executeTakeFirstOrThrow())
    .quantity;

describe('cancelling unshipped units of a line with free units', () => {
  it('gives the free units back to the cap first, then the paid ones, never twice', async () => {
    const added = await ok('POST', '/admin/add_promotion', admin, {
      name: 'Baume 10 + 2 annulable',
      kind: 'free_units',
      product_ids: [fx.balm.id],
      buy_quantity: 10,
      free_quantity: 2,
      max_free_units: 10,
    });
    const promotionId = added[0].promotion_id as number;
    await ok('POST', '/pharmacy/add_product_to_basket', fx.alger.headers, { product_id: fx.balm.id, quantity: 10 });
    const address = await api.db
      .selectFrom('addresses')
      .select('id')
      .where('pharmacy_id', '=', fx.alger.id)
      .executeTakeFirstOrThrow();
    const before = await stock();
    const placed = await ok('POST', '/pharmacy/special_payment', fx.alger.headers, { delivery_address: address.id });
    const orderId = placed.orderId as number;
    await ok('PUT', '/admin/validate_orders', admin, { orderIds: [orderId] });
    expect(await promotion(promotionId)).toBe(2);
    expect(await stock()).toBe(before - 12);

    // one unit: a free one
    await ok('POST', '/admin/cancel_unshipped', admin, {
      orderId,
      lines: [{ product_id: fx.balm.id, quantity: 1 }],
    });
    expect(await promotion(promotionId)).toBe(1);
    expect(await stock()).toBe(before - 11);
    // three more: the last free one, then two paid
    await ok('POST', '/admin/cancel_unshipped', admin, {
      orderId,
      lines: [{ product_id: fx.balm.id, quantity: 3 }],
    });
    expect(await promotion(promotionId)).toBe(0);
    expect(await stock()).toBe(before - 8);
    // the rest: only paid units are left, the cap is not given anything more
    await ok('POST', '/admin/cancel_unshipped', admin, { orderId });
    expect(await promotion(promotionId)).toBe(0);
    expect(await stock()).toBe(before);
  });

  it('counts the cancelled units as free ones first (pure)', () => {
    expect(freeUnitsCancelled(2, 0, 1)).toBe(1);
    expect(freeUnitsCancelled(2, 1, 3)).toBe(1);
    expect(freeUnitsCancelled(2, 4, 8)).toBe(0);
    expect(freeUnitsCancelled(2, 0, 12)).toBe(2);
    expect(freeUnitsCancelled(0, 0, 5)).toBe(0);
  });
});
