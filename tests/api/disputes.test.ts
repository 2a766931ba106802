import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';
import { pdfText } from '../support/pdf.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 28, disputes, credit notes and cancellations: a dispute only on a delivered order, within its window and
 * what was delivered; one resolution, one credit note, gap-free numbers; each role's reach; a cancellation's
 * stock and money end states.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
let ph: Awaited<ReturnType<ReturnType<typeof paymentFixture>['pharmacy']>>;
let oranPharmacy: Record<string, string>;
let algerFranchise: Record<string, string>;
let oranFranchise: Record<string, string>;

beforeAll(async () => {
  api = await startApi();
  fx = paymentFixture(api);
  admin = await fx.admin();
  ph = await fx.pharmacy();
  [oranPharmacy, algerFranchise, oranFranchise] = await Promise.all([
    api.login('pharmacy', 'pharmacy.oran@demo.dz'),
    api.login('franchise', 'franchise@demo.dz'),
    api.login('franchise', 'franchise.oran@demo.dz'),
  ]);
});
afterAll(async () => api?.close());

const DAY = 86_400_000;
let seq = 0;

/**
 * An offline order of the test pharmacy validated by sales (D42: state paid, status 1) and in the preparation queue,
 * written in the database: lines of [product, quantity, centimes].
 */
async function offlineOrder(lines: [number, number, number][]) {
  const order = await insertOrder(api, {
    pharmacyId: ph.id,
    orderNo: `DSP${Date.now().toString(36).toUpperCase()}${++seq}`,
    address: '5 rue Larbi Ben Mhidi, Alger',
    status: 1,
    payementType: 1,
    state: 'paid',
    paidAt: new Date(),
    lines: lines.map(([productId, quantity, unitPrice]) => ({
      productId,
      ref: `R${productId}`,
      name: `Produit ${productId}`,
      quantity,
      unitPrice,
    })),
  });
  await api.db
    .updateTable('orders')
    .set({ fulfilment: 'to_prepare', due_at: new Date(Date.now() + 3 * DAY) })
    .where('id', '=', order.id)
    .execute();
  return order;
}

const fulfilmentOf = async (orderId: number) =>
  (await api.db.selectFrom('orders').select('fulfilment').where('id', '=', orderId).executeTakeFirstOrThrow())
    .fulfilment;

/** A shipment of the order's own lines, delivered `deliveredDaysAgo` days ago (null: on its way). */
async function ship(orderId: number, lines: [number, number][], deliveredDaysAgo: number | null = 1) {
  const s = await api.db
    .insertInto('shipments')
    .values({
      order_id: orderId,
      pharmacy_id: ph.id,
      kind: 'order',
      delivered_at: deliveredDaysAgo === null ? null : new Date(Date.now() - deliveredDaysAgo * DAY),
      receiver_name: deliveredDaysAgo === null ? null : 'Amina',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('shipment_lines')
    .values(lines.map(([product_id, quantity]) => ({ shipment_id: s.id, product_id, quantity })))
    .execute();
  return s.id;
}

const open = (body: unknown, headers = ph.headers) => api.call('POST', '/pharmacy/open_dispute', { headers, body });
const resolve = (body: unknown, headers: Record<string, string> = admin.headers) =>
  api.call('POST', '/admin/resolve_dispute', { headers, body });
const disputesOf = async (orderId: number) =>
  api.db.selectFrom('disputes').select('id').where('order_id', '=', orderId).execute();

/** A delivered offline order of two products (3 × 100 DA and 2 × 250 DA) and an open dispute on it. */
async function disputedOrder(claim: [number, number][] = []) {
  const [a, b] = [await fx.product(10, 10_000), await fx.product(10, 25_000)];
  const order = await offlineOrder([
    [a, 3, 10_000],
    [b, 2, 25_000],
  ]);
  await ship(order.id, [
    [a, 3],
    [b, 2],
  ]);
  const lines = (claim.length ? claim : [[0, 2] as [number, number]]).map(([i, q]) => ({
    product_id: i === 0 ? a : b,
    quantity: q,
    reason: 'damaged',
  }));
  const res = await open({ orderID: order.id, lines, comment: 'Cartons écrasés' });
  expect(res.body.code).toBe(2001);
  return { order, a, b, disputeId: res.body.payload[0].dispute_id as number };
}

describe('opening a dispute', () => {
  it('only on a delivered order, within DISPUTE_WINDOW_DAYS of its last delivery', async () => {
    const a = await fx.product(10, 10_000);
    const order = await offlineOrder([[a, 2, 10_000]]);
    const line = [{ product_id: a, quantity: 1, reason: 'missing' }];
    await ship(order.id, [[a, 2]], null);
    const notYet = await open({ orderID: order.id, lines: line });
    expect(notYet.body.code).toBe(4095);
    expect(notYet.body.meta).toMatch(/not been delivered yet/);

    await api.db
      .updateTable('shipments')
      .set({ delivered_at: new Date(Date.now() - 8 * DAY) })
      .where('order_id', '=', order.id)
      .execute();
    const late = await open({ orderID: order.id, lines: line });
    expect(late.body.code).toBe(4095);
    expect(late.body.meta).toMatch(/within 7 days of delivery/);
    expect(await disputesOf(order.id)).toHaveLength(0);

    await api.db
      .updateTable('shipments')
      .set({ delivered_at: new Date(Date.now() - 6 * DAY) })
      .where('order_id', '=', order.id)
      .execute();
    const inTime = await open({ orderID: order.id, lines: line });
    expect(inTime.body.code).toBe(2001);
    const opened = inTime.body.payload[0];
    // due 7 business days later: at least 9 calendar days (one Friday–Saturday weekend at least)
    expect(new Date(opened.due_at).getTime() - new Date(opened.opened_at).getTime()).toBeGreaterThanOrEqual(9 * DAY);
  });

  it('never claims more than was delivered, less what earlier disputes claimed; a refused one gives its units back', async () => {
    const [a, b] = [await fx.product(10, 10_000), await fx.product(10, 10_000)];
    const order = await offlineOrder([
      [a, 3, 10_000],
      [b, 1, 10_000],
    ]);
    await ship(order.id, [[a, 2]]);
    const claim = (quantity: number, product = a) =>
      open({ orderID: order.id, lines: [{ product_id: product, quantity, reason: 'damaged' }] });
    const over = await claim(3);
    expect(over.body.code).toBe(4002);
    expect(over.body.meta).toMatch(/the most that can be claimed is 2/);
    expect((await claim(1, b)).body.code).toBe(4002); // ordered, not delivered
    expect(await disputesOf(order.id)).toHaveLength(0);

    const first = await claim(2);
    expect(first.body.code).toBe(2001);
    const again = await claim(1);
    expect(again.body.code).toBe(4002);
    expect(again.body.meta).toMatch(/the most that can be claimed is 0/);
    expect(
      (
        await resolve({
          disputeId: first.body.payload[0].dispute_id,
          resolution: 'refused',
          reason: 'Photos sans dommage visible',
        })
      ).body.code,
    ).toBe(2001);
    expect((await claim(2)).body.code).toBe(2001);
  });

  it('two disputes at once never claim the same units twice', async () => {
    const a = await fx.product(10, 10_000);
    const order = await offlineOrder([[a, 2, 10_000]]);
    await ship(order.id, [[a, 2]]);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        open({ orderID: order.id, lines: [{ product_id: a, quantity: 2, reason: 'missing' }] }),
      ),
    );
    expect(results.filter((r) => r.body.code === 2001)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 4002)).toHaveLength(3);
    expect(await disputesOf(order.id)).toHaveLength(1);
  });

  it('refuses malformed lines and reasons, with nothing written', async () => {
    const a = await fx.product(10, 10_000);
    const order = await offlineOrder([[a, 2, 10_000]]);
    await ship(order.id, [[a, 2]]);
    for (const lines of [
      undefined,
      [],
      'x',
      [{ product_id: a, quantity: '1', reason: 'damaged' }],
      [{ product_id: a, quantity: 1, reason: 'broken' }],
      [{ product_id: a, quantity: 1.5, reason: 'damaged' }],
      [
        { product_id: a, quantity: 1, reason: 'damaged' },
        { product_id: a, quantity: 1, reason: 'missing' },
      ],
    ]) {
      expect((await open({ orderID: order.id, lines })).status).toBe(400);
    }
    expect(
      (
        await open({
          orderID: order.id,
          lines: [{ product_id: a, quantity: 1, reason: 'other' }],
          comment: 'x'.repeat(2001),
        })
      ).status,
    ).toBe(400);
    expect(await disputesOf(order.id)).toHaveLength(0);
  });

  it('takes up to 3 photos as multipart, re-encoded like product images; a 4th or a non-image is refused; one key, one dispute', async () => {
    const a = await fx.product(10, 10_000);
    const order = await offlineOrder([[a, 2, 10_000]]);
    await ship(order.id, [[a, 2]]);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer();
    const form = (photos: Buffer[]) => {
      const f = new FormData();
      f.append('orderID', String(order.id));
      f.append('lines', JSON.stringify([{ product_id: a, quantity: 1, reason: 'damaged' }]));
      f.append('comment', 'Flacon cassé');
      for (const [i, p] of photos.entries())
        f.append('photos', new Blob([new Uint8Array(p)], { type: 'image/png' }), `p${i}.png`);
      return f;
    };
    const four = await api.call('POST', '/pharmacy/open_dispute', {
      headers: ph.headers,
      form: form([png, png, png, png]),
    });
    expect(four.body.code).toBe(4096);
    const fake = await api.call('POST', '/pharmacy/open_dispute', {
      headers: ph.headers,
      form: form([Buffer.from('not a picture')]),
    });
    expect(fake.status).toBe(400);
    expect(await disputesOf(order.id)).toHaveLength(0);

    const headers = { ...ph.headers, 'idempotency-key': `dispute-${order.id}` };
    const [one, two] = await Promise.all([
      api.call('POST', '/pharmacy/open_dispute', { headers, form: form([png]) }),
      api.call('POST', '/pharmacy/open_dispute', { headers, form: form([png]) }),
    ]);
    expect(one.body.code).toBe(2001);
    expect(two.body).toEqual(one.body);
    expect(await disputesOf(order.id)).toHaveLength(1);
    const id = one.body.payload[0].dispute_id;
    const detail = await api.call('GET', `/pharmacy/dispute/${id}`, { headers: ph.headers });
    expect(detail.body.payload.photos).toHaveLength(1);
    const stored = (
      await api.db.selectFrom('dispute_photos').select('path').where('dispute_id', '=', id).executeTakeFirstOrThrow()
    ).path;
    expect(stored).toMatch(/^disputes\/[0-9a-f-]{36}\.webp$/);
    const bytes = fs.readFileSync(path.join(api.config.dataDir, 'media', stored));
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });
});

describe('resolving a dispute', () => {
  it('a credit note of the claimed lines: its number, amounts and PDF in fr, en and ar', async () => {
    const { order, disputeId } = await disputedOrder([
      [0, 2],
      [1, 1],
    ]);
    const year = new Date(Date.now() + 3600_000).getUTCFullYear();
    const before = await api.db
      .selectFrom('credit_note_counters')
      .select('last_seq')
      .where('year', '=', year)
      .executeTakeFirst();
    const res = await resolve({ disputeId, resolution: 'credit_note', reason: 'Casse au transport' });
    expect(res.body.code).toBe(2001);
    const { credit_note_id, credit_note_number } = res.body.payload;
    expect(credit_note_number).toBe(`AV-${year}-${String((before?.last_seq ?? 0) + 1).padStart(6, '0')}`);
    const note = await api.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('id', '=', credit_note_id)
      .executeTakeFirstOrThrow();
    // 2 × 100 DA + 1 × 250 DA = 450 DA HT, TVA 19 % = 85.50 DA, TTC 535.50 DA
    expect(note).toMatchObject({
      price_without_tax: 45_000,
      tax_amount: 8_550,
      stamp_duty: 0,
      total: 53_550,
      dispute_id: disputeId,
      order_id: order.id,
    });
    const invoice = await api.db
      .selectFrom('invoices')
      .select('number')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(note.invoice_number).toBe(invoice.number);
    expect(invoice.number).toMatch(/^FAC-/);

    const fr = await api.call('GET', `/pharmacy/credit_note/${credit_note_id}`, {
      headers: { ...ph.headers, language: 'fr' },
    });
    expect(fr.headers.get('content-type')).toBe('application/pdf');
    expect(fr.headers.get('content-disposition')).toContain(`credit_note_${credit_note_number}_fr.pdf`);
    const text = await pdfText(fr.body);
    for (const s of [
      'AVOIR',
      credit_note_number,
      invoice.number,
      order.order_no,
      '450,00 DA',
      '85,50 DA',
      '535,50 DA',
      'cinq cent trente-cinq',
      `Réclamation n° ${disputeId}`,
    ])
      expect(text).toContain(s);
    const en = await pdfText(
      (await api.call('GET', `/admin/credit_note/${credit_note_id}?lang=en`, { headers: admin.headers })).body,
    );
    expect(en).toContain('CREDIT NOTE');
    expect(en).toContain('535.50 DA');
    const ar = await api.call('GET', `/pharmacy/credit_note/${credit_note_id}?lang=ar`, { headers: ph.headers });
    expect(ar.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(ar.body)).toContain(credit_note_number);

    const listed = await api.call('GET', '/admin/disputes_list/0/100?status=resolved', { headers: admin.headers });
    expect(listed.body.payload.disputes.find((d: { id: number }) => d.id === disputeId)).toMatchObject({
      status: 'resolved',
      resolution: 'credit_note',
      credit_note_id,
      credit_note_number,
      claimed_amount: 450,
    });
  });

  it('two identical resolutions at once issue one credit note; numbers stay gap-free under concurrency', async () => {
    const { disputeId } = await disputedOrder();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => resolve({ disputeId, resolution: 'credit_note', reason: '' })),
    );
    expect(results.filter((r) => r.body.code === 2001)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 4095)).toHaveLength(5);
    expect(
      await api.db.selectFrom('credit_notes').select('id').where('dispute_id', '=', disputeId).execute(),
    ).toHaveLength(1);

    const others = await Promise.all(Array.from({ length: 5 }, () => disputedOrder()));
    await Promise.all(others.map((o) => resolve({ disputeId: o.disputeId, resolution: 'credit_note' })));
    const year = new Date(Date.now() + 3600_000).getUTCFullYear();
    const seqs = (
      await api.db.selectFrom('credit_notes').select('seq').where('year', '=', year).orderBy('seq').execute()
    ).map((r) => r.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    const counter = await api.db
      .selectFrom('credit_note_counters')
      .select('last_seq')
      .where('year', '=', year)
      .executeTakeFirstOrThrow();
    expect(counter.last_seq).toBe(seqs.length);
  });

  it('refused needs a reason; a replacement ships the claimed lines again and takes their stock', async () => {
    const { disputeId, a } = await disputedOrder([[0, 2]]);
    expect((await resolve({ disputeId, resolution: 'refused', reason: '  ' })).status).toBe(400);
    expect((await resolve({ disputeId, resolution: 'refund' })).status).toBe(400);
    const stock = await fx.stock(a);
    const res = await resolve({ disputeId, resolution: 'replacement' });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.credit_note_id).toBeNull();
    const shipment = await api.db
      .selectFrom('shipments as s')
      .innerJoin('shipment_lines as l', 'l.shipment_id', 's.id')
      .select(['s.kind', 'l.product_id', 'l.quantity'])
      .where('s.id', '=', res.body.payload.replacement_shipment_id)
      .execute();
    expect(shipment).toEqual([{ kind: 'replacement', product_id: a, quantity: 2 }]);
    expect(await fx.stock(a)).toBe(stock - 2);
    expect((await resolve({ disputeId, resolution: 'credit_note' })).body.code).toBe(4095);
  });

  it('messages between the pharmacy and the admin, in order', async () => {
    const { disputeId } = await disputedOrder();
    expect(
      (
        await api.call('POST', '/pharmacy/dispute_message', {
          headers: ph.headers,
          body: { disputeId, body: 'Photos jointes' },
        })
      ).body.code,
    ).toBe(2001);
    expect(
      (
        await api.call('POST', '/admin/dispute_message', {
          headers: admin.headers,
          body: { disputeId, body: 'Bien reçu' },
        })
      ).body.code,
    ).toBe(2001);
    expect(
      (await api.call('POST', '/admin/dispute_message', { headers: admin.headers, body: { disputeId, body: ' ' } }))
        .status,
    ).toBe(400);
    const detail = await api.call('GET', `/admin/dispute/${disputeId}`, { headers: admin.headers });
    expect(
      detail.body.payload.messages.map((m: { author_role: string; body: string }) => [m.author_role, m.body]),
    ).toEqual([
      ['pharmacy', 'Photos jointes'],
      ['admin', 'Bien reçu'],
    ]);
  });
});

describe('who reaches a dispute', () => {
  it('another pharmacy and another wilaya’s franchisee do not; the wilaya’s franchisee reads it, without writing', async () => {
    const { order, disputeId, a } = await disputedOrder();
    const credit = (await resolve({ disputeId, resolution: 'credit_note' })).body.payload.credit_note_id;
    expect((await api.call('GET', `/pharmacy/dispute/${disputeId}`, { headers: oranPharmacy })).status).toBe(404);
    expect((await api.call('GET', `/pharmacy/credit_note/${credit}`, { headers: oranPharmacy })).status).toBe(404);
    expect(
      (await api.call('POST', '/pharmacy/dispute_message', { headers: oranPharmacy, body: { disputeId, body: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (await open({ orderID: order.id, lines: [{ product_id: a, quantity: 1, reason: 'other' }] }, oranPharmacy))
        .status,
    ).toBe(404);
    const oranList = await api.call('GET', '/pharmacy/disputes_list/0/100', { headers: oranPharmacy });
    expect(oranList.body.payload.disputes.some((d: { id: number }) => d.id === disputeId)).toBe(false);

    expect((await api.call('GET', `/franchise/dispute/${disputeId}`, { headers: oranFranchise })).status).toBe(404);
    const oran = await api.call('GET', '/franchise/disputes_list/0/100', { headers: oranFranchise });
    expect(oran.body.payload.disputes.some((d: { id: number }) => d.id === disputeId)).toBe(false);
    const alger = await api.call('GET', `/franchise/dispute/${disputeId}`, { headers: algerFranchise });
    expect(alger.body.payload).toMatchObject({ id: disputeId, order_id: order.id, status: 'resolved' });
    expect(
      (
        await api.call('POST', '/admin/resolve_dispute', {
          headers: algerFranchise,
          body: { disputeId, resolution: 'refused', reason: 'x' },
        })
      ).status,
    ).not.toBe(200);
    expect(
      (await api.call('POST', '/pharmacy/resolve_dispute', { headers: ph.headers, body: { disputeId } })).status,
    ).toBe(404);
  });

  it('the admin queue lists open disputes first, the earliest due first, with overdue marked', async () => {
    const first = await disputedOrder();
    const second = await disputedOrder();
    await api.db
      .updateTable('disputes')
      .set({ due_at: new Date(Date.now() - DAY) })
      .where('id', '=', second.disputeId)
      .execute();
    const queue = await api.call('GET', '/admin/disputes_list/0/100', { headers: admin.headers });
    const ids = queue.body.payload.disputes.map((d: { id: number }) => d.id);
    expect(ids.indexOf(second.disputeId)).toBeLessThan(ids.indexOf(first.disputeId));
    const statuses = queue.body.payload.disputes.map((d: { status: string }) => d.status);
    expect(statuses.indexOf('resolved') === -1 || statuses.lastIndexOf('open') < statuses.indexOf('resolved')).toBe(
      true,
    );
    expect(queue.body.payload.disputes.find((d: { id: number }) => d.id === second.disputeId)).toMatchObject({
      overdue: true,
      status: 'open',
    });
    expect(queue.body.payload.total).toBe(
      await api.db
        .selectFrom('disputes')
        .select('id')
        .execute()
        .then((r) => r.length),
    );
  });
});

describe('cancelling what has not shipped', () => {
  it('an offline order shipped in part: the rest’s stock comes back and a credit note corrects its invoice, once', async () => {
    const [a, b] = [await fx.product(20, 10_000), await fx.product(20, 25_000)];
    const order = await offlineOrder([
      [a, 4, 10_000],
      [b, 2, 25_000],
    ]);
    await ship(order.id, [[a, 1]], null);
    const [stockA, stockB] = [await fx.stock(a), await fx.stock(b)];
    const cancel = (body: unknown) => api.call('POST', '/admin/cancel_unshipped', { headers: admin.headers, body });
    const tooMuch = await cancel({ orderId: order.id, lines: [{ product_id: a, quantity: 4 }] });
    expect(tooMuch.body.code).toBe(4002);
    expect(await fx.stock(a)).toBe(stockA);

    const results = await Promise.all([cancel({ orderId: order.id }), cancel({ orderId: order.id })]);
    const done = results.find((r) => r.body.code === 2001)!;
    expect(results.filter((r) => r.body.code === 4095)).toHaveLength(1);
    // 3 × 100 DA + 2 × 250 DA = 800 DA HT, 152 DA TVA, 952 DA TTC
    expect(done.body.payload).toMatchObject({
      amount: 952,
      refund_status: 'none',
      rest_cancelled: true,
      fulfilment: 'shipped',
    });
    expect(await fulfilmentOf(order.id)).toBe('shipped');
    // nothing is left to ship: the shipment of a cancelled line is refused
    const shipped = await api.call('POST', '/admin/create_shipment', {
      headers: admin.headers,
      body: { orderId: order.id, lines: [{ product_id: b, quantity: 1 }] },
    });
    expect(shipped.body.code).not.toBe(2001);
    expect(await fx.stock(a)).toBe(stockA + 3);
    expect(await fx.stock(b)).toBe(stockB + 2);
    const note = await api.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('id', '=', done.body.payload.credit_note_id)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({
      source: 'cancellation',
      price_without_tax: 80_000,
      tax_amount: 15_200,
      total: 95_200,
      order_id: order.id,
    });
    const lines = await api.db
      .selectFrom('credit_note_lines')
      .select(['product_id', 'quantity', 'total'])
      .where('credit_note_id', '=', note.id)
      .orderBy('product_id')
      .execute();
    expect(lines).toEqual([
      { product_id: a, quantity: 3, total: 30_000 },
      { product_id: b, quantity: 2, total: 50_000 },
    ]);
    const audit = await api.db
      .selectFrom('audit_log')
      .select('resource')
      .where('resource', '=', 'cancellation')
      .where('resource_label', '=', order.order_no)
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('a card order shipped in part: the rest is refunded to the card, exactly, and its stock comes back', async () => {
    const card = await fx.pharmacy();
    const [a, b] = [await fx.product(10, 100_000), await fx.product(10, 50_000)];
    await fx.basket(card.id, [
      [a, 2],
      [b, 1],
    ]);
    const saved = (await fx.saveOrder(card)).body.payload;
    await payOnSandbox(saved.formUrl, CARDS.ok);
    expect((await fx.confirm(card, saved.orderNumber)).body.code).toBe(2001);
    const orderId = saved.orderId as number;
    const s = await api.db
      .insertInto('shipments')
      .values({ order_id: orderId, pharmacy_id: card.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db.insertInto('shipment_lines').values({ shipment_id: s.id, product_id: a, quantity: 2 }).execute();
    const [stockA, stockB] = [await fx.stock(a), await fx.stock(b)];

    const res = await api.call('POST', '/admin/cancel_unshipped', { headers: admin.headers, body: { orderId } });
    expect(res.body.code).toBe(2001);
    // 1 × 500 DA + 19 % = 595 DA
    // the part gets its credit note, paid back to the card (D108)
    expect(res.body.payload).toMatchObject({
      amount: 595,
      refund_status: 'done',
      credit_note_id: expect.any(Number),
      fulfilment: 'shipped',
    });
    const refundEntries = await api.db
      .selectFrom('ledger_entries')
      .select('debit')
      .where('order_id', '=', orderId)
      .where('kind', '=', 'refund')
      .execute();
    expect(refundEntries.map((e) => Number(e.debit))).toEqual([59_500]);
    const order = await api.db
      .selectFrom('orders')
      .select(['refunded_amount', 'state'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ refunded_amount: 59_500, state: 'paid' });
    const payment = await api.db
      .selectFrom('payments')
      .select('refunded_amount')
      .where('order_id', '=', orderId)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    expect(payment.refunded_amount).toBe(59_500);
    expect(await fx.stock(a)).toBe(stockA);
    expect(await fx.stock(b)).toBe(stockB + 1);
    expect(
      (await api.call('POST', '/admin/cancel_unshipped', { headers: admin.headers, body: { orderId } })).body.code,
    ).toBe(4095);
  });

  it('an order nothing of which shipped leaves the queue as cancelled', async () => {
    const a = await fx.product(10, 10_000);
    const order = await offlineOrder([[a, 2, 10_000]]);
    const stock = await fx.stock(a);
    const res = await api.call('POST', '/admin/cancel_unshipped', {
      headers: admin.headers,
      body: { orderId: order.id },
    });
    expect(res.body.payload).toMatchObject({ fulfilment: 'cancelled', rest_cancelled: true, amount: 238 });
    expect(await fulfilmentOf(order.id)).toBe('cancelled');
    expect(await fx.stock(a)).toBe(stock + 2);
  });

  it('refuses orders not placed, and non-admins', async () => {
    const a = await fx.product(10, 10_000);
    const pending = await insertOrder(api, {
      pharmacyId: ph.id,
      orderNo: `DSPX${++seq}`,
      address: 'x',
      status: 2,
      payementType: 1,
      state: 'pending_validation',
      lines: [{ productId: a, ref: 'R', name: 'P', quantity: 1, unitPrice: 10_000 }],
    });
    expect(
      (await api.call('POST', '/admin/cancel_unshipped', { headers: admin.headers, body: { orderId: pending.id } }))
        .body.code,
    ).toBe(4095);
    expect(
      (await api.call('POST', '/admin/cancel_unshipped', { headers: ph.headers, body: { orderId: pending.id } }))
        .status,
    ).toBe(401);
    expect(
      (await api.call('POST', '/admin/cancel_unshipped', { headers: admin.headers, body: { orderId: 'x' } })).status,
    ).toBe(400);
  });
});
