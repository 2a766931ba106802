import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDZD } from '../../src/contract/constants.js';
import { createDeliver } from '../../server/mail/transport.js';
import { sendDueMail } from '../../server/mail/worker.js';
import { reconcileExpiredPayments } from '../../server/payments/reconcile.js';
import { startApi, type TestApi } from '../support/api.js';
import { fakeSmtpServer } from '../support/smtp.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/** The order confirmation mail (issue 27, point 2): once per placed or paid order, in the pharmacy's language. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = paymentFixture(api);
});
afterAll(async () => api?.close());

const mailsTo = (email: string) =>
  api.db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body', 'html_body', 'status'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
const orderRow = (id: number) =>
  api.db
    .selectFrom('orders')
    .select(['order_no', 'price_without_tax', 'tax_amount', 'stamp_duty', 'total'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A pharmacy speaking `language` (1 fr, 2 en, 3 ar) with two products in its basket: 3 × 1 000 DA and 2 × 459,90 DA. */
async function pharmacyWithBasket(language: number) {
  const ph = await fx.pharmacy('Pharmacie Ennour');
  await api.db.updateTable('pharmacies').set({ language }).where('id', '=', ph.id).execute();
  const cream = await fx.product(10, 100_000, 'Crème hydratante');
  const serum = await fx.product(10, 45_990, 'Sérum apaisant');
  await fx.basket(ph.id, [
    [cream, 3],
    [serum, 2],
  ]);
  return ph;
}

describe('order confirmation mail', () => {
  it('an offline order: one mail in Arabic with its lines, its totals with the stamp duty and "awaiting validation"', async () => {
    const ph = await pharmacyWithBasket(3);
    const res = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    expect(res.body.code).toBe(2001);
    const order = await orderRow(res.body.payload.orderId);
    const mails = await mailsTo(ph.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`ParaPharm DZ — تم استلام الطلبية ${order.order_no}`);
    const text = mail!.text_body;
    expect(text).toContain('مرحبًا Pharmacie Ennour،');
    expect(text).toContain(`والمستحقة الدفع عند التسليم: ${formatDZD(Number(order.total) / 100, 'ar')}.`);
    expect(text).toContain('Crème hydratante: 3 × 1 000,00 DA = 3 000,00 DA'.replace(/ (?=\d{3},)/g, '\u202f'));
    expect(text).toContain('Sérum apaisant: 2 × 459,90 DA = 919,80 DA');
    expect(text).toContain(`المجموع دون رسوم: ${formatDZD(3919.8, 'ar')}`);
    expect(Number(order.price_without_tax)).toBe(391_980);
    expect(text).toContain(`الرسم على القيمة المضافة (19 %): ${formatDZD(Number(order.tax_amount) / 100, 'ar')}`);
    expect(Number(order.stamp_duty)).toBeGreaterThan(0);
    expect(text).toContain(`حق الطابع: ${formatDZD(Number(order.stamp_duty) / 100, 'ar')}`);
    expect(text).toContain(`المجموع بكل الرسوم: ${formatDZD(Number(order.total) / 100, 'ar')}`);
    expect(text).toContain('تتحقق مصلحتنا التجارية من طلبيتكم');
    expect(text).toContain('التسليم إلى: 5 rue Larbi Ben Mhidi, Alger');
    expect(text).toContain('http://portal.test/pharmacy/orders');
    // right to left, with amounts kept left to right
    expect(mail!.html_body).toContain('<html lang="ar" dir="rtl">');
    expect(mail!.html_body).toContain(
      `<bdi dir="ltr" style="white-space:nowrap">${formatDZD(Number(order.total) / 100, 'ar')}</bdi>`,
    );
  });

  it('French by default; a refused offline order (empty basket) sends nothing', async () => {
    const ph = await pharmacyWithBasket(1);
    const res = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    expect(res.body.code).toBe(2001);
    const [mail] = await mailsTo(ph.email);
    expect(mail!.subject).toBe(`ParaPharm DZ — commande ${res.body.payload.order_no} reçue`);
    expect(mail!.text_body).toContain('Notre service commercial valide votre commande');
    expect(mail!.text_body).toContain('Droit de timbre : ');

    const again = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    expect(again.body.code).not.toBe(2001);
    expect(await mailsTo(ph.email)).toHaveLength(1);
  });

  it('a card order: nothing while awaiting payment, one English "paid" mail once paid, however often the result is asked', async () => {
    const ph = await pharmacyWithBasket(2);
    const saved = await fx.saveOrder(ph);
    expect(saved.body.code).toBe(2001);
    const { formUrl, orderNumber } = saved.body.payload as { formUrl: string; orderNumber: string };
    expect(await mailsTo(ph.email)).toHaveLength(0);

    await payOnSandbox(formUrl, CARDS.ok);
    const answers = await Promise.all([
      fx.confirm(ph, orderNumber),
      fx.confirm(ph, orderNumber),
      fx.confirm(ph, orderNumber),
    ]);
    for (const a of answers) expect(a.body.code).toBe(2001);
    await reconcileExpiredPayments(api.config, api.db, silent);
    const order = await orderRow((await fx.orderOf(orderNumber)).id);
    const mails = await mailsTo(ph.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`ParaPharm DZ — order ${order.order_no} paid`);
    const text = mails[0]!.text_body;
    expect(text).toContain(`paid by card: ${formatDZD(Number(order.total) / 100, 'en')}.`);
    expect(text).toContain('Crème hydratante: 3 × 1,000.00 DA = 3,000.00 DA');
    expect(text).toContain('Your payment is confirmed');
    // no stamp duty on card payments
    expect(Number(order.stamp_duty)).toBe(0);
    expect(text).not.toContain('Stamp duty');
  });

  it('a declined card sends no confirmation', async () => {
    const ph = await pharmacyWithBasket(1);
    const saved = await fx.saveOrder(ph);
    const { formUrl, orderNumber } = saved.body.payload as { formUrl: string; orderNumber: string };
    await payOnSandbox(formUrl, CARDS.declined);
    await fx.confirm(ph, orderNumber);
    expect((await fx.orderOf(orderNumber)).state).toBe('failed');
    expect(await mailsTo(ph.email)).toHaveLength(0);
  });

  it('reaches the SMTP server with the order number in the subject', async () => {
    const ph = await pharmacyWithBasket(1);
    const res = await api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
    const smtp = await fakeSmtpServer();
    try {
      const config = { ...api.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, smtpTimeout: 5 };
      await sendDueMail(config, api.db, silent, createDeliver(config, silent));
      const delivered = smtp.delivered.filter((m) => m.to.includes(ph.email));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.data).toContain(res.body.payload.order_no);
      expect((await mailsTo(ph.email))[0]!.status).toBe('sent');
    } finally {
      smtp.close();
    }
  });
});
