import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBusinessHours, isBusinessDay } from '../../server/fulfilment/businessHours.js';
import { tokenHeaders, startApi, type TestApi } from '../support/api.js';
import { pdfText } from '../support/pdf.js';
import { paidCardOrder, paymentFixture } from './payment-fixtures.js';

/** Issue 28 (docs/fulfilment.md): states, preparation queue, shipments, delivery, scopes. */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
let carrierId: number;
const postgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
  const added = await api.call('POST', '/admin/add_carrier', {
    headers: admin.headers,
    body: { name: `Yalidine test ${Date.now()}`, tracking_url_template: 'https://yalidine.example/track/{tracking}' },
  });
  expect(added.body.code).toBe(2001);
  carrierId = added.body.payload[0].id;
});
afterAll(async () => api?.close());

/** A validated offline order of two products (4 and 2 units) of a pharmacy (language 1 fr, 3 ar). */
async function validatedOrder(o: { language?: number; validate?: boolean } = {}) {
  const ph = await fx.pharmacy('Pharmacie Ennour');
  if (o.language)
    await api.db.updateTable('pharmacies').set({ language: o.language }).where('id', '=', ph.id).execute();
  const a = await fx.product(50, 100_000, 'Crème hydratante');
  const b = await fx.product(50, 50_000, 'Gel nettoyant');
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
  if (o.validate !== false) {
    const v = await api.call('PUT', '/admin/update_order_status', {
      headers: admin.headers,
      body: { orderId, status: 1 },
    });
    expect(v.body.code).toBe(2001);
  }
  return { ph, a, b, orderId, orderNo: res.body.payload.order_no as string };
}

const order = (id: number) =>
  api.db
    .selectFrom('orders')
    .select(['fulfilment', 'due_at', 'paid_at', 'preparing_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const ship = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.call('POST', '/admin/create_shipment', { headers: { ...admin.headers, language: '2', ...headers }, body });
const shipmentsOf = (orderId: number) =>
  api.db.selectFrom('shipments').select(['id', 'delivered_at']).where('order_id', '=', orderId).orderBy('id').execute();
const shippedLines = (orderId: number) =>
  api.db
    .selectFrom('shipment_lines as l')
    .innerJoin('shipments as s', 's.id', 'l.shipment_id')
    .select(['l.product_id', 'l.quantity'])
    .where('s.order_id', '=', orderId)
    .orderBy('l.shipment_id')
    .orderBy('l.product_id')
    .execute();

async function franchisee(wilayaCode: number) {
  await api.db
    .insertInto('wilayas')
    .values({ code: wilayaCode, name: `W${wilayaCode}`, name_ar: `W${wilayaCode}` })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const w = await api.db.selectFrom('wilayas').select('id').where('code', '=', wilayaCode).executeTakeFirstOrThrow();
  const f = await api.db
    .insertInto('franchisees')
    .values({
      first_name: 'Fr',
      last_name: 'Anch',
      email: `fr-${wilayaCode}-${Date.now()}-${Math.random()}@test.dz`,
      phone1: '0555 00 00 00',
      wilaya_id: w.id,
      adress1: 'Rue',
      zip: '16000',
      personal_id: '123456789',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tokenHeaders(api, 'franchise', f.id);
}

describe('the life of an order after it is placed', () => {
  it('partial shipment then the rest: partly shipped, shipped, delivered; each step on the timeline and in the three areas', async () => {
    const { ph, a, b, orderId } = await validatedOrder({ language: 3 });
    const placed = await order(orderId);
    expect(placed.fulfilment).toBe('to_prepare');
    const lunar = new Set((await api.db.selectFrom('holidays').select('day').execute()).map((h) => String(h.day)));
    expect(placed.due_at!.toISOString()).toBe(addBusinessHours(placed.paid_at!, 72, lunar).toISOString());

    const queue = await api.call('GET', '/admin/preparation_queue/0/100', {
      headers: { ...admin.headers, language: '1' },
    });
    expect(queue.body.code).toBe(2001);
    const queued = queue.body.payload.orders.find((o: { id: number }) => o.id === orderId);
    expect(queued).toMatchObject({
      fulfilment: 'to_prepare',
      fulfilment_label: 'À préparer',
      due_at: placed.due_at!.toISOString(),
      overdue: false,
      lines: 2,
    });
    const dues = queue.body.payload.orders.map((o: { due_at: string }) => o.due_at);
    expect(dues).toEqual([...dues].sort());

    const started = await api.call('POST', '/admin/start_preparing', {
      headers: admin.headers,
      body: { orderIds: [orderId] },
    });
    expect(started.body.payload[0]).toEqual({ started: [orderId], refused: [] });
    expect((await order(orderId)).fulfilment).toBe('preparing');

    const first = await ship({
      orderId,
      lines: [{ product_id: a, quantity: 2 }],
      carrier: carrierId,
      tracking_no: 'YAL-123 45',
    });
    expect(first.status).toBe(200);
    expect(first.body.payload[0]).toMatchObject({
      order_id: orderId,
      kind: 'order',
      carrier: { id: carrierId },
      tracking_no: 'YAL-123 45',
      tracking_url: 'https://yalidine.example/track/YAL-123%2045',
      lines: [{ product_id: a, quantity: 2 }],
      fulfilment: 'partly_shipped',
    });
    const firstId = first.body.payload[0].shipment_id as number;
    expect((await order(orderId)).fulfilment).toBe('partly_shipped');
    // still in the queue: what is left must ship
    const stillQueued = await api.call('GET', '/admin/preparation_queue/0/100', { headers: admin.headers });
    expect(stillQueued.body.payload.orders.some((o: { id: number }) => o.id === orderId)).toBe(true);

    // the pharmacy sees it, in Arabic, with its tracking link and what is still to come
    const mine = await api.call('POST', '/pharmacy/order_details', {
      headers: { ...ph.headers, language: '3' },
      body: { orderID: orderId },
    });
    expect(mine.body.payload.fulfilment).toMatchObject({
      state: 'partly_shipped',
      label: 'شُحنت جزئيًا',
      overdue: false,
    });
    expect(mine.body.payload.fulfilment.lines).toEqual([
      { product_id: a, ref: expect.any(String), name: 'Crème hydratante', ordered: 4, shipped: 2, remaining: 2 },
      { product_id: b, ref: expect.any(String), name: 'Gel nettoyant', ordered: 2, shipped: 0, remaining: 2 },
    ]);
    expect(mine.body.payload.shipments).toHaveLength(1);
    expect(mine.body.payload.shipments[0]).toMatchObject({
      shipment_id: firstId,
      tracking_url: 'https://yalidine.example/track/YAL-123%2045',
      delivered_at: null,
    });
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select(['subject', 'html_body'])
      .where('recipient', '=', ph.email)
      .execute();
    expect(mails.map((m) => m.subject)).toContainEqual(expect.stringContaining('في الطريق'));

    const rest = await ship({
      orderId,
      lines: [
        { product_id: a, quantity: 2 },
        { product_id: b, quantity: 2 },
      ],
      carrier: null,
      tracking_no: null,
    });
    expect(rest.body.payload[0].fulfilment).toBe('shipped');
    const secondId = rest.body.payload[0].shipment_id as number;
    const gone = await api.call('GET', '/admin/preparation_queue/0/100', { headers: admin.headers });
    expect(gone.body.payload.orders.some((o: { id: number }) => o.id === orderId)).toBe(false);

    const d1 = await api.call('POST', '/admin/mark_delivered', {
      headers: admin.headers,
      body: { shipmentId: firstId, receiver_name: 'Amina Benali' },
    });
    expect(d1.body.payload[0]).toMatchObject({
      shipment_id: firstId,
      receiver_name: 'Amina Benali',
      delivered_by_role: 'admin',
      fulfilment: 'shipped',
    });
    const again = await api.call('POST', '/admin/mark_delivered', {
      headers: admin.headers,
      body: { shipmentId: firstId, receiver_name: 'Amina Benali' },
    });
    expect(again.body.code).toBe(4095);
    const d2 = await api.call('POST', '/admin/mark_delivered', {
      headers: admin.headers,
      body: { shipmentId: secondId, receiver_name: 'Karim Saidi' },
    });
    expect(d2.body.payload[0].fulfilment).toBe('delivered');
    expect((await order(orderId)).fulfilment).toBe('delivered');
    // mailed in the pharmacy's language (Arabic) when each shipment left and when each was delivered
    const sent = (
      await api.db
        .selectFrom('outgoing_mail')
        .select('subject')
        .where('recipient', '=', ph.email)
        .orderBy('id')
        .execute()
    ).map((m) => m.subject);
    expect(sent.filter((x) => x.includes('في الطريق'))).toHaveLength(2);
    // the first delivery left some of the order to come: "part of your order delivered", the last one "delivered"
    const { order_no } = await api.db
      .selectFrom('orders')
      .select('order_no')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(sent.filter((x) => x.includes('سُلّم'))).toEqual([
      `ParaPharm DZ — سُلّم جزء من طلبيتك ${order_no}`,
      `ParaPharm DZ — سُلّمت الطلبية ${order_no}`,
    ]);

    const listed = await api.call('GET', '/admin/orders_list/0/100?fulfilment=delivered', {
      headers: { ...admin.headers, language: '2' },
    });
    expect(listed.body.payload.orders.find((o: { id: number }) => o.id === orderId)).toMatchObject({
      fulfilment: 'delivered',
      fulfilment_label: 'Delivered',
    });
    expect(listed.body.payload.orders.every((o: { fulfilment: string }) => o.fulfilment === 'delivered')).toBe(true);
    const mineListed = await api.call('GET', '/pharmacy/orders_list/0/100?fulfilment=delivered', {
      headers: ph.headers,
    });
    expect(mineListed.body.payload.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    const bad = await api.call('GET', '/admin/orders_list/0/100?fulfilment=lost', { headers: admin.headers });
    expect(bad.status).toBe(400);

    const timeline = await api.call('GET', `/admin/order_timeline/${orderId}`, { headers: admin.headers });
    const kinds = timeline.body.payload.map((e: { kind: string }) => e.kind);
    expect(kinds.filter((k: string) => ['preparing', 'shipment', 'delivery'].includes(k))).toEqual([
      'preparing',
      'shipment',
      'shipment',
      'delivery',
      'delivery',
    ]);
    expect(timeline.body.payload.find((e: { kind: string }) => e.kind === 'delivery')).toMatchObject({
      by_role: 'admin',
      text: 'Amina Benali',
      shipment_id: firstId,
    });

    // the delivery note, in the pharmacy's language (Arabic) and in French on demand
    const note = await api.call('GET', `/pharmacy/delivery_note/${firstId}?lang=fr`, { headers: ph.headers });
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(note.body);
    expect(text).toContain('BON DE LIVRAISON');
    expect(text).toContain('Crème hydratante');
    expect(text).toContain('YAL-123 45');
    const arabic = await api.call('GET', `/admin/delivery_note/${firstId}`, { headers: admin.headers });
    expect(await pdfText(arabic.body)).toContain('وصل التسليم');

    const audits = await api.db
      .selectFrom('audit_log')
      .select(['resource', 'action'])
      .where('resource', '=', 'shipment')
      .where('resource_id', 'in', [String(firstId), String(secondId)])
      .execute();
    expect(audits).toHaveLength(4);
  });

  it('over-shipping is refused with the product and quantities, and nothing changes', async () => {
    const { a, b, orderId } = await validatedOrder();
    expect(
      (await ship({ orderId, lines: [{ product_id: a, quantity: 3 }], carrier: carrierId, tracking_no: 'X1' })).body
        .code,
    ).toBe(2001);
    const before = await order(orderId);
    const over = await ship({
      orderId,
      lines: [
        { product_id: b, quantity: 1 },
        { product_id: a, quantity: 2 },
      ],
      carrier: carrierId,
      tracking_no: 'X2',
    });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe(4002);
    expect(over.body.meta).toContain('only 1 left to ship (ordered 4, already shipped 3)');
    expect(over.body.payload).toEqual([{ path: 'lines.1.quantity', msg: over.body.meta }]);
    expect(await order(orderId)).toEqual(before);
    expect(await shippedLines(orderId)).toEqual([{ product_id: a, quantity: 3 }]);
    // a product not in the order, a fraction, a text: refused alike
    expect((await ship({ orderId, lines: [{ product_id: 999999, quantity: 1 }] })).body.code).toBe(4002);
    expect((await ship({ orderId, lines: [{ product_id: b, quantity: 1.5 }] })).body.code).toBe(4002);
    expect((await ship({ orderId, lines: [{ product_id: b, quantity: '1' }] })).body.code).toBe(4002);
    expect((await ship({ orderId, lines: [] })).body.code).toBe(4002);
    expect(await shippedLines(orderId)).toEqual([{ product_id: a, quantity: 3 }]);
  });

  it('an offline order awaiting validation is not prepared; a card order enters at its payment', async () => {
    const pending = await validatedOrder({ validate: false });
    expect((await order(pending.orderId)).fulfilment).toBeNull();
    const refused = await ship({ orderId: pending.orderId, lines: [{ product_id: pending.a, quantity: 1 }] });
    expect(refused.body.code).toBe(4095);
    const { orderId } = await paidCardOrder(fx);
    expect((await order(orderId)).fulfilment).toBe('to_prepare');
  });

  it('a validation withdrawn before anything shipped leaves the queue; once shipped it is refused', async () => {
    const { a, orderId } = await validatedOrder();
    expect(
      (await api.call('PUT', '/admin/update_order_status', { headers: admin.headers, body: { orderId, status: 2 } }))
        .body.code,
    ).toBe(2001);
    expect(await order(orderId)).toMatchObject({ fulfilment: null, due_at: null });
    await api.call('PUT', '/admin/update_order_status', { headers: admin.headers, body: { orderId, status: 1 } });
    await ship({ orderId, lines: [{ product_id: a, quantity: 1 }] });
    const withdrawn = await api.call('PUT', '/admin/update_order_status', {
      headers: admin.headers,
      body: { orderId, status: 2 },
    });
    expect(withdrawn.body.code).toBe(4095);
    expect((await order(orderId)).fulfilment).toBe('partly_shipped');
  });

  it('the same Idempotency-Key twice records one shipment', async () => {
    const { a, orderId } = await validatedOrder();
    const body = { orderId, lines: [{ product_id: a, quantity: 1 }], carrier: carrierId, tracking_no: 'IDEM-1' };
    const one = await ship(body, { 'idempotency-key': `ship-${orderId}` });
    const two = await ship(body, { 'idempotency-key': `ship-${orderId}` });
    expect(two.body).toEqual(one.body);
    expect(await shippedLines(orderId)).toEqual([{ product_id: a, quantity: 1 }]);
  });

  it('bulk: every open line of the selected orders ships, one shipment each', async () => {
    const x = await validatedOrder();
    const y = await validatedOrder();
    await ship({ orderId: y.orderId, lines: [{ product_id: y.a, quantity: 4 }] });
    const res = await api.call('POST', '/admin/ship_orders', {
      headers: admin.headers,
      body: { orderIds: [x.orderId, y.orderId], carrier: carrierId },
    });
    expect(res.body.payload[0].refused).toEqual([]);
    expect(res.body.payload[0].shipped.map((s: { orderId: number }) => s.orderId)).toEqual([x.orderId, y.orderId]);
    expect((await order(x.orderId)).fulfilment).toBe('shipped');
    expect(await shippedLines(y.orderId)).toEqual([
      { product_id: y.a, quantity: 4 },
      { product_id: y.b, quantity: 2 },
    ]);
    const again = await api.call('POST', '/admin/ship_orders', {
      headers: admin.headers,
      body: { orderIds: [x.orderId] },
    });
    expect(again.body.payload[0]).toMatchObject({ shipped: [], refused: [{ orderId: x.orderId, code: 4095 }] });
  });

  it('the picking list groups the products of several orders and sums what is still to ship', async () => {
    const x = await validatedOrder();
    const y = await validatedOrder();
    await ship({ orderId: y.orderId, lines: [{ product_id: y.a, quantity: 1 }] });
    const res = await api.call('GET', `/admin/picking_list?orders=${x.orderId},${y.orderId}&lang=fr`, {
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const text = await pdfText(res.body);
    expect(text).toContain('LISTE DE PRÉPARATION');
    expect(text).toContain('Crème hydratante 4');
    expect(text).toContain('Crème hydratante 3');
  });
});

describe('due times follow the calendar', () => {
  it('a lunar holiday set by the admin moves the due time of an open order by one day, and back when removed', async () => {
    const { orderId } = await validatedOrder();
    const placed = await order(orderId);
    // the first working day after the day of the validation: inside the 72 hours
    let day = new Date(placed.paid_at!.getTime() + 86_400_000);
    const key = (d: Date) => new Date(d.getTime() + 3_600_000).toISOString().slice(0, 10);
    while (!isBusinessDay(key(day), new Set())) day = new Date(day.getTime() + 86_400_000);
    const set = await api.call('POST', '/admin/set_holiday', {
      headers: admin.headers,
      body: { day: key(day), name: 'Aïd test' },
    });
    expect(set.body.code).toBe(2001);
    const moved = await order(orderId);
    expect(moved.due_at!.getTime() - placed.due_at!.getTime()).toBe(86_400_000);
    const year = await api.call('GET', `/admin/holidays_list?year=${key(day).slice(0, 4)}`, { headers: admin.headers });
    expect(year.body.payload).toContainEqual({ day: key(day), name: 'Aïd test', fixed: false });
    expect(year.body.payload.filter((h: { fixed: boolean }) => h.fixed)).toHaveLength(5);
    // a new order validated now is due after the holiday too
    const next = await validatedOrder();
    const lunar = new Set([key(day)]);
    expect((await order(next.orderId)).due_at!.toISOString()).toBe(
      addBusinessHours((await order(next.orderId)).paid_at!, 72, lunar).toISOString(),
    );
    await api.call('POST', '/admin/delete_holiday', { headers: admin.headers, body: { day: key(day) } });
    expect((await order(orderId)).due_at).toEqual(placed.due_at);
    expect(
      (
        await api.call('POST', '/admin/set_holiday', {
          headers: admin.headers,
          body: { day: '2027-11-01', name: 'Révolution' },
        })
      ).body.code,
    ).toBe(4002);
    expect(
      (
        await api.call('POST', '/admin/set_holiday', {
          headers: admin.headers,
          body: { day: '2027-02-30', name: 'x y' },
        })
      ).body.code,
    ).toBe(4002);
  });
});

describe('scopes', () => {
  it('a pharmacy reaches only its own shipments and delivery notes', async () => {
    const { a, orderId, ph } = await validatedOrder();
    const other = await fx.pharmacy('Pharmacie Voisine');
    const s = (await ship({ orderId, lines: [{ product_id: a, quantity: 1 }] })).body.payload[0].shipment_id as number;
    expect((await api.call('GET', `/pharmacy/delivery_note/${s}`, { headers: other.headers })).status).toBe(404);
    expect(
      (await api.call('POST', '/pharmacy/order_details', { headers: other.headers, body: { orderID: orderId } }))
        .status,
    ).toBe(404);
    const theirs = await api.call('GET', '/pharmacy/shipments_list/0/10', { headers: other.headers });
    expect(theirs.body.payload).toEqual({ shipments: [], total: 0 });
    const mine = await api.call('GET', '/pharmacy/shipments_list/0/10?on_the_way=1', { headers: ph.headers });
    expect(mine.body.payload.total).toBe(1);
    expect(mine.body.payload.shipments[0]).toMatchObject({ shipment_id: s, order_id: orderId, delivered_at: null });
  });

  it('a franchisee confirms deliveries of its own wilaya only; another wilaya answers 404 and nothing changes', async () => {
    const { a, orderId } = await validatedOrder(); // Alger (16)
    const s = (await ship({ orderId, lines: [{ product_id: a, quantity: 4 }] })).body.payload[0].shipment_id as number;
    const oran = await franchisee(31);
    const refused = await api.call('POST', '/franchise/mark_delivered', {
      headers: oran,
      body: { shipmentId: s, receiver_name: 'Someone' },
    });
    expect(refused.status).toBe(404);
    expect((await api.call('GET', `/franchise/delivery_note/${s}`, { headers: oran })).status).toBe(404);
    expect((await shipmentsOf(orderId))[0]!.delivered_at).toBeNull();
    const alger = await franchisee(16);
    const done = await api.call('POST', '/franchise/mark_delivered', {
      headers: alger,
      body: { shipmentId: s, receiver_name: 'Dr Benali' },
    });
    expect(done.body.payload[0]).toMatchObject({ delivered_by_role: 'franchise', receiver_name: 'Dr Benali' });
    expect((await shipmentsOf(orderId))[0]!.delivered_at).not.toBeNull();
  });
});

describe.skipIf(!postgres)('parallel shipments (PostgreSQL)', () => {
  it('eight creations of the same lines at once never ship more than was ordered', async () => {
    const { a, b, orderId } = await validatedOrder();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        ship({
          orderId,
          lines: [
            { product_id: a, quantity: 2 },
            { product_id: b, quantity: 1 },
          ],
        }),
      ),
    );
    // two fit; each other one finds the lines already shipped (4002) or the whole order gone (4095)
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 2001)).toHaveLength(2);
    expect(codes.filter((c) => c !== 2001).every((c) => c === 4002 || c === 4095)).toBe(true);
    expect(await shippedLines(orderId)).toEqual([
      { product_id: a, quantity: 2 },
      { product_id: b, quantity: 1 },
      { product_id: a, quantity: 2 },
      { product_id: b, quantity: 1 },
    ]);
    expect((await order(orderId)).fulfilment).toBe('shipped');
  });
});
