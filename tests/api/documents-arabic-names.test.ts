import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLangHeaderValue } from '../../src/contract/constants.js';
import { startApi, type TestApi } from '../support/api.js';
import { keepPdf, pdfText } from '../support/pdf.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * D67: the invoice, the delivery note, the picking list and the shipment mail name a product by its Arabic name of
 * today for an Arabic reader when it has one, by the name it was ordered under otherwise.
 * (pdf.js spells a ligature of a right-to-left run backwards: the Arabic names below have none.)
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const setArabicName = (id: number, nameAr: string) =>
  api.db.updateTable('products').set({ name_ar: nameAr }).where('id', '=', id).execute();

/** A validated offline order of an Arabic-reading pharmacy: one product named in Arabic, one in French only. */
async function arabicOrder() {
  const ph = await fx.pharmacy('Pharmacie Ennour');
  await api.db.updateTable('pharmacies').set({ language: 3 }).where('id', '=', ph.id).execute();
  const a = await fx.product(50, 100_000, 'Crème hydratante');
  const b = await fx.product(50, 50_000, 'Gel nettoyant');
  await setArabicName(a, 'كريم مرطب');
  await fx.basket(ph.id, [
    [a, 4],
    [b, 2],
  ]);
  const res = await api.call('POST', '/pharmacy/special_payment', {
    headers: ph.headers,
    body: { delivery_address: ph.addressId },
  });
  expect(res.body.code).toBe(2001);
  const orderId = res.body.payload.orderId as number;
  const v = await api.call('PUT', '/admin/update_order_status', {
    headers: admin.headers,
    body: { orderId, status: 1 },
  });
  expect(v.body.code).toBe(2001);
  return { ph, a, b, orderId };
}

describe('documents name products in Arabic for an Arabic reader (D67)', () => {
  it('the invoice PDF: Arabic name in Arabic, ordered name in French; renaming the product draws the kept Arabic PDF again', async () => {
    const { ph, a, orderId } = await arabicOrder();
    const invoice = async (lang: 'ar' | 'fr') => {
      const res = await api.call('GET', `/generate-invoice/${orderId}`, {
        headers: { ...ph.headers, language: invoiceLangHeaderValue(lang) },
      });
      expect(res.status).toBe(200);
      keepPdf(res.body as Buffer, `invoice-names-${lang}`, 110);
      return pdfText(res.body as Buffer);
    };
    const ar = await invoice('ar');
    expect(ar).toContain('كريم مرطب');
    expect(ar).not.toContain('Crème hydratante');
    // no Arabic name: the French one
    expect(ar).toContain('Gel nettoyant');
    expect(ar).not.toContain('?');
    const fr = await invoice('fr');
    expect(fr).toContain('Crème hydratante');
    expect(fr).not.toContain('كريم');

    // the numbered invoice was kept; an Arabic rename changes what it prints, so the next download draws it again
    const keptOf = () =>
      api.db
        .selectFrom('invoice_pdfs')
        .select(['lang', 'fingerprint'])
        .where('order_id', '=', orderId)
        .where('lang', 'in', ['ar', 'fr'])
        .orderBy('lang')
        .execute();
    const kept = await keptOf();
    expect(kept.map((k) => k.lang)).toEqual(['ar', 'fr']);
    await setArabicName(a, 'مصل الإشراق');
    const renamed = await invoice('ar');
    expect(renamed).toContain('مصل');
    expect(renamed).not.toContain('كريم');
    const after = await keptOf();
    expect(after[0]!.fingerprint).not.toBe(kept[0]!.fingerprint);
    // the French PDF prints no Arabic name: its fingerprint holds
    expect(after[1]!.fingerprint).toBe(kept[1]!.fingerprint);
  });

  it('the shipment mail, the delivery note and the picking list', async () => {
    const { ph, a, b, orderId } = await arabicOrder();
    const picking = async (lang: 'ar' | 'fr') => {
      const res = await api.call('GET', `/admin/picking_list?orders=${orderId}&lang=${lang}`, {
        headers: admin.headers,
      });
      expect(res.status).toBe(200);
      return pdfText(res.body);
    };
    const pickAr = await picking('ar');
    expect(pickAr).toContain('كريم مرطب');
    expect(pickAr).toContain('Gel nettoyant');
    expect(pickAr).not.toContain('Crème hydratante');
    expect(await picking('fr')).toContain('Crème hydratante 4');

    const shipped = await api.call('POST', '/admin/create_shipment', {
      headers: { ...admin.headers, language: '2' },
      body: {
        orderId,
        lines: [
          { product_id: a, quantity: 2 },
          { product_id: b, quantity: 1 },
        ],
        carrier: null,
        tracking_no: null,
      },
    });
    expect(shipped.status).toBe(200);
    const shipmentId = shipped.body.payload[0].shipment_id as number;

    // the pharmacy reads Arabic: its mail names the lines in Arabic where it can
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select(['subject', 'text_body', 'html_body'])
      .where('recipient', '=', ph.email)
      .execute();
    const left = mails.find((m) => m.subject.includes('في الطريق'))!;
    expect(left).toBeDefined();
    expect(left.text_body).toContain('كريم مرطب');
    expect(left.html_body).toContain('كريم مرطب');
    expect(left.text_body).toContain('Gel nettoyant');
    expect(left.text_body).not.toContain('Crème hydratante');

    // the delivery note: in the pharmacy's language (Arabic) by default, in French on demand
    const note = (await api.call('GET', `/pharmacy/delivery_note/${shipmentId}`, { headers: ph.headers }))
      .body as Buffer;
    keepPdf(note, 'delivery-note-names-ar', 110);
    const ar = await pdfText(note);
    expect(ar).toContain('وصل التسليم');
    expect(ar).toContain('كريم مرطب');
    expect(ar).toContain('Gel nettoyant');
    expect(ar).not.toContain('Crème hydratante');
    const fr = await pdfText(
      (await api.call('GET', `/pharmacy/delivery_note/${shipmentId}?lang=fr`, { headers: ph.headers })).body,
    );
    expect(fr).toContain('Crème hydratante');
    expect(fr).not.toContain('كريم');

    // what order_details reports stays the name as ordered (the contract's field)
    const details = await api.call('POST', '/pharmacy/order_details', {
      headers: { ...ph.headers, language: '3' },
      body: { orderID: orderId },
    });
    expect(details.body.payload.fulfilment.lines.map((l: { name: string }) => l.name)).toEqual([
      'Crème hydratante',
      'Gel nettoyant',
    ]);
  });
});
