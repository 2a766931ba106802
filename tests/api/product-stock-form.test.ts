import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldUnitsSql } from '../../server/lots/held.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi } from '../support/api.js';
import { anyCategoryId, productFields, productForm } from './admin-fixtures.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Issue 37 §13: stock never comes in through the product form. add_product and update_product keep their `quantity`
 * field (001 §7), but units that would have no lot and no expiry are refused; goods-in and lot adjustments bring them.
 */
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
let categoryId: number;

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
  await fx.product(1);
  categoryId = await anyCategoryId(api);
});
afterAll(async () => api?.close());

const headers = (language: string) => ({ ...admin.headers, language });
const addProduct = (fields: Record<string, string>, language = '2') =>
  api.call('POST', '/admin/add_product', {
    headers: headers(language),
    form: productForm(productFields(categoryId, fields)),
  });
const lotsOf = (productId: number) =>
  api.db
    .selectFrom('lots')
    .select(['lot', 'on_hand', sql<string | null>`to_char(expiry, 'YYYY-MM-DD')`.as('expiry')])
    .where('product_id', '=', productId)
    .orderBy('id')
    .execute();
const productRow = (id: number) =>
  api.db.selectFrom('products').select(['quantity', 'price', 'version']).where('id', '=', id).executeTakeFirstOrThrow();
const lotAudits = (ref: string) =>
  api.db
    .selectFrom('audit_log')
    .select('id')
    .where('resource', '=', 'lot')
    .where('resource_label', 'like', `${ref}%`)
    .execute();

/** Available = sellable lots − held (D79) for the product: [] when it holds. */
async function invariantBreaks(productId: number) {
  const { rows } = await sql<{ quantity: number; sellable: number; held: number }>`
    SELECT p.quantity, coalesce((SELECT sum(l.on_hand) FROM lots l WHERE l.product_id = p.id AND l.sellable), 0)::int AS sellable,
      coalesce(h.held, 0)::int AS held
    FROM products p LEFT JOIN (${heldUnitsSql}) h ON h.product_id = p.id WHERE p.id = ${productId}::int`.execute(
    api.db,
  );
  return rows.filter((r) => r.quantity !== r.sellable - r.held);
}

describe('add_product', () => {
  it('refuses a new product with stock (4093 on quantity, in the admin’s language) and creates nothing', async () => {
    for (const [language, text] of [
      [
        '2',
        'A new product starts with no stock: send quantity 0, then receive its 25 units through goods-in, with their lot and expiry.',
      ],
      [
        '1',
        'Un nouveau produit commence sans stock : envoyez la quantité 0, puis recevez ses 25 unités par la réception, avec leur lot et leur péremption.',
      ],
      [
        '3',
        'يبدأ المنتج الجديد بلا مخزون: أرسل الكمية 0، ثم استلم وحداته الـ 25 عبر الاستلام، مع رقم الحصة وتاريخ الصلاحية.',
      ],
    ] as const) {
      const fields = productFields(categoryId, { quantity: '25' });
      const res = await api.call('POST', '/admin/add_product', {
        headers: headers(language),
        form: productForm(fields),
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 4093, meta: text, payload: [{ path: 'quantity', msg: text }] });
      expect(
        await api.db.selectFrom('products').select('id').where('ref', '=', fields.ref!).executeTakeFirst(),
      ).toBeUndefined();
    }
    // the field rules come first, as before
    expect((await addProduct({ quantity: '-1' })).body.code).toBe(4004);
  });

  it('creates it at 0 with an empty opening lot; goods-in then brings its units, with their lot and expiry', async () => {
    const added = await addProduct({});
    expect(added.body.code).toBe(2001);
    const id = added.body.payload[0].id as number;
    expect(added.body.payload[0].quantity).toBe(0);
    expect(await lotsOf(id)).toEqual([{ lot: '', on_hand: 0, expiry: null }]);
    const expiry = addDays(algiersToday(), 400);
    const received = await api.call('POST', '/admin/receive_stock', {
      headers: admin.headers,
      body: { productId: id, lot: 'GI-37', expiry, quantity: 12 },
    });
    expect(received.body.code).toBe(2001);
    expect(await productRow(id)).toMatchObject({ quantity: 12 });
    expect(await lotsOf(id)).toEqual([
      { lot: '', on_hand: 0, expiry: null },
      { lot: 'GI-37', on_hand: 12, expiry },
    ]);
    expect(await invariantBreaks(id)).toEqual([]);
  });
});

describe('update_product', () => {
  /** A product with 12 units of a dated lot, read as the edit form reads it. */
  async function lottedProduct() {
    const added = await addProduct({});
    const id = added.body.payload[0].id as number;
    await api.call('POST', '/admin/receive_stock', {
      headers: admin.headers,
      body: { productId: id, lot: 'UP-37', expiry: addDays(algiersToday(), 400), quantity: 12 },
    });
    const loaded = (await api.call('POST', '/admin/product_details', { headers: admin.headers, body: { id } })).body
      .payload[0] as Record<string, unknown>;
    expect(loaded.quantity).toBe(12);
    const save = (changes: Record<string, unknown>, basis = true, language = '2') =>
      api.call('PUT', '/admin/update_product', {
        headers: headers(language),
        body: {
          prodId: id,
          ...productFields(categoryId, { ref: String(loaded.ref), name: String(loaded.name) }),
          quantity: loaded.quantity,
          ...(basis ? { version: loaded.version, quantity_loaded: loaded.quantity } : {}),
          ...changes,
        },
      });
    return { id, loaded, save };
  }

  it('refuses units added on the form, with or without quantity_loaded, and saves nothing', async () => {
    const { id, loaded, save } = await lottedProduct();
    const audits = (await lotAudits(String(loaded.ref))).length;
    const byForm = await save({ quantity: 20, price: '700' });
    const text =
      'The product form adds no stock (the stock is now 12, adding 8 was asked): units come in through goods-in, with their lot and expiry, or a lot adjustment with its reason.';
    expect(byForm.status).toBe(409);
    expect(byForm.body).toEqual({ code: 4093, meta: text, payload: [{ path: 'quantity', msg: text }] });
    const fr = await save({ quantity: 13 }, true, '1');
    expect(fr.body.meta).toBe(
      'Le formulaire produit n’ajoute pas de stock (stock actuel : 12, ajout demandé : 1) : les unités entrent par la réception, avec leur lot et leur péremption, ou par un ajustement de lot avec son motif.',
    );
    // a client of the contract sends the stock it wants: above the stock now is refused alike
    expect((await save({ quantity: 15, price: '700' }, false)).body.code).toBe(4093);
    expect(await productRow(id)).toMatchObject({ quantity: 12, price: 62_000, version: loaded.version });
    expect(await lotsOf(id)).toEqual([
      { lot: '', on_hand: 0, expiry: null },
      expect.objectContaining({ lot: 'UP-37', on_hand: 12 }),
    ]);
    expect(await lotAudits(String(loaded.ref))).toHaveLength(audits);
  });

  it('saves the other fields when the stock is sent as loaded, even after orders took some; a removal is a lot adjustment', async () => {
    const { id, save } = await lottedProduct();
    const ph = await fx.pharmacy();
    await fx.basket(ph.id, [[id, 2]]);
    expect(
      (
        await api.call('POST', '/pharmacy/special_payment', {
          headers: ph.headers,
          body: { delivery_address: ph.addressId },
        })
      ).body.code,
    ).toBe(2001);
    // the read-only form sends the stock it showed (12) with quantity_loaded 12: no change, the 2 ordered stay taken
    const saved = await save({ price: '655.50' });
    expect(saved.body.code).toBe(2001);
    expect(await productRow(id)).toMatchObject({ quantity: 10, price: 65_550 });
    // a contract client removing units (counted fewer): out of the lots, audited with reason edit (D81)
    expect((await save({ quantity: 7 }, false)).body.code).toBe(2001);
    expect(await productRow(id)).toMatchObject({ quantity: 7 });
    expect(await lotsOf(id)).toEqual([
      { lot: '', on_hand: 0, expiry: null },
      expect.objectContaining({ lot: 'UP-37', on_hand: 9 }),
    ]);
    expect(await invariantBreaks(id)).toEqual([]);
  });
});
