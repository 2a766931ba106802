import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldUnitsSql } from '../../server/lots/held.js';
import { remindRecalls } from '../../server/lots/recalls/reminders.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi, tokenHeaders } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { paymentFixture } from './payment-fixtures.js';

/** Issue 29 §5 (docs/lots.md "Recalls", D91–D93): a recall reaches exactly the pharmacies that received the lot. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
const inDays = (n: number) => addDays(algiersToday(), n);

type Ph = Awaited<ReturnType<ReturnType<typeof paymentFixture>['pharmacy']>>;
const world = {} as {
  product: number;
  alger: Ph;
  blida: Ph;
  oran: Ph;
  franchiseAlger: Record<string, string>;
  franchiseOran: Record<string, string>;
  recallId: number;
  shortProduct: number;
};

async function wilaya(code: number, name: string) {
  await api.db
    .insertInto('wilayas')
    .values({ code, name, name_ar: `ولاية ${name}` })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return (await api.db.selectFrom('wilayas').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}
async function pharmacyIn(code: number, name: string, language = 1) {
  const ph = await fx.pharmacy(name);
  await api.db
    .updateTable('pharmacies')
    .set({ wilaya_id: await wilaya(code, name), language, phone1: `0555 ${code} 00 00` })
    .where('id', '=', ph.id)
    .execute();
  return ph;
}
async function franchisee(code: number, name: string) {
  const f = await api.db
    .insertInto('franchisees')
    .values({
      first_name: 'Fr',
      last_name: name,
      email: `fr-${randomUUID().slice(0, 8)}@test.dz`,
      phone1: '0555 00 00 00',
      wilaya_id: await wilaya(code, name),
      adress1: 'Rue',
      zip: '16000',
      personal_id: '123456789',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tokenHeaders(api, 'franchise', f.id);
}

const as = (headers: Record<string, string>, language = '2') => ({ headers: { ...headers, language } });
const post = (path: string, body: Record<string, unknown>, language = '2') =>
  api.call('POST', path, { ...as(admin.headers, language), body });
const get = (headers: Record<string, string>, path: string, language = '2') =>
  api.call('GET', path, as(headers, language));
const receive = (productId: number, lot: string, expiry: string, quantity: number) =>
  post('/admin/receive_stock', { productId, lot, expiry, quantity });
const startRecall = (body: Record<string, unknown>, language = '2') => post('/admin/start_recall', body, language);

/** An offline order validated by sales: it holds stock and waits in the preparation queue. */
async function validatedOrder(ph: Ph, lines: [productId: number, quantity: number][]) {
  await fx.basket(ph.id, lines);
  const res = await api.call('POST', '/pharmacy/special_payment', {
    headers: ph.headers,
    body: { delivery_address: ph.addressId },
  });
  expect(res.body.code).toBe(2001);
  const orderId = res.body.payload.orderId as number;
  expect(
    (await api.call('PUT', '/admin/update_order_status', { headers: admin.headers, body: { orderId, status: 1 } })).body
      .code,
  ).toBe(2001);
  return orderId;
}
async function ship(orderId: number, productId: number, quantity: number) {
  const res = await post('/admin/create_shipment', { orderId, lines: [{ product_id: productId, quantity }] });
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return res.body.payload[0] as { shipment_id: number; lines: { lots: { lot: string; quantity: number }[] }[] };
}
const mailsTo = (email: string) =>
  api.db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body', 'html_body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
const lotRow = (productId: number, lot: string) =>
  api.db
    .selectFrom('lots')
    .select(['on_hand', 'sellable', 'blocked'])
    .where('product_id', '=', productId)
    .where('lot', '=', lot)
    .executeTakeFirstOrThrow();

/** [] when products.quantity = Σ on hand of sellable lots − units held by orders (D79). */
async function invariantBreaks(productIds: number[]) {
  const { rows } = await sql<{ id: number; quantity: number; sellable: number; held: number }>`
    SELECT p.id, p.quantity, coalesce((SELECT sum(l.on_hand) FROM lots l WHERE l.product_id = p.id AND l.sellable), 0)::int AS sellable,
           coalesce(h.held, 0)::int AS held
    FROM products p LEFT JOIN (${heldUnitsSql}) h ON h.product_id = p.id WHERE p.id = ANY(${productIds}::int[])`.execute(
    api.db,
  );
  return rows.filter((r) => r.quantity !== r.sellable - r.held);
}

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
  world.alger = await pharmacyIn(16, 'Alger');
  world.blida = await pharmacyIn(9, 'Blida', 3);
  world.oran = await pharmacyIn(31, 'Oran');
  world.franchiseAlger = await franchisee(16, 'Alger');
  world.franchiseOran = await franchisee(31, 'Oran');
  // lot A ships first (FEFO): 4 units to Alger in two shipments, 3 to Blida; lot B is left alone
  world.product = await fx.product(0, 100_000, 'Sérum vitaminé');
  expect((await receive(world.product, 'RC-A1', inDays(400), 10)).body.code).toBe(2001);
  expect((await receive(world.product, 'RC-B2', inDays(600), 10)).body.code).toBe(2001);
  const algerOrder = await validatedOrder(world.alger, [[world.product, 4]]);
  await ship(algerOrder, world.product, 1);
  await ship(algerOrder, world.product, 3);
  const blidaOrder = await validatedOrder(world.blida, [[world.product, 3]]);
  expect((await ship(blidaOrder, world.product, 3)).lines[0]!.lots).toEqual([
    expect.objectContaining({ lot: 'RC-A1', quantity: 3 }),
  ]);
}, 240_000);
afterAll(async () => api?.close());

describe('start_recall', () => {
  it('refuses bad input with the field’s code and changes nothing', async () => {
    const p = world.product;
    for (const [body, code, path] of [
      [{ productId: String(p), lot: 'RC-A1', reason: 'x' }, 4001, 'productId'],
      [{ productId: 999999, lot: 'RC-A1', reason: 'x' }, 4001, 'productId'],
      [{ productId: p, lot: 'NOPE', reason: 'x' }, 4002, 'lot'],
      [{ productId: p, lot: 5, reason: 'x' }, 4002, 'lot'],
      [{ productId: p, lot: '', reason: 'x' }, 4002, 'lot'],
      [{ productId: p, lot: 'RC-A1', reason: '   ' }, 4003, 'reason'],
      [{ productId: p, lot: 'RC-A1', reason: 'x'.repeat(501) }, 4003, 'reason'],
      [{ productId: p, lot: 'RC-A1', reason: 12 }, 4003, 'reason'],
    ] as const) {
      const res = await startRecall(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.payload[0].path).toBe(path);
    }
    const fr = await startRecall({ productId: p, lot: 'NOPE', reason: 'x' }, '1');
    expect(fr.body.meta).toBe('Lot : aucun lot « NOPE » de ce produit.');
    expect(await lotRow(p, 'RC-A1')).toEqual({ on_hand: 3, sellable: true, blocked: false });
    expect(await api.db.selectFrom('recalls').select('id').execute()).toEqual([]);
  });

  it('blocks the lot, takes its units out of the stock and reaches exactly the pharmacies that received it, each in its language', async () => {
    const p = world.product;
    expect(await fx.stock(p)).toBe(13);
    const res = await startRecall({ productId: p, lot: 'RC-A1', reason: 'Contamination microbienne du lot' });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({
      code: 2001,
      meta: 'Recall of lot RC-A1 started: 2 pharmacies notified.',
    });
    const recall = res.body.payload[0];
    expect(recall).toMatchObject({
      product_id: p,
      product_name: 'Sérum vitaminé',
      lot: 'RC-A1',
      expiry: inDays(400),
      reason: 'Contamination microbienne du lot',
      blocked_units: 3,
      pharmacies_reached: 2,
      short_orders: [],
    });
    world.recallId = recall.recall_id;
    expect(await lotRow(p, 'RC-A1')).toEqual({ on_hand: 3, sellable: false, blocked: true });
    expect(await fx.stock(p)).toBe(10);
    expect(await invariantBreaks([p])).toEqual([]);
    const reached = await api.db
      .selectFrom('recall_pharmacies')
      .select(['pharmacy_id', 'quantity_shipped', 'first_shipped_at', 'last_shipped_at'])
      .where('recall_id', '=', world.recallId)
      .orderBy('pharmacy_id')
      .execute();
    expect(reached.map((r) => [r.pharmacy_id, r.quantity_shipped])).toEqual([
      [world.alger.id, 4],
      [world.blida.id, 3],
    ]);
    expect(reached[0]!.first_shipped_at.getTime()).toBeLessThan(reached[0]!.last_shipped_at.getTime());
    const [fr] = (await mailsTo(world.alger.email)).filter((m) => m.subject.includes('RC-A1'));
    expect(fr!.subject).toBe('ParaPharm DZ — RAPPEL du lot RC-A1 : Sérum vitaminé');
    expect(fr!.text_body).toContain('Vous avez reçu 4 unités de ce lot.');
    expect(fr!.text_body).toContain('Motif : Contamination microbienne du lot');
    expect(fr!.text_body).toContain(`${api.config.webUrl}/pharmacy/recalls`);
    const [ar] = (await mailsTo(world.blida.email)).filter((m) => m.subject.includes('RC-A1'));
    expect(ar!.subject).toContain('سحب الحصة');
    expect(ar!.html_body).toContain('dir="rtl"');
    expect(ar!.text_body).toContain('استلمتم 3 وحدات من هذه الحصة.');
    expect(await mailsTo(world.oran.email)).toEqual([]);
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('resource', '=', 'recall')
      .execute();
    expect(audit).toEqual([{ action: 'create', actor_id: admin.id }]);
  });

  it('refuses a lot already recalled with 4095', async () => {
    const res = await startRecall({ productId: world.product, lot: 'RC-A1', reason: 'encore' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 4095, meta: 'Lot RC-A1 of this product is already recalled.' });
  });

  it('never allocates the recalled lot to a later shipment', async () => {
    const orderId = await validatedOrder(world.oran, [[world.product, 5]]);
    const shipped = await ship(orderId, world.product, 5);
    expect(shipped.lines[0]!.lots).toEqual([expect.objectContaining({ lot: 'RC-B2', quantity: 5 })]);
    expect(await lotRow(world.product, 'RC-A1')).toMatchObject({ on_hand: 3 });
    expect(await invariantBreaks([world.product])).toEqual([]);
  });

  it('lists the unshipped orders the other lots no longer cover, keeps them and mails the admins (D91)', async () => {
    const q = await fx.product(0, 100_000, 'Lait bébé');
    world.shortProduct = q;
    await receive(q, 'SH-C', inDays(400), 6);
    await receive(q, 'SH-D', inDays(500), 2);
    const first = await validatedOrder(world.alger, [[q, 4]]);
    const second = await validatedOrder(world.blida, [[q, 3]]);
    expect(await fx.stock(q)).toBe(1);
    const res = await startRecall({ productId: q, lot: 'SH-C', reason: 'Étiquetage erroné' });
    expect(res.body.code).toBe(2001);
    const recall = res.body.payload[0];
    expect(recall).toMatchObject({ blocked_units: 6, pharmacies_reached: 0 });
    // 2 units left for 7 held: 5 missing, over the two orders
    const short = recall.short_orders as { order_id: number; order_no: string; missing: number }[];
    expect(short.map((s) => s.order_id).sort((a, b) => a - b)).toEqual([first, second].sort((a, b) => a - b));
    expect(short.reduce((sum, s) => sum + s.missing, 0)).toBe(5);
    expect(await fx.stock(q)).toBe(0);
    const details = await get(admin.headers, `/admin/recall_details/${recall.recall_id}`);
    expect(details.body.payload[0].short_orders).toEqual(short);
    const adminMail = await api.db
      .selectFrom('admins as a')
      .innerJoin('outgoing_mail as m', 'm.recipient', 'a.email')
      .select(['m.subject', 'm.text_body'])
      .where('a.id', '=', admin.id)
      .execute();
    expect(adminMail.map((m) => m.subject)).toEqual(['ParaPharm DZ — rappel du lot SH-C : 2 commandes à court']);
    for (const s of short)
      expect(adminMail[0]!.text_body).toContain(
        `Commande ${s.order_no} : ${s.missing} unité${s.missing > 1 ? 's' : ''} manquante${s.missing > 1 ? 's' : ''}`,
      );
  });
});

describe('the pharmacy’s recalls', () => {
  it('lists only its own recalls; another pharmacy sees nothing', async () => {
    const mine = await get(world.alger.headers, '/pharmacy/recalls');
    expect(mine.body.payload.recalls).toEqual([
      expect.objectContaining({
        recall_id: world.recallId,
        lot: 'RC-A1',
        quantity_received: 4,
        acknowledged_at: null,
        quantity_on_hand: null,
      }),
    ]);
    expect((await get(world.oran.headers, '/pharmacy/recalls')).body.payload.recalls).toEqual([]);
  });

  it('names the product in Arabic for an Arabic reader when it has an Arabic name (D64)', async () => {
    const stored = await api.db
      .selectFrom('products')
      .select(['name', 'name_ar'])
      .where('id', '=', world.product)
      .executeTakeFirstOrThrow();
    await api.db.updateTable('products').set({ name_ar: 'كريم الاختبار' }).where('id', '=', world.product).execute();
    try {
      const named = async (language: string) =>
        (await get(world.alger.headers, '/pharmacy/recalls', language)).body.payload.recalls[0].product_name;
      expect(await named('3')).toBe('كريم الاختبار');
      expect(await named('1')).toBe(stored.name);
      const listed = await get(admin.headers, '/admin/recalls/0/10', '3');
      expect(
        listed.body.payload.recalls.find((r: { recall_id: number }) => r.recall_id === world.recallId).product_name,
      ).toBe('كريم الاختبار');
    } finally {
      await api.db.updateTable('products').set({ name_ar: stored.name_ar }).where('id', '=', world.product).execute();
    }
  });

  it('refuses bad answers with the field’s code, a recall of another pharmacy with 4041, and changes nothing', async () => {
    const ack = (ph: Ph, body: Record<string, unknown>) =>
      api.call('POST', '/pharmacy/acknowledge_recall', { ...as(ph.headers), body });
    for (const [body, code] of [
      [{ recallId: String(world.recallId), quantity_on_hand: 1 }, 4001],
      [{ quantity_on_hand: 1 }, 4001],
      [{ recallId: world.recallId, quantity_on_hand: -1 }, 4002],
      [{ recallId: world.recallId, quantity_on_hand: 1.5 }, 4002],
      [{ recallId: world.recallId, quantity_on_hand: '2' }, 4002],
      [{ recallId: world.recallId, quantity_on_hand: 1_000_000 }, 4002],
    ] as const) {
      const res = await ack(world.alger, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(code);
    }
    const elsewhere = await ack(world.oran, { recallId: world.recallId, quantity_on_hand: 0 });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.code).toBe(4041);
    const rows = await api.db
      .selectFrom('recall_pharmacies')
      .select('acknowledged_at')
      .where('recall_id', '=', world.recallId)
      .execute();
    expect(rows.every((r) => r.acknowledged_at === null)).toBe(true);
  });

  it('records the answer once; a second answer is refused with 4095', async () => {
    const ack = (quantity: number) =>
      api.call('POST', '/pharmacy/acknowledge_recall', {
        ...as(world.alger.headers),
        body: { recallId: world.recallId, quantity_on_hand: quantity },
      });
    const first = await ack(2);
    expect(first.body).toMatchObject({ code: 2001, meta: 'Answer recorded, thank you.' });
    expect(first.body.payload[0]).toMatchObject({
      recall_id: world.recallId,
      quantity_on_hand: 2,
      acknowledged_at: expect.any(String),
    });
    const again = await ack(1);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(4095);
    expect((await get(world.alger.headers, '/pharmacy/recalls')).body.payload.recalls[0].quantity_on_hand).toBe(2);
  });
});

describe('progress and trace', () => {
  it('shows the admin the progress by wilaya and the pharmacies', async () => {
    const list = await get(admin.headers, '/admin/recalls/0/10');
    expect(list.body.payload.total).toBe(2);
    expect(list.body.payload.recalls[1]).toMatchObject({
      recall_id: world.recallId,
      started_by: 'Ad Min',
      pharmacies_reached: 2,
      pharmacies_answered: 1,
      quantity_shipped: 7,
      quantity_declared: 2,
    });
    const details = (await get(admin.headers, `/admin/recall_details/${world.recallId}`)).body.payload[0];
    expect(details.by_wilaya).toEqual([
      expect.objectContaining({
        wilaya_name: 'Blida',
        pharmacies_reached: 1,
        pharmacies_answered: 0,
        quantity_shipped: 3,
        quantity_declared: 0,
      }),
      expect.objectContaining({
        wilaya_name: 'Alger',
        pharmacies_reached: 1,
        pharmacies_answered: 1,
        quantity_shipped: 4,
        quantity_declared: 2,
      }),
    ]);
    // the one to call first: not answered
    expect(details.pharmacies.map((p: { pharmacy_id: number; phone: string }) => [p.pharmacy_id, p.phone])).toEqual([
      [world.blida.id, '0555 9 00 00'],
      [world.alger.id, '0555 16 00 00'],
    ]);
    expect((await get(admin.headers, '/admin/recall_details/999999')).body.code).toBe(4041);
  });

  it('traces every shipment of the lot, paged, and prints it as a PDF in the admin’s language', async () => {
    const page = (await get(admin.headers, `/admin/recall_trace/${world.recallId}/0/2`)).body.payload;
    expect(page.total).toBe(3);
    expect(page.lines.map((l: { pharmacy_id: number; quantity: number }) => [l.pharmacy_id, l.quantity])).toEqual([
      [world.alger.id, 1],
      [world.alger.id, 3],
    ]);
    const rest = (await get(admin.headers, `/admin/recall_trace/${world.recallId}/2/2`)).body.payload;
    expect(rest.lines).toEqual([
      expect.objectContaining({
        pharmacy_id: world.blida.id,
        wilaya_name: 'Blida',
        quantity: 3,
        shipped_at: expect.any(String),
      }),
    ]);
    const pdf = await api.call('GET', `/admin/recall_trace_pdf/${world.recallId}`, as(admin.headers, '1'));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.body);
    expect(text).toContain('TRAÇABILITÉ DU LOT');
    expect(text).toContain('Total expédié : 7 unités.');
    expect(text).toContain('Pharmacies destinataires : 2.');
    const ar = await api.call('GET', `/admin/recall_trace_pdf/${world.recallId}?lang=ar`, as(admin.headers));
    expect(await pdfText(ar.body)).toContain('تتبع الحصة');
  });

  it('shows a franchisee the recalls of its wilaya only, with its pharmacies; the other wilaya’s franchisee sees nothing', async () => {
    const list = (await get(world.franchiseAlger, '/franchise/recalls/0/10')).body.payload;
    expect(list.total).toBe(1);
    expect(list.recalls[0]).toMatchObject({
      recall_id: world.recallId,
      pharmacies_reached: 1,
      pharmacies_answered: 1,
      quantity_shipped: 4,
    });
    const details = (await get(world.franchiseAlger, `/franchise/recall_details/${world.recallId}`)).body.payload[0];
    expect(details.pharmacies).toEqual([
      expect.objectContaining({ pharmacy_id: world.alger.id, phone: '0555 16 00 00' }),
    ]);
    expect(details.by_wilaya).toHaveLength(1);
    expect((await get(world.franchiseOran, '/franchise/recalls/0/10')).body.payload).toEqual({ recalls: [], total: 0 });
    const hidden = await get(world.franchiseOran, `/franchise/recall_details/${world.recallId}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe(4041);
  });
});

describe('the reminder', () => {
  it('reminds a pharmacy that has not answered after 48 hours, once', async () => {
    const started = (
      await api.db.selectFrom('recalls').select('started_at').where('id', '=', world.recallId).executeTakeFirstOrThrow()
    ).started_at;
    const at = (hours: number) => new Date(started.getTime() + hours * 3600_000);
    const reminders = async () => (await mailsTo(world.blida.email)).filter((m) => m.subject.includes('تذكير'));
    expect(await remindRecalls(api.config, api.db, at(47.9))).toBe(0);
    expect(await reminders()).toEqual([]);
    const runs = await Promise.all([
      remindRecalls(api.config, api.db, at(48.1)),
      remindRecalls(api.config, api.db, at(48.1)),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await remindRecalls(api.config, api.db, at(96))).toBe(0);
    expect(await reminders()).toHaveLength(1);
    expect((await mailsTo(world.alger.email)).filter((m) => m.subject.includes('relance'))).toEqual([]);
    const details = (await get(admin.headers, `/admin/recall_details/${world.recallId}`)).body.payload[0];
    expect(details.pharmacies.find((p: { pharmacy_id: number }) => p.pharmacy_id === world.blida.id).reminded_at).toBe(
      at(48.1).toISOString(),
    );
  });
});
