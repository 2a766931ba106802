import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { settlePendingRefunds } from '../../server/payments/refund.js';
import { createSatimClient } from '../../server/payments/satim.js';
import { startApi, type TestApi } from '../support/api.js';
import { paidCardOrder, paymentFixture } from './payment-fixtures.js';

/** Admin refunds of card orders through refund.do (full or partial), never beyond what was paid. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const refund = (orderId: unknown, amount: unknown, headers = admin.headers) =>
  api.call('POST', '/admin/refund_order', { headers, body: { orderId, amount } });

const paidOrder = () => paidCardOrder(fx);

describe('admin refunds', () => {
  it('refunds in parts up to the amount paid, and no further', async () => {
    const { orderId } = await paidOrder();
    // 1000 DA + 19 % = 1190 DA
    const part = await refund(orderId, '200.50');
    expect(part.body.code).toBe(2001);
    expect(part.body.payload).toMatchObject({ refunded_amount: 200.5, refundable_amount: 989.5 });
    expect(part.body.meta).toContain('200.50 DA');

    const tooMuch = await refund(orderId, 1000);
    expect(tooMuch.body.code).toBe(4002);
    expect(tooMuch.body.meta).toContain('989.50 DA');

    const rest = await refund(orderId, 989.5);
    expect(rest.body.payload).toMatchObject({ refunded_amount: 1190, refundable_amount: 0 });
    const order = await api.db
      .selectFrom('orders')
      .select('refunded_amount')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.refunded_amount).toBe(119_000);
    expect((await refund(orderId, 1)).body.code).toBe(4002);
    const details = await api.call('POST', '/admin/order_details', { headers: admin.headers, body: { orderId } });
    expect(details.body.payload.order).toMatchObject({ order_price: 1190, refunded_amount: 1190 });
  });

  it('two refunds at once never exceed the payment', async () => {
    const { orderId } = await paidOrder();
    const results = await Promise.all([refund(orderId, 1000), refund(orderId, 1000), refund(orderId, 1000)]);
    expect(results.filter((r) => r.body.code === 2001)).toHaveLength(1);
    const order = await api.db
      .selectFrom('orders')
      .select('refunded_amount')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.refunded_amount).toBe(100_000);
  });

  it('refuses bad amounts, offline or unpaid orders, and non-admins', async () => {
    const { ph, orderId } = await paidOrder();
    for (const bad of ['', '0', '-5', 'abc', '1.234']) expect((await refund(orderId, bad)).body.code).toBe(4002);
    expect((await refund(999_999, 10)).body.code).toBe(4041);
    expect((await refund(orderId, 10, ph.headers)).body.code).not.toBe(2001);

    const p = await fx.product(10);
    await fx.basket(ph.id, [[p, 1]]);
    const offline = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    const res = await refund(offline.body.payload.orderId, 10);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4095);

    await fx.basket(ph.id, [[p, 1]]);
    const unpaid = (await fx.saveOrder(ph)).body.payload;
    expect((await refund(unpaid.orderId, 10)).body.code).toBe(4095);
  });

  it('gateway down: the refund waits as pending, then the reconciliation gives it back (D108)', async () => {
    const { orderId } = await paidOrder();
    const working = api.config.satimUrl;
    api.config.satimUrl = 'http://127.0.0.1:9/payment/rest';
    try {
      const res = await refund(orderId, 10);
      expect(res.body.code).toBe(5021);
      expect(res.body.meta).toMatch(/pending/);
    } finally {
      api.config.satimUrl = working;
    }
    const held = await api.db
      .selectFrom('payments')
      .select('refunded_amount')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(held.refunded_amount).toBe(1_000);
    expect(
      await settlePendingRefunds(api.db, createSatimClient(api.config), pino({ level: 'silent' }), { force: true }),
    ).toBe(1);
    const order = await api.db
      .selectFrom('orders')
      .select('refunded_amount')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.refunded_amount).toBe(0);
    const payment = await api.db
      .selectFrom('payments')
      .select('refunded_amount')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payment.refunded_amount).toBe(0);
    expect(await api.db.selectFrom('credit_notes').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });
});
