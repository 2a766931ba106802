import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder, type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';
import { forgetOrdersOf } from '../support/orders.js';

let api: TestApi;
let fx: PharmacyFixture;
let mine: number[] = [];
let oranOrder: number;
/** an attempt a newer one replaced: out of My orders by default */
let replaced: number;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
  // only our own orders, so that totals are known whatever the seed holds
  // the demo's shipments and ledger entries of those orders go with them (issues 28, 30)
  await forgetOrdersOf(api, [fx.alger.id, fx.oran.id]);
  mine = [];
  for (let i = 1; i <= 12; i++)
    mine.push(
      await insertOrder(
        api,
        fx.alger.id,
        `ZT${String(i).padStart(4, '0')}`,
        [
          { productId: fx.serum.id, name: 'Zeta serum eclat', quantity: i, unitPrice: 1250.5 },
          { productId: fx.balm.id, name: 'Zeta baume levres', quantity: 1, unitPrice: 99.99 },
        ],
        i % 3 === 0 ? 'pending_validation' : 'paid',
      ),
    );
  replaced = await insertOrder(
    api,
    fx.alger.id,
    'ZTWAIT',
    [{ productId: fx.balm.id, name: 'Zeta baume levres', quantity: 1, unitPrice: 99.99 }],
    'superseded',
  );
  oranOrder = await insertOrder(api, fx.oran.id, 'ZTORAN', [
    { productId: fx.balm.id, name: 'Zeta baume levres', quantity: 2, unitPrice: 99.99 },
  ]);
});
afterAll(() => api?.close());

const page = (offset: unknown, limit: unknown, query = '', headers = fx.alger.headers) =>
  api.call('GET', `/pharmacy/orders_list/${offset}/${limit}${query}`, { headers });

describe('orders list', () => {
  it('answers {orders, total} of the pharmacy only, newest first, paged', async () => {
    const res = await page(0, 10);
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.total).toBe(12);
    expect(res.body.payload.orders).toHaveLength(10);
    expect(res.body.payload.orders[0]).toMatchObject({
      order_no: 'ZT0012',
      pharmacy_name: expect.any(String),
      status: 2,
    });
    expect(res.body.payload.orders[1]).toMatchObject({ order_no: 'ZT0011', status: 1 });
    const second = await page(10, 10);
    expect(second.body.payload.orders.map((o: any) => o.order_no)).toEqual(['ZT0002', 'ZT0001']);
    const all = [...res.body.payload.orders, ...second.body.payload.orders].map((o: any) => o.id);
    expect(all.sort()).toEqual([...mine].sort());
    expect(all).not.toContain(oranOrder);
    expect(all).not.toContain(replaced);
  });

  it('clamps offsets and limits (D10) and searches by order number', async () => {
    expect((await page(-5, 1000)).body.payload.orders).toHaveLength(12);
    expect((await page('abc', 'xyz')).body.payload.orders).toHaveLength(10);
    const found = await page(0, 10, '?search=%20zt0007%20');
    expect(found.body.payload).toMatchObject({ total: 1, orders: [{ order_no: 'ZT0007' }] });
    const other = await page(0, 10, '?search=ZTORAN');
    expect(other.body.payload).toEqual({ orders: [], total: 0 });
  });

  it('shows Oran only its own orders', async () => {
    const res = await page(0, 10, '', fx.oran.headers);
    expect(res.body.payload.orders.map((o: any) => o.id)).toEqual([oranOrder]);
  });
});

describe('order details', () => {
  it('answers {order, details} with amounts in dinars', async () => {
    const res = await api.call('POST', '/pharmacy/order_details', {
      headers: fx.alger.headers,
      body: { orderID: mine[2] },
    });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.order).toMatchObject({
      order_no: 'ZT0003',
      status: 2,
      payement_type: 1,
      price_without_tax: 3851.49,
      tax: 19,
      tax_amount: 731.78,
      order_price: 4583.27,
    });
    expect(res.body.payload.details).toEqual([
      expect.objectContaining({ name: 'Zeta serum eclat', quantity: 3, unity_price: 1250.5, quantity_price: 3751.5 }),
      expect.objectContaining({ name: 'Zeta baume levres', quantity: 1, unity_price: 99.99, quantity_price: 99.99 }),
    ]);
  });

  it("answers another pharmacy's order exactly like a missing one", async () => {
    const missing = await api.call('POST', '/pharmacy/order_details', {
      headers: fx.alger.headers,
      body: { orderID: 999999 },
    });
    const foreign = await api.call('POST', '/pharmacy/order_details', {
      headers: fx.alger.headers,
      body: { orderID: oranOrder },
    });
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: 4041, meta: 'Order not found' });
    for (const orderID of ['abc', -1, null]) {
      const res = await api.call('POST', '/pharmacy/order_details', { headers: fx.alger.headers, body: { orderID } });
      expect(res.body).toEqual(missing.body);
    }
  });

  it('opens a replaced attempt of its own, with its state', async () => {
    const res = await api.call('POST', '/pharmacy/order_details', {
      headers: fx.alger.headers,
      body: { orderID: replaced },
    });
    expect(res.body.payload.order).toMatchObject({
      state: 'superseded',
      state_label: 'Replaced by a newer payment',
      resume_url: null,
    });
    expect((await page(0, 10, '?state=superseded')).body.payload).toMatchObject({
      total: 1,
      orders: [{ id: replaced, state: 'superseded' }],
    });
  });

  it('?state=placed (My orders by default, D44): placed, rejected, awaiting payment and paid late; not the failed, expired or cancelled attempts', async () => {
    const extra: Record<string, number> = {};
    for (const state of ['failed', 'expired', 'cancelled', 'rejected', 'awaiting_payment', 'late_paid'] as const)
      extra[state] = await insertOrder(
        api,
        fx.alger.id,
        `ZX${state.slice(0, 8).toUpperCase()}`,
        [{ productId: fx.balm.id, name: 'Zeta baume levres', quantity: 1, unitPrice: 99.99 }],
        state,
      );
    try {
      const placed = await page(0, 100, '?state=placed');
      expect(placed.body.code).toBe(2001);
      const ids = placed.body.payload.orders.map((o: { id: number }) => o.id);
      expect(placed.body.payload.total).toBe(15);
      expect([...ids].sort()).toEqual([...mine, extra.rejected, extra.awaiting_payment, extra.late_paid].sort());
      // without a filter the pharmacy still gets all but replaced attempts (the contract's default)
      expect((await page(0, 100)).body.payload.total).toBe(18);
    } finally {
      await api.db.deleteFrom('order_lines').where('order_id', 'in', Object.values(extra)).execute();
      await api.db.deleteFrom('orders').where('id', 'in', Object.values(extra)).execute();
    }
  });

  it('refuses without tokens', async () => {
    expect((await api.call('GET', '/pharmacy/orders_list/0/10')).body.code).toBe(4031);
    expect((await api.call('POST', '/pharmacy/order_details', { body: { orderID: mine[0] } })).body.code).toBe(4031);
  });
});
