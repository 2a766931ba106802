import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, categoryBody, productFields, productForm, startAdminKit } from './admin-fixtures.js';

let kit: AdminKit;
beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(async () => kit?.api.close());

describe('categories', () => {
  it('lists categories with both languages', async () => {
    const res = await kit.call('GET', '/admin/categories_list');
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.length).toBeGreaterThanOrEqual(6);
    expect(res.body.payload[0]).toEqual({
      id: expect.any(Number),
      nameFR: expect.any(String),
      nameEN: expect.any(String),
      descriptionFR: expect.any(String),
      descriptionEN: expect.any(String),
      // optional Arabic name and description, '' when none (D64)
      nameAR: expect.any(String),
      descriptionAR: expect.any(String),
      products_count: expect.any(Number),
      // the edit version its update carries back (D23)
      version: expect.any(Number),
    });
  });

  it('adds, updates and deletes a category', async () => {
    const body = categoryBody();
    const add = await kit.call('POST', '/admin/add_category', body);
    expect(add.body).toMatchObject({ code: 2001, meta: 'Category added successfully!' });
    const id = add.body.payload[0].id;
    expect(add.body.payload[0]).toMatchObject(body);

    const upd = await kit.call('PUT', '/admin/update_category', { catId: id, ...body, nameEN: 'Baby care' });
    expect(upd.body.code).toBe(2001);
    expect(upd.body.payload[0].nameEN).toBe('Baby care');

    const del = await kit.call('DELETE', '/admin/delete_category', { id });
    expect(del.body).toMatchObject({ code: 2001, meta: 'Category deleted successfully!' });
    expect(
      await kit.api.db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it.each([
    ['nameFR', '', 4001],
    ['nameFR', 'a1', 4001],
    ['nameEN', 'Care @ home', 4002],
    ['descriptionFR', 'short', 4003],
    ['descriptionEN', '', 4004],
    ['descriptionEN', 'x'.repeat(501), 4004],
  ])('refuses %s = %j with %i', async (field, value, code) => {
    const res = await kit.call('POST', '/admin/add_category', categoryBody({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.payload[0].path).toBe(field);
  });

  it('refuses a name another category bears, in either language and any case, on add and on update (4091)', async () => {
    const taken = (await kit.call('POST', '/admin/add_category', categoryBody())).body.payload[0];
    const sameFr = await kit.call(
      'POST',
      '/admin/add_category',
      categoryBody({ nameFR: ` ${taken.nameFR.toUpperCase()} ` }),
    );
    expect(sameFr.status).toBe(409);
    expect(sameFr.body).toMatchObject({ code: 4091, payload: [{ path: 'nameFR' }] });
    expect(sameFr.body.meta).toBe(`A category is already named "${taken.nameFR.toUpperCase()}".`);
    const sameEn = await kit.call('POST', '/admin/add_category', categoryBody({ nameEN: taken.nameEN.toLowerCase() }), {
      ...kit.admin,
      language: '1',
    });
    expect(sameEn.body).toMatchObject({ code: 4091, payload: [{ path: 'nameEN' }] });
    expect(sameEn.body.meta).toContain('Une catégorie porte déjà le nom');

    const other = (await kit.call('POST', '/admin/add_category', categoryBody())).body.payload[0];
    const renamed = await kit.call('PUT', '/admin/update_category', {
      catId: other.id,
      ...categoryBody({ nameFR: taken.nameFR }),
    });
    expect(renamed.body).toMatchObject({ code: 4091, payload: [{ path: 'nameFR' }] });
    // a category keeps its own names on update
    expect(
      (
        await kit.call('PUT', '/admin/update_category', {
          catId: taken.id,
          ...categoryBody({ nameFR: taken.nameFR, nameEN: taken.nameEN }),
        })
      ).body.code,
    ).toBe(2001);
    const names = await kit.api.db
      .selectFrom('categories')
      .select('id')
      .where('name_fr', 'ilike', taken.nameFR)
      .execute();
    expect(names).toHaveLength(1);
  });

  it('refuses a wrong type, an unknown id and a malformed id', async () => {
    expect((await kit.call('POST', '/admin/add_category', categoryBody({ nameFR: ['a', 'b'] }))).status).toBe(400);
    const missing = await kit.call('PUT', '/admin/update_category', { catId: 999999, ...categoryBody() });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(4041);
    expect((await kit.call('DELETE', '/admin/delete_category', { id: 999999 })).body.code).toBe(4041);
    expect((await kit.call('DELETE', '/admin/delete_category', { id: 'one' })).status).toBe(400);
  });

  it('refuses to delete a category that still holds products, and names how many', async () => {
    const list = (await kit.call('GET', '/admin/categories_list')).body.payload;
    const full = list.find((c: { products_count: number }) => c.products_count > 0);
    const res = await kit.call('DELETE', '/admin/delete_category', { id: full.id });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4094);
    expect(res.body.meta).toContain(String(full.products_count));
    expect(res.body.meta).not.toContain('(s)');
  });

  it('deletes a category whose products were all withdrawn; their order lines stay', async () => {
    const cat = (await kit.call('POST', '/admin/add_category', categoryBody())).body.payload[0];
    const prod = await kit.api.call('POST', '/admin/add_product', {
      form: productForm(productFields(cat.id)),
      headers: kit.admin,
    });
    expect(prod.body.code).toBe(2001);
    expect((await kit.call('DELETE', '/admin/delete_category', { id: cat.id })).body.code).toBe(4094);
    expect((await kit.call('PUT', '/admin/delete_product', { id: prod.body.payload[0].id })).body.code).toBe(2001);
    expect((await kit.call('DELETE', '/admin/delete_category', { id: cat.id })).body.code).toBe(2001);
  });

  it('stores injection-looking descriptions verbatim', async () => {
    const text = "<script>alert('x')</script>'; DROP TABLE categories; --";
    const add = await kit.call('POST', '/admin/add_category', categoryBody({ descriptionFR: text }));
    expect(add.body.code).toBe(2001);
    const list = (await kit.call('GET', '/admin/categories_list')).body.payload;
    expect(list.find((c: { id: number }) => c.id === add.body.payload[0].id).descriptionFR).toBe(text);
  });

  it.each([
    ['GET', '/admin/categories_list'],
    ['POST', '/admin/add_category'],
    ['PUT', '/admin/update_category'],
    ['DELETE', '/admin/delete_category'],
  ])('%s %s refuses franchise and pharmacy tokens', async (method, path) => {
    for (const headers of [kit.franchise, kit.pharmacy]) {
      const res = await kit.api.call(method, path, { body: method === 'GET' ? undefined : categoryBody(), headers });
      expect(res.body.code).toBe(4031);
    }
    expect((await kit.call('GET', '/admin/categories_list')).body.code).toBe(2001);
  });
});
