import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { franchiseWorld, type World } from './franchise-fixture.js';

/** Franchise orders and invoices (spec 000 §2, §7, §8; D8, D10, D11). */
let api: TestApi;
let w: World;

beforeAll(async () => {
  api = await startApi();
  w = await franchiseWorld(api);
});
afterAll(async () => api?.close());

const placedCount = (wilayaId: number) =>
  api.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('wilaya_id', '=', wilayaId)
    .where('state', 'in', ['paid', 'pending_validation'])
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

async function pdfText(buffer: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe('GET /franchise/orders_list/{offset}/{limit}', () => {
  it('lists only the orders of the own wilaya, newest first, with the total', async () => {
    for (const [who, mine, theirs] of [
      ['alger', w.alger, w.oran],
      ['oran', w.oran, w.alger],
    ] as const) {
      const res = await api.call('GET', '/franchise/orders_list/0/100', { headers: w.headers[who] });
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(2001);
      const { orders, total } = res.body.payload;
      expect(total).toBe(await placedCount(mine.wilayaId));
      const numbers = orders.map((o: { order_no: string }) => o.order_no);
      expect(numbers).toContain(mine.pendingOrder.order_no);
      expect(numbers).toContain(mine.paidOrder.order_no);
      expect(numbers).not.toContain(mine.failedOrder.order_no);
      expect(numbers).not.toContain(theirs.pendingOrder.order_no);
      expect(numbers).not.toContain(theirs.paidOrder.order_no);
      const ids: number[] = orders.map((o: { id: number }) => o.id);
      if (ids.length) {
        const rows = await api.db.selectFrom('orders').select(['id', 'wilaya_id']).where('id', 'in', ids).execute();
        expect(rows.every((r) => r.wilaya_id === mine.wilayaId)).toBe(true);
      }
      const first = orders.find((o: { order_no: string }) => o.order_no === mine.paidOrder.order_no);
      expect(first).toMatchObject({ id: mine.paidOrder.id, status: 1, pharmacy_name: expect.any(String) });
      const dates = orders.map((o: { order_date: string }) => o.order_date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it('searches by order number and pharmacy name, literally, within the wilaya only', async () => {
    const mine = await api.call(
      'GET',
      `/franchise/orders_list/0/50?search=${w.alger.paidOrder.order_no.toLowerCase()}`,
      {
        headers: w.headers.alger,
      },
    );
    expect(mine.body.payload.total).toBe(1);
    expect(mine.body.payload.orders[0].order_no).toBe(w.alger.paidOrder.order_no);

    const theirs = await api.call('GET', `/franchise/orders_list/0/50?search=${w.oran.paidOrder.order_no}`, {
      headers: w.headers.alger,
    });
    expect(theirs.body).toMatchObject({ code: 2001, payload: { orders: [], total: 0 } });

    const name = (
      await api.db
        .selectFrom('pharmacies')
        .select('name')
        .where('id', '=', w.alger.pharmacyId)
        .executeTakeFirstOrThrow()
    ).name;
    const byName = await api.call(
      'GET',
      `/franchise/orders_list/0/100?search=${encodeURIComponent(name.slice(0, 8))}`,
      {
        headers: w.headers.alger,
      },
    );
    expect(byName.body.payload.orders.map((o: { order_no: string }) => o.order_no)).toContain(
      w.alger.pendingOrder.order_no,
    );

    for (const wild of ['%', '_', "' OR 1=1 --", '%25%25']) {
      const res = await api.call('GET', `/franchise/orders_list/0/50?search=${encodeURIComponent(wild)}`, {
        headers: w.headers.alger,
      });
      expect(res.status).toBe(200);
      expect(res.body.payload.total).toBe(0);
    }
  });

  it('pages with offset and limit, clamped (D10)', async () => {
    const total = await placedCount(w.alger.wilayaId);
    const one = await api.call('GET', '/franchise/orders_list/1/1', { headers: w.headers.alger });
    expect(one.body.payload.orders).toHaveLength(1);
    expect(one.body.payload.total).toBe(total);

    const clamped = await api.call('GET', '/franchise/orders_list/-5/1000', { headers: w.headers.alger });
    expect(clamped.status).toBe(200);
    expect(clamped.body.payload.orders.length).toBe(Math.min(total, 100));

    const beyond = await api.call('GET', `/franchise/orders_list/${total + 10}/50`, { headers: w.headers.alger });
    expect(beyond.body.payload).toEqual({ orders: [], total });

    const garbage = await api.call('GET', '/franchise/orders_list/abc/xyz', { headers: w.headers.alger });
    expect(garbage.status).toBe(200);
    expect(garbage.body.payload.total).toBe(total);
  });
});

describe('POST /franchise/order_details', () => {
  it('answers {order, details} for an order of the wilaya', async () => {
    const res = await api.call('POST', '/franchise/order_details', {
      headers: w.headers.alger,
      body: { orderID: w.alger.paidOrder.id },
    });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.order).toMatchObject({
      order_no: w.alger.paidOrder.order_no,
      status: 1,
      payement_type: 2,
      order_price: 2380,
      price_without_tax: 2000,
      tax: 19,
      address: expect.any(String),
      name: expect.any(String),
    });
    expect(res.body.payload.details).toEqual([
      expect.objectContaining({ name: 'Crème hydratante', quantity: 2, unity_price: 500, quantity_price: 1000 }),
      expect.objectContaining({ name: 'Gel nettoyant', quantity: 4, unity_price: 250, quantity_price: 1000 }),
    ]);
    // the id as a string, as forms send it
    const asString = await api.call('POST', '/franchise/order_details', {
      headers: w.headers.alger,
      body: { orderID: String(w.alger.pendingOrder.id) },
    });
    expect(asString.body.payload.order.order_no).toBe(w.alger.pendingOrder.order_no);
  });

  it("refuses the other wilaya's orders exactly like a missing one", async () => {
    const missing = await api.call('POST', '/franchise/order_details', {
      headers: w.headers.alger,
      body: { orderID: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 4041, payload: [], meta: 'Order not found.' });
    for (const [who, other] of [
      ['alger', w.oran],
      ['oran', w.alger],
    ] as const) {
      for (const id of [other.paidOrder.id, other.pendingOrder.id]) {
        const res = await api.call('POST', '/franchise/order_details', {
          headers: w.headers[who],
          body: { orderID: id },
        });
        expect(res.status).toBe(missing.status);
        expect(res.body).toEqual(missing.body);
      }
    }
    // an attempt of its own wilaya opens with its state (the list shows attempts on request)
    const failed = await api.call('POST', '/franchise/order_details', {
      headers: w.headers.alger,
      body: { orderID: w.alger.failedOrder.id },
    });
    expect(failed.body.payload.order.state).toBe('failed');
  });

  it('refuses malformed ids with a clear message', async () => {
    for (const orderID of ['abc', -1, 0, 1.5, '1 OR 1=1', '99999999999', null, '']) {
      const res = await api.call('POST', '/franchise/order_details', { headers: w.headers.alger, body: { orderID } });
      expect(res.status, String(orderID)).toBe(400);
      expect(res.body.code).toBeGreaterThanOrEqual(4000);
      expect(res.body.code).toBeLessThan(4011);
    }
    const fr = await api.call('POST', '/franchise/order_details', {
      headers: { ...w.headers.alger, language: '1' },
      body: { orderID: 'abc' },
    });
    expect(fr.body.meta).toBe('Identifiant de commande invalide.');
    const object = await api.call('POST', '/franchise/order_details', {
      headers: w.headers.alger,
      body: { orderID: { $gt: 0 } },
    });
    expect(object.status).toBe(400);
  });
});

describe('GET /generate-invoice/{id}', () => {
  it('sends the PDF of an order of the wilaya, named after the order and the language (1 = en here, D8)', async () => {
    const en = await api.call('GET', `/generate-invoice/${w.alger.paidOrder.id}`, {
      headers: { ...w.headers.alger, language: '1' },
    });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('application/pdf');
    expect(en.headers.get('content-disposition')).toContain(`invoice_order_${w.alger.paidOrder.order_no}_en.pdf`);
    expect(Buffer.isBuffer(en.body) && en.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(en.body)).toContain(w.alger.paidOrder.order_no);

    const fr = await api.call('GET', `/generate-invoice/${w.alger.paidOrder.id}`, {
      headers: { ...w.headers.alger, language: '2' },
    });
    expect(fr.headers.get('content-disposition')).toContain(`invoice_order_${w.alger.paidOrder.order_no}_fr.pdf`);

    // an order waiting for sales validation has its invoice too
    const pending = await api.call('GET', `/generate-invoice/${w.oran.pendingOrder.id}`, { headers: w.headers.oran });
    expect(pending.status).toBe(200);
    expect(pending.headers.get('content-disposition')).toContain(
      `invoice_order_${w.oran.pendingOrder.order_no}_fr.pdf`,
    );
  });

  it("refuses the other wilaya's invoices exactly like a missing order", async () => {
    const missing = await api.call('GET', '/generate-invoice/2000000000', { headers: w.headers.oran });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(4041);
    for (const [who, other] of [
      ['alger', w.oran],
      ['oran', w.alger],
    ] as const) {
      const res = await api.call('GET', `/generate-invoice/${other.paidOrder.id}`, { headers: w.headers[who] });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing.body);
    }
    const failed = await api.call('GET', `/generate-invoice/${w.oran.failedOrder.id}`, { headers: w.headers.oran });
    expect(failed.body).toEqual(missing.body);
    const bad = await api.call('GET', '/generate-invoice/1%20OR%201=1', { headers: w.headers.oran });
    expect(bad.status).toBe(400);
  });

  it('lets a pharmacy download its own invoices only; admin tokens and no tokens are refused', async () => {
    const own = await api.call('GET', `/generate-invoice/${w.alger.paidOrder.id}`, {
      headers: w.headers.pharmacyAlger,
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('application/pdf');
    const other = await api.call('GET', `/generate-invoice/${w.oran.paidOrder.id}`, {
      headers: w.headers.pharmacyAlger,
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(4041);

    const admin = await api.call('GET', `/generate-invoice/${w.alger.paidOrder.id}`, { headers: w.headers.admin });
    expect(admin.status).toBe(401);
    expect(admin.body.code).toBe(4031);
    const none = await api.call('GET', `/generate-invoice/${w.alger.paidOrder.id}`);
    expect(none.body.code).toBe(4031);
  });
});

describe('tokens', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/franchise/orders_list/0/50'],
    ['POST', '/franchise/order_details', { orderID: 1 }],
  ];

  it('refuses pharmacy and admin tokens and no tokens with 4031', async () => {
    for (const [method, path, body] of calls)
      for (const headers of [w.headers.pharmacyAlger, w.headers.admin, {}]) {
        const res = await api.call(method, path, { headers, body });
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body.code).toBe(4031);
      }
  });

  it('answers 4041 with HTTP 401 to a made-up token: the session is over', async () => {
    const res = await api.call('GET', '/franchise/orders_list/0/50', {
      headers: { 'franchise-access-token': 'forged', 'franchise-refresh-token': 'forged' },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(4041);
  });
});
