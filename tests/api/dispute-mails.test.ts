import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliver } from '../../server/mail/transport.js';
import { sendDueMail } from '../../server/mail/worker.js';
import { formatDate, formatDZD } from '../../src/contract/constants.js';
import { startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { fakeSmtpServer } from '../support/smtp.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Issue 38 §9, the pharmacy's mails about its disputes and deliveries: the back office's answer, quoted, with a link
 * to the dispute; the settlement's outcome, a credit note's PDF attached; once per event, a retried request
 * included; the first of two deliveries is "part of your order delivered", the last one "delivered".
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  api.config.webUrl = 'http://portal.test';
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

interface QueuedMail {
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: unknown;
}
const mailsTo = (email: string): Promise<QueuedMail[]> =>
  api.db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body', 'html_body', 'attachments'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
const attachmentsOf = (m: QueuedMail) =>
  (typeof m.attachments === 'string' ? JSON.parse(m.attachments) : (m.attachments ?? [])) as {
    filename: string;
    contentType: string;
    content: string;
  }[];
const call = (path: string, body: unknown, headers: Record<string, string> = admin.headers) =>
  api.call('POST', path, { headers, body });

/** A pharmacy speaking `language` (1 fr, 2 en, 3 ar), its offline order of 4 × 1 000 DA and 2 × 500 DA validated. */
async function validatedOrder(language: number) {
  const ph = await fx.pharmacy('Pharmacie Ennour');
  await api.db.updateTable('pharmacies').set({ language }).where('id', '=', ph.id).execute();
  const a = await fx.product(50, 100_000, 'Crème hydratante');
  const b = await fx.product(50, 50_000, 'Gel nettoyant');
  await fx.basket(ph.id, [
    [a, 4],
    [b, 2],
  ]);
  const placed = await call('/pharmacy/special_payment', { delivery_address: ph.addressId }, ph.headers);
  expect(placed.body.code).toBe(2001);
  const orderId = placed.body.payload.orderId as number;
  const orderNo = placed.body.payload.order_no as string;
  const validated = await api.call('PUT', '/admin/update_order_status', {
    headers: admin.headers,
    body: { orderId, status: 1 },
  });
  expect(validated.body.code).toBe(2001);
  return { ph, a, b, orderId, orderNo };
}

const ship = async (orderId: number, lines: { product_id: number; quantity: number }[]) => {
  const res = await call('/admin/create_shipment', { orderId, lines, carrier: null, tracking_no: null });
  expect(res.body.code).toBe(2001);
  return res.body.payload[0].shipment_id as number;
};
const deliver = async (shipmentId: number, receiver: string) => {
  const res = await call('/admin/mark_delivered', { shipmentId, receiver_name: receiver });
  expect(res.body.code).toBe(2001);
  return res.body.payload[0] as { fulfilment: string };
};

/** The order shipped whole and delivered, and a dispute of 2 damaged creams on it; the mails so far set aside. */
async function disputedOrder(language: number) {
  const o = await validatedOrder(language);
  await deliver(
    await ship(o.orderId, [
      { product_id: o.a, quantity: 4 },
      { product_id: o.b, quantity: 2 },
    ]),
    'Amina Benali',
  );
  const opened = await call(
    '/pharmacy/open_dispute',
    { orderID: o.orderId, lines: [{ product_id: o.a, quantity: 2, reason: 'damaged' }], comment: 'Cartons écrasés' },
    o.ph.headers,
  );
  expect(opened.body.code).toBe(2001);
  const before = (await mailsTo(o.ph.email)).length;
  const since = async () => (await mailsTo(o.ph.email)).slice(before);
  return { ...o, disputeId: opened.body.payload[0].dispute_id as number, since };
}

const linkTo = (orderNo: string, disputeId: number) =>
  `http://portal.test/pharmacy/orders?filter=${encodeURIComponent(JSON.stringify({ q: orderNo }))}&dispute=${disputeId}`;

describe('the back office answers a dispute', () => {
  it('the pharmacy gets one mail in its language (English) quoting the answer, with a link to the dispute', async () => {
    const { orderNo, disputeId, since } = await disputedOrder(2);
    const answer = 'We will credit the two damaged creams. Could you keep the cartons?';
    const res = await call('/admin/dispute_message', { disputeId, body: answer });
    expect(res.body.code).toBe(2001);
    const mails = await since();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`ParaPharm DZ — an answer to your claim on order ${orderNo}`);
    expect(mail!.text_body).toContain('Your claim got an answer');
    expect(mail!.text_body).toContain('Hello Pharmacie Ennour,');
    expect(mail!.text_body).toContain(
      `Our team answered your claim no. ${disputeId} on order ${orderNo}, on ${formatDate(res.body.payload.created_at)}:`,
    );
    expect(mail!.text_body).toContain(`"${answer}"`);
    expect(mail!.text_body).toContain(`See the claim: ${linkTo(orderNo, disputeId)}`);
    expect(mail!.html_body).toContain('<html lang="en" dir="ltr">');
  });

  it('in Arabic for an Arabic pharmacy; the same Idempotency-Key twice writes one message and one mail; its own messages mail it nothing', async () => {
    const { ph, orderNo, disputeId, since } = await disputedOrder(3);
    const headers = { ...admin.headers, 'idempotency-key': `answer-${disputeId}` };
    const answer = 'سنرسل بديلًا للعلبتين';
    const first = await call('/admin/dispute_message', { disputeId, body: answer }, headers);
    const again = await call('/admin/dispute_message', { disputeId, body: answer }, headers);
    expect(first.body.code).toBe(2001);
    expect(again.body.payload).toEqual(first.body.payload);
    const mine = await call('/pharmacy/dispute_message', { disputeId, body: 'Merci' }, ph.headers);
    expect(mine.body.code).toBe(2001);
    const messages = await api.db
      .selectFrom('dispute_messages')
      .select('author_role')
      .where('dispute_id', '=', disputeId)
      .orderBy('id')
      .execute();
    expect(messages.map((m) => m.author_role)).toEqual(['admin', 'pharmacy']);
    const mails = await since();
    expect(mails.map((m) => m.subject)).toEqual([`ParaPharm DZ — رد على شكواك بخصوص الطلبية ${orderNo}`]);
    expect(mails[0]!.text_body).toContain(`«${answer}»`);
    expect(mails[0]!.html_body).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('a dispute is settled', () => {
  it('by a credit note: one French mail with its number and amount, its PDF attached; the retried request mails nothing more', async () => {
    const { ph, orderNo, disputeId, since } = await disputedOrder(1);
    const headers = { ...admin.headers, 'idempotency-key': `settle-${disputeId}` };
    const body = { disputeId, resolution: 'credit_note', reason: 'Casse au transport' };
    const res = await call('/admin/resolve_dispute', body, headers);
    expect(res.body.code).toBe(2001);
    const { credit_note_number: number, credit_note_id } = res.body.payload;
    expect(number).toMatch(/^AV-\d{4}-\d{6}$/);
    const again = await call('/admin/resolve_dispute', body, headers);
    expect(again.body.payload).toEqual(res.body.payload);
    // without the key the dispute is already settled: refused, nothing queued
    expect((await call('/admin/resolve_dispute', body)).body.code).toBe(4095);

    const mails = await since();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`ParaPharm DZ — votre réclamation sur la commande ${orderNo} est traitée`);
    const note = await api.db
      .selectFrom('credit_notes')
      .select(['total'])
      .where('id', '=', credit_note_id)
      .executeTakeFirstOrThrow();
    // 2 × 1 000 DA HT + 19 % VAT = 2 380 DA, and the cash order's stamp duty recomputed
    expect(Number(note.total)).toBeGreaterThanOrEqual(238_000);
    const amount = formatDZD(Number(note.total) / 100, 'fr');
    expect(mail!.text_body).toContain(
      `Votre réclamation n° ${disputeId} sur la commande ${orderNo} a été traitée le ${formatDate(res.body.payload.resolved_at)}.`,
    );
    expect(mail!.text_body).toContain(
      `Un avoir n° ${number} de ${amount} a été émis à votre nom ; vous le trouverez en pièce jointe.`,
    );
    expect(mail!.text_body).toContain('Son montant est porté au crédit de votre compte.');
    expect(mail!.text_body).toContain('Motif : Casse au transport');
    expect(mail!.text_body).toContain(`Voir la réclamation : ${linkTo(orderNo, disputeId)}`);
    const attached = attachmentsOf(mail!);
    expect(attached.map((a) => [a.filename, a.contentType])).toEqual([[`avoir_${number}.pdf`, 'application/pdf']]);
    const text = await pdfText(Buffer.from(attached[0]!.content, 'base64'));
    expect(text).toContain('AVOIR');
    expect(text).toContain(number);
    expect(text).toContain(orderNo);

    // the worker hands it to the SMTP server once, the PDF attached
    const smtp = await fakeSmtpServer();
    try {
      const config = { ...api.config, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, smtpTimeout: 5 };
      const silent = pino({ level: 'silent' });
      await sendDueMail(config, api.db, silent, createDeliver(config, silent));
      const delivered = smtp.delivered.filter((m) => m.to.includes(ph.email) && m.data.includes(`avoir_${number}.pdf`));
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.data).toContain('Content-Type: application/pdf');
    } finally {
      smtp.close();
    }
  });

  it('refused: one mail with the reason and no attachment; a replacement: one mail listing what is sent again', async () => {
    const refused = await disputedOrder(2);
    const r1 = await call('/admin/resolve_dispute', {
      disputeId: refused.disputeId,
      resolution: 'refused',
      reason: 'The photos show intact cartons',
    });
    expect(r1.body.code).toBe(2001);
    const [no, ...more] = await refused.since();
    expect(more).toHaveLength(0);
    expect(no!.subject).toBe(`ParaPharm DZ — your claim on order ${refused.orderNo} is settled`);
    expect(no!.text_body).toContain('It was not accepted.');
    expect(no!.text_body).toContain('Reason: The photos show intact cartons');
    expect(attachmentsOf(no!)).toEqual([]);

    const replaced = await disputedOrder(1);
    const r2 = await call('/admin/resolve_dispute', {
      disputeId: replaced.disputeId,
      resolution: 'replacement',
      reason: '',
    });
    expect(r2.body.code).toBe(2001);
    const mails = await replaced.since();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Nous vous renvoyons les produits réclamés');
    const { ref } = await api.db
      .selectFrom('order_lines')
      .select('ref')
      .where('order_id', '=', replaced.orderId)
      .where('product_id', '=', replaced.a)
      .executeTakeFirstOrThrow();
    expect(mails[0]!.text_body).toContain(`${ref} Crème hydratante : 2`);
    expect(mails[0]!.text_body).not.toContain('Motif');
    expect(attachmentsOf(mails[0]!)).toEqual([]);
  });
});

describe('an order delivered in two shipments', () => {
  it('the first delivery is "part of your order delivered", the second "delivered", in French and in English', async () => {
    for (const [language, partial, whole] of [
      [1, 'ParaPharm DZ — une partie de votre commande %s a été livrée', 'ParaPharm DZ — commande %s livrée'],
      [2, 'ParaPharm DZ — part of your order %s was delivered', 'ParaPharm DZ — order %s delivered'],
    ] as const) {
      const o = await validatedOrder(language);
      const first = await ship(o.orderId, [{ product_id: o.a, quantity: 2 }]);
      const second = await ship(o.orderId, [
        { product_id: o.a, quantity: 2 },
        { product_id: o.b, quantity: 2 },
      ]);
      const before = (await mailsTo(o.ph.email)).length;
      expect((await deliver(first, 'Amina Benali')).fulfilment).toBe('shipped');
      expect((await deliver(second, 'Karim Saidi')).fulfilment).toBe('delivered');
      const mails = (await mailsTo(o.ph.email)).slice(before);
      expect(mails.map((m) => m.subject)).toEqual([partial.replace('%s', o.orderNo), whole.replace('%s', o.orderNo)]);
      const titled = language === 1 ? 'Une partie de votre commande' : 'Part of your order';
      expect(mails[0]!.html_body).toContain(`<h1 style="margin:0 0 20px;font-size:20px;color:#102a43">${titled}`);
      expect(mails[1]!.html_body).not.toContain(titled);
    }
  });
});
