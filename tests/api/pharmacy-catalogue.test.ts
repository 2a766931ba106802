import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

let api: TestApi;
let fx: PharmacyFixture;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
});
afterAll(() => api?.close());

describe('GET /pharmacy/products_list', () => {
  it('answers every product not withdrawn, with price in dinars, stock, main image and category', async () => {
    const res = await api.call('GET', '/pharmacy/products_list', { headers: fx.alger.headers });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
    const list = res.body.payload as any[];
    const count = await api.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(list).toHaveLength(Number(count.n));
    const serum = list.find((p) => p.id === fx.serum.id);
    expect(serum).toMatchObject({
      name: 'Zeta serum eclat',
      price: 1250.5,
      quantity: 5,
      mainImage: 'products/zz-serum-2.webp',
      default_image: 'products/zz-serum-2.webp',
      category_id: fx.categoryId,
      categoryFr: 'Zeta serums',
    });
    expect(serum).not.toHaveProperty('cost');
    expect(list.find((p) => p.id === fx.soldOut.id)).toMatchObject({ quantity: 0 });
    expect(list.find((p) => p.id === fx.balm.id)).toMatchObject({ mainImage: null, price: 99.99 });
  });

  it('filters by search text (name or reference, case-insensitive) and by category', async () => {
    const byName = await api.call('GET', '/pharmacy/products_list?search=ZETA%20SERUM', { headers: fx.alger.headers });
    expect((byName.body.payload as any[]).map((p) => p.id)).toEqual([fx.serum.id]);
    const byRef = await api.call('GET', '/pharmacy/products_list?search=zz-balm', { headers: fx.alger.headers });
    expect((byRef.body.payload as any[]).map((p) => p.id)).toEqual([fx.balm.id]);
    const byCategory = await api.call('GET', `/pharmacy/products_list?category=${fx.categoryId}`, {
      headers: fx.alger.headers,
    });
    expect((byCategory.body.payload as any[]).map((p) => p.id).sort()).toEqual([fx.serum.id, fx.soldOut.id].sort());
    const wildcard = await api.call('GET', '/pharmacy/products_list?search=%25', { headers: fx.alger.headers });
    expect(wildcard.body.payload).toEqual([]);
    const badCategory = await api.call('GET', '/pharmacy/products_list?category=abc', { headers: fx.alger.headers });
    expect(badCategory.body.payload).toEqual([]);
  });

  it('hides withdrawn products', async () => {
    await api.db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', fx.balm.id).execute();
    try {
      const res = await api.call('GET', '/pharmacy/products_list', { headers: fx.alger.headers });
      expect((res.body.payload as any[]).some((p) => p.id === fx.balm.id)).toBe(false);
      const details = await api.call('POST', '/pharmacy/product_details', {
        headers: fx.alger.headers,
        body: { id: fx.balm.id },
      });
      expect(details.body.code).toBe(4041);
    } finally {
      await api.db.updateTable('products').set({ deleted_at: null }).where('id', '=', fx.balm.id).execute();
    }
  });

  it('refuses callers without pharmacy tokens (4031) and tokens of another role', async () => {
    const none = await api.call('GET', '/pharmacy/products_list');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(4031);
    const fake = await api.call('GET', '/pharmacy/products_list', {
      headers: { 'pharmacy-access-token': 'nope', 'pharmacy-refresh-token': 'nope' },
    });
    expect(fake.body.code).toBe(4041);
    expect(fake.status).toBe(401);
  });
});

describe('POST /pharmacy/product_details', () => {
  it('answers the product with its images (main first), both descriptions and its category', async () => {
    const res = await api.call('POST', '/pharmacy/product_details', {
      headers: fx.alger.headers,
      body: { id: String(fx.serum.id) },
    });
    expect(res.body.code).toBe(2001);
    const p = res.body.payload;
    expect(p).toMatchObject({
      id: fx.serum.id,
      product_id: fx.serum.id,
      name: 'Zeta serum eclat',
      price: 1250.5,
      quantity: 5,
      default_image: 'products/zz-serum-2.webp',
      categoryFr: 'Zeta serums',
      categoryEn: 'Zeta serums',
      category_id: fx.categoryId,
      descriptionFr: 'Description française de Zeta serum eclat',
      descriptionEn: 'English description of Zeta serum eclat',
    });
    expect(p.images).toEqual([
      expect.objectContaining({ path: 'products/zz-serum-2.webp', mainImage: 1 }),
      expect.objectContaining({ path: 'products/zz-serum-1.webp', mainImage: 0 }),
      expect.objectContaining({ path: 'products/zz-serum-3.webp', mainImage: 0 }),
    ]);
  });

  it.each([[{ id: 999999 }], [{ id: 'abc' }], [{ id: -1 }], [{}], [{ id: 1.5 }]])(
    'answers 4041 for %j',
    async (body) => {
      const res = await api.call('POST', '/pharmacy/product_details', { headers: fx.alger.headers, body });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 4041, meta: 'Product not found.' });
    },
  );

  it('speaks French with language 1', async () => {
    const res = await api.call('POST', '/pharmacy/product_details', {
      headers: { ...fx.alger.headers, language: '1' },
      body: { id: 999999 },
    });
    expect(res.body.meta).toBe('Produit introuvable.');
  });
});
