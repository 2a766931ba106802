import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { reconcileExpiredPayments } from '../../server/payments/reconcile.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { accountsFixture } from './accounts-fixtures.js';
import { CARDS, payOnSandbox } from './payment-fixtures.js';

/**
 * Issue 30 §4: a pharmacy pays several invoices at once by card (POST /pharmacy/pay_invoices, D98, D99). One SATIM
 * payment for the sum of what is left; its confirmation (the return page, the job) writes ONE card credit through the
 * ledger, allocated to those invoices and never beyond them, however often and however concurrently it is confirmed.
 */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  api = await startApi({ seed: false, env: { DEFAULT_CREDIT_LIMIT: '1000000', DEFAULT_PAYMENT_TERMS_DAYS: '30' } });
  api.config.webUrl = 'http://portal.test';
  fx = accountsFixture(api);
  admin = await fx.admin();
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});

afterAll(async () => api?.close());

type Ph = Awaited<ReturnType<typeof fx.pharmacy>>;
const gatewayIdOf = (formUrl: string) => new URL(formUrl).searchParams.get('mdOrder')!;
const payInvoices = (ph: Ph, body: unknown, headers: Record<string, string> = {}) =>
  api.call('POST', '/pharmacy/pay_invoices', {
    headers: { ...ph.headers, ...headers },
    body: body as Record<string, unknown>,
  });
const returnPage = (ph: Ph, formUrl: string, language = '2') =>
  api.call('POST', `/pharmacy/payment?orderId=${gatewayIdOf(formUrl)}`, { headers: { ...ph.headers, language } });
const cardCreditsOf = (pharmacyId: number) =>
  api.db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('pharmacy_id', '=', pharmacyId)
    .where('kind', '=', 'payment')
    .where('method', '=', 'card')
    .execute();

/** A pharmacy with two offline orders' invoices, both open. */
async function twoInvoices() {
  const ph = await fx.pharmacy();
  const first = await fx.offlineOrder(ph, 100_000);
  const second = await fx.offlineOrder(ph, 250_000);
  const { invoices } = await fx.invoices(ph);
  const a = invoices.find((i) => i.order_id === first)!;
  const b = invoices.find((i) => i.order_id === second)!;
  return { ph, a, b };
}

describe('paying two invoices through the sandbox', () => {
  it('one SATIM payment for the sum left; confirmed, both invoices are paid, the ledger adds up', async () => {
    const { ph, a, b } = await twoInvoices();
    const started = await payInvoices(ph, { invoiceIds: [a.invoice_id, b.invoice_id] });
    expect(started.body.code, JSON.stringify(started.body)).toBe(Code.OK);
    const { formUrl, orderNumber } = started.body.payload;
    expect(Object.keys(started.body.payload).sort()).toEqual(['formUrl', 'orderNumber']);
    expect(orderNumber).toMatch(/^[A-Z0-9]{10}$/);
    const gateway = await api.db
      .selectFrom('sandbox_orders')
      .select(['amount', 'return_url'])
      .where('id', '=', gatewayIdOf(formUrl))
      .executeTakeFirstOrThrow();
    expect(Number(gateway.amount)).toBe(Math.round((a.amount_due + b.amount_due) * 100));
    expect(gateway.return_url).toBe('http://portal.test/pharmacy/account/payment/success');
    const attempt = await api.db
      .selectFrom('invoice_payments')
      .selectAll()
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ pharmacy_id: ph.id, status: 'registered', amount: Number(gateway.amount) });
    const items = await api.db
      .selectFrom('invoice_payment_items')
      .select(['invoice_id', 'amount'])
      .where('invoice_payment_id', '=', attempt.id)
      .orderBy('position')
      .execute();
    expect(items).toEqual([
      { invoice_id: a.invoice_id, amount: Math.round(a.amount_due * 100) },
      { invoice_id: b.invoice_id, amount: Math.round(b.amount_due * 100) },
    ]);
    // nothing is written to the ledger before the bank says paid
    expect(await cardCreditsOf(ph.id)).toEqual([]);

    await payOnSandbox(formUrl, CARDS.ok);
    const result = await returnPage(ph, formUrl);
    expect(result.body.code, JSON.stringify(result.body).slice(0, 400)).toBe(Code.OK);
    expect(result.body.meta).toBe('Your payment was accepted: it is allocated to your invoices.');
    expect(result.body.payload.invoices).toEqual([
      {
        invoice_id: a.invoice_id,
        invoice_no: expect.any(String),
        amount: a.amount_due,
        paid: a.amount_due,
        amount_due: 0,
      },
      {
        invoice_id: b.invoice_id,
        invoice_no: expect.any(String),
        amount: b.amount_due,
        paid: b.amount_due,
        amount_due: 0,
      },
    ]);
    expect(result.body.payload.on_account).toBe(0);
    expect(result.body.payload.paymentDetails).toMatchObject({
      orderNumber,
      orderId: gatewayIdOf(formUrl),
      amount: a.amount_due + b.amount_due,
      respCode: '00',
    });

    const after = await fx.invoices(ph);
    expect(
      after.invoices
        .filter((i) => [a.invoice_id, b.invoice_id].includes(i.invoice_id))
        .map((i) => [i.status, i.amount_due]),
    ).toEqual([
      ['paid', 0],
      ['paid', 0],
    ]);
    const credits = await cardCreditsOf(ph.id);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ reference: orderNumber, credit: Number(gateway.amount), order_id: null });
    const ledger = await fx.ledgerOf(ph.id);
    // paid by card, the two offline invoices carry no stamp duty: their 12 + 30 DA come back on the account (D114)
    expect(ledger.balance).toBe(-4_200);
    expect((await fx.summary(ph)).balance).toBe(-42);
    // the account's entries list the card payment, referenced by its SATIM order number
    const entries = await api.call('GET', '/pharmacy/account_entries/0/10', { headers: ph.headers });
    expect(entries.body.payload.entries.find((e: { kind: string }) => e.kind === 'payment')).toMatchObject({
      method: 'card',
      reference: orderNumber,
    });
  });

  it('a replayed confirmation, and the job after it, allocate once', async () => {
    const { ph, a, b } = await twoInvoices();
    const { formUrl } = (await payInvoices(ph, { invoiceIds: [a.invoice_id, b.invoice_id] })).body.payload;
    await payOnSandbox(formUrl, CARDS.ok);
    const first = await returnPage(ph, formUrl);
    const again = await returnPage(ph, formUrl, '1');
    expect(again.body.code).toBe(Code.OK);
    expect(again.body.payload.invoices).toEqual(first.body.payload.invoices);
    expect(again.body.meta).toBe('Votre paiement a été accepté : il est imputé sur vos factures.');
    await reconcileExpiredPayments(api.config, api.db, silent, undefined, new Date(Date.now() + 3_600_000));
    expect(await cardCreditsOf(ph.id)).toHaveLength(1);
    const ledger = await fx.ledgerOf(ph.id);
    expect(ledger.allocations.reduce((s, x) => s + Number(x.amount), 0)).toBe(
      ledger.entries.reduce((s, e) => s + Number(e.debit), 0),
    );
  });

  it('10 parallel confirmations: one card credit, allocations never above an invoice or the payment', async () => {
    const { ph, a, b } = await twoInvoices();
    const { formUrl } = (await payInvoices(ph, { invoiceIds: [b.invoice_id, a.invoice_id] })).body.payload;
    await payOnSandbox(formUrl, CARDS.ok);
    const answers = await Promise.all(Array.from({ length: 10 }, () => returnPage(ph, formUrl)));
    expect(answers.map((r) => r.body.code)).toEqual(Array(10).fill(Code.OK));
    const credits = await cardCreditsOf(ph.id);
    expect(credits).toHaveLength(1);
    const ledger = await fx.ledgerOf(ph.id);
    const ofCredit = ledger.allocations.filter((x) => x.credit_entry_id === credits[0]!.id);
    expect(ofCredit.reduce((s, x) => s + Number(x.amount), 0)).toBe(Number(credits[0]!.credit));
    // the two stamp duties given back, once (D114)
    expect(ledger.balance).toBe(-4_200);
  });

  it('part paid meanwhile by another payment: the card pays what is left, the rest never over-allocates', async () => {
    const { ph, a, b } = await twoInvoices();
    const { formUrl } = (await payInvoices(ph, { invoiceIds: [a.invoice_id, b.invoice_id] })).body.payload;
    // the admin records 500 DA in cash on invoice a while the card page is open
    const cash = await fx.recordPayment(admin, {
      pharmacyId: ph.id,
      amount: 500,
      method: 'cash',
      invoiceIds: [a.invoice_id],
    });
    expect(cash.body.code, JSON.stringify(cash.body)).toBe(Code.OK);
    await payOnSandbox(formUrl, CARDS.ok);
    const result = await returnPage(ph, formUrl);
    expect(result.body.code).toBe(Code.OK);
    const [ra, rb] = result.body.payload.invoices;
    expect(ra).toMatchObject({ amount: a.amount_due, paid: a.amount_due - 500, amount_due: 0 });
    expect(rb).toMatchObject({ amount: b.amount_due, paid: b.amount_due, amount_due: 0 });
    expect(result.body.payload.on_account).toBe(500);
    const ledger = await fx.ledgerOf(ph.id);
    // 500 DA more was paid than owed: the account is 500 DA in credit, nothing over-allocated (ledgerOf checks each entry);
    // b, wholly paid by card, gets its 30 DA stamp duty back, a (partly paid in cash) keeps its own (D114)
    expect(ledger.balance).toBe(-53_000);
    const credit = (await cardCreditsOf(ph.id))[0]!;
    expect(
      ledger.allocations.filter((x) => x.credit_entry_id === credit.id).reduce((s, x) => s + Number(x.amount), 0),
    ).toBe(Number(credit.credit) - 50_000);
  });

  it('a declined or cancelled payment changes nothing and says why in the user’s language', async () => {
    const { ph, a, b } = await twoInvoices();
    const before = { entries: await fx.countRows('ledger_entries'), allocations: await fx.countRows('allocations') };
    const declined = (await payInvoices(ph, { invoiceIds: [a.invoice_id, b.invoice_id] })).body.payload;
    await payOnSandbox(declined.formUrl, CARDS.declined);
    const res = await returnPage(ph, declined.formUrl, '3');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(Code.PAYMENT_FAILED);
    expect(res.body.payload).toMatchObject({ pending: false, on_account: 0 });
    expect(res.body.payload.invoices.map((i: { paid: number }) => i.paid)).toEqual([0, 0]);
    const cancelled = (await payInvoices(ph, { invoiceIds: [a.invoice_id] })).body.payload;
    await payOnSandbox(cancelled.formUrl, CARDS.ok, { action: 'cancel' });
    expect((await returnPage(ph, cancelled.formUrl)).body.code).toBe(Code.PAYMENT_FAILED);
    expect({ entries: await fx.countRows('ledger_entries'), allocations: await fx.countRows('allocations') }).toEqual(
      before,
    );
    expect((await fx.invoices(ph)).invoices.every((i) => i.status === 'open')).toBe(true);
  });
});

describe('two tabs, Back, a lost answer (D98)', () => {
  it('a second pay_invoices replaces the open one; the replaced page paid late is refunded to the card once (D110)', async () => {
    const { ph, a, b } = await twoInvoices();
    const first = (await payInvoices(ph, { invoiceIds: [a.invoice_id, b.invoice_id] })).body.payload;
    const second = (await payInvoices(ph, { invoiceIds: [a.invoice_id, b.invoice_id] })).body.payload;
    expect(second.orderNumber).not.toBe(first.orderNumber);
    const states = await api.db
      .selectFrom('invoice_payments')
      .select(['order_number', 'status'])
      .where('pharmacy_id', '=', ph.id)
      .orderBy('id')
      .execute();
    expect(states).toEqual([
      { order_number: first.orderNumber, status: 'superseded' },
      { order_number: second.orderNumber, status: 'registered' },
    ]);
    // tab 1 pays the new one; tab 2 still shows the replaced page and pays it too
    await payOnSandbox(second.formUrl, CARDS.ok);
    expect((await returnPage(ph, second.formUrl)).body.code).toBe(Code.OK);
    await payOnSandbox(first.formUrl, CARDS.ok);
    const total = a.amount_due + b.amount_due;
    const answers = await Promise.all([returnPage(ph, first.formUrl), returnPage(ph, first.formUrl)]);
    for (const late of answers) {
      expect(late.body.code).toBe(Code.PAYMENT_FAILED);
      expect(late.body.meta).toMatch(/refund/i);
    }
    expect(answers.map((r) => r.body.payload.late_refund).sort()).toContain('done');
    await reconcileExpiredPayments(api.config, api.db, silent, undefined, new Date(Date.now() + 3_600_000));
    const refunded = await api.db
      .selectFrom('invoice_payments')
      .select(['status', 'provider_order_id'])
      .where('order_number', '=', first.orderNumber)
      .executeTakeFirstOrThrow();
    expect(refunded.status).toBe('refunded');
    const atGateway = await api.db
      .selectFrom('sandbox_orders')
      .select('refunded')
      .where('id', '=', refunded.provider_order_id!)
      .executeTakeFirstOrThrow();
    expect(Number(atGateway.refunded)).toBe(Math.round(total * 100));
    // the statement shows the second charge and its refund, once; the balance is what the first payment left
    const ledger = await fx.ledgerOf(ph.id);
    const ofLate = ledger.entries
      .filter((e) => e.reference === first.orderNumber)
      .map((e) => [e.kind, Number(e.debit), Number(e.credit)]);
    expect(ofLate).toEqual([
      ['payment', 0, Math.round(total * 100)],
      ['refund', Math.round(total * 100), 0],
    ]);
    // what the first payment left: the two stamp duties it gave back (D114)
    expect(ledger.balance).toBe(-4_200);
    // once paid, paying them again is refused with the invoice's number
    const again = await payInvoices(ph, { invoiceIds: [a.invoice_id] }, { language: '2' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(Code.STATE_CONFLICT);
    expect(again.body.payload).toEqual({ invoice_id: a.invoice_id, invoice_no: expect.any(String) });
    expect(again.body.meta).toContain(again.body.payload.invoice_no);
  });

  it('an Idempotency-Key repeated (a lost answer) gets the same payment page and registers nothing more', async () => {
    const { ph, a } = await twoInvoices();
    const key = randomUUID();
    const one = await payInvoices(ph, { invoiceIds: [a.invoice_id] }, { 'idempotency-key': key });
    const two = await payInvoices(ph, { invoiceIds: [a.invoice_id] }, { 'idempotency-key': key });
    expect(two.body).toEqual(one.body);
    expect(
      await api.db.selectFrom('invoice_payments').select('id').where('pharmacy_id', '=', ph.id).execute(),
    ).toHaveLength(1);
  });

  it('the job: an abandoned payment expires, nothing written; one paid meanwhile is credited', async () => {
    const { ph, a, b } = await twoInvoices();
    const left = (await payInvoices(ph, { invoiceIds: [a.invoice_id] })).body.payload;
    const later = new Date(Date.now() + 3_600_000);
    await reconcileExpiredPayments(api.config, api.db, silent, undefined, later);
    expect(
      (
        await api.db
          .selectFrom('invoice_payments')
          .select('status')
          .where('order_number', '=', left.orderNumber)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('expired');
    expect(await cardCreditsOf(ph.id)).toEqual([]);
    const paid = (await payInvoices(ph, { invoiceIds: [b.invoice_id] })).body.payload;
    await payOnSandbox(paid.formUrl, CARDS.ok);
    // the answer of the return page was lost: the job settles it
    await reconcileExpiredPayments(api.config, api.db, silent, undefined, later);
    expect(await cardCreditsOf(ph.id)).toHaveLength(1);
    expect((await fx.invoices(ph)).invoices.find((i) => i.invoice_id === b.invoice_id)!.status).toBe('paid');
  });
});

describe('refusals', () => {
  it('another pharmacy’s invoice is refused like a missing one, and nothing is created', async () => {
    const { a } = await twoInvoices();
    const other = await fx.pharmacy('Autre pharmacie');
    const mine = await fx.offlineOrder(other);
    const own = (await fx.invoices(other)).invoices.find((i) => i.order_id === mine)!;
    const before = await api.db.selectFrom('invoice_payments').select('id').execute();
    const gatewayBefore = await api.db.selectFrom('sandbox_orders').select('id').execute();
    for (const ids of [[a.invoice_id], [own.invoice_id, a.invoice_id], [999_999]]) {
      const res = await payInvoices(other, { invoiceIds: ids }, { language: '2' });
      expect(res.status, JSON.stringify(ids)).toBe(404);
      expect(res.body.code).toBe(Code.NOT_FOUND);
      expect(res.body.meta).toBe('An invoice chosen is not one of yours.');
    }
    expect(await api.db.selectFrom('invoice_payments').select('id').execute()).toHaveLength(before.length);
    expect(await api.db.selectFrom('sandbox_orders').select('id').execute()).toHaveLength(gatewayBefore.length);
  });

  it('bad input (strings, floats, nested, empty, duplicates, too many) is refused with 4001 and changes nothing', async () => {
    const { ph, a } = await twoInvoices();
    const id = a.invoice_id;
    const before = await api.db.selectFrom('invoice_payments').select('id').execute();
    for (const body of [
      {},
      { invoiceIds: [] },
      { invoiceIds: String(id) },
      { invoiceIds: [String(id)] },
      { invoiceIds: [id + 0.5] },
      { invoiceIds: [[id]] },
      { invoiceIds: [{ id }] },
      { invoiceIds: [id, id] },
      { invoiceIds: [-1] },
      { invoiceIds: [null] },
      { invoiceIds: [true] },
      { invoiceIds: [3_000_000_000] },
      { invoiceIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { invoiceIds: { 0: id } },
    ]) {
      const res = await payInvoices(ph, body, { language: '2' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(Code.V4001);
      expect(res.body.meta).toMatch(/Choose from 1 to 100 of your invoices/);
    }
    expect(await api.db.selectFrom('invoice_payments').select('id').execute()).toHaveLength(before.length);
  });

  it('another pharmacy cannot read the result of an invoice payment', async () => {
    const { ph, a } = await twoInvoices();
    const other = await fx.pharmacy('Autre pharmacie');
    const { formUrl } = (await payInvoices(ph, { invoiceIds: [a.invoice_id] })).body.payload;
    await payOnSandbox(formUrl, CARDS.ok);
    const res = await api.call('POST', `/pharmacy/payment?orderId=${gatewayIdOf(formUrl)}`, { headers: other.headers });
    expect(res.body.code).toBe(Code.NOT_FOUND);
    expect(await cardCreditsOf(ph.id)).toEqual([]);
  });
});
