import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileExpiredPayments } from '../../server/payments/reconcile.js';
import { startApi, type TestApi } from '../support/api.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/** The online flow through the built-in SATIM sandbox, over HTTP like a browser and the real gateway (D13, D14). */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = paymentFixture(api);
});
afterAll(async () => api?.close());

async function orderWith(stock = 10, quantity = 3) {
  const ph = await fx.pharmacy();
  const productId = await fx.product(stock, 125_050);
  await fx.basket(ph.id, [[productId, quantity]]);
  const res = await fx.saveOrder(ph);
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return { ph, productId, ...(res.body.payload as { formUrl: string; orderNumber: string; orderId: number }) };
}

describe('online payment through the sandbox', () => {
  it('reserves the stock, pays with the success card, confirms once and returns the invoice', async () => {
    const { ph, productId, formUrl, orderNumber } = await orderWith(10, 3);
    expect(orderNumber).toMatch(/^[A-Z0-9]{1,10}$/);
    expect(formUrl).toContain(`${api.url}/satim-sandbox/`);
    expect(await fx.stock(productId)).toBe(7);
    const placed = await fx.orderOf(orderNumber);
    expect(placed).toMatchObject({
      state: 'awaiting_payment',
      status: 2,
      payement_type: 2,
      payment_status: 'registered',
    });
    expect(placed.expires_at).toBeInstanceOf(Date);
    // 3 × 1250.50 DA + 19 % VAT, no stamp duty on card payments
    expect(placed.total).toBe(375_150 + Math.round(375_150 * 0.19));
    expect(await fx.basketCount(ph.id)).toBe(1);

    const { location, mdOrder } = await payOnSandbox(formUrl, CARDS.ok);
    expect(location).toBe(`http://portal.test/payment/success?orderId=${mdOrder}`);

    const res = await fx.confirm(ph, orderNumber);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
    const { paymentDetails, orderId, invoice } = res.body.payload;
    expect(paymentDetails).toMatchObject({
      orderId: mdOrder,
      orderNumber,
      paymentMethod: 'CIB/EDAHABIA',
      amount: placed.total / 100,
      respCode: '00',
    });
    expect(paymentDetails.respCode_desc).toBeTruthy();
    expect(paymentDetails.approvalCode).toMatch(/^\d{6}$/);
    expect(new Date(paymentDetails.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(orderId).toBe(placed.id);
    expect(Buffer.from(invoice, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    expect(await fx.orderOf(orderNumber)).toMatchObject({
      state: 'paid',
      status: 1,
      payment_status: 'paid',
      stock_released: false,
    });
    expect(await fx.stock(productId)).toBe(7);
    expect(await fx.basketCount(ph.id)).toBe(0);
    const inv = await api.db.selectFrom('invoices').select('number').where('order_id', '=', placed.id).execute();
    expect(inv).toHaveLength(1);
    expect(inv[0]!.number).toMatch(/^FAC-\d{4}-\d{6}$/);
  });

  it('answers the same result when the return page is reloaded or opened twice at once', async () => {
    const { ph, productId, formUrl, orderNumber } = await orderWith(10, 2);
    await payOnSandbox(formUrl, CARDS.edahabia);
    const counterBefore = await api.db.selectFrom('invoice_counters').selectAll().execute();
    const results = await Promise.all(Array.from({ length: 6 }, () => fx.confirm(ph, orderNumber)));
    const again = await fx.confirm(ph, orderNumber);
    for (const r of [...results, again]) expect(r.body.code).toBe(2001);
    const approvals = new Set([...results, again].map((r) => r.body.payload.paymentDetails.approvalCode));
    expect(approvals.size).toBe(1);
    expect(await fx.stock(productId)).toBe(8);
    const order = await fx.orderOf(orderNumber);
    expect(await api.db.selectFrom('invoices').select('id').where('order_id', '=', order.id).execute()).toHaveLength(1);
    const counterAfter = await api.db.selectFrom('invoice_counters').selectAll().execute();
    const seq = (rows: { last_seq: number }[]) => rows.reduce((s, r) => s + r.last_seq, 0);
    expect(seq(counterAfter) - seq(counterBefore)).toBe(1);
    // the reconciliation job finds nothing left to do for it
    await api.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', order.id)
      .execute();
    await reconcileExpiredPayments(api.config, api.db, silent);
    expect(await fx.orderOf(orderNumber)).toMatchObject({ state: 'paid', status: 1 });
    expect(await fx.stock(productId)).toBe(8);
  });

  for (const [label, pan, respCode] of [
    ['declined card', CARDS.declined, '05'],
    ['insufficient funds', CARDS.noFunds, '51'],
    ['expired card', CARDS.expired, '54'],
  ] as const) {
    it(`${label}: failure page, reason, stock released once, basket kept`, async () => {
      const { ph, productId, formUrl, orderNumber } = await orderWith(10, 4);
      expect(await fx.stock(productId)).toBe(6);
      const { location } = await payOnSandbox(formUrl, pan);
      expect(location.startsWith('http://portal.test/payment/failed?orderId=')).toBe(true);
      const [first, second] = await Promise.all([fx.confirm(ph, orderNumber), fx.confirm(ph, orderNumber)]);
      for (const res of [first, second]) {
        expect(res.status).toBe(422);
        expect(res.body.code).toBe(4221);
        expect(res.body.payload.reason).toBeTruthy();
        expect(res.body.payload.paymentDetails).toMatchObject({ orderNumber, respCode, paymentMethod: 'CIB/EDAHABIA' });
        expect(res.body.meta).toContain(res.body.payload.paymentDetails.respCode_desc);
      }
      expect(await fx.orderOf(orderNumber)).toMatchObject({
        state: 'failed',
        status: 2,
        payment_status: 'declined',
        stock_released: true,
      });
      expect(await fx.stock(productId)).toBe(10);
      expect(await fx.basketCount(ph.id)).toBe(1);
    });
  }

  it('a past expiry date entered with the success card is refused as expired', async () => {
    const { ph, formUrl, orderNumber } = await orderWith(10, 1);
    const year = String(new Date().getUTCFullYear() - 1);
    await payOnSandbox(formUrl, CARDS.ok, { year, month: '01' });
    const res = await fx.confirm(ph, orderNumber);
    expect(res.body.code).toBe(4221);
    expect(res.body.payload.paymentDetails.respCode).toBe('54');
  });

  it('cancel on the payment page goes to the failure page and releases the stock', async () => {
    const { ph, productId, formUrl, orderNumber } = await orderWith(10, 2);
    const { location } = await payOnSandbox(formUrl, '', { action: 'cancel' });
    expect(location).toContain('/payment/failed?orderId=');
    expect((await fx.confirm(ph, orderNumber)).body.code).toBe(4221);
    expect(await fx.stock(productId)).toBe(10);
  });

  it('abandoned payment: kept reserved until PAYMENT_TIMEOUT, then the job asks the gateway and releases', async () => {
    const { ph, productId, orderNumber } = await orderWith(10, 5);
    const early = await fx.confirm(ph, orderNumber);
    expect(early.body.code).toBe(4221);
    expect(early.body.payload.pending).toBe(true);
    expect(await fx.stock(productId)).toBe(5);

    // not due yet: the job leaves it alone
    await reconcileExpiredPayments(api.config, api.db, silent);
    expect((await fx.orderOf(orderNumber)).state).toBe('awaiting_payment');

    const order = await fx.orderOf(orderNumber);
    await api.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', order.id)
      .execute();
    const run = await reconcileExpiredPayments(api.config, api.db, silent);
    expect(run.settled).toBeGreaterThanOrEqual(1);
    expect(await fx.orderOf(orderNumber)).toMatchObject({
      state: 'expired',
      payment_status: 'expired',
      stock_released: true,
    });
    expect(await fx.stock(productId)).toBe(10);
    // a second run and a late return page change nothing
    await reconcileExpiredPayments(api.config, api.db, silent);
    const late = await fx.confirm(ph, orderNumber);
    expect(late.body.code).toBe(4221);
    expect(late.body.meta).toMatch(/time is over/);
    expect(await fx.stock(productId)).toBe(10);
    expect(await fx.basketCount(ph.id)).toBe(1);
  });

  it('a payment made but never returned from is found paid by the job, not released', async () => {
    const { ph, productId, formUrl, orderNumber } = await orderWith(10, 2);
    await payOnSandbox(formUrl, CARDS.ok);
    const order = await fx.orderOf(orderNumber);
    await api.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', order.id)
      .execute();
    await reconcileExpiredPayments(api.config, api.db, silent);
    expect(await fx.orderOf(orderNumber)).toMatchObject({ state: 'paid', status: 1, payment_status: 'paid' });
    expect(await fx.stock(productId)).toBe(8);
    expect(await fx.basketCount(ph.id)).toBe(0);
    expect((await fx.confirm(ph, orderNumber)).body.code).toBe(2001);
  });

  it('gateway down on return: clear message, order unpaid and still reserved; settled once it answers again', async () => {
    const { ph, productId, formUrl, orderNumber } = await orderWith(10, 3);
    await payOnSandbox(formUrl, CARDS.ok);
    const working = api.config.satimUrl;
    api.config.satimUrl = 'http://127.0.0.1:9/payment/rest';
    try {
      const res = await fx.confirm(ph, orderNumber);
      expect(res.status).toBe(502);
      expect(res.body.code).toBe(5021);
      expect(res.body.meta).toMatch(/payment service did not respond correctly/);
      expect(await fx.orderOf(orderNumber)).toMatchObject({
        state: 'awaiting_payment',
        status: 2,
        payment_status: 'registered',
      });
      expect(await fx.stock(productId)).toBe(7);
      // the job does not release what it cannot check
      const order = await fx.orderOf(orderNumber);
      await api.db
        .updateTable('orders')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', order.id)
        .execute();
      await reconcileExpiredPayments(api.config, api.db, silent);
      expect((await fx.orderOf(orderNumber)).state).toBe('awaiting_payment');
    } finally {
      api.config.satimUrl = working;
    }
    expect((await fx.confirm(ph, orderNumber)).body.code).toBe(2001);
    expect(await fx.stock(productId)).toBe(7);
  });

  it('gateway down when opening the payment: clear message, order failed, stock given back at once', async () => {
    const ph = await fx.pharmacy();
    const productId = await fx.product(10);
    await fx.basket(ph.id, [[productId, 2]]);
    const working = api.config.satimUrl;
    api.config.satimUrl = 'http://127.0.0.1:9/payment/rest';
    try {
      const res = await fx.saveOrder(ph);
      expect(res.body.code).toBe(5021);
      expect(res.body.meta).toMatch(/payment service did not respond correctly/);
    } finally {
      api.config.satimUrl = working;
    }
    expect(await fx.stock(productId)).toBe(10);
    expect(await fx.basketCount(ph.id)).toBe(1);
    const last = await api.db
      .selectFrom('orders')
      .select(['state', 'stock_released'])
      .where('pharmacy_id', '=', ph.id)
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ state: 'failed', stock_released: true });
  });
});

describe('save_order refusals change nothing', () => {
  it('needs the captcha, an own address, a basket and enough stock', async () => {
    const ph = await fx.pharmacy();
    const other = await fx.pharmacy('Pharmacie Voisine');
    const productId = await fx.product(2);
    await fx.basket(ph.id, [[productId, 2]]);
    const count = async () =>
      (await api.db.selectFrom('orders').select('id').where('pharmacy_id', '=', ph.id).execute()).length;

    const noCaptcha = await api.call('POST', '/pharmacy/save_order', {
      headers: ph.headers,
      body: { deliveryAdress: ph.addressId },
    });
    expect(noCaptcha.body).toMatchObject({ code: 4002, meta: 'Please complete the reCAPTCHA before paying.' });
    const badCaptcha = await fx.saveOrder(ph, { 'g-recaptcha-response': 'forged' });
    expect(badCaptcha.body.code).toBe(4002);
    const foreignAddress = await fx.saveOrder({ ...ph, addressId: other.addressId });
    expect(foreignAddress.body).toMatchObject({ code: 4001, meta: 'Please select a delivery address.' });
    const noAddress = await fx.saveOrder({ ...ph, addressId: 0 });
    expect(noAddress.body.code).toBe(4001);

    await fx.basket(ph.id, [[productId, 3]]);
    const tooMany = await fx.saveOrder(ph);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe(4093);
    expect(tooMany.body.meta).toContain('2 available');

    await fx.basket(ph.id, []);
    expect((await fx.saveOrder(ph)).body.code).toBe(4003);
    expect((await api.call('POST', '/pharmacy/save_order', { body: { deliveryAdress: ph.addressId } })).body.code).toBe(
      4031,
    );

    expect(await count()).toBe(0);
    expect(await fx.stock(productId)).toBe(2);
  });

  it('a pharmacy cannot confirm another pharmacy’s payment', async () => {
    const { orderNumber, formUrl } = await orderWith(10, 1);
    await payOnSandbox(formUrl, CARDS.ok);
    const intruder = await fx.pharmacy('Pharmacie Intruse');
    const res = await fx.confirm(intruder, orderNumber);
    const missing = await fx.confirm(intruder, 'PZZZZZZZZZ');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(missing.body);
    expect((await fx.orderOf(orderNumber)).state).toBe('awaiting_payment');
  });
});
