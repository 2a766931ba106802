import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';
import { productFields } from './admin-fixtures.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Issue 37 §8 and §9: invisible formatting characters (a right-to-left override that makes a reference read
 * backwards, isolates, zero-width characters, the byte-order mark) never get into a text a person sends, in JSON or
 * in a multipart form, with a clear message in the user's language and nothing changed; Arabic names with their
 * diacritics and the tatweel are accepted.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

/** A category for the product forms: the one the payment fixture makes (a product made through it first). */
async function aCategory() {
  await fx.product(0);
  return api.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
}

const INVISIBLE = {
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'pop directional isolate': '\u2069',
  'zero-width space': '\u200b',
  'zero-width joiner': '\u200d',
  'right-to-left mark': '\u200f',
  'Arabic letter mark': '\u061c',
  'byte-order mark': '\ufeff',
};

describe('invisible formatting characters are refused everywhere a person types', () => {
  for (const [what, char] of Object.entries(INVISIBLE))
    it(`a payment reference holding a ${what}: 4000 in the user's language, no payment`, async () => {
      const ph = await fx.pharmacy();
      const before = await api.db.selectFrom('ledger_entries').select('id').where('pharmacy_id', '=', ph.id).execute();
      const res = await api.call('POST', '/admin/record_payment', {
        headers: { ...admin.headers, language: '1' },
        body: { pharmacyId: ph.id, amount: 100, method: 'transfer', reference: `VIR-${char}4321` },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(4000);
      expect(res.body.meta).toContain('« reference »');
      expect(res.body.meta).toMatch(/invisibles/);
      expect(await api.db.selectFrom('ledger_entries').select('id').where('pharmacy_id', '=', ph.id).execute()).toEqual(
        before,
      );
    });

  it('a holiday name and a carrier name: refused, in English and Arabic too', async () => {
    const holiday = await api.call('POST', '/admin/set_holiday', {
      headers: { ...admin.headers, language: '2' },
      body: { day: '2031-05-05', name: 'Fête\u202e test' },
    });
    expect([holiday.status, holiday.body.code]).toEqual([400, 4000]);
    expect(holiday.body.meta).toBe(
      '"name" contains invisible formatting characters (direction marks, zero-width spaces) that are not allowed: type it again without them.',
    );
    expect(await api.db.selectFrom('holidays').select('day').where('name', 'like', 'Fête%').execute()).toEqual([]);
    const carrier = await api.call('POST', '/admin/add_carrier', {
      headers: { ...admin.headers, language: '3' },
      body: { name: '\u2066Yalidine\u2069', tracking_url_template: 'https://yalidine.example/track/{tracking}' },
    });
    expect([carrier.status, carrier.body.code]).toEqual([400, 4000]);
    expect(carrier.body.meta).toContain('غير مرئية');
  });

  it('a dispute comment, in JSON and in a multipart form: refused, no dispute', async () => {
    const ph = await fx.pharmacy();
    const product = await fx.product(10);
    const order = await insertOrder(api, {
      pharmacyId: ph.id,
      orderNo: `INV${Date.now().toString(36).toUpperCase()}`,
      address: '5 rue Larbi Ben Mhidi, Alger',
      status: 1,
      payementType: 1,
      state: 'paid',
      paidAt: new Date(),
      lines: [{ productId: product, ref: 'R1', name: 'Produit', quantity: 2, unitPrice: 10_000 }],
    });
    const shipment = await api.db
      .insertInto('shipments')
      .values({
        order_id: order.id,
        pharmacy_id: ph.id,
        kind: 'order',
        delivered_at: new Date(),
        receiver_name: 'Amina',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('shipment_lines')
      .values({ shipment_id: shipment.id, product_id: product, quantity: 2 })
      .execute();
    const lines = [{ product_id: product, quantity: 1, reason: 'damaged' }];
    const json = await api.call('POST', '/pharmacy/open_dispute', {
      headers: { ...ph.headers, language: '1' },
      body: { orderID: order.id, lines, comment: 'Carton abîmé \u202eesruoter' },
    });
    expect([json.status, json.body.code]).toEqual([400, 4000]);
    expect(json.body.meta).toContain('« comment »');
    const form = new FormData();
    form.append('orderID', String(order.id));
    form.append('lines', JSON.stringify(lines));
    form.append('comment', 'Carton abîmé\u2066');
    const res = await fetch(`${api.url}/pharmacy/open_dispute`, {
      method: 'POST',
      headers: { ...ph.headers, language: '1' },
      body: form,
    });
    const body = (await res.json()) as { code: number; meta: string };
    expect([res.status, body.code]).toEqual([400, 4000]);
    expect(await api.db.selectFrom('disputes').select('id').where('order_id', '=', order.id).execute()).toEqual([]);
    // the same comment without the override is taken
    const plain = await api.call('POST', '/pharmacy/open_dispute', {
      headers: ph.headers,
      body: { orderID: order.id, lines, comment: 'Carton abîmé' },
    });
    expect(plain.body.code, JSON.stringify(plain.body)).toBe(2001);
  });

  it('a form field keeps its own code (the product form answers 4010 for nameAr)', async () => {
    const category = await aCategory();
    const evil = await api.call('POST', '/admin/add_product', {
      headers: admin.headers,
      body: { ...productFields(category.id), nameAr: 'كريم\u202eأساسية' },
    });
    expect([evil.status, evil.body.code]).toEqual([400, 4010]);
  });

  it('a password is left as typed (it is compared, never shown)', async () => {
    const res = await api.call('POST', '/pharmacy/login', {
      body: { email: 'nobody@test.dz', password: 'abc\u200bdef' },
    });
    expect(res.body.code).not.toBe(4000);
  });
});

describe('Arabic as catalogues write it (§9)', () => {
  it('a product name with diacritics and a tatweel is accepted and kept as typed', async () => {
    const category = await aCategory();
    const nameAr = 'كريـمٌ أساسية';
    const added = await api.call('POST', '/admin/add_product', {
      headers: admin.headers,
      body: { ...productFields(category.id), nameAr },
    });
    expect(added.body.code, JSON.stringify(added.body)).toBe(2001);
    const stored = await api.db
      .selectFrom('products')
      .select('name_ar')
      .where('id', '=', added.body.payload[0].id)
      .executeTakeFirstOrThrow();
    expect(stored.name_ar).toBe(nameAr);
  });
});
