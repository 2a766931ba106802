import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminKit,
  anyCategoryId,
  imageBytes,
  placeOrder,
  productFields,
  productForm,
  startAdminKit,
} from './admin-fixtures.js';

let kit: AdminKit;
let categoryId: number;
beforeAll(async () => {
  kit = await startAdminKit();
  categoryId = await anyCategoryId(kit.api);
});
afterAll(async () => kit?.api.close());

const mediaFile = (rel: string) => path.join(kit.api.config.dataDir, 'media', rel);

async function addProduct(n = 0, main = -1, fields: Record<string, string> = {}) {
  const images = await Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      bytes: await imageBytes(i % 2 ? 'jpeg' : 'png', 80 + i, 60),
      name: `photo${i}.${i % 2 ? 'jpg' : 'png'}`,
      main: i === main,
    })),
  );
  return kit.post('/admin/add_product', productForm(productFields(categoryId, fields), images));
}

async function imageFile(id: number, form: FormData) {
  form.append('productId', String(id));
  return kit.post('/admin/add_product_image', form);
}

describe('product list and details', () => {
  it('lists products with the contract fields, ?ts= ignored', async () => {
    const res = await kit.call('GET', `/admin/products_list?ts=${Date.now()}`);
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.length).toBeGreaterThanOrEqual(40);
    const p = res.body.payload[0];
    expect(Object.keys(p).sort()).toEqual(
      // low_stock: added by issue 16 (LOW_STOCK_THRESHOLD); nameAr, categoryAr by issue 31 (D64); gtin, earliest_expiry by issue 29;
      // brand (the laboratory, every demo product has one) by issue 40
      [
        'brand',
        'id',
        'name',
        'nameAr',
        'ref',
        'cost',
        'price',
        'customer_price',
        'quantity',
        'category_fk',
        'categoryFr',
        'categoryEn',
        'categoryAr',
        'mainImage',
        'default_image',
        'low_stock',
        'version',
        'gtin',
        'earliest_expiry',
      ].sort(),
    );
    expect(typeof p.price).toBe('number');
  });

  it('gives the details with images, descriptions and the categories', async () => {
    const list = (await kit.call('GET', '/admin/products_list')).body.payload;
    const res = await kit.call('POST', '/admin/product_details', { id: list[0].id });
    expect(res.body.code).toBe(2001);
    const d = res.body.payload[0];
    expect(d).toMatchObject({ id: list[0].id, descriptionFr: expect.any(String), descriptionEn: expect.any(String) });
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.images.filter((i: { mainImage: number }) => i.mainImage === 1)).toHaveLength(1);
    expect(d.categories.length).toBeGreaterThanOrEqual(6);
    expect((await kit.call('POST', '/admin/product_details', { id: 999999 })).body.code).toBe(4041);
    expect((await kit.call('POST', '/admin/product_details', { id: 'x' })).body.code).toBe(4001);
  });
});

describe('add product', () => {
  it('adds a product with three images, the chosen one main, re-encoded as WebP under server-made names', async () => {
    const res = await addProduct(3, 1);
    expect(res.body.code).toBe(2001);
    const d = res.body.payload[0];
    expect(d.images).toHaveLength(3);
    const main = d.images.filter((i: { mainImage: number }) => i.mainImage === 1);
    expect(main).toHaveLength(1);
    const rows = await kit.api.db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', '=', d.id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => r.is_main)).toEqual([false, true, false]);
    expect(d.mainImage).toBe(rows[1]!.path);
    for (const r of rows) {
      expect(r.path).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
      expect((await sharp(mediaFile(r.path)).metadata()).format).toBe('webp');
    }
    // served from /media with caching headers
    const served = await fetch(`${kit.api.url}/media/${rows[0]!.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('max-age');
  });

  it('makes the first image main when none is chosen, and shrinks big pictures to 1200 px', async () => {
    const big = await imageBytes('png', 2400, 1600);
    const res = await kit.post(
      '/admin/add_product',
      productForm(productFields(categoryId), [
        { bytes: big, name: 'big.png' },
        { bytes: await imageBytes(), name: 'b.png' },
      ]),
    );
    expect(res.body.code).toBe(2001);
    const rows = await kit.api.db
      .selectFrom('product_images')
      .selectAll()
      .where('product_id', '=', res.body.payload[0].id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => r.is_main)).toEqual([true, false]);
    const meta = await sharp(mediaFile(rows[0]!.path)).metadata();
    expect(meta.width).toBe(1200);
    expect(meta.height).toBe(800);
  });

  it('adds a product without images', async () => {
    const res = await addProduct(0);
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0]).toMatchObject({
      images: [],
      mainImage: null,
      quantity: 0,
      cost: 450.5,
      price: 620,
      customer_price: 790.99,
    });
    const row = await kit.api.db
      .selectFrom('products')
      .select(['cost', 'price', 'customer_price'])
      .where('id', '=', res.body.payload[0].id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ cost: 45050, price: 62000, customer_price: 79099 });
  });

  it.each([
    ['category_fk', '', 4001],
    ['category_fk', '999999', 4001],
    ['name', '', 4002],
    ['name', 'Creme <2000>', 4002],
    ['name', 'A'.repeat(81), 4002],
    ['ref', '', 4003],
    ['quantity', '-1', 4004],
    ['quantity', '2.5', 4004],
    ['cost', 'abc', 4005],
    ['price', '', 4006],
    ['customer_price', '1.999', 4007],
    ['descriptionEn', 'short', 4008],
    ['descriptionFr', '', 4009],
    ['descriptionFr', 'x'.repeat(501), 4009],
  ])('refuses %s = %j with %i and stores nothing', async (field, value, code) => {
    const before = fs.existsSync(mediaFile('products')) ? fs.readdirSync(mediaFile('products')).length : 0;
    const res = await addProduct(1, 0, { [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.payload[0].path).toBe(field);
    expect(fs.existsSync(mediaFile('products')) ? fs.readdirSync(mediaFile('products')).length : 0).toBe(before);
  });

  it('refuses a reference already used (4091), whatever its case', async () => {
    const first = await addProduct(0);
    const res = await addProduct(0, -1, { ref: first.body.payload[0].ref.toLowerCase() });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(4091);
    expect(res.body.meta).toContain(first.body.payload[0].ref.toLowerCase());
  });

  it('refuses more than 5 images', async () => {
    const res = await addProduct(6);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 4096, meta: 'You can only upload up to 5 images.' });
  });

  it('refuses an image over 5 MB', async () => {
    const huge = Buffer.concat([await imageBytes(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await kit.post(
      '/admin/add_product',
      productForm(productFields(categoryId), [{ bytes: huge, name: 'huge.png' }]),
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 4000, meta: 'The file "huge.png" weighs more than 5 MB (5 MB max).' });
  });

  it('judges images by content: a text file named .png, a truncated PNG and a GIF are refused', async () => {
    const png = await imageBytes('png', 200, 200);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const cases = [
      { bytes: Buffer.from('just some text pretending to be a picture'), name: 'notes.png' },
      { bytes: png.subarray(0, 60), name: 'cut.png' },
      { bytes: gif, name: 'anim.png' },
    ];
    for (const c of cases) {
      const res = await kit.post(
        '/admin/add_product',
        productForm(productFields(categoryId), [{ bytes: await imageBytes(), name: 'ok.png' }, c]),
      );
      expect(res.status).toBe(400);
      expect(res.body.meta).toBe(`The file "${c.name}" is not a valid JPEG, PNG or WebP image.`);
    }
    // and a real JPEG named .txt is accepted
    const ok = await kit.post(
      '/admin/add_product',
      productForm(productFields(categoryId), [
        { bytes: await imageBytes('jpeg'), name: 'photo.txt', type: 'text/plain' },
      ]),
    );
    expect(ok.body.code).toBe(2001);
  });

  it('stores injection-looking text verbatim', async () => {
    const evil = "<img src=x onerror=alert(1)>'; DROP TABLE products; --";
    const res = await addProduct(0, -1, { descriptionEn: evil, ref: "R'1--;" });
    expect(res.body.code).toBe(2001);
    const d = (await kit.call('POST', '/admin/product_details', { id: res.body.payload[0].id })).body.payload[0];
    expect(d.descriptionEn).toBe(evil);
    expect(d.ref).toBe("R'1--;");
  });
});

describe('update and delete product', () => {
  it('updates the fields; a description sent empty is cleared, one not sent is kept', async () => {
    const d = (await addProduct(1, 0)).body.payload[0];
    const res = await kit.call('PUT', '/admin/update_product', {
      prodId: d.id,
      name: 'Gel douche',
      descriptionEn: '',
      descriptionFr: 'Un gel douche doux pour toute la famille.',
      cost: 100,
      price: '150.25',
      customer_price: 199,
      quantity: 0,
      ref: d.ref,
      category_fk: d.category_fk,
    });
    expect(res.body).toMatchObject({ code: 2001, meta: 'Product updated.' });
    expect(res.body.payload[0]).toMatchObject({
      name: 'Gel douche',
      price: 150.25,
      quantity: 0,
      descriptionEn: '',
      descriptionFr: 'Un gel douche doux pour toute la famille.',
    });
    expect(res.body.payload[0].images).toHaveLength(1);
    const stored = await kit.api.db
      .selectFrom('products')
      .select(['description_en', 'description_fr'])
      .where('id', '=', d.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ description_en: '', description_fr: 'Un gel douche doux pour toute la famille.' });

    const {
      descriptionEn: _en,
      descriptionFr: _fr,
      ...withoutDescriptions
    } = productFields(categoryId, { ref: d.ref });
    const kept = await kit.call('PUT', '/admin/update_product', { prodId: d.id, ...withoutDescriptions });
    expect(kept.body.payload[0]).toMatchObject({
      descriptionEn: '',
      descriptionFr: 'Un gel douche doux pour toute la famille.',
    });
  });

  it('refuses bad values, an unknown product and a taken reference', async () => {
    const d = (await addProduct(0)).body.payload[0];
    const other = (await addProduct(0)).body.payload[0];
    const base = { prodId: d.id, ...productFields(categoryId, { ref: d.ref }) };
    expect((await kit.call('PUT', '/admin/update_product', { ...base, price: '-3' })).body.code).toBe(4006);
    expect((await kit.call('PUT', '/admin/update_product', { ...base, descriptionFr: 'court' })).body.code).toBe(4009);
    expect((await kit.call('PUT', '/admin/update_product', { ...base, ref: other.ref })).body.code).toBe(4091);
    expect((await kit.call('PUT', '/admin/update_product', { ...base, prodId: 999999 })).body.code).toBe(4041);
    expect((await kit.call('PUT', '/admin/update_product', { ...base, prodId: 'abc' })).body.code).toBe(4000);
  });

  it('withdraws a product: gone from the lists, its order lines stay', async () => {
    const d = (await addProduct(1, 0)).body.payload[0];
    const order = await placeOrder(kit.api);
    await kit.api.db
      .insertInto('order_lines')
      .values({
        order_id: order.id,
        product_id: d.id,
        ref: d.ref,
        name: d.name,
        quantity: 1,
        unit_price: 62000,
        total: 62000,
      })
      .execute();
    const res = await kit.call('PUT', '/admin/delete_product', { id: d.id });
    expect(res.body.code).toBe(2001);
    const list = (await kit.call('GET', '/admin/products_list')).body.payload;
    expect(list.find((p: { id: number }) => p.id === d.id)).toBeUndefined();
    expect((await kit.call('POST', '/admin/product_details', { id: d.id })).body.code).toBe(4041);
    const lines = (await kit.call('POST', '/admin/order_details', { orderId: order.id })).body.payload.details;
    expect(lines.map((l: { name: string }) => l.name)).toContain(d.name);
    expect((await kit.call('PUT', '/admin/delete_product', { id: d.id })).body.code).toBe(4041);
    // its reference is free again
    expect((await addProduct(0, -1, { ref: d.ref })).body.code).toBe(2001);
  });
});

describe('product images', () => {
  it('adds images up to 5, then refuses', async () => {
    const d = (await addProduct(3, 0)).body.payload[0];
    const f1 = new FormData();
    f1.append('image', new Blob([new Uint8Array(await imageBytes('webp'))]), 'a.webp');
    const r1 = await imageFile(d.id, f1);
    expect(r1.body.code).toBe(2001);
    expect(r1.body.payload[0].images).toHaveLength(4);
    const f2 = new FormData();
    f2.append('image', new Blob([new Uint8Array(await imageBytes())]), 'b.png');
    f2.append('mainImage', '1');
    const r2 = await imageFile(d.id, f2);
    expect(r2.body.payload[0].images).toHaveLength(5);
    expect(r2.body.payload[0].images[0].mainImage).toBe(1);
    expect(r2.body.payload[0].images.filter((i: { mainImage: number }) => i.mainImage).length).toBe(1);
    const f3 = new FormData();
    f3.append('image', new Blob([new Uint8Array(await imageBytes())]), 'c.png');
    const r3 = await imageFile(d.id, f3);
    expect(r3.body).toMatchObject({ code: 4096, meta: 'You can only upload up to 5 images.' });
    expect(
      await kit.api.db.selectFrom('product_images').select('id').where('product_id', '=', d.id).execute(),
    ).toHaveLength(5);
  });

  it('refuses a missing image, a fake image and an unknown product', async () => {
    const d = (await addProduct(0)).body.payload[0];
    expect((await imageFile(d.id, new FormData())).body.code).toBe(4000);
    const fake = new FormData();
    fake.append('image', new Blob(['%PDF-1.4 not an image']), 'x.png');
    expect((await imageFile(d.id, fake)).body.meta).toBe('The file "x.png" is not a valid JPEG, PNG or WebP image.');
    const ok = new FormData();
    ok.append('image', new Blob([new Uint8Array(await imageBytes())]), 'ok.png');
    expect((await imageFile(999999, ok)).body.code).toBe(4041);
  });

  it('deletes an image; the main one moves to another image; the file goes', async () => {
    const d = (await addProduct(3, 0)).body.payload[0];
    const main = d.images.find((i: { mainImage: number }) => i.mainImage === 1);
    const res = await kit.call('DELETE', '/admin/delete_product_image', { imageId: main.id, productId: d.id });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0].images).toHaveLength(2);
    expect(res.body.payload[0].images.filter((i: { mainImage: number }) => i.mainImage === 1)).toHaveLength(1);
    expect(fs.existsSync(mediaFile(main.path))).toBe(false);
    // an image of another product is "not found"
    const other = (await addProduct(1, 0)).body.payload[0];
    expect(
      (await kit.call('DELETE', '/admin/delete_product_image', { imageId: other.images[0].id, productId: d.id })).body
        .code,
    ).toBe(4041);
    expect((await kit.call('DELETE', '/admin/delete_product_image', { imageId: 'x', productId: d.id })).body.code).toBe(
      4001,
    );
  });
});

describe('main image (set_main_image, an addition)', () => {
  it('makes the chosen image main and no other', async () => {
    const d = (await addProduct(3, 0)).body.payload[0];
    const target = d.images.find((i: { mainImage: number }) => i.mainImage === 0);
    const res = await kit.call('PUT', '/admin/set_main_image', { productId: d.id, imageId: target.id });
    expect(res.body).toMatchObject({ code: 2001, meta: 'Main image changed.' });
    const mains = res.body.payload[0].images.filter((i: { mainImage: number }) => i.mainImage === 1);
    expect(mains.map((i: { id: number }) => i.id)).toEqual([target.id]);
    const rows = await kit.api.db
      .selectFrom('product_images')
      .select(['id', 'is_main'])
      .where('product_id', '=', d.id)
      .execute();
    expect(rows.filter((r) => r.is_main).map((r) => r.id)).toEqual([target.id]);
    const list = (await kit.call('GET', '/admin/products_list')).body.payload.find(
      (p: { id: number }) => p.id === d.id,
    );
    expect(list.mainImage).toBe(target.path);
    // again on the same image: nothing changes
    expect((await kit.call('PUT', '/admin/set_main_image', { productId: d.id, imageId: target.id })).body.code).toBe(
      2001,
    );
    // audited once, as the product's main image changing (issue 27 §14); the repeat changed nothing and is not
    const before = d.images.find((i: { mainImage: number }) => i.mainImage === 1).path;
    const audit = await kit.api.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'changes'])
      .where('resource', '=', 'product')
      .where('resource_id', '=', String(d.id))
      .where('action', '=', 'update')
      .execute();
    expect(audit).toEqual([
      { action: 'update', actor_email: 'admin@demo.dz', changes: { main_image: { old: before, new: target.path } } },
    ]);
  });

  it("refuses another product's image, unknown ids, malformed ids and other roles", async () => {
    const d = (await addProduct(2, 0)).body.payload[0];
    const other = (await addProduct(1, 0)).body.payload[0];
    const foreign = await kit.call('PUT', '/admin/set_main_image', { productId: d.id, imageId: other.images[0].id });
    expect(foreign.body).toMatchObject({ code: 4041, meta: 'Image not found for this product.' });
    expect(
      (await kit.call('PUT', '/admin/set_main_image', { productId: 999999, imageId: d.images[0].id })).body.code,
    ).toBe(4041);
    expect(
      (await kit.call('PUT', '/admin/set_main_image', { productId: 'x', imageId: d.images[0].id })).body.code,
    ).toBe(4001);
    expect((await kit.call('PUT', '/admin/set_main_image', { productId: d.id, imageId: '0' })).body.code).toBe(4002);
    expect((await kit.call('PUT', '/admin/set_main_image', { productId: d.id })).status).toBe(400);
    for (const headers of [kit.franchise, kit.pharmacy, {}])
      expect(
        (await kit.call('PUT', '/admin/set_main_image', { productId: d.id, imageId: d.images[1].id }, headers)).body
          .code,
      ).not.toBe(2001);
    const rows = await kit.api.db
      .selectFrom('product_images')
      .select(['id', 'is_main'])
      .where('product_id', '=', d.id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => r.is_main)).toEqual([true, false]);
  });
});

describe('refusals to other roles', () => {
  it.each([
    ['GET', '/admin/products_list'],
    ['POST', '/admin/product_details'],
    ['POST', '/admin/add_product'],
    ['PUT', '/admin/update_product'],
    ['PUT', '/admin/delete_product'],
    ['POST', '/admin/add_product_image'],
    ['DELETE', '/admin/delete_product_image'],
  ])('%s %s refuses franchise and pharmacy tokens', async (method, p) => {
    for (const headers of [kit.franchise, kit.pharmacy]) {
      const res = await kit.api.call(method, p, { body: method === 'GET' ? undefined : { id: 1 }, headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4031);
    }
  });
  it('a pharmacy cannot add a product through multipart either', async () => {
    const res = await kit.post(
      '/admin/add_product',
      productForm(productFields(categoryId), [{ bytes: await imageBytes(), name: 'a.png' }]),
      kit.pharmacy,
    );
    expect(res.body.code).toBe(4031);
  });
});
