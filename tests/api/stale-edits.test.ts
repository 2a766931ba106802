import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../src/contract/codes.js';
import {
  anyCategoryId,
  categoryBody,
  franchiseBody,
  freeWilaya,
  pharmacyBody,
  startAdminKit,
  type AdminKit,
} from './admin-fixtures.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Issue 26 point 1: a back-office form read before someone else's change never overwrites it (D23), and a product
 * form's stock is applied as the change the admin made, never as the stale figure it showed (D24).
 */
let kit: AdminKit;
let fx: ReturnType<typeof paymentFixture>;
let secondAdmin: Record<string, string>;

beforeAll(async () => {
  kit = await startAdminKit();
  fx = paymentFixture(kit.api);
  secondAdmin = (await fx.admin()).headers;
});
afterAll(() => kit?.api.close());

const db = () => kit.api.db;

/** A product with a known stock and price (in dinars), straight in the database. */
async function product(quantity: number, price = 620) {
  const ref = `ST-${randomUUID().slice(0, 8).toUpperCase()}`;
  const row = await db()
    .insertInto('products')
    .values({
      category_id: await anyCategoryId(kit.api),
      ref,
      name: `Creme ${ref}`,
      quantity,
      cost: 45_050,
      price: price * 100,
      customer_price: 79_099,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What the edit form loads: the product as product_details answers it. */
async function productForm(id: number) {
  const res = await kit.call('POST', '/admin/product_details', { id });
  expect(res.body.code).toBe(2001);
  return res.body.payload[0] as Record<string, any>;
}

/** The body the browser's form sends, from the record it loaded, with the admin's changes. */
function productSave(loaded: Record<string, any>, changes: Record<string, unknown> = {}, basis = true) {
  return {
    prodId: loaded.id,
    category_fk: loaded.category_fk,
    name: loaded.name,
    ref: loaded.ref,
    quantity: loaded.quantity,
    cost: loaded.cost,
    price: loaded.price,
    customer_price: loaded.customer_price,
    descriptionFr: loaded.descriptionFr,
    descriptionEn: loaded.descriptionEn,
    ...(basis ? { version: loaded.version, quantity_loaded: loaded.quantity } : {}),
    ...changes,
  };
}

const row = (id: number) =>
  db()
    .selectFrom('products')
    .select(['quantity', 'price', 'name', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A pharmacy of its own buys `quantity` units through the real offline checkout (the stock is taken at once). */
async function buy(productId: number, quantity: number) {
  const ph = await fx.pharmacy();
  await fx.basket(ph.id, [[productId, quantity]]);
  return () =>
    kit.api.call('POST', '/pharmacy/special_payment', {
      headers: ph.headers,
      body: { delivery_address: ph.addressId },
    });
}

const productUpdates = (actor: string) =>
  db()
    .selectFrom('audit_log')
    .select('id')
    .where('resource', '=', 'product')
    .where('resource_id', '=', actor)
    .where('action', '=', 'update')
    .execute();

describe('the stale product form of the issue', () => {
  it('form loads stock 96, a pharmacy buys 4, the admin saves the price only: stock 92, price changed', async () => {
    const id = await product(96);
    const loaded = await productForm(id);
    expect(loaded).toMatchObject({ quantity: 96, version: expect.any(Number) });

    const order = await (await buy(id, 4))();
    expect(order.body.code, JSON.stringify(order.body)).toBe(2001);
    expect((await row(id)).quantity).toBe(92);
    // an order moves the stock, not the edit version: the admin's form is not stale for that
    expect((await row(id)).version).toBe(loaded.version);

    const res = await kit.call('PUT', '/admin/update_product', productSave(loaded, { price: '655.50' }));
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    expect(res.body.payload[0]).toMatchObject({ quantity: 92, price: 655.5, version: loaded.version + 1 });
    expect(await row(id)).toMatchObject({ quantity: 92, price: 65_550 });
  });

  it('applies a removal the admin typed as a change from what the form showed; an addition is refused (issue 37 §13)', async () => {
    const id = await product(96);
    const loaded = await productForm(id);
    expect((await (await buy(id, 4))()).body.code).toBe(2001);
    // units added on the form would have no lot: refused, they come in through goods-in
    const added = await kit.call('PUT', '/admin/update_product', productSave(loaded, { quantity: 106, price: '700' }));
    expect(added.body).toMatchObject({ code: Code.STOCK_CONFLICT, payload: [{ path: 'quantity' }] });
    expect(await row(id)).toMatchObject({ quantity: 92, price: 62_000 });
    // the admin counted 6 fewer: 96 → 90 on the form, 92 − 6 in the shop
    const res = await kit.call('PUT', '/admin/update_product', productSave(loaded, { quantity: 90 }));
    expect(res.body.code).toBe(2001);
    expect((await row(id)).quantity).toBe(86);
  });

  it('a stock-only save keeps the version: another form read before it still saves, and keeps that stock', async () => {
    const id = await product(50);
    const formA = await productForm(id);
    const formB = await productForm(id);
    expect((await kit.call('PUT', '/admin/update_product', productSave(formA, { quantity: 40 }))).body.code).toBe(2001);
    expect((await row(id)).version).toBe(formA.version);
    const res = await kit.call(
      'PUT',
      '/admin/update_product',
      productSave(formB, { name: 'Creme renommee' }),
      secondAdmin,
    );
    expect(res.body.code).toBe(2001);
    expect(await row(id)).toMatchObject({ quantity: 40, name: 'Creme renommee' });
  });

  it('refuses a change that would take the stock below zero, in the admin language, and changes nothing', async () => {
    const id = await product(10);
    const loaded = await productForm(id);
    expect((await (await buy(id, 4))()).body.code).toBe(2001);
    // the form removes the 10 units it saw, only 6 are left
    const res = await kit.call('PUT', '/admin/update_product', productSave(loaded, { quantity: 0, price: '700' }), {
      ...kit.admin,
      language: '1',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(Code.STOCK_CONFLICT);
    expect(res.body.meta).toBe('Le stock est maintenant de 6 : retirer 10 unités le ferait passer sous zéro.');
    expect(res.body.payload).toEqual([{ path: 'quantity', msg: res.body.meta }]);
    expect(await row(id)).toMatchObject({ quantity: 6, price: 62_000, version: loaded.version });
  });

  it('a client of the contract (no version, no quantity_loaded) sends the stock it wants: never above the stock now (issue 37 §13)', async () => {
    const id = await product(96);
    const loaded = await productForm(id);
    expect((await (await buy(id, 4))()).body.code).toBe(2001);
    // 96 sent while 92 are left would make 4 units without a lot: refused, nothing saved
    const refused = await kit.call('PUT', '/admin/update_product', productSave(loaded, { price: '700' }, false));
    expect(refused.body).toMatchObject({ code: Code.STOCK_CONFLICT, payload: [{ path: 'quantity' }] });
    expect(await row(id)).toMatchObject({ quantity: 92, price: 62_000 });
    const res = await kit.call(
      'PUT',
      '/admin/update_product',
      productSave(loaded, { price: '700', quantity: 92 }, false),
    );
    expect(res.body.code).toBe(2001);
    expect(await row(id)).toMatchObject({ quantity: 92, price: 70_000 });
  });

  it('refuses a malformed version or loaded stock (400, in the admin language) and changes nothing', async () => {
    const id = await product(20);
    const loaded = await productForm(id);
    const badVersion = await kit.call(
      'PUT',
      '/admin/update_product',
      productSave(loaded, { price: '1', version: 'abc' }),
    );
    expect(badVersion.status).toBe(400);
    expect(badVersion.body).toMatchObject({ code: 4000, meta: 'Invalid version of the edited record.' });
    const badLoaded = await kit.call(
      'PUT',
      '/admin/update_product',
      productSave(loaded, { price: '1', quantity_loaded: -3 }),
      { ...kit.admin, language: '3' },
    );
    expect(badLoaded.status).toBe(400);
    expect(badLoaded.body).toMatchObject({ code: 4000, meta: 'المخزون الذي حمّله النموذج غير صالح.' });
    expect(await row(id)).toMatchObject({ quantity: 20, price: 62_000, version: loaded.version });
  });
});

describe('two admins editing the same record', () => {
  it('product: the second save over the same version is refused with the current record, nothing lost', async () => {
    const id = await product(30);
    const a = await productForm(id);
    const b = await productForm(id);
    expect((await kit.call('PUT', '/admin/update_product', productSave(a, { name: 'Creme par A' }))).body.code).toBe(
      2001,
    );
    const refused = await kit.call('PUT', '/admin/update_product', productSave(b, { price: '999' }), secondAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(Code.STALE_EDIT);
    expect(refused.body.meta).toBe('Someone else changed this record while you were editing it. Nothing was saved.');
    expect(refused.body.payload[0]).toMatchObject({
      id,
      name: 'Creme par A',
      price: 620,
      quantity: 30,
      version: a.version + 1,
    });
    expect(await row(id)).toMatchObject({ name: 'Creme par A', price: 62_000 });
    // saved again over the version it was shown, B's change goes in and A's stays
    const again = await kit.call(
      'PUT',
      '/admin/update_product',
      productSave(refused.body.payload[0], { price: '999' }),
      secondAdmin,
    );
    expect(again.body.code).toBe(2001);
    expect(await row(id)).toMatchObject({ name: 'Creme par A', price: 99_900, version: a.version + 2 });
  });

  it('category', async () => {
    const added = await kit.call('POST', '/admin/add_category', categoryBody());
    const c = added.body.payload[0];
    expect(c.version).toBe(1);
    const listed = (await kit.call('GET', '/admin/categories_list')).body.payload.find(
      (x: { id: number }) => x.id === c.id,
    );
    expect(listed.version).toBe(1);
    const save = (changes: Record<string, unknown>, headers = kit.admin) =>
      kit.call(
        'PUT',
        '/admin/update_category',
        {
          catId: c.id,
          nameFR: c.nameFR,
          nameEN: c.nameEN,
          descriptionFR: c.descriptionFR,
          descriptionEN: c.descriptionEN,
          version: 1,
          ...changes,
        },
        headers,
      );
    expect((await save({ descriptionFR: 'Nouvelle description par A.' })).body.code).toBe(2001);
    const refused = await save({ descriptionEN: 'New description by B.' }, secondAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(Code.STALE_EDIT);
    expect(refused.body.payload[0]).toMatchObject({
      id: c.id,
      descriptionFR: 'Nouvelle description par A.',
      descriptionEN: c.descriptionEN,
      version: 2,
    });
    const stored = await db()
      .selectFrom('categories')
      .select(['description_fr', 'description_en'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ description_fr: 'Nouvelle description par A.', description_en: c.descriptionEN });
  });

  it('franchisee', async () => {
    const wilaya = await freeWilaya(kit.api);
    const added = await kit.call('POST', '/admin/add_franchise', franchiseBody(wilaya.id));
    const f = added.body.payload[0];
    const details = (await kit.call('POST', '/admin/franchise_details', { id: f.id })).body.payload[0];
    expect(details.version).toBe(1);
    const save = (changes: Record<string, unknown>, headers = kit.admin) =>
      kit.call(
        'PUT',
        '/admin/update_franchise',
        {
          fraId: f.id,
          ...franchiseBody(f.wilaya_id, { email: f.email, first_name: f.first_name, last_name: f.last_name }),
          language: 1,
          version: 1,
          ...changes,
        },
        headers,
      );
    expect((await save({ phone1: '0555 11 22 33' })).body.code).toBe(2001);
    const refused = await save({ first_name: 'Samir' }, secondAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(Code.STALE_EDIT);
    expect(refused.body.payload[0]).toMatchObject({
      id: f.id,
      phone1: '0555 11 22 33',
      first_name: f.first_name,
      version: 2,
    });
    const stored = await db()
      .selectFrom('franchisees')
      .select(['phone1', 'first_name'])
      .where('id', '=', f.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ phone1: '0555 11 22 33', first_name: f.first_name });
  });

  it('pharmacy, also when the pharmacy changed its own contact meanwhile', async () => {
    const demo = (await kit.call('GET', '/admin/franchise_list')).body.payload.find(
      (x: { email: string }) => x.email === 'franchise@demo.dz',
    );
    const added = await kit.call('POST', '/admin/add_pharmacy', pharmacyBody(demo.wilaya_id, demo.id));
    const p = added.body.payload[0];
    expect(p.version).toBe(1);
    const listed = (await kit.call('GET', '/admin/pharmacies_list')).body.payload.find(
      (x: { id: number }) => x.id === p.id,
    );
    expect(listed.version).toBe(1);
    const body = pharmacyBody(demo.wilaya_id, demo.id, { pharm_name: p.name, pharm_email: p.email });
    const save = (version: number, changes: Record<string, unknown>, headers = kit.admin) =>
      kit.call('PUT', '/admin/update_pharmacy', { id: p.id, ...body, fra_id: demo.id, version, ...changes }, headers);
    expect((await save(1, { rc: '654321 B16/21' })).body.code).toBe(2001);
    const refused = await save(1, { nif: '000116001234567' }, secondAdmin);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(Code.STALE_EDIT);
    expect(refused.body.payload[0]).toMatchObject({ id: p.id, rc: '654321 B16/21', version: 2 });
    // any writer of a shown column moves the version, not only the back office
    await db().updateTable('pharmacies').set({ phone1: '0770 99 88 77' }).where('id', '=', p.id).execute();
    const afterOwnEdit = await save(2, { nif: '000116001234567' }, secondAdmin);
    expect(afterOwnEdit.body.code).toBe(Code.STALE_EDIT);
    expect(afterOwnEdit.body.payload[0]).toMatchObject({ phone1: '0770 99 88 77', version: 3 });
    const stored = await db()
      .selectFrom('pharmacies')
      .select(['rc', 'nif', 'phone1'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ rc: '654321 B16/21', nif: p.nif, phone1: '0770 99 88 77' });
  });
});

describe('at the same time', () => {
  it('12 saves over the same version: exactly one is applied, the others get the record it made', async () => {
    const id = await product(40);
    const loaded = await productForm(id);
    const prices = Array.from({ length: 12 }, (_, i) => 700 + i);
    const results = await Promise.all(
      prices.map((p, i) =>
        kit.call(
          'PUT',
          '/admin/update_product',
          productSave(loaded, { price: String(p) }),
          i % 2 ? secondAdmin : kit.admin,
        ),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 2001)).toHaveLength(1);
    expect(codes.filter((c) => c === Code.STALE_EDIT)).toHaveLength(11);
    const winner = prices[codes.indexOf(2001)]!;
    expect(await row(id)).toMatchObject({ price: winner * 100, quantity: 40, version: loaded.version + 1 });
    for (const r of results.filter((x) => x.body.code === Code.STALE_EDIT))
      expect(r.body.payload[0]).toMatchObject({ price: winner, version: loaded.version + 1 });
    expect(await productUpdates(String(id))).toHaveLength(1);
  });

  it('stock changes from several forms and orders at once: the final stock is exact', async () => {
    const id = await product(100);
    const loaded = await productForm(id);
    // forms that only say what stock they showed (no version): each removal counts, whatever the others did; an
    // addition is refused whatever the orders did (issue 37 §13: stock comes in through goods-in)
    const changes = [-10, -5, 3, -7, -2];
    const orders = await Promise.all(Array.from({ length: 8 }, () => buy(id, 2)));
    const results = await Promise.all([
      ...changes.map((c, i) =>
        kit.call(
          'PUT',
          '/admin/update_product',
          { ...productSave(loaded, { quantity: loaded.quantity + c }), version: undefined },
          i % 2 ? secondAdmin : kit.admin,
        ),
      ),
      ...orders.map((order) => order()),
    ]);
    results.forEach((r, i) =>
      expect(r.body.code, JSON.stringify(r.body)).toBe(changes[i]! > 0 ? Code.STOCK_CONFLICT : 2001),
    );
    expect((await row(id)).quantity).toBe(100 - 24 - 16);
  });

  it('removals that together would go below zero: the stock never does, each refused one changes nothing', async () => {
    const id = await product(10);
    const loaded = await productForm(id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        kit.call('PUT', '/admin/update_product', {
          ...productSave(loaded, { quantity: loaded.quantity - 3 }),
          version: undefined,
        }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 2001)).toHaveLength(3);
    expect(codes.filter((c) => c === Code.STOCK_CONFLICT)).toHaveLength(3);
    expect((await row(id)).quantity).toBe(1);
  });
});
