import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoice } from '../../server/invoices/index.js';
import { invoicePdfs } from '../../server/metrics.js';
import { startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { paidCardOrder, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 26: what an invoice says of its payment (point 15), its times in Algiers time (point 17), and the PDF drawn
 * once and kept (point 6).
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

async function offlineOrder() {
  const ph = await fx.pharmacy('Pharmacie du Port');
  const p = await fx.product(20, 100_000);
  await fx.basket(ph.id, [[p, 2]]);
  const res = await api.call('POST', '/pharmacy/special_payment', {
    headers: ph.headers,
    body: { delivery_address: ph.addressId },
  });
  expect(res.body.code).toBe(2001);
  return { ph, product: p, orderId: res.body.payload.orderId as number };
}

const validate = (orderId: number) =>
  api.call('PUT', '/admin/update_order_status', { headers: admin.headers, body: { orderId, status: 1 } });

const download = (orderId: number, lang: string) =>
  fetch(`${api.url}/admin/generate-invoice/${orderId}?lang=${lang}`, { headers: admin.headers });

/** How many PDFs this process drew (source drawn) or read back (kept) in a language so far. */
async function counted(lang: string) {
  const values = (await invoicePdfs.get()).values;
  const of = (source: string) => values.find((v) => v.labels.lang === lang && v.labels.source === source)?.value ?? 0;
  return { drawn: of('drawn'), kept: of('kept') };
}

describe('point 15: a validated cash order is to be collected on delivery, never "paid"', () => {
  it('its invoice says so in French, English and Arabic, and the "validated" filter lists it', async () => {
    const { orderId } = await offlineOrder();
    expect((await validate(orderId)).body.code).toBe(2001);
    const fr = await pdfText((await renderInvoice(api.db, api.config, orderId, 'fr'))!.pdf);
    expect(fr).toContain('Paiement à la livraison');
    expect(fr).toContain('À encaisser à la livraison');
    expect(fr).not.toContain('Payée le');
    const en = await pdfText((await renderInvoice(api.db, api.config, orderId, 'en'))!.pdf);
    expect(en).toContain('To be collected on delivery');
    expect(en).not.toContain('Paid on');
    const ar = await pdfText((await renderInvoice(api.db, api.config, orderId, 'ar'))!.pdf);
    expect(ar).not.toContain('مدفوعة بتاريخ');

    const list = async (state: string) =>
      (
        await api.call('GET', `/admin/orders_list/0/100?state=${state}`, { headers: admin.headers })
      ).body.payload.orders.map((o: { id: number }) => o.id);
    expect(await list('validated')).toContain(orderId);
    expect(await list('paid')).not.toContain(orderId);
    const details = await api.call('POST', '/admin/order_details', {
      headers: { ...admin.headers, language: '1' },
      body: { orderId },
    });
    expect(details.body.payload.order).toMatchObject({ state: 'validated', state_label: 'Validée', status: 1 });
  });

  it('a card order stays "paid on" the day the gateway confirmed it', async () => {
    const { orderId } = await paidCardOrder(fx);
    const fr = await pdfText((await renderInvoice(api.db, api.config, orderId, 'fr'))!.pdf);
    expect(fr).toContain('Payée le');
    expect(fr).not.toContain('À encaisser');
  });
});

describe('point 17: the invoice reads times in Algiers time', () => {
  it('a payment confirmed at 13:25 UTC prints 14:25, and an order placed at 23:30 UTC the next day', async () => {
    const { orderId } = await paidCardOrder(fx);
    await api.db
      .updateTable('payments')
      .set({ confirmed_at: new Date('2026-11-26T13:25:00Z') })
      .where('order_id', '=', orderId)
      .execute();
    await api.db
      .updateTable('orders')
      .set({ created_at: new Date('2026-03-07T23:30:00Z') })
      .where('id', '=', orderId)
      .execute();
    const text = await pdfText((await renderInvoice(api.db, api.config, orderId, 'fr'))!.pdf);
    expect(text).toContain('26-11-2026 14:25');
    expect(text).not.toContain('13:25');
    expect(text).not.toContain('UTC');
    expect(text).toContain('Date de commande : 08-03-2026');
  });
});

describe('point 6: the invoice PDF is drawn once and kept', () => {
  it('8 parallel downloads draw it once per language, later ones read it back, a validation draws it again', async () => {
    // placing the order draws its invoice once, in the pharmacy's language (English here): counted too
    const before = { fr: await counted('fr'), en: await counted('en') };
    const { orderId } = await offlineOrder();
    const answers = await Promise.all([...Array(8)].flatMap(() => [download(orderId, 'fr'), download(orderId, 'en')]));
    expect(answers.map((r) => r.status)).toEqual(Array(16).fill(200));
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())));
    const after = { fr: await counted('fr'), en: await counted('en') };
    expect(after.fr.drawn - before.fr.drawn).toBe(1);
    expect(after.en.drawn - before.en.drawn).toBe(1);
    // every French answer is the one drawn PDF
    const french = bodies.filter((_, i) => i % 2 === 0);
    expect(new Set(french.map((b) => b.toString('base64'))).size).toBe(1);
    const kept = await api.db
      .selectFrom('invoice_pdfs')
      .select(['lang', 'pdf'])
      .where('order_id', '=', orderId)
      .orderBy('lang')
      .execute();
    expect(kept.map((k) => k.lang)).toEqual(['en', 'fr']);
    expect(Buffer.from(kept.find((k) => k.lang === 'fr')!.pdf).equals(french[0]!)).toBe(true);

    // later downloads read the kept PDF, drawing nothing
    const again = await download(orderId, 'fr');
    expect(Buffer.from(await again.arrayBuffer()).equals(french[0]!)).toBe(true);
    expect((await counted('fr')).drawn).toBe(after.fr.drawn);
    expect((await counted('fr')).kept).toBe(after.fr.kept + 1);

    // its inputs change (sales validation): drawn again once, and it says the new truth
    expect((await validate(orderId)).body.code).toBe(2001);
    const redrawn = await Promise.all([download(orderId, 'fr'), download(orderId, 'fr')]);
    expect((await counted('fr')).drawn).toBe(after.fr.drawn + 1);
    expect(await pdfText(Buffer.from(await redrawn[0]!.arrayBuffer()))).toContain('À encaisser à la livraison');
  });

  it('a pro forma (payment still open) is not kept: it is dated the day it is printed', async () => {
    const ph = await fx.pharmacy();
    const p = await fx.product(10);
    await fx.basket(ph.id, [[p, 1]]);
    const saved = (await fx.saveOrder(ph)).body.payload;
    expect(await pdfText((await renderInvoice(api.db, api.config, saved.orderId, 'fr'))!.pdf)).toContain('PRO FORMA');
    expect(
      await api.db.selectFrom('invoice_pdfs').select('lang').where('order_id', '=', saved.orderId).execute(),
    ).toEqual([]);
  });
});
