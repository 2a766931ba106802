import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLangHeaderValue } from '../../src/contract/constants.js';
import { startApi, type TestApi } from '../support/api.js';
import { keepPdf, pdfText } from '../support/pdf.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/** The Arabic invoice (issue 15): Arabic legal mentions beside the French ones the law reads, amount in words. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
});
afterAll(async () => api?.close());

describe('invoice PDF in Arabic', () => {
  it('downloaded with language 3: Arabic font embedded, Arabic legal mentions with their French labels, amount in words', async () => {
    const ph = await fx.pharmacy('صيدلية النور');
    // the fixture names its wilaya in French only; the reference data has the Arabic name
    await api.db.updateTable('wilayas').set({ name_ar: 'الجزائر' }).where('code', '=', 16).execute();
    const p = await fx.product(10, 100_000, 'مصل الإشراق بالفيتامين');
    await fx.basket(ph.id, [[p, 1]]);
    const saved = (await fx.saveOrder(ph)).body.payload;
    await payOnSandbox(saved.formUrl, CARDS.ok);
    await fx.confirm(ph, saved.orderNumber);

    const res = await api.call('GET', `/generate-invoice/${saved.orderId}`, {
      headers: { ...ph.headers, language: invoiceLangHeaderValue('ar') },
    });
    expect(res.status).toBe(200);
    const pdf = res.body as Buffer;
    keepPdf(pdf, 'invoice-card-ar', 110);
    expect(res.headers.get('content-disposition')).toContain('_ar.pdf');
    // the Arabic font is embedded (a subset of IBM Plex Sans Arabic), not replaced by "?"
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+IBMPlexSansArabic/);

    // pdf.js gives each line's runs in visual order (left to right), and spells a ligature of a right-to-left
    // run backwards ("عشر" comes out "عرش"): the phrases checked here have no such ligature
    const text = await pdfText(pdf);
    expect(text).not.toContain('?');
    const c = api.config.company;
    for (const label of ['السجل التجاري', 'رقم التعريف', 'رقم المادة الجبائية', 'كشف الهوية البنكية'])
      expect(text).toContain(label);
    // the French labels the tax administration reads stay beside the Arabic ones
    for (const [label, value] of [
      ['RC', c.rc],
      ['NIF', c.nif],
      ['NIS', c.nis],
      ['AI', c.ai],
      ['RIB', c.rib],
    ])
      expect(text).toContain(`${label}: ${value}`);
    expect(text).toContain('فاتورة');
    expect(text).toContain('FACTURE');
    expect(text).toContain('صيدلية النور');
    expect(text).toContain('مصل');
    // the wilaya in Arabic, after the postal code: read left to right, "الجزائر 16000"
    expect(text).toContain('الجزائر 16000');
    // 1 000 + 190 VAT = 1 190 DA: the number in words, the noun after 90 in the singular accusative
    expect(text).toContain('أوقفت هذه الفاتورة على مبلغ');
    expect(text).toContain('ألف ومائة وتسعون دينارًا جزائريًا');
    expect(text).toContain('1 190,00 DA');
  });
});
