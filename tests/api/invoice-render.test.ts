import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoice } from '../../server/invoices/index.js';
import { startApi, type TestApi } from '../support/api.js';
import { keepPdf, pdfText } from '../support/pdf.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/** The invoice PDF read back as text: legal mentions of both parties, totals, amount in words (D17). */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
});
afterAll(async () => api?.close());

describe('invoice PDF', () => {
  it('offline order in French: seller and buyer mentions, totals, stamp duty and the amount in words', async () => {
    const ph = await fx.pharmacy('Pharmacie El Amel');
    const p = await fx.product(10, 100_000, 'Sérum éclat vitaminé');
    await fx.basket(ph.id, [[p, 2]]);
    const res = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    const { orderId, invoice_no } = res.body.payload;
    const rendered = await renderInvoice(api.db, api.config, orderId, 'fr');
    keepPdf(rendered!.pdf, 'invoice-offline-fr');
    const text = await pdfText(rendered!.pdf);
    const c = api.config.company;
    for (const s of [
      c.name,
      `RC : ${c.rc}`,
      `NIF : ${c.nif}`,
      `NIS : ${c.nis}`,
      `AI : ${c.ai}`,
      `RIB : ${c.rib}`,
      c.phone,
      c.email,
    ])
      expect(text).toContain(s);
    for (const s of ['Pharmacie El Amel', 'RC : 123456 B16/20', 'NIF : 001216000123456', 'RIB : 00799999000123456789'])
      expect(text).toContain(s);
    expect(text).toContain('FACTURE');
    expect(text).toContain(`N° ${invoice_no}`);
    expect(text).toContain('Sérum éclat vitaminé');
    // the client's town: postal code and wilaya, not the wilaya's number again ("16000 16 Alger")
    expect(text).toContain('16000 Alger');
    expect(text).not.toContain('16000 16');
    expect(text).toContain('Paiement à la livraison');
    expect(text).toContain('En attente de validation');
    // 2 × 1 000 DA = 2 000 HT, VAT 380, 2 380 TTC, stamp duty 24 DA (24 started hundreds), 2 404 due
    expect(text).toContain('Total HT 2 000,00 DA');
    expect(text).toContain('TVA 19 % 380,00 DA');
    expect(text).toContain('Total TTC 2 380,00 DA');
    expect(text).toContain('Droit de timbre 24,00 DA');
    expect(text).toContain('Net à payer 2 404,00 DA');
    expect(text).toContain(
      'Arrêtée la présente facture à la somme de : deux mille quatre cent quatre dinars algériens.',
    );
  });

  it('card order in English: paid, SATIM references, amount in words with centimes', async () => {
    const ph = await fx.pharmacy('Pharmacie Ibn Sina');
    const p = await fx.product(10, 123_455);
    await fx.basket(ph.id, [[p, 1]]);
    const saved = (await fx.saveOrder(ph)).body.payload;
    await payOnSandbox(saved.formUrl, CARDS.ok);
    const confirmed = await fx.confirm(ph, saved.orderNumber);
    const rendered = await renderInvoice(api.db, api.config, saved.orderId, 'en');
    keepPdf(rendered!.pdf, 'invoice-card-en');
    const text = await pdfText(rendered!.pdf);
    expect(text).toContain('INVOICE');
    expect(text).toContain('CIB/EDAHABIA card');
    expect(text).toContain('Paid on');
    expect(text).toContain(saved.orderNumber);
    expect(text).toContain(confirmed.body.payload.paymentDetails.approvalCode);
    // 1 234.55 + 234.56 VAT (19 % of 123 455 centimes = 23 456.45 → 23 456) = 1 469.11
    expect(text).toContain('Total excl. tax 1,234.55 DA');
    expect(text).toContain('VAT 19 % 234.56 DA');
    expect(text).toContain('Total incl. tax 1,469.11 DA');
    expect(text).not.toContain('Stamp duty');
    expect(text).toContain(
      'This invoice is closed at the sum of: one thousand four hundred sixty-nine Algerian dinars and eleven centimes.',
    );
  });

  it('an order whose payment is still open prints as an unnumbered pro forma', async () => {
    const ph = await fx.pharmacy();
    const p = await fx.product(10);
    await fx.basket(ph.id, [[p, 1]]);
    const saved = (await fx.saveOrder(ph)).body.payload;
    const text = await pdfText((await renderInvoice(api.db, api.config, saved.orderId, 'fr'))!.pdf);
    expect(text).toContain('PRO FORMA');
    expect(
      await api.db.selectFrom('invoices').select('id').where('order_id', '=', saved.orderId).execute(),
    ).toHaveLength(0);
    expect(await renderInvoice(api.db, api.config, 987_654, 'fr')).toBeNull();
  });

  it('a past order without an invoice gets its number on first download, then keeps it', async () => {
    const ph = await fx.pharmacy();
    const order = await api.db
      .insertInto('orders')
      .values({
        order_no: 'CMD-2025-009999',
        pharmacy_id: ph.id,
        wilaya_id: (await api.db.selectFrom('wilayas').select('id').executeTakeFirstOrThrow()).id,
        address: 'Alger',
        status: 1,
        payement_type: 2,
        state: 'paid',
        price_without_tax: 10_000,
        tax_rate: 19,
        tax_amount: 1_900,
        total: 11_900,
        paid_at: new Date('2025-06-01T10:00:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await Promise.all([1, 2, 3].map(() => renderInvoice(api.db, api.config, order.id, 'fr')));
    const rows = await api.db.selectFrom('invoices').select('number').where('order_id', '=', order.id).execute();
    expect(rows).toHaveLength(1);
    const text = await pdfText((await renderInvoice(api.db, api.config, order.id, 'fr'))!.pdf);
    expect(text).toContain(rows[0]!.number);
    expect(text).toContain('cent dix-neuf dinars algériens');
  });
});
