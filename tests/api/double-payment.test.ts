import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { reconcileExpiredPayments } from '../../server/payments/reconcile.js';
import { createSatimClient, SatimError } from '../../server/payments/satim.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 26 point 4, one basket charged twice: 1. Pay opens attempt A; 2. A's gateway page stays open in a second
 * tab; 3. Back, then Pay opens B, which supersedes A; 4. A is paid in tab 2; 5. B is paid in tab 1. A replaced
 * attempt is never kept: its late payment is refunded in full through the gateway, exactly once (D27).
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = paymentFixture(api);
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});

afterAll(async () => api?.close());

type Ph = Awaited<ReturnType<typeof fx.pharmacy>>;
const gatewayIdOf = (formUrl: string) => new URL(formUrl).searchParams.get('mdOrder')!;
const returnPage = (ph: Ph, formUrl: string, language = '2') =>
  api.call('POST', `/pharmacy/payment?orderId=${gatewayIdOf(formUrl)}`, { headers: { ...ph.headers, language } });
const gatewayOrder = (formUrl: string) =>
  api.db
    .selectFrom('sandbox_orders')
    .select(['amount', 'refunded', 'status'])
    .where('id', '=', gatewayIdOf(formUrl))
    .executeTakeFirstOrThrow();
const refundsOf = (orderId: number) =>
  api.db
    .selectFrom('refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['r.amount', 'r.status', 'r.admin_id'])
    .where('p.order_id', '=', orderId)
    .execute();

/** Steps 1 to 3: A opened, its page kept, B opened over it. */
async function twoAttempts(stock = 10, quantity = 2) {
  const ph = await fx.pharmacy();
  const productId = await fx.product(stock, 123_456);
  await fx.basket(ph.id, [[productId, quantity]]);
  const a = (await fx.saveOrder(ph)).body.payload;
  const b = (await fx.saveOrder(ph)).body.payload;
  expect(a.orderId).not.toBe(b.orderId);
  return { ph, productId, a, b };
}

describe('the two-tab double payment', () => {
  it('A paid late in tab 2, then B in tab 1: one paid order, A refunded once through the gateway, amounts exact', async () => {
    const { ph, productId, a, b } = await twoAttempts();
    // 4. tab 2 pays the replaced attempt A and comes back to the result page
    await payOnSandbox(a.formUrl, CARDS.ok);
    const late = await returnPage(ph, a.formUrl);
    expect(late.status).toBe(422);
    expect(late.body.code).toBe(Code.PAYMENT_FAILED);
    expect(late.body.payload).toMatchObject({ orderId: a.orderId, late_refund: 'done', pending: false });
    expect(late.body.meta).toMatch(/replaced.*refunded to your card automatically/);
    // 5. tab 1 pays B
    await payOnSandbox(b.formUrl, CARDS.ok);
    const paid = await returnPage(ph, b.formUrl);
    expect(paid.body.code, JSON.stringify(paid.body).slice(0, 300)).toBe(Code.OK);
    expect(paid.body.payload.orderId).toBe(b.orderId);

    const orderA = await fx.orderOf(a.orderNumber);
    const orderB = await fx.orderOf(b.orderNumber);
    expect(orderA).toMatchObject({ state: 'late_paid', payment_status: 'refunded', stock_released: true });
    expect(orderB).toMatchObject({ state: 'paid', status: 1, payment_status: 'paid', stock_released: false });
    // the gateway: A charged and refunded in full, B charged
    const total = orderA.total;
    expect(await gatewayOrder(a.formUrl)).toEqual({ amount: total, refunded: total, status: 4 });
    expect(await gatewayOrder(b.formUrl)).toMatchObject({ amount: total, refunded: 0, status: 2 });
    expect(await refundsOf(a.orderId)).toEqual([{ amount: total, status: 'done', admin_id: null }]);
    expect(await refundsOf(b.orderId)).toEqual([]);
    const refundedA = await api.db
      .selectFrom('orders')
      .select('refunded_amount')
      .where('id', '=', a.orderId)
      .executeTakeFirstOrThrow();
    expect(refundedA.refunded_amount).toBe(total);
    // the stock was taken once, by B
    expect(await fx.stock(productId)).toBe(8);
    expect(await fx.basketCount(ph.id)).toBe(0);
    // a reload of tab 2 answers the same, and refunds nothing more
    expect((await returnPage(ph, a.formUrl)).body.payload.late_refund).toBe('done');
    await reconcileExpiredPayments(api.config, api.db, silent);
    expect((await gatewayOrder(a.formUrl)).refunded).toBe(total);
    expect(await refundsOf(a.orderId)).toHaveLength(1);
  });

  it('My orders and the admin say what happened, in the reader’s language', async () => {
    const { ph, a, b } = await twoAttempts();
    await payOnSandbox(a.formUrl, CARDS.ok);
    await returnPage(ph, a.formUrl);
    await payOnSandbox(b.formUrl, CARDS.ok);
    await returnPage(ph, b.formUrl);
    const mine = await api.call('GET', '/pharmacy/orders_list/0/10', { headers: { ...ph.headers, language: '1' } });
    const states = Object.fromEntries(
      mine.body.payload.orders.map((o: { id: number; state: string; state_label: string }) => [
        o.id,
        [o.state, o.state_label],
      ]),
    );
    expect(states[a.orderId]).toEqual(['late_paid', 'Payée après remplacement : remboursée automatiquement']);
    expect(states[b.orderId]).toEqual(['paid', 'Payée']);
    const arabic = await returnPage(ph, a.formUrl, '3');
    expect(arabic.body.meta).toMatch(/تلقائيًا/);

    const admin = await fx.admin();
    const list = await api.call('GET', '/admin/orders_list/0/10?state=late_paid', { headers: admin.headers });
    expect(list.body.code).toBe(Code.OK);
    expect(list.body.payload.orders.map((o: { id: number }) => o.id)).toContain(a.orderId);
    const attempts = await api.call('GET', '/admin/orders_list/0/100?state=attempts', { headers: admin.headers });
    expect(attempts.body.payload.orders.map((o: { id: number }) => o.id)).toContain(a.orderId);
    const timeline = await api.call('GET', `/admin/order_timeline/${a.orderId}`, { headers: admin.headers });
    const kinds = timeline.body.payload.map((e: { kind: string; outcome?: string; by_role: string | null }) => [
      e.kind,
      e.outcome ?? null,
      e.by_role,
    ]);
    expect(kinds).toContainEqual(['payment', 'refunded', 'pharmacy']);
    expect(kinds).toContainEqual(['refund', 'done', null]);
  });

  it('B paid first, then A late: B kept, A refunded', async () => {
    const { ph, productId, a, b } = await twoAttempts(5, 1);
    await payOnSandbox(b.formUrl, CARDS.ok);
    expect((await returnPage(ph, b.formUrl)).body.code).toBe(Code.OK);
    await payOnSandbox(a.formUrl, CARDS.ok);
    expect((await returnPage(ph, a.formUrl)).body.payload.late_refund).toBe('done');
    expect(await fx.orderOf(b.orderNumber)).toMatchObject({ state: 'paid', payment_status: 'paid' });
    expect(await fx.orderOf(a.orderNumber)).toMatchObject({ state: 'late_paid', payment_status: 'refunded' });
    expect(await fx.stock(productId)).toBe(4);
  });

  it('the return page and the reconciliation job racing on the late payment: refunded exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const { ph, a, b } = await twoAttempts();
      await payOnSandbox(a.formUrl, CARDS.ok);
      // A's session is over: the job will look at it too
      await api.db
        .updateTable('orders')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', a.orderId)
        .execute();
      const [page] = await Promise.all([
        returnPage(ph, a.formUrl),
        reconcileExpiredPayments(api.config, api.db, silent),
        reconcileExpiredPayments(api.config, api.db, silent),
        returnPage(ph, a.formUrl),
      ]);
      expect(page.body.code).toBe(Code.PAYMENT_FAILED);
      // a racer may have answered while the winner was still at the gateway: the job finishes nothing twice
      await reconcileExpiredPayments(api.config, api.db, silent);
      const total = (await fx.orderOf(a.orderNumber)).total;
      expect(await gatewayOrder(a.formUrl)).toEqual({ amount: total, refunded: total, status: 4 });
      expect((await refundsOf(a.orderId)).filter((r) => r.status === 'done')).toHaveLength(1);
      expect(await fx.orderOf(a.orderNumber)).toMatchObject({ state: 'late_paid', payment_status: 'refunded' });
      expect(await fx.orderOf(b.orderNumber)).toMatchObject({
        state: 'awaiting_payment',
        payment_status: 'registered',
      });
    }
  });

  it('a refund the gateway did not make is asked again; a claim left by a caller that died is taken over, once', async () => {
    const { ph, a } = await twoAttempts();
    await payOnSandbox(a.formUrl, CARDS.ok);
    await api.db
      .updateTable('orders')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', a.orderId)
      .execute();
    // the job finds the late payment while the gateway does not answer refunds
    const real = createSatimClient(api.config);
    const noRefunds = {
      ...real,
      refund: async () => Promise.reject(new SatimError('timeout', 'refund.do: no answer')),
    };
    expect((await reconcileExpiredPayments(api.config, api.db, silent, noRefunds)).refunded).toBe(0);
    expect(await fx.orderOf(a.orderNumber)).toMatchObject({ state: 'late_paid', payment_status: 'late_paid' });
    expect((await gatewayOrder(a.formUrl)).refunded).toBe(0);
    // another caller is at the gateway right now (its claim is fresh): the page says the refund is under way
    const payment = await api.db
      .selectFrom('payments')
      .select(['id', 'amount'])
      .where('order_id', '=', a.orderId)
      .executeTakeFirstOrThrow();
    const claim = await api.db
      .insertInto('refunds')
      .values({ payment_id: payment.id, admin_id: null, amount: payment.amount, status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const late = await returnPage(ph, a.formUrl);
    expect(late.body.payload.late_refund).toBe('pending');
    expect(late.body.meta).toMatch(/being refunded/);
    expect((await gatewayOrder(a.formUrl)).refunded).toBe(0);
    // that caller died: once its claim is stale, the job takes it over and refunds once
    await api.db
      .updateTable('refunds')
      .set({ created_at: new Date(Date.now() - 5 * 60_000) })
      .where('id', '=', claim.id)
      .execute();
    expect((await reconcileExpiredPayments(api.config, api.db, silent)).refunded).toBe(1);
    const total = payment.amount;
    expect(await gatewayOrder(a.formUrl)).toEqual({ amount: total, refunded: total, status: 4 });
    expect((await refundsOf(a.orderId)).map((r) => r.status).sort()).toEqual(['done', 'failed']);
    expect((await returnPage(ph, a.formUrl)).body.payload.late_refund).toBe('done');
    expect((await reconcileExpiredPayments(api.config, api.db, silent)).refunded).toBe(0);
  });
});
