import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileExpiredPayments } from '../../server/payments/reconcile.js';
import { startApi, type TestApi } from '../support/api.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/** Card attempts as pharmacists really use them: two tabs, Back then Pay again, cancel (issue 10). */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = paymentFixture(api);
});
afterAll(async () => api?.close());

type Attempt = { formUrl: string; orderNumber: string; orderId: number; order_no: string };

async function attempt(ph: { headers: Record<string, string>; addressId: number }): Promise<Attempt> {
  const res = await fx.saveOrder(ph);
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return res.body.payload as Attempt;
}
const byGatewayId = (ph: { headers: Record<string, string> }, orderId: string) =>
  api.call('POST', `/pharmacy/payment?orderId=${encodeURIComponent(orderId)}`, { headers: ph.headers });
const gatewayIdOf = (formUrl: string) => new URL(formUrl).searchParams.get('mdOrder')!;

describe('one open card attempt per basket', () => {
  it('Back then Pay: the second save_order gets the stock the first held, the first is superseded', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(3);
    await fx.basket(ph.id, [[productId, 3]]);
    const first = await attempt(ph);
    expect(await fx.stock(productId)).toBe(0);
    const second = await attempt(ph);
    expect(await fx.stock(productId)).toBe(0);
    expect(await fx.orderOf(first.orderNumber)).toMatchObject({
      state: 'superseded',
      payment_status: 'superseded',
      stock_released: true,
    });
    expect(await fx.orderOf(second.orderNumber)).toMatchObject({
      state: 'awaiting_payment',
      payment_status: 'registered',
    });
    // the first tab's return page tells it was replaced, without a gateway error
    const res = await byGatewayId(ph, gatewayIdOf(first.formUrl));
    expect(res.body.code).toBe(4221);
    expect(res.body.meta).toMatch(/replaced by a newer payment/);
  });

  it('two tabs, the first paid late at the sandbox: payment?orderId= of each tab answers its own attempt, the late one refunded', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(10);
    await fx.basket(ph.id, [[productId, 2]]);
    const tabA = await attempt(ph);
    const tabB = await attempt(ph);
    // tab A's gateway page was still open: the pharmacist pays there, on the attempt tab B replaced
    const { location, mdOrder } = await payOnSandbox(tabA.formUrl, CARDS.ok);
    expect(location).toBe(`http://portal.test/payment/success?orderId=${mdOrder}`);
    const late = await byGatewayId(ph, mdOrder);
    expect(late.body.code, JSON.stringify(late.body)).toBe(4221);
    expect(late.body.payload).toMatchObject({ orderId: tabA.orderId, late_refund: 'done' });
    expect(late.body.meta).toMatch(/refunded to your card automatically/);
    expect(await fx.orderOf(tabA.orderNumber)).toMatchObject({
      state: 'late_paid',
      payment_status: 'refunded',
      stock_released: true,
    });
    // A's stock stays released: only B holds its 2
    expect(await fx.stock(productId)).toBe(8);
    const b = await byGatewayId(ph, gatewayIdOf(tabB.formUrl));
    expect(b.body.code).toBe(4221);
    expect(b.body.payload.pending).toBe(true);
    expect(b.body.payload.orderId).toBe(tabB.orderId);
    // the contract's orderNumber still works and answers the same
    expect((await fx.confirm(ph, tabA.orderNumber)).body.payload).toMatchObject({
      orderId: tabA.orderId,
      late_refund: 'done',
    });
    const payments = await api.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select('p.status')
      .where('o.pharmacy_id', '=', ph.id)
      .execute();
    expect(payments.filter((p) => p.status === 'paid')).toHaveLength(0);
  });

  it('an attempt found paid when superseding is settled paid, never released, and the new one is refused', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(5);
    await fx.basket(ph.id, [[productId, 2]]);
    const first = await attempt(ph);
    await payOnSandbox(first.formUrl, CARDS.ok); // paid, but the return page never came
    await fx.basket(ph.id, [[productId, 1]]);
    const res = await fx.saveOrder(ph);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4095);
    expect(res.body.meta).toContain(first.order_no);
    expect(res.body.payload).toMatchObject({ orderId: first.orderId, order_no: first.order_no, state: 'paid' });
    expect(await fx.orderOf(first.orderNumber)).toMatchObject({
      state: 'paid',
      status: 1,
      payment_status: 'paid',
      stock_released: false,
    });
    expect(await fx.stock(productId)).toBe(3);
    const fr = await api.call('POST', '/pharmacy/save_order', {
      headers: { ...ph.headers, language: '1' },
      body: { deliveryAdress: ph.addressId, captcha: 'x' },
    });
    expect(fr.body.code).toBe(4002); // the captcha is checked before anything
  });

  it('a late payment on a superseded attempt is found by the job once its session is over, and refunded', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(4);
    await fx.basket(ph.id, [[productId, 2]]);
    const first = await attempt(ph);
    const second = await attempt(ph);
    await payOnSandbox(first.formUrl, CARDS.ok);
    await api.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', 'in', [first.orderId, second.orderId])
      .execute();
    await reconcileExpiredPayments(api.config, api.db, silent);
    expect(await fx.orderOf(first.orderNumber)).toMatchObject({
      state: 'late_paid',
      payment_status: 'refunded',
      stock_released: true,
    });
    expect(await fx.orderOf(second.orderNumber)).toMatchObject({ state: 'expired', stock_released: true });
    expect(await fx.stock(productId)).toBe(4);
    // a superseded attempt never paid stops being watched
    await fx.basket(ph.id, [[productId, 1]]);
    const third = await attempt(ph);
    await attempt(ph);
    await api.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', third.orderId)
      .execute();
    await reconcileExpiredPayments(api.config, api.db, silent);
    const watched = await api.db
      .selectFrom('orders')
      .select(['state', 'expires_at'])
      .where('id', '=', third.orderId)
      .executeTakeFirstOrThrow();
    expect(watched).toEqual({ state: 'superseded', expires_at: null });
  });

  it("another pharmacy's attempt answers like a missing one, by orderId and by orderNumber", async () => {
    const owner = await fx.pharmacy();
    const other = await fx.pharmacy('Pharmacie Voisine');
    const productId = await fx.product(5);
    await fx.basket(owner.id, [[productId, 1]]);
    const a = await attempt(owner);
    const missing = await byGatewayId(other, randomUUID());
    const foreign = await byGatewayId(other, gatewayIdOf(a.formUrl));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await fx.confirm(other, a.orderNumber)).body).toEqual(missing.body);
    expect((await byGatewayId(other, "x' OR 1=1")).status).toBe(404);
  });
});

describe('cancel_order', () => {
  it('cancels an order awaiting payment and releases its stock; not twice, not another pharmacy’s', async () => {
    const ph = await fx.pharmacy();
    const other = await fx.pharmacy('Pharmacie Voisine');
    const productId = await fx.product(5);
    await fx.basket(ph.id, [[productId, 4]]);
    const a = await attempt(ph);
    expect(await fx.stock(productId)).toBe(1);
    const foreign = await api.call('POST', '/pharmacy/cancel_order', {
      headers: other.headers,
      body: { orderId: a.orderId },
    });
    expect(foreign.status).toBe(404);
    const res = await api.call('POST', '/pharmacy/cancel_order', { headers: ph.headers, body: { orderId: a.orderId } });
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    expect(res.body.payload).toMatchObject({ orderId: a.orderId, state: 'cancelled' });
    expect(res.body.meta).toContain(a.order_no);
    expect(await fx.stock(productId)).toBe(5);
    expect(await fx.basketCount(ph.id)).toBe(1);
    const again = await api.call('POST', '/pharmacy/cancel_order', {
      headers: ph.headers,
      body: { orderId: a.orderId },
    });
    expect(again.body.code).toBe(4095);
    expect(await fx.stock(productId)).toBe(5);
  });

  it('an attempt already paid at the gateway is not cancelled', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(5);
    await fx.basket(ph.id, [[productId, 1]]);
    const a = await attempt(ph);
    await payOnSandbox(a.formUrl, CARDS.ok);
    const res = await api.call('POST', '/pharmacy/cancel_order', {
      headers: { ...ph.headers, language: '1' },
      body: { orderId: a.orderId },
    });
    expect(res.body.code).toBe(4095);
    expect(res.body.meta).toMatch(/déjà été accepté/);
    expect(await fx.orderOf(a.orderNumber)).toMatchObject({ state: 'paid', stock_released: false });
    expect(await fx.stock(productId)).toBe(4);
  });
});

describe('Idempotency-Key', () => {
  it('the same key sent 20 times at once on special_payment places one order and answers all alike', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(50);
    await fx.basket(ph.id, [[productId, 2]]);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/pharmacy/special_payment', {
          headers: { ...ph.headers, 'idempotency-key': key },
          body: { delivery_address: ph.addressId },
        }),
      ),
    );
    for (const a of answers) expect(a.body.code, JSON.stringify(a.body).slice(0, 300)).toBe(2001);
    expect(new Set(answers.map((a) => a.body.payload.orderId)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    const orders = await api.db.selectFrom('orders').select('id').where('pharmacy_id', '=', ph.id).execute();
    expect(orders).toHaveLength(1);
    expect(await fx.stock(productId)).toBe(48);
  });

  it('save_order with a repeated key answers the same form URL and opens one attempt; without a key, as today', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(10);
    await fx.basket(ph.id, [[productId, 1]]);
    const key = randomUUID();
    const first = await fx.saveOrder({ ...ph, headers: { ...ph.headers, 'idempotency-key': key } });
    const repeat = await fx.saveOrder({ ...ph, headers: { ...ph.headers, 'idempotency-key': key } });
    expect(first.body.code).toBe(2001);
    expect(repeat.body).toEqual(first.body);
    expect(await api.db.selectFrom('orders').select('id').where('pharmacy_id', '=', ph.id).execute()).toHaveLength(1);
    // the same key with another request is refused and changes nothing
    const other = await api.call('POST', '/pharmacy/special_payment', {
      headers: { ...ph.headers, 'idempotency-key': key },
      body: { delivery_address: ph.addressId },
    });
    expect(other.status).toBe(422);
    expect(other.body.meta).toMatch(/already used/);
    const bad = await fx.saveOrder({ ...ph, headers: { ...ph.headers, 'idempotency-key': 'not a key!' } });
    expect(bad.status).toBe(400);
    expect(await api.db.selectFrom('orders').select('id').where('pharmacy_id', '=', ph.id).execute()).toHaveLength(1);
    // no header: a second click is a new attempt (the first is superseded)
    expect((await fx.saveOrder(ph)).body.code).toBe(2001);
    expect(await api.db.selectFrom('orders').select('id').where('pharmacy_id', '=', ph.id).execute()).toHaveLength(2);
  });

  it('the pharmacy area’s guard runs before the key is claimed: a keyed call without tokens is refused and the key stays free', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(10);
    await fx.basket(ph.id, [[productId, 1]]);
    const key = randomUUID();
    const call = (headers: Record<string, string>) =>
      api.call('POST', '/pharmacy/special_payment', {
        headers: { ...headers, 'idempotency-key': key },
        body: { delivery_address: ph.addressId },
      });
    const refused = await call({});
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(4031);
    expect(await api.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toHaveLength(0);
    const placed = await call(ph.headers);
    expect(placed.body.code).toBe(2001);
    expect(placed.headers.get('idempotent-replayed')).toBeNull();
    expect(await fx.stock(productId)).toBe(9);
  });

  it('keys are per pharmacy', async () => {
    const a = await fx.pharmacy();
    const b = await fx.pharmacy('Pharmacie B');
    const productId = await fx.product(10);
    await fx.basket(a.id, [[productId, 1]]);
    await fx.basket(b.id, [[productId, 1]]);
    const key = randomUUID();
    const ra = await api.call('POST', '/pharmacy/special_payment', {
      headers: { ...a.headers, 'idempotency-key': key },
      body: { delivery_address: a.addressId },
    });
    const rb = await api.call('POST', '/pharmacy/special_payment', {
      headers: { ...b.headers, 'idempotency-key': key },
      body: { delivery_address: b.addressId },
    });
    expect(ra.body.code).toBe(2001);
    expect(rb.body.code).toBe(2001);
    expect(rb.body.payload.orderId).not.toBe(ra.body.payload.orderId);
  });
});
