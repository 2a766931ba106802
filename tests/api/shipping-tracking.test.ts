import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi } from '../support/api.js';
import { keepPdf, pdfText } from '../support/pdf.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Issue 38 §1 and §2 (docs/fulfilment.md): a bulk shipment takes a tracking number per parcel (or explicitly none),
 * a shipment's tracking is completed later (audited, the pharmacy mailed once), and the picking lists give each
 * order its FEFO lots and the wave its sums with the split per order.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
let carrierId: number;
let otherCarrierId: number;
const inDays = (n: number) => addDays(algiersToday(), n);

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
  const add = async (name: string, template: string) => {
    const res = await api.call('POST', '/admin/add_carrier', {
      headers: admin.headers,
      body: { name: `${name} ${Date.now()}`, tracking_url_template: template },
    });
    expect(res.body.code).toBe(2001);
    return res.body.payload[0].id as number;
  };
  carrierId = await add('Yalidine', 'https://yalidine.example/track/{tracking}');
  otherCarrierId = await add('ZR Express', 'https://zr.example/suivi?n={tracking}');
});
afterAll(async () => api?.close());

const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>, language = '2') =>
  api.call(method, path, { headers: { ...admin.headers, language }, ...(body ? { body } : {}) });

/** A validated offline order of `lines` ([product id, units]) by a new pharmacy of language `language` (1 fr, 2 en, 3 ar). */
async function validatedOrder(lines: [number, number][], language = 2) {
  const ph = await fx.pharmacy('Pharmacie Ennour');
  await api.db.updateTable('pharmacies').set({ language }).where('id', '=', ph.id).execute();
  await fx.basket(ph.id, lines);
  const res = await api.call('POST', '/pharmacy/special_payment', {
    headers: ph.headers,
    body: { delivery_address: ph.addressId },
  });
  expect(res.body.code).toBe(2001);
  const orderId = res.body.payload.orderId as number;
  const v = await call('PUT', '/admin/update_order_status', { orderId, status: 1 });
  expect(v.body.code).toBe(2001);
  return { ph, orderId, orderNo: res.body.payload.order_no as string };
}

const mailsTo = (email: string) =>
  api.db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();
const shipmentOf = (orderId: number) =>
  api.db
    .selectFrom('shipments')
    .select(['id', 'carrier_id', 'tracking_no'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

describe('a bulk shipment takes each parcel’s tracking (issue 38 §1)', () => {
  it('each order ships with its own tracking number, one explicitly without, one with its own carrier', async () => {
    const p = await fx.product(50, 100_000, 'Crème hydratante');
    const x = await validatedOrder([[p, 2]]);
    const y = await validatedOrder([[p, 3]]);
    const z = await validatedOrder([[p, 1]]);
    const res = await call('POST', '/admin/ship_orders', {
      orderIds: [x.orderId, y.orderId, z.orderId],
      carrier: carrierId,
      parcels: [
        { orderId: x.orderId, tracking_no: ' YAL-100 ' },
        { orderId: y.orderId, tracking_no: null },
        { orderId: z.orderId, tracking_no: 'ZR-7', carrier: otherCarrierId },
      ],
    });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0].refused).toEqual([]);
    expect(await shipmentOf(x.orderId)).toEqual([
      expect.objectContaining({ carrier_id: carrierId, tracking_no: 'YAL-100' }),
    ]);
    expect(await shipmentOf(y.orderId)).toEqual([
      expect.objectContaining({ carrier_id: carrierId, tracking_no: null }),
    ]);
    expect(await shipmentOf(z.orderId)).toEqual([
      expect.objectContaining({ carrier_id: otherCarrierId, tracking_no: 'ZR-7' }),
    ]);
    const mail = (await mailsTo(x.ph.email)).find((m) => m.subject.includes('on its way'));
    expect(mail!.text_body).toContain('YAL-100');
    expect(mail!.text_body).toContain('https://yalidine.example/track/YAL-100');
  });

  it('a wrong parcel is refused with its field and nothing ships', async () => {
    const p = await fx.product(50, 100_000, 'Gel nettoyant');
    const x = await validatedOrder([[p, 2]]);
    const y = await validatedOrder([[p, 1]]);
    const cases: [unknown, string][] = [
      [[{ orderId: 999_999, tracking_no: 'A' }], 'parcels.0.orderId'],
      [
        [
          { orderId: x.orderId, tracking_no: 'A' },
          { orderId: x.orderId, tracking_no: 'B' },
        ],
        'parcels.1.orderId',
      ],
      [[{ orderId: x.orderId }], 'parcels.0.tracking_no'],
      [[{ orderId: x.orderId, tracking_no: 12 }], 'parcels.0.tracking_no'],
      [[{ orderId: x.orderId, tracking_no: 'X'.repeat(101) }], 'parcels.0.tracking_no'],
      [[{ orderId: String(x.orderId), tracking_no: 'A' }], 'parcels.0.orderId'],
      [[{ orderId: y.orderId, tracking_no: 'A', carrier: '3' }], 'parcels.0.carrier'],
      ['A', 'parcels'],
    ];
    for (const [parcels, path] of cases) {
      const res = await call('POST', '/admin/ship_orders', { orderIds: [x.orderId, y.orderId], parcels }, '1');
      expect(res.body.code, path).toBe(4002);
      expect(res.body.payload[0].path).toBe(path);
      expect(res.body.payload[0].msg).toMatch(/suivi|Colis/);
    }
    expect(await shipmentOf(x.orderId)).toEqual([]);
    expect(await shipmentOf(y.orderId)).toEqual([]);
  });
});

describe('a shipment’s tracking completed later (issue 38 §1)', () => {
  it('sets the number and carrier, audited, mails the pharmacy its tracking once in its language', async () => {
    const p = await fx.product(50, 100_000, 'Lait corporel');
    const o = await validatedOrder([[p, 2]], 3);
    const shipped = await call('POST', '/admin/ship_orders', { orderIds: [o.orderId], carrier: null });
    const shipmentId = shipped.body.payload[0].shipped[0].shipment_id as number;
    const before = (await mailsTo(o.ph.email)).length;

    const res = await call('PUT', '/admin/update_shipment_tracking', {
      shipmentId,
      carrier: carrierId,
      tracking_no: '  YAL 555 ',
    });
    expect(res.body).toMatchObject({
      code: 2001,
      meta: 'Tracking saved.',
      payload: [
        {
          shipment_id: shipmentId,
          order_id: o.orderId,
          order_no: o.orderNo,
          carrier: { id: carrierId },
          tracking_no: 'YAL 555',
          tracking_url: 'https://yalidine.example/track/YAL%20555',
          mailed: true,
        },
      ],
    });
    const mails = await mailsTo(o.ph.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain('تتبع طردك');
    expect(mails.at(-1)!.text_body).toContain('YAL 555');
    expect(mails.at(-1)!.text_body).toContain('https://yalidine.example/track/YAL%20555');
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('resource', '=', 'shipment')
      .where('resource_id', '=', String(shipmentId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(audit[1]!.changes)).toContain('YAL 555');

    // a correction of a number the pharmacy already has: saved and audited, not mailed again
    const fix = await call('PUT', '/admin/update_shipment_tracking', { shipmentId, tracking_no: 'YAL-556' });
    expect(fix.body.payload[0]).toMatchObject({ carrier: { id: carrierId }, tracking_no: 'YAL-556', mailed: false });
    expect(await mailsTo(o.ph.email)).toHaveLength(before + 1);
    // the same values again change nothing
    const same = await call('PUT', '/admin/update_shipment_tracking', { shipmentId, tracking_no: 'YAL-556' });
    expect(same.body.payload[0].mailed).toBe(false);
    const audits = await api.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('resource', '=', 'shipment')
      .where('resource_id', '=', String(shipmentId))
      .executeTakeFirstOrThrow();
    expect(audits.n).toBe(3);
  });

  it('refuses bad input, an unknown or delivered shipment, and changes nothing', async () => {
    const p = await fx.product(50, 100_000, 'Savon doux');
    const o = await validatedOrder([[p, 1]]);
    const shipped = await call('POST', '/admin/ship_orders', { orderIds: [o.orderId] });
    const shipmentId = shipped.body.payload[0].shipped[0].shipment_id as number;
    const refusals: [Record<string, unknown>, number, string | null][] = [
      [{ shipmentId, tracking_no: '   ' }, 4002, 'tracking_no'],
      [{ shipmentId }, 4002, 'tracking_no'],
      [{ shipmentId, tracking_no: 42 }, 4002, 'tracking_no'],
      [{ shipmentId, tracking_no: 'T'.repeat(101) }, 4002, 'tracking_no'],
      [{ shipmentId, tracking_no: 'A1', carrier: 999_999 }, 4002, 'carrier'],
      [{ shipmentId, tracking_no: 'A1', carrier: String(carrierId) }, 4002, 'carrier'],
      [{ shipmentId: String(shipmentId), tracking_no: 'A1' }, 4041, null],
      [{ shipmentId: 999_999, tracking_no: 'A1' }, 4041, null],
    ];
    for (const [body, code, path] of refusals) {
      const res = await call('PUT', '/admin/update_shipment_tracking', body, '1');
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      if (path) expect(res.body.payload[0].path).toBe(path);
    }
    expect(await shipmentOf(o.orderId)).toEqual([expect.objectContaining({ carrier_id: null, tracking_no: null })]);
    const d = await call('POST', '/admin/mark_delivered', { shipmentId, receiver_name: 'Amina Benali' });
    expect(d.body.code).toBe(2001);
    const late = await call('PUT', '/admin/update_shipment_tracking', { shipmentId, tracking_no: 'A1' });
    expect(late.body.code).toBe(4095);
    expect(await shipmentOf(o.orderId)).toEqual([expect.objectContaining({ tracking_no: null })]);
  });

  it('two completions at once: both saved one after the other, the pharmacy mailed once', async () => {
    const p = await fx.product(50, 100_000, 'Baume lèvres');
    const o = await validatedOrder([[p, 1]]);
    const shipped = await call('POST', '/admin/ship_orders', { orderIds: [o.orderId] });
    const shipmentId = shipped.body.payload[0].shipped[0].shipment_id as number;
    const both = await Promise.all(
      ['ONE-1', 'TWO-2'].map((t) => call('PUT', '/admin/update_shipment_tracking', { shipmentId, tracking_no: t })),
    );
    expect(both.map((r) => r.body.code)).toEqual([2001, 2001]);
    expect(both.filter((r) => r.body.payload[0].mailed)).toHaveLength(1);
    expect((await mailsTo(o.ph.email)).filter((m) => m.subject.includes('tracking'))).toHaveLength(1);
  });
});

describe('picking lists (issue 38 §2)', () => {
  /** A product with no stock but its lots: EARLY ×3 (300 days), LATE ×10 (500 days), and a lot too short to ship. */
  async function productWithLots(name: string) {
    const p = await fx.product(0, 100_000, name);
    for (const [lot, days, quantity] of [
      ['LATE', 500, 10],
      ['EARLY', 300, 3],
      ['SHORT', 100, 5],
    ] as const) {
      const r = await call('POST', '/admin/receive_stock', { productId: p, lot, expiry: inDays(days), quantity });
      expect(r.body.code).toBe(2001);
    }
    const { ref } = await api.db.selectFrom('products').select('ref').where('id', '=', p).executeTakeFirstOrThrow();
    return { id: p, ref };
  }
  const lotId = async (productId: number, lot: string) =>
    (
      await api.db
        .selectFrom('lots')
        .select('id')
        .where('product_id', '=', productId)
        .where('lot', '=', lot)
        .executeTakeFirstOrThrow()
    ).id;
  const mmYYYY = (days: number) => `${inDays(days).slice(5, 7)}/${inDays(days).slice(0, 4)}`;

  it('per order FEFO’s lots (the earlier due order first), the wave summed with the split; shipping takes exactly them', async () => {
    const a = await productWithLots('Sérum vitamine C');
    const b = await fx.product(20, 50_000, 'Eau micellaire');
    const x = await validatedOrder([
      [a.id, 4],
      [b, 2],
    ]);
    const y = await validatedOrder([[a.id, 5]]);
    // already shipped units are not picked again
    const part = await call('POST', '/admin/create_shipment', {
      orderId: x.orderId,
      lines: [{ product_id: b, quantity: 1 }],
    });
    expect(part.body.code).toBe(2001);
    const [early, late] = [await lotId(a.id, 'EARLY'), await lotId(a.id, 'LATE')];
    const opening = await lotId(b, '');

    const res = await call('GET', `/admin/picking_plan?orders=${y.orderId},${x.orderId}`);
    expect(res.body.code).toBe(2001);
    const plan = res.body.payload[0];
    expect(plan.orders.map((o: { order_no: string }) => o.order_no)).toEqual([x.orderNo, y.orderNo]);
    expect(plan.orders[0].lines).toHaveLength(2);
    expect(plan.orders[0].lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          product_id: a.id,
          quantity: 4,
          short: 0,
          lots: [
            { lot_id: early, lot: 'EARLY', expiry: inDays(300), quantity: 3 },
            { lot_id: late, lot: 'LATE', expiry: inDays(500), quantity: 1 },
          ],
        }),
        expect.objectContaining({
          product_id: b,
          quantity: 1,
          short: 0,
          lots: [{ lot_id: opening, lot: '', expiry: null, quantity: 1 }],
        }),
      ]),
    );
    expect(plan.orders[1].lines).toEqual([
      expect.objectContaining({
        product_id: a.id,
        quantity: 5,
        short: 0,
        lots: [{ lot_id: late, lot: 'LATE', expiry: inDays(500), quantity: 5 }],
      }),
    ]);
    const waveA = plan.wave.find((w: { product_id: number }) => w.product_id === a.id);
    expect(waveA).toMatchObject({
      ref: a.ref,
      quantity: 9,
      short: 0,
      lots: [
        { lot_id: early, quantity: 3 },
        { lot_id: late, quantity: 6 },
      ],
      orders: [
        { order_id: x.orderId, order_no: x.orderNo, quantity: 4 },
        { order_id: y.orderId, order_no: y.orderNo, quantity: 5 },
      ],
    });
    expect(plan.wave.find((w: { product_id: number }) => w.product_id === b)).toMatchObject({
      quantity: 1,
      orders: [{ order_id: x.orderId, quantity: 1 }],
    });

    // the PDFs print the same: the wave's sum, lots and split; each order's lot rows
    const wave = await call('GET', `/admin/picking_list?orders=${x.orderId},${y.orderId}&lang=fr`);
    expect(wave.status).toBe(200);
    keepPdf(wave.body, 'picking-wave-fr', 110);
    const waveText = await pdfText(wave.body);
    expect(waveText).toContain('LISTE DE PRÉPARATION Vague : par produit, réparti par commande');
    expect(waveText).toContain(`${a.ref} Sérum vitamine C 9`);
    expect(waveText).toContain(`EARLY ${mmYYYY(300)} ×3`);
    expect(waveText).toContain(`LATE ${mmYYYY(500)} ×6`);
    expect(waveText).toContain(`${x.orderNo}: 4, ${y.orderNo}: 5`);
    expect(waveText).not.toContain('SHORT');
    const perOrder = await call('GET', `/admin/picking_list?orders=${x.orderId},${y.orderId}&lang=en&list=orders`);
    keepPdf(perOrder.body, 'picking-orders-en', 110);
    const orderText = await pdfText(perOrder.body);
    expect(orderText).toContain('PICKING LIST Per order: each lot to pick');
    expect(orderText).toMatch(
      new RegExp(`${x.orderNo}.*EARLY ${mmYYYY(300)} 3.*LATE ${mmYYYY(500)} 1.*${y.orderNo}.*LATE ${mmYYYY(500)} 5`),
    );
    const ar = await call('GET', `/admin/picking_list?orders=${x.orderId}&lang=ar&list=orders`);
    expect(ar.status).toBe(200);
    keepPdf(ar.body, 'picking-orders-ar', 110);
    // pdf.js reads shaped Arabic back with some letters swapped: the title's last words and the order are enough
    expect(await pdfText(ar.body)).toMatch(new RegExp(`الطلبية.*${x.orderNo}.*EARLY`));

    // shipping them all in bulk takes exactly the lots the lists printed
    const ship = await call('POST', '/admin/ship_orders', {
      orderIds: [y.orderId, x.orderId],
      parcels: [
        { orderId: x.orderId, tracking_no: null },
        { orderId: y.orderId, tracking_no: null },
      ],
    });
    expect(ship.body.payload[0].refused).toEqual([]);
    const taken = await api.db
      .selectFrom('shipment_lot_lines as l')
      .innerJoin('shipments as s', 's.id', 'l.shipment_id')
      .select(['s.order_id', 'l.lot_id', 'l.quantity'])
      .where('l.product_id', '=', a.id)
      .orderBy('s.id')
      .orderBy('l.lot_id')
      .execute();
    expect(taken).toEqual(
      plan.orders.flatMap(
        (o: { order_id: number; lines: { product_id: number; lots: { lot_id: number; quantity: number }[] }[] }) =>
          o.lines
            .filter((l) => l.product_id === a.id)
            .flatMap((l) =>
              [...l.lots]
                .sort((p, q) => p.lot_id - q.lot_id)
                .map((p) => ({ order_id: o.order_id, lot_id: p.lot_id, quantity: p.quantity })),
            ),
      ),
    );
  });

  it('what the shippable lots cannot cover is short, and the lists say so', async () => {
    const a = await productWithLots('Crème solaire');
    const x = await validatedOrder([[a.id, 13]]);
    // the sellable lots held the 13 units ordered; then EARLY is blocked (as a recall does): 3 units have no lot
    await api.db
      .updateTable('lots')
      .set({ blocked: true })
      .where('product_id', '=', a.id)
      .where('lot', '=', 'EARLY')
      .execute();
    const plan = (await call('GET', `/admin/picking_plan?orders=${x.orderId}`)).body.payload[0];
    expect(plan.orders[0].lines[0]).toMatchObject({ quantity: 13, short: 3, lots: [{ lot: 'LATE', quantity: 10 }] });
    expect(plan.wave[0]).toMatchObject({ quantity: 13, short: 3 });
    const text = await pdfText((await call('GET', `/admin/picking_list?orders=${x.orderId}&lang=en`)).body);
    expect(text).toContain('3 short');
  });

  it('no order to prepare among the ids: 404; a wrong id list: 4001', async () => {
    expect((await call('GET', '/admin/picking_plan?orders=999999')).body.code).toBe(4041);
    expect((await call('GET', '/admin/picking_plan?orders=1,x')).body.code).toBe(4001);
    expect((await call('GET', '/admin/picking_list?orders=999999&list=orders')).status).toBe(404);
  });
});
