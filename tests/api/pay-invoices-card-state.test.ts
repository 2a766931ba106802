import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import { renderInvoice } from '../../server/invoices/index.js';
import { startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { accountsFixture } from './accounts-fixtures.js';
import { CARDS, payOnSandbox } from './payment-fixtures.js';

/**
 * Issue 37 §12 (D114): an offline order whose invoice is paid by card from My account (pay_invoices) follows how it
 * was paid: paid (no sales validation left), printed as paid by card with its SATIM transaction, its cash stamp
 * duty given back through the ledger by a credit note, and nothing left for the driver to collect.
 */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = accountsFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

type Ph = Awaited<ReturnType<typeof fx.pharmacy>>;
const gatewayIdOf = (formUrl: string) => new URL(formUrl).searchParams.get('mdOrder')!;
const adminCall = (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) =>
  api.call(method, path, { headers: { ...admin.headers, language: '2' }, body });
const details = async (orderId: number) =>
  (await adminCall('POST', '/admin/order_details', { orderId })).body.payload.order;
const orderRow = (id: number) =>
  api.db
    .selectFrom('orders')
    .select(['state', 'status', 'payement_type', 'fulfilment', 'stamp_duty', 'total', 'card_invoice_payment_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const notesOf = (orderId: number) =>
  api.db
    .selectFrom('credit_notes')
    .select(['source', 'price_without_tax', 'tax_amount', 'stamp_duty', 'total'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

/**
 * An offline order of 10 units at 3 580 DA: HT 35 800, TVA 6 802 (19 %), TTC 42 602, stamp duty 640,50 DA (1,5 DA
 * per started 100 DA), invoice 43 242,50 DA.
 */
async function offlineOrder(ph: Ph) {
  const product = await fx.product(50, 358_000);
  await fx.basket(ph.id, [[product, 10]]);
  const res = await fx.special(ph);
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  const orderId = res.body.payload.orderId as number;
  const invoice = (await fx.invoices(ph)).invoices.find((i) => i.order_id === orderId)!;
  return { orderId, invoice, product };
}

/** Pays these invoices by card from My account, through the sandbox, and comes back to the result page. */
async function payByCard(ph: Ph, invoiceIds: number[]) {
  const started = await api.call('POST', '/pharmacy/pay_invoices', { headers: ph.headers, body: { invoiceIds } });
  expect(started.body.code, JSON.stringify(started.body)).toBe(Code.OK);
  await payOnSandbox(started.body.payload.formUrl, CARDS.ok);
  const result = await api.call('POST', `/pharmacy/payment?orderId=${gatewayIdOf(started.body.payload.formUrl)}`, {
    headers: { ...ph.headers, language: '2' },
  });
  expect(result.body.code, JSON.stringify(result.body).slice(0, 300)).toBe(Code.OK);
  return { orderNumber: started.body.payload.orderNumber as string, result: result.body.payload };
}

async function deliveryNoteText(orderId: number, productId: number) {
  const shipped = await adminCall('POST', '/admin/create_shipment', {
    orderId,
    lines: [{ product_id: productId, quantity: 10 }],
  });
  expect(shipped.body.code, JSON.stringify(shipped.body)).toBe(2001);
  const note = await api.call('GET', `/admin/delivery_note/${shipped.body.payload[0].shipment_id}?lang=fr`, {
    headers: admin.headers,
  });
  expect(note.status).toBe(200);
  return pdfText(note.body);
}

describe('an offline order paid by card from My account', () => {
  it('awaiting validation: becomes paid by card, its stamp duty given back by a credit note, nothing to collect', async () => {
    const ph = await fx.pharmacy('Pharmacie Es-Salam');
    const { orderId, invoice, product } = await offlineOrder(ph);
    expect(await orderRow(orderId)).toMatchObject({
      state: 'pending_validation',
      status: 2,
      payement_type: 1,
      stamp_duty: 64_050,
      total: 4_324_250,
      card_invoice_payment_id: null,
    });
    expect(invoice).toMatchObject({ amount: 43_242.5, amount_due: 43_242.5 });
    expect(await details(orderId)).toMatchObject({
      state: 'awaiting_validation',
      paid_by_card: false,
      cash_to_collect: 43_242.5,
    });

    const { orderNumber, result } = await payByCard(ph, [invoice.invoice_id]);
    expect(result.invoices).toEqual([
      {
        invoice_id: invoice.invoice_id,
        invoice_no: expect.any(String),
        amount: 43_242.5,
        paid: 43_242.5,
        amount_due: 0,
      },
    ]);

    // the order is paid: no sales validation left, in the preparation queue; it was placed offline (payement_type 1)
    const attempt = await api.db
      .selectFrom('invoice_payments')
      .select(['id', 'amount'])
      .where('order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    expect(Number(attempt.amount)).toBe(4_324_250);
    expect(await orderRow(orderId)).toEqual({
      state: 'paid',
      status: 1,
      payement_type: 1,
      fulfilment: 'to_prepare',
      stamp_duty: 64_050,
      total: 4_324_250,
      card_invoice_payment_id: attempt.id,
    });
    expect(await details(orderId)).toMatchObject({
      state: 'paid',
      state_label: 'Paid',
      status: 1,
      paid_by_card: true,
      cash_to_collect: 0,
    });
    // paid, it cannot go back to awaiting validation, nor be rejected
    expect((await adminCall('PUT', '/admin/update_order_status', { orderId, status: 2 })).body.code).toBe(4095);
    expect((await adminCall('POST', '/admin/reject_order', { orderId, reason: 'Commande en double' })).body.code).toBe(
      4095,
    );
    expect(await orderRow(orderId)).toMatchObject({ state: 'paid', status: 1 });
    const mine = await api.call('GET', '/pharmacy/orders_list/0/100', { headers: { ...ph.headers, language: '1' } });
    expect(mine.body.payload.orders.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      state: 'paid',
      state_label: 'Payée',
    });

    // a card payment carries no stamp duty: 640,50 DA given back by a credit note, the ledger's entries append-only
    expect(await notesOf(orderId)).toEqual([
      { source: 'stamp_duty', price_without_tax: 0, tax_amount: 0, stamp_duty: 64_050, total: 64_050 },
    ]);
    const ledger = await fx.ledgerOf(ph.id);
    expect(
      ledger.entries.map((e) => ({ kind: e.kind, method: e.method, debit: Number(e.debit), credit: Number(e.credit) })),
    ).toEqual([
      { kind: 'invoice', method: null, debit: 4_324_250, credit: 0 },
      { kind: 'payment', method: 'card', debit: 0, credit: 4_324_250 },
      { kind: 'credit_note', method: null, debit: 0, credit: 64_050 },
    ]);
    // the invoice is paid by the card; the stamp duty stays on the account as a credit for the next invoice
    expect(ledger.balance).toBe(-64_050);
    expect(await fx.summary(ph)).toMatchObject({ balance: -640.5 });
    expect((await fx.invoices(ph)).invoices.find((i) => i.order_id === orderId)).toMatchObject({
      amount_due: 0,
      status: 'paid',
    });

    // its invoice says how it was paid, with the SATIM transaction and the stamp duty given back
    const text = await pdfText((await renderInvoice(api.db, api.config, orderId, 'fr'))!.pdf);
    expect(text).toContain('Carte CIB/EDAHABIA (paiement en ligne SATIM)');
    expect(text).toMatch(/Payée le \d\d-\d\d-\d{4}/);
    expect(text).toContain(orderNumber);
    const stampNote = await api.db
      .selectFrom('credit_notes')
      .select('number')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(text).toContain(`Droit de timbre restitué (payée par carte, avoir ${stampNote.number})`);
    expect(text).toContain('-640,50 DA');
    expect(text).not.toContain('Paiement à la livraison');
    expect(text).not.toContain('En attente de validation');
    expect(text).not.toContain('À encaisser');

    // the driver collects nothing
    expect(await deliveryNoteText(orderId, product)).toContain('À encaisser à la livraison : 0,00 DA');
    expect((await details(orderId)).cash_to_collect).toBe(0);

    // cancelling what is left later gives back no second stamp duty: the order's credits stay within its invoice
    const other = await offlineOrder(ph);
    await payByCard(ph, [other.invoice.invoice_id]);
    const cancelled = await adminCall('POST', '/admin/cancel_unshipped', { orderId: other.orderId });
    expect(cancelled.body).toMatchObject({ code: 2001, payload: { amount: 42_602, rest_cancelled: true } });
    expect((await notesOf(other.orderId)).map((n) => [n.source, n.stamp_duty, n.total])).toEqual([
      ['stamp_duty', 64_050, 64_050],
      ['cancellation', 0, 4_260_200],
    ]);
    // the first stamp duty paid part of the second invoice when it was issued (the card paid the 42 602 DA left); the
    // second's stamp duty and the cancellation stay on the account
    const ledgerAfter = await fx.ledgerOf(ph.id);
    expect(ledgerAfter.balance).toBe(-64_050 - 4_260_200);
  });

  it('validated already: its state stays, it reads paid by card, the driver collects nothing', async () => {
    const ph = await fx.pharmacy('Pharmacie El Hayat');
    const { orderId, invoice, product } = await offlineOrder(ph);
    expect((await adminCall('PUT', '/admin/update_order_status', { orderId, status: 1 })).body.code).toBe(2001);
    expect(await details(orderId)).toMatchObject({ state: 'validated', cash_to_collect: 43_242.5 });
    // a validated offline order not paid yet: the driver collects the invoice
    const unpaid = await offlineOrder(ph);
    expect(
      (await adminCall('PUT', '/admin/update_order_status', { orderId: unpaid.orderId, status: 1 })).body.code,
    ).toBe(2001);
    expect(await deliveryNoteText(unpaid.orderId, unpaid.product)).toContain(
      'À encaisser à la livraison : 43 242,50 DA',
    );

    await payByCard(ph, [invoice.invoice_id]);
    expect(await orderRow(orderId)).toMatchObject({
      state: 'paid',
      status: 1,
      fulfilment: 'to_prepare',
      card_invoice_payment_id: expect.any(Number),
    });
    expect(await details(orderId)).toMatchObject({ state: 'paid', paid_by_card: true, cash_to_collect: 0 });
    expect((await notesOf(orderId)).map((n) => n.total)).toEqual([64_050]);
    expect(await deliveryNoteText(orderId, product)).toContain('À encaisser à la livraison : 0,00 DA');
    await fx.ledgerOf(ph.id);
  });

  it('partly paid in cash first: the stamp duty stays due (a cash payment carries it), the state stays', async () => {
    const ph = await fx.pharmacy('Pharmacie Ibn Rochd');
    const { orderId, invoice } = await offlineOrder(ph);
    const cash = await fx.recordPayment(admin, {
      pharmacyId: ph.id,
      amount: 1_000,
      method: 'cash',
      reference: 'REC-37',
      invoiceIds: [invoice.invoice_id],
    });
    expect(cash.body.code, JSON.stringify(cash.body)).toBe(2001);
    const left = (await fx.invoices(ph)).invoices.find((i) => i.order_id === orderId)!;
    expect(left.amount_due).toBe(42_242.5);
    await payByCard(ph, [invoice.invoice_id]);
    expect(await orderRow(orderId)).toMatchObject({
      state: 'pending_validation',
      status: 2,
      card_invoice_payment_id: null,
    });
    expect(await notesOf(orderId)).toEqual([]);
    expect(await details(orderId)).toMatchObject({
      state: 'awaiting_validation',
      paid_by_card: false,
      cash_to_collect: 0,
    });
    expect((await fx.ledgerOf(ph.id)).balance).toBe(0);
  });
});
