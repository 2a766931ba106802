import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadInvoiceData } from '../../server/invoices/data.js';
import { renderInvoice } from '../../server/invoices/index.js';
import { startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 26, point 16: one vocabulary. The dashboards' HT, TVA, TTC, stamp duty and net à payer of a period are the
 * sums of the same figures on the invoices of its orders, to the centime; TTC never holds the stamp duty.
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

async function offline(price: number, quantity: number) {
  const ph = await fx.pharmacy();
  const p = await fx.product(50, price);
  await fx.basket(ph.id, [[p, quantity]]);
  const res = await api.call('POST', '/pharmacy/special_payment', {
    headers: ph.headers,
    body: { delivery_address: ph.addressId },
  });
  expect(res.body.code).toBe(2001);
  return res.body.payload.orderId as number;
}

async function card(price: number, quantity: number) {
  const ph = await fx.pharmacy();
  const p = await fx.product(50, price);
  await fx.basket(ph.id, [[p, quantity]]);
  const saved = (await fx.saveOrder(ph)).body.payload;
  await payOnSandbox(saved.formUrl, CARDS.ok);
  expect((await fx.confirm(ph, saved.orderNumber)).body.code).toBe(2001);
  return saved.orderId as number;
}

const cents = (dinars: number) => Math.round(dinars * 100);

describe('dashboards and invoices say the same sums', () => {
  it('HT, TVA, TTC, stamp duty and net à payer of a period equal the sums of its invoices, exactly', async () => {
    // validated cash orders (stamp duty), card orders (none), and orders that are no revenue: awaiting, rejected
    const revenue = [
      await offline(123_455, 3),
      await offline(99_999, 7),
      await card(100_000, 2),
      await card(45_678, 1),
    ];
    for (const id of revenue.slice(0, 2))
      expect(
        (
          await api.call('PUT', '/admin/update_order_status', {
            headers: admin.headers,
            body: { orderId: id, status: 1 },
          })
        ).body.code,
      ).toBe(2001);
    await offline(80_000, 1);
    const rejected = await offline(70_000, 2);
    expect(
      (
        await api.call('POST', '/admin/reject_order', {
          headers: admin.headers,
          body: { orderId: rejected, reason: 'Hors tournée' },
        })
      ).body.code,
    ).toBe(2001);

    const sums = { ht: 0, tva: 0, ttc: 0, stamp_duty: 0, due: 0 };
    for (const id of revenue) {
      const { order } = (await loadInvoiceData(api.db, id))!;
      sums.ht += order.priceWithoutTax;
      sums.tva += order.taxAmount;
      sums.ttc += order.priceWithoutTax + order.taxAmount;
      sums.stamp_duty += order.stampDuty;
      sums.due += order.total;
    }
    expect(sums.stamp_duty).toBeGreaterThan(0);
    expect(sums.due).toBe(sums.ttc + sums.stamp_duty);

    const today = new Date().toISOString().slice(0, 10);
    for (const path of [`/admin/stats?from=${today}&to=${today}`]) {
      const res = await api.call('GET', path, { headers: admin.headers });
      expect(res.body.code).toBe(2001);
      const r = res.body.payload.revenue;
      expect({
        ht: cents(r.ht),
        tva: cents(r.tva),
        ttc: cents(r.ttc),
        stamp_duty: cents(r.stamp_duty),
        due: cents(r.due),
      }).toEqual(sums);
      expect(cents(r.net)).toBe(sums.due);
      expect(res.body.payload.revenue_orders).toBe(4);
      // the rows by wilaya and by month sum TTC too
      const byWilaya = res.body.payload.revenue_by_wilaya.reduce(
        (a: number, w: { revenue: number }) => a + cents(w.revenue),
        0,
      );
      expect(byWilaya).toBe(sums.ttc);
      expect(cents(res.body.payload.revenue_by_month.at(-1).revenue)).toBe(sums.ttc);
    }

    // and an invoice prints them with the same words: TTC, then the stamp duty, then the net à payer
    const text = await pdfText((await renderInvoice(api.db, api.config, revenue[0]!, 'fr'))!.pdf);
    const { order } = (await loadInvoiceData(api.db, revenue[0]!))!;
    const dz = (c: number) =>
      `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(c / 100).replace(/[\u202f\u00a0]/g, ' ')} DA`;
    expect(text).toContain(`Total TTC ${dz(order.priceWithoutTax + order.taxAmount)}`);
    expect(text).toContain(`Droit de timbre ${dz(order.stampDuty)}`);
    expect(text).toContain(`Net à payer ${dz(order.total)}`);
  });
});
