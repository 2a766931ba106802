import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, placeOrder, startAdminKit } from './admin-fixtures.js';

let kit: AdminKit;
beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(async () => kit?.api.close());

describe('orders list', () => {
  it('answers {orders, total}, newest first, one page at a time', async () => {
    const first = await kit.call('GET', '/admin/orders_list/0/10');
    expect(first.body.code).toBe(2001);
    const { orders, total } = first.body.payload;
    expect(total).toBeGreaterThanOrEqual(20);
    expect(orders).toHaveLength(10);
    expect(orders[0]).toMatchObject({
      id: expect.any(Number),
      order_no: expect.any(String),
      name: expect.any(String),
      pharmacy_name: expect.any(String),
      status: expect.any(Number),
    });
    const dates = orders.map((o: { order_date: string }) => o.order_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await kit.call('GET', '/admin/orders_list/10/10')).body.payload;
    expect(second.total).toBe(total);
    const ids = new Set(orders.map((o: { id: number }) => o.id));
    expect(second.orders.some((o: { id: number }) => ids.has(o.id))).toBe(false);
  });

  it('counts the placed orders exactly, from the per-wilaya counts, as orders come and change state', async () => {
    const placedCount = async () =>
      Number(
        (
          await kit.api.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('state', 'in', ['paid', 'pending_validation'])
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = async () => (await kit.call('GET', '/admin/orders_list/0/10')).body.payload.total;
    expect(await total()).toBe(await placedCount());
    const order = await placeOrder(kit.api);
    expect(await total()).toBe(await placedCount());
    await kit.api.db.updateTable('orders').set({ state: 'cancelled' }).where('id', '=', order.id).execute();
    expect(await total()).toBe(await placedCount());
    await kit.api.db.deleteFrom('orders').where('id', '=', order.id).execute();
    expect(await total()).toBe(await placedCount());
  });

  it('clamps offsets below 0 and limits above 100 (D10)', async () => {
    const neg = (await kit.call('GET', '/admin/orders_list/-5/5')).body.payload;
    expect(neg.orders).toHaveLength(5);
    const big = (await kit.call('GET', '/admin/orders_list/0/100000')).body.payload;
    expect(big.orders.length).toBe(Math.min(100, big.total));
    const junk = await kit.call('GET', '/admin/orders_list/abc/xyz');
    expect(junk.body.code).toBe(2001);
    expect(junk.body.payload.orders.length).toBe(Math.min(10, junk.body.payload.total));
    const minusOne = (await kit.call('GET', '/admin/orders_list/0/-1')).body.payload;
    expect(minusOne.orders.length).toBe(Math.min(10, minusOne.total));
  });

  it('searches order numbers and pharmacy names, % and _ literally', async () => {
    const order = await placeOrder(kit.api, { orderNo: 'ZZ-SEARCH-77' });
    const byNo = (await kit.call('GET', '/admin/orders_list/0/10?search=search-77')).body.payload;
    expect(byNo.orders.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(byNo.total).toBe(1);
    const pharmacy = await kit.api.db
      .selectFrom('pharmacies')
      .select('name')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    const byName = (
      await kit.call('GET', `/admin/orders_list/0/100?search=${encodeURIComponent(pharmacy.name.toUpperCase())}`)
    ).body.payload;
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.orders.every((o: { pharmacy_name: string }) => o.pharmacy_name === pharmacy.name)).toBe(true);
    expect((await kit.call('GET', '/admin/orders_list/0/10?search=%25')).body.payload.total).toBe(0);
    expect(
      (await kit.call('GET', `/admin/orders_list/0/10?search=${encodeURIComponent("' OR 1=1 --")}`)).body.payload.total,
    ).toBe(0);
  });

  it('leaves out card attempts that were never paid, unless asked for them', async () => {
    const o = await placeOrder(kit.api);
    await kit.api.db.updateTable('orders').set({ state: 'failed', payement_type: 2 }).where('id', '=', o.id).execute();
    const res = (await kit.call('GET', `/admin/orders_list/0/10?search=${o.order_no}`)).body.payload;
    expect(res.total).toBe(0);
    for (const state of ['failed', 'attempts', 'all']) {
      const asked = (await kit.call('GET', `/admin/orders_list/0/10?search=${o.order_no}&state=${state}`)).body.payload;
      expect(asked.orders).toMatchObject([{ id: o.id, state: 'failed', status: 2 }]);
    }
    const details = await kit.call('POST', '/admin/order_details', { orderId: o.id });
    expect(details.body.payload.order).toMatchObject({ state: 'failed', status: 2, payement_type: 2 });
    expect((await kit.call('GET', '/admin/orders_list/0/10?state=nonsense')).status).toBe(400);
  });
});

describe('order details, notes and status', () => {
  it('gives the order and its lines', async () => {
    const o = await placeOrder(kit.api);
    const res = await kit.call('POST', '/admin/order_details', { orderId: o.id });
    expect(res.body.code).toBe(2001);
    const { order, details } = res.body.payload;
    expect(order).toMatchObject({
      order_no: o.order_no,
      status: 2,
      payement_type: 1,
      tax_rate: 19,
      tax: 19,
      note: null,
    });
    for (const k of ['name', 'address', 'price_without_tax', 'tax_amount', 'order_price', 'order_date'])
      expect(order[k]).toBeDefined();
    expect(order.order_price).toBeCloseTo(order.price_without_tax + order.tax_amount, 2);
    expect(details[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      quantity: 2,
      unity_price: expect.any(Number),
      quantity_price: expect.any(Number),
    });
    expect(details[0].quantity_price).toBeCloseTo(details[0].unity_price * 2, 2);
    expect((await kit.call('POST', '/admin/order_details', { orderId: 999999 })).body).toMatchObject({
      code: 4041,
      meta: 'Order not found',
    });
    expect((await kit.call('POST', '/admin/order_details', { orderId: 'x' })).body.code).toBe(4001);
  });

  it('saves a note, keeps the history, refuses an empty one', async () => {
    const o = await placeOrder(kit.api);
    const note = "Livrer avant 10h — <b>urgent</b>'; DROP TABLE orders; --";
    const res = await kit.call('POST', '/admin/add_note', { orderId: o.id, note });
    expect(res.body.code).toBe(2001);
    expect((await kit.call('POST', '/admin/order_details', { orderId: o.id })).body.payload.order.note).toBe(note);
    await kit.call('POST', '/admin/add_note', { orderId: o.id, note: 'Second note' });
    const history = await kit.api.db
      .selectFrom('order_notes')
      .select('note')
      .where('order_id', '=', o.id)
      .orderBy('id')
      .execute();
    expect(history.map((h) => h.note)).toEqual([note, 'Second note']);
    for (const empty of ['', '   ', undefined]) {
      const bad = await kit.call('POST', '/admin/add_note', { orderId: o.id, note: empty });
      expect(bad.status).toBe(400);
      expect(bad.body.payload[0]).toEqual({ path: 'note', msg: 'Note cannot be empty' });
    }
    expect((await kit.call('POST', '/admin/add_note', { orderId: o.id, note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await kit.call('POST', '/admin/add_note', { orderId: 999999, note: 'hello' })).body.code).toBe(4041);
  });

  it('toggles a cash order between 1 and 2', async () => {
    const o = await placeOrder(kit.api, { cash: true, status: 2 });
    const res = await kit.call('PUT', '/admin/update_order_status', { orderId: o.id, status: 1 });
    expect(res.body.code).toBe(2001);
    let row = await kit.api.db
      .selectFrom('orders')
      .select(['status', 'state', 'paid_at'])
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 1, state: 'paid' });
    expect(row.paid_at).not.toBeNull();
    expect((await kit.call('PUT', '/admin/update_order_status', { orderId: o.id, status: '2' })).body.code).toBe(2001);
    row = await kit.api.db
      .selectFrom('orders')
      .select(['status', 'state', 'paid_at'])
      .where('id', '=', o.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 2, state: 'pending_validation', paid_at: null });
  });

  it('refuses a bad status, an unknown order and a card-paid order', async () => {
    const o = await placeOrder(kit.api);
    for (const status of [0, 3, 'x', '', undefined])
      expect((await kit.call('PUT', '/admin/update_order_status', { orderId: o.id, status })).body.code).toBe(4002);
    expect((await kit.call('PUT', '/admin/update_order_status', { orderId: 999999, status: 1 })).body.code).toBe(4041);
    const card = await placeOrder(kit.api, { cash: false, status: 1 });
    const res = await kit.call('PUT', '/admin/update_order_status', { orderId: card.id, status: 2 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4095);
    expect(res.body.meta).toMatch(/paid by card/);
  });
});

describe('invoice', () => {
  it('downloads the PDF named from the order number and the locale', async () => {
    const o = await placeOrder(kit.api, { status: 1 });
    const res = await kit.api.call('GET', `/admin/generate-invoice/${o.id}?orderId=${o.id}`, {
      headers: { ...kit.admin, language: '1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice_order_${o.order_no}_fr.pdf"`);
    const pdf = await getDocumentProxy(new Uint8Array(res.body as Buffer));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(o.order_no);
    expect(text).toMatch(/Facture|FACTURE/);
    const en = await kit.api.call('GET', `/admin/generate-invoice/${o.id}?orderId=${o.id}`, {
      headers: { ...kit.admin, language: '2' },
    });
    expect(en.headers.get('content-disposition')).toContain('_en.pdf');
  });

  it('answers JSON 4041 for an unknown order and 4001 for a malformed id', async () => {
    const res = await kit.call('GET', '/admin/generate-invoice/999999?orderId=999999');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(4041);
    expect((await kit.call('GET', '/admin/generate-invoice/abc')).body.code).toBe(4001);
  });
});

describe('refusals to other roles', () => {
  it.each([
    ['GET', '/admin/orders_list/0/10'],
    ['POST', '/admin/order_details'],
    ['POST', '/admin/add_note'],
    ['PUT', '/admin/update_order_status'],
    ['GET', '/admin/generate-invoice/1?orderId=1'],
  ])('%s %s refuses franchise and pharmacy tokens', async (method, path) => {
    for (const headers of [kit.franchise, kit.pharmacy]) {
      const res = await kit.api.call(method, path, {
        body: method === 'GET' ? undefined : { orderId: 1, note: 'x', status: 1 },
        headers,
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4031);
    }
  });
});
