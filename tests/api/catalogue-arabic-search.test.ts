import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminKit,
  anyCategoryId,
  categoryBody,
  productFields,
  productForm,
  startAdminKit,
} from './admin-fixtures.js';

/** Issue 31: Arabic names and descriptions, and the catalogue's one search (D64–D66). */
let kit: AdminKit;
let categoryId: number;
const ids: Record<string, number> = {};
let pharmacyAr: Record<string, string>;

async function insertProduct(ref: string, name: string, nameAr = '') {
  const row = await kit.api.db
    .insertInto('products')
    .values({
      category_id: categoryId,
      ref,
      name,
      name_ar: nameAr,
      description_fr: 'Description de test',
      description_en: 'Test description',
      quantity: 7,
      cost: 100,
      price: 20000,
      customer_price: 30000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids[ref] = row.id;
  return row.id;
}

beforeAll(async () => {
  kit = await startAdminKit();
  categoryId = await anyCategoryId(kit.api);
  pharmacyAr = { ...kit.pharmacy, language: '3' };
  await insertProduct('AZQ-1', 'Pommade azraqane', 'مرهم أزرقان');
  await insertProduct('AZQ-2', 'Lotion samrine', 'غسول اسمرين');
  await insertProduct('AZQ-3', 'Baume zorbalin', 'بلسم زوربالين');
  await insertProduct('AZQ-4', 'Zorbalin lait corps');
  await insertProduct('QZ-10', 'Gel quartzine', '');
  await insertProduct('QZ-100', 'Argile QZ-10 alpha');
  await insertProduct('QZ-101', 'Argile QZ-10 omega');
});
afterAll(async () => kit?.api.close());

const searchIds = async (search: string, headers = kit.pharmacy, extra = '') => {
  const res = await kit.api.call(
    'GET',
    `/pharmacy/products_list?offset=0&limit=100&search=${encodeURIComponent(search)}${extra}`,
    { headers },
  );
  expect(res.body.code).toBe(2001);
  return res.body.payload as {
    products: { id: number; name: string; nameAr: string; nameFr: string }[];
    total: number;
  };
};

describe('Arabic names and descriptions (D64)', () => {
  it('sets an Arabic name and description on add and update, and reads them back', async () => {
    const added = await kit.post(
      '/admin/add_product',
      productForm(
        productFields(categoryId, {
          nameAr: 'كريم مرطب للبشرة الجافة',
          descriptionAr: 'كريم غني بزبدة الشيا يرطب البشرة الجافة.',
        }),
      ),
    );
    expect(added.body.code).toBe(2001);
    const product = added.body.payload[0];
    expect(product).toMatchObject({
      nameAr: 'كريم مرطب للبشرة الجافة',
      descriptionAr: 'كريم غني بزبدة الشيا يرطب البشرة الجافة.',
    });
    const details = (await kit.call('POST', '/admin/product_details', { id: product.id })).body.payload[0];
    expect(details).toMatchObject({
      nameAr: 'كريم مرطب للبشرة الجافة',
      descriptionAr: 'كريم غني بزبدة الشيا يرطب البشرة الجافة.',
    });

    const fields = productFields(categoryId, { name: details.name, ref: details.ref, nameAr: 'كريم مرطب' });
    const updated = await kit.call('PUT', '/admin/update_product', {
      prodId: product.id,
      ...fields,
      version: details.version,
    });
    expect(updated.body.code).toBe(2001);
    expect(updated.body.payload[0]).toMatchObject({
      nameAr: 'كريم مرطب',
      descriptionAr: 'كريم غني بزبدة الشيا يرطب البشرة الجافة.',
    });
    expect(updated.body.payload[0].version).toBe(details.version + 1);
    // not sent: kept; sent empty: cleared
    const { nameAr: _omitted, ...withoutArabic } = fields;
    await kit.call('PUT', '/admin/update_product', { prodId: product.id, ...withoutArabic, descriptionAr: '' });
    const row = await kit.api.db
      .selectFrom('products')
      .select(['name_ar', 'description_ar'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name_ar: 'كريم مرطب', description_ar: '' });
  });

  it('refuses an Arabic name that is not a name, in the reader language, and changes nothing', async () => {
    const res = await kit.post('/admin/add_product', productForm(productFields(categoryId, { nameAr: '<b>' })));
    expect(res.body.code).toBe(4010);
    expect(res.body.meta).toBeTruthy();
  });

  it('sets a category Arabic name and description, and reads them back', async () => {
    const body = categoryBody({ nameAR: 'العناية بالبشرة', descriptionAR: 'منتجات للعناية اليومية بالبشرة.' });
    const added = await kit.call('POST', '/admin/add_category', body);
    expect(added.body.code).toBe(2001);
    const list = (await kit.call('GET', '/admin/categories_list')).body.payload as {
      id: number;
      nameAR: string;
      descriptionAR: string;
      nameFR: string;
    }[];
    expect(list.find((c) => c.nameFR === body.nameFR)).toMatchObject({
      nameAR: 'العناية بالبشرة',
      descriptionAR: 'منتجات للعناية اليومية بالبشرة.',
    });
  });

  it('a pharmacy reading in Arabic (language 3) sees Arabic names in products_list and product_details, French ones otherwise', async () => {
    const inArabic = await searchIds('azraqane', pharmacyAr);
    expect(inArabic.products).toEqual([
      expect.objectContaining({
        id: ids['AZQ-1'],
        name: 'مرهم أزرقان',
        nameFr: 'Pommade azraqane',
        nameAr: 'مرهم أزرقان',
      }),
    ]);
    const inFrench = await searchIds('azraqane');
    expect(inFrench.products).toEqual([expect.objectContaining({ id: ids['AZQ-1'], name: 'Pommade azraqane' })]);
    // no Arabic name: the French one
    expect((await searchIds('zorbalin lait', pharmacyAr)).products).toEqual([
      expect.objectContaining({ id: ids['AZQ-4'], name: 'Zorbalin lait corps' }),
    ]);

    const details = await kit.api.call('POST', '/pharmacy/product_details', {
      headers: pharmacyAr,
      body: { id: ids['AZQ-1'] },
    });
    expect(details.body.payload).toMatchObject({ id: ids['AZQ-1'], name: 'مرهم أزرقان', nameFr: 'Pommade azraqane' });
    const plain = await kit.api.call('GET', '/pharmacy/products_list', { headers: pharmacyAr });
    expect((plain.body.payload as { id: number; name: string }[]).find((p) => p.id === ids['AZQ-2'])?.name).toBe(
      'غسول اسمرين',
    );
  });

  it('the basket lines carry the Arabic name (the storefront shows it to an Arabic reader)', async () => {
    await kit.api.call('DELETE', '/pharmacy/empty_basket', { headers: kit.pharmacy });
    await kit.api.call('POST', '/pharmacy/add_product_to_basket', {
      headers: kit.pharmacy,
      body: { product_id: ids['AZQ-1'], quantity: 1 },
    });
    const basket = await kit.api.call('GET', '/pharmacy/get_basket_info', { headers: kit.pharmacy });
    expect(basket.body.payload.products).toEqual([
      expect.objectContaining({ product_id: ids['AZQ-1'], name: 'Pommade azraqane', nameAr: 'مرهم أزرقان' }),
    ]);
    await kit.api.call('DELETE', '/pharmacy/empty_basket', { headers: kit.pharmacy });
  });

  it('the admin list filters the products without an Arabic name', async () => {
    const res = await kit.call('GET', '/admin/products_list?offset=0&limit=100&search=zorbalin&without_ar=1');
    expect((res.body.payload.products as { id: number }[]).map((p) => p.id)).toEqual([ids['AZQ-4']]);
    expect(res.body.payload.total).toBe(1);
    const all = await kit.call('GET', '/admin/products_list?offset=0&limit=100&search=zorbalin');
    expect(all.body.payload.total).toBe(2);
  });
});

describe('search (D65)', () => {
  it('a query with أ finds a name written with ا, and the reverse; tashkeel and tatweel ignored', async () => {
    expect((await searchIds('ازرقان')).products.map((p) => p.id)).toEqual([ids['AZQ-1']]);
    expect((await searchIds('أسمرين')).products.map((p) => p.id)).toEqual([ids['AZQ-2']]);
    expect((await searchIds('أَزْرَقـــان')).products.map((p) => p.id)).toEqual([ids['AZQ-1']]);
    expect((await searchIds('إسمرين')).products.map((p) => p.id)).toEqual([ids['AZQ-2']]);
  });

  it('"cremme" finds "Crème", "vitamne" finds "vitamine", by similarity when nothing matches exactly', async () => {
    const cremme = await searchIds('cremme');
    expect(cremme.total).toBeGreaterThan(0);
    expect(cremme.products.map((p) => p.name)).toContain('Crème hydratante peaux sèches');
    const vitamne = await searchIds('vitamne');
    expect(vitamne.products.map((p) => p.name)).toContain('Sérum vitamine C éclat');
    // a word found exactly is not diluted with similar ones
    expect((await searchIds('azraqane')).products.map((p) => p.id)).toEqual([ids['AZQ-1']]);
  });

  it('ranks an exact reference first, then names starting with the text, then whole words', async () => {
    expect((await searchIds('qz-10')).products.map((p) => p.id)).toEqual([ids['QZ-10'], ids['QZ-100'], ids['QZ-101']]);
    // "Zorbalin lait" starts with the word; "Baume zorbalin" comes before it by name but after it by relevance
    expect((await searchIds('zorbalin')).products.map((p) => p.id)).toEqual([ids['AZQ-4'], ids['AZQ-3']]);
    // an explicit sort is kept
    expect((await searchIds('zorbalin', kit.pharmacy, '&sort=name')).products.map((p) => p.id)).toEqual([
      ids['AZQ-3'],
      ids['AZQ-4'],
    ]);
  });

  it('a word of one or two letters matches the start of a word only', async () => {
    const zo = await searchIds('zo');
    expect(zo.products.map((p) => p.id)).toEqual(expect.arrayContaining([ids['AZQ-3'], ids['AZQ-4']]));
    const az = await searchIds('qu');
    expect(az.products.map((p) => p.id)).toContain(ids['QZ-10']);
    // "rt" is inside "quartzine" but starts no word of it
    expect((await searchIds('rt quartz')).products).toEqual([]);
  });

  it('the admin list searches the same way', async () => {
    const res = await kit.call(
      'GET',
      `/admin/products_list?offset=0&limit=100&sort=name&search=${encodeURIComponent('أزرقان')}`,
    );
    expect((res.body.payload.products as { id: number }[]).map((p) => p.id)).toEqual([ids['AZQ-1']]);
  });
});

describe('GET /pharmacy/search_suggestions (D66)', () => {
  it('answers up to 8 products, best first, with image, price and stock, in the reader language', async () => {
    const res = await kit.api.call('GET', `/pharmacy/search_suggestions?q=${encodeURIComponent('زوربالين')}`, {
      headers: pharmacyAr,
    });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload).toEqual([
      expect.objectContaining({ id: ids['AZQ-3'], name: 'بلسم زوربالين', price: 200, quantity: 7, mainImage: null }),
    ]);
    const many = await kit.api.call('GET', '/pharmacy/search_suggestions?q=cr', { headers: kit.pharmacy });
    expect(many.body.payload.length).toBe(8);
    expect(Object.keys(many.body.payload[0])).toEqual(
      expect.arrayContaining(['id', 'ref', 'name', 'price', 'quantity', 'mainImage']),
    );
    const typo = await kit.api.call('GET', '/pharmacy/search_suggestions?q=cremme', { headers: kit.pharmacy });
    expect(typo.body.payload.length).toBeGreaterThan(0);
    const empty = await kit.api.call('GET', '/pharmacy/search_suggestions?q=%20', { headers: kit.pharmacy });
    expect(empty.body.payload).toEqual([]);
  });
});
