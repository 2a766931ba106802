import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderInvoice } from '../../server/invoices/index.js';
import { startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { paidCardOrder, paymentFixture } from './payment-fixtures.js';

/** POST /admin/reject_order (issue 26, point 18): an offline order awaiting sales validation is rejected with a reason. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

/** A pharmacy (language 1 fr, 2 en, 3 ar) and its offline order of `quantity` units of a product of `stock` units. */
async function offlineOrder(o: { language?: number; stock?: number; quantity?: number; product?: number } = {}) {
  const ph = await fx.pharmacy('Pharmacie Ennour');
  if (o.language)
    await api.db.updateTable('pharmacies').set({ language: o.language }).where('id', '=', ph.id).execute();
  const product = o.product ?? (await fx.product(o.stock ?? 10, 100_000));
  await fx.basket(ph.id, [[product, o.quantity ?? 3]]);
  const res = await api.call('POST', '/pharmacy/special_payment', {
    headers: ph.headers,
    body: { delivery_address: ph.addressId },
  });
  expect(res.body.code).toBe(2001);
  // the order's confirmation mail (tests/api/order-confirmation-mail.test.ts) is set aside: these tests count the rejection's
  expect(await mailsTo(ph.email)).toHaveLength(1);
  await api.db.deleteFrom('outgoing_mail').where('recipient', '=', ph.email).execute();
  return { ph, product, orderId: res.body.payload.orderId as number, orderNo: res.body.payload.order_no as string };
}

const reject = (orderId: unknown, reason: unknown, language = '1') =>
  api.call('POST', '/admin/reject_order', { headers: { ...admin.headers, language }, body: { orderId, reason } });
const validate = (orderId: number) =>
  api.call('PUT', '/admin/update_order_status', {
    headers: { ...admin.headers, language: '1' },
    body: { orderId, status: 1 },
  });
const orderRow = (id: number) =>
  api.db
    .selectFrom('orders')
    .select(['state', 'status', 'rejected_at', 'rejection_reason', 'stock_released'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const mailsTo = (email: string) =>
  api.db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body', 'html_body'])
    .where('recipient', '=', email)
    .execute();

describe('rejecting an offline order', () => {
  it('gives its stock back exactly, marks it rejected, mails the pharmacy in Arabic and audits it', async () => {
    const { ph, product, orderId, orderNo } = await offlineOrder({ language: 3, stock: 10, quantity: 3 });
    expect(await fx.stock(product)).toBe(7);
    const res = await reject(orderId, '  Pharmacie fermée définitivement  ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 2001,
      payload: [{ orderId, order_no: orderNo, state: 'rejected', rejection_reason: 'Pharmacie fermée définitivement' }],
    });
    expect(res.body.meta).toContain(orderNo);
    expect(await fx.stock(product)).toBe(10);
    expect(await orderRow(orderId)).toMatchObject({
      state: 'rejected',
      status: 2,
      rejection_reason: 'Pharmacie fermée définitivement',
      stock_released: true,
    });

    const mails = await mailsTo(ph.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`تم رفض طلبيتكم ${orderNo}`);
    expect(mails[0]!.text_body).toContain('السبب: Pharmacie fermée définitivement');
    expect(mails[0]!.html_body).toContain('dir="rtl"');

    const audit = await api.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'order')
      .where('resource_id', '=', String(orderId))
      .execute();
    expect(audit).toHaveLength(1);
    const changes = typeof audit[0]!.changes === 'string' ? JSON.parse(audit[0]!.changes) : audit[0]!.changes;
    expect(changes).toMatchObject({
      state: { old: 'pending_validation', new: 'rejected' },
      rejection_reason: { old: null, new: 'Pharmacie fermée définitivement' },
    });
    const timeline = await api.call('GET', `/admin/order_timeline/${orderId}`, { headers: admin.headers });
    expect(timeline.body.payload.at(-1)).toMatchObject({
      kind: 'rejected',
      reason: 'Pharmacie fermée définitivement',
      by_role: 'admin',
    });

    // in words on every list, with its own filter; the details say when and why
    const listed = await api.call('GET', '/admin/orders_list/0/100?state=rejected', {
      headers: { ...admin.headers, language: '2' },
    });
    expect(listed.body.payload.orders.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      state: 'rejected',
      state_label: 'Rejected',
    });
    const mine = await api.call('GET', '/pharmacy/orders_list/0/100', { headers: { ...ph.headers, language: '3' } });
    expect(mine.body.payload.orders.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      state: 'rejected',
      state_label: 'مرفوضة',
    });
    const details = await api.call('POST', '/admin/order_details', { headers: admin.headers, body: { orderId } });
    expect(details.body.payload.order).toMatchObject({
      state: 'rejected',
      rejection_reason: 'Pharmacie fermée définitivement',
    });
    expect(details.body.payload.order.rejected_at).toEqual(expect.any(String));

    // its invoice says it was rejected, with nothing to collect
    const text = await pdfText((await renderInvoice(api.db, api.config, orderId, 'fr'))!.pdf);
    expect(text).toContain('Commande rejetée le');
    expect(text).toContain('Pharmacie fermée définitivement');
    expect(text).not.toContain('En attente de validation');
  });

  it('the mail follows the pharmacy language: French and English', async () => {
    const fr = await offlineOrder({ language: 1 });
    const en = await offlineOrder({ language: 2 });
    expect((await reject(fr.orderId, 'Rupture chez le grossiste')).body.code).toBe(2001);
    expect((await reject(en.orderId, 'Out of stock at the wholesaler')).body.code).toBe(2001);
    expect((await mailsTo(fr.ph.email))[0]!.subject).toContain(`votre commande ${fr.orderNo} a été rejetée`);
    expect((await mailsTo(fr.ph.email))[0]!.text_body).toContain('Motif : Rupture chez le grossiste');
    expect((await mailsTo(en.ph.email))[0]!.subject).toContain(`your order ${en.orderNo} was rejected`);
  });

  it('works when the pharmacy was deleted', async () => {
    const { ph, product, orderId } = await offlineOrder({ stock: 5, quantity: 5 });
    await api.db.updateTable('pharmacies').set({ deleted_at: new Date() }).where('id', '=', ph.id).execute();
    expect((await reject(orderId, 'Pharmacie supprimée du réseau')).body.code).toBe(2001);
    expect(await fx.stock(product)).toBe(5);
    expect(await mailsTo(ph.email)).toHaveLength(1);
  });

  it('refuses a bad reason in the caller language and changes nothing', async () => {
    const { ph, product, orderId } = await offlineOrder({ stock: 10, quantity: 2 });
    for (const [reason, language, text] of [
      ['ok', '1', 'Indiquez le motif du rejet, de 3 à 500 caractères.'],
      ['   ', '2', 'Give the reason for the rejection, 3 to 500 characters.'],
      [undefined, '3', 'اذكر سبب الرفض، من 3 إلى 500 حرفًا.'],
      ['x'.repeat(501), '1', 'Indiquez le motif du rejet, de 3 à 500 caractères.'],
      [42, '1', 'Indiquez le motif du rejet, de 3 à 500 caractères.'],
    ] as const) {
      const res = await reject(orderId, reason, language);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 4002, meta: text, payload: [{ path: 'reason', msg: text }] });
    }
    expect((await reject('abc', 'Motif valable')).status).toBe(400);
    expect((await reject(987_654, 'Motif valable')).status).toBe(404);
    expect(await orderRow(orderId)).toMatchObject({
      state: 'pending_validation',
      rejection_reason: null,
      stock_released: false,
    });
    expect(await fx.stock(product)).toBe(8);
    expect(await mailsTo(ph.email)).toHaveLength(0);
  });

  it('refuses a card order, a validated order and a rejected one (4095), changing nothing', async () => {
    const card = await paidCardOrder(fx);
    const refusedCard = await reject(card.orderId, 'Motif valable', '2');
    expect(refusedCard.body).toMatchObject({
      code: 4095,
      meta: 'Only an order paid on delivery can be rejected; a card order is refunded instead.',
    });
    expect((await orderRow(card.orderId)).state).toBe('paid');

    const done = await offlineOrder({ stock: 10, quantity: 4 });
    expect((await validate(done.orderId)).body.code).toBe(2001);
    expect((await reject(done.orderId, 'Trop tard')).body).toMatchObject({
      code: 4095,
      meta: 'Cette commande n’attend plus de validation commerciale : elle ne peut plus être rejetée.',
    });
    expect(await fx.stock(done.product)).toBe(6);

    const gone = await offlineOrder({ stock: 10, quantity: 1 });
    expect((await reject(gone.orderId, 'Première fois')).body.code).toBe(2001);
    expect((await reject(gone.orderId, 'Deuxième fois')).body.code).toBe(4095);
    expect(await fx.stock(gone.product)).toBe(10);
    // and a rejected order can no longer be validated
    expect((await validate(gone.orderId)).body).toMatchObject({
      code: 4095,
      meta: 'Cette commande a été rejetée : elle ne peut plus être validée.',
    });
    expect(await orderRow(gone.orderId)).toMatchObject({ state: 'rejected', status: 2 });
  });

  it('a validation and a rejection at once: exactly one wins per order, the stock is exact', async () => {
    const product = await fx.product(40, 100_000);
    const orders = [];
    for (let i = 0; i < 6; i++) orders.push(await offlineOrder({ product, quantity: 3 }));
    expect(await fx.stock(product)).toBe(40 - 18);
    const answers = await Promise.all(
      orders.flatMap((o) => [
        validate(o.orderId),
        reject(o.orderId, 'Course entre deux admins'),
        validate(o.orderId),
        reject(o.orderId, 'Encore'),
      ]),
    );
    let rejected = 0;
    for (let i = 0; i < orders.length; i++) {
      const codes = answers.slice(i * 4, i * 4 + 4).map((a) => a.body.code);
      const row = await orderRow(orders[i]!.orderId);
      if (row.state === 'rejected') {
        rejected++;
        // one rejection won; the other rejection and both validations were refused
        expect(codes).toEqual(codes[1] === 2001 ? [4095, 2001, 4095, 4095] : [4095, 4095, 4095, 2001]);
        expect(row.stock_released).toBe(true);
      } else {
        expect(row).toMatchObject({ state: 'paid', status: 1, stock_released: false });
        // both validations may succeed (setting status 1 twice is idempotent), no rejection may
        expect(codes[1]).toBe(4095);
        expect(codes[3]).toBe(4095);
      }
    }
    expect(await fx.stock(product)).toBe(40 - 18 + 3 * rejected);
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select('id')
      .where('subject', 'like', '%Course entre deux admins%')
      .execute();
    expect(mails).toHaveLength(0);
    const rejections = await api.db
      .selectFrom('orders')
      .select('id')
      .where(
        'id',
        'in',
        orders.map((o) => o.orderId),
      )
      .where('state', '=', 'rejected')
      .execute();
    expect(rejections).toHaveLength(rejected);
  });
});
