import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VersionedCache } from '../../server/db/versionedCache.js';
import { type AdminKit, anyCategoryId, startAdminKit } from './admin-fixtures.js';

/**
 * D106: a search's ranking is kept per version of the catalogue (`catalogue_version`, migration 041). Whatever a
 * search reads of a product moves that version at commit, so the next search sees the change; a stock movement does
 * not move it, and the stock shown is read at every call.
 */
let kit: AdminKit;
let categoryId: number;

const version = async () =>
  (
    await sql<{ v: string }>`SELECT last_value::text || ':' || is_called::text AS v FROM catalogue_version`.execute(
      kit.api.db,
    )
  ).rows[0]!.v;

async function insertProduct(ref: string, name: string, quantity = 5) {
  const row = await kit.api.db
    .insertInto('products')
    .values({
      category_id: categoryId,
      ref,
      name,
      name_ar: '',
      description_fr: 'Description',
      description_en: 'Description',
      quantity,
      cost: 100,
      price: 20_000,
      customer_price: 30_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const search = async (text: string, query = '') => {
  const res = await kit.api.call(
    'GET',
    `/pharmacy/products_list?offset=0&limit=10&search=${encodeURIComponent(text)}${query}`,
    { headers: kit.pharmacy },
  );
  expect(res.body.code).toBe(2001);
  const page = res.body.payload as { products: { id: number; ref: string; quantity: number }[]; total: number };
  return { refs: page.products.map((p) => p.ref), total: page.total, quantities: page.products.map((p) => p.quantity) };
};
const suggest = async (text: string) => {
  const res = await kit.api.call('GET', `/pharmacy/search_suggestions?q=${encodeURIComponent(text)}`, {
    headers: kit.pharmacy,
  });
  expect(res.body.code).toBe(2001);
  return (res.body.payload as { ref: string }[]).map((p) => p.ref);
};

beforeAll(async () => {
  kit = await startAdminKit();
  categoryId = await anyCategoryId(kit.api);
  await insertProduct('KEEP-1', 'Baume keepsake', 3);
  await insertProduct('KEEP-2', 'Lait keepsake intense', 4);
});
afterAll(async () => kit?.api.close());

describe('a search kept per version of the catalogue (D106)', () => {
  it('sees a product renamed, added or withdrawn at the next search, and the GTIN it is given', async () => {
    expect(await search('keepsake')).toMatchObject({ refs: ['KEEP-1', 'KEEP-2'], total: 2 });
    expect(await suggest('keepsake')).toEqual(['KEEP-1', 'KEEP-2']);

    const renamed = await insertProduct('KEEP-3', 'Gel sans rapport');
    expect((await search('keepsake')).total).toBe(2);
    await kit.api.db.updateTable('products').set({ name: 'Keepsake gel' }).where('id', '=', renamed).execute();
    // a name starting with the words ranks first
    expect(await search('keepsake')).toMatchObject({ refs: ['KEEP-3', 'KEEP-1', 'KEEP-2'], total: 3 });
    expect(await suggest('keepsake')).toEqual(['KEEP-3', 'KEEP-1', 'KEEP-2']);

    const withdrawn = await kit.call('PUT', '/admin/delete_product', { id: String(renamed) });
    expect(withdrawn.body.code).toBe(2001);
    expect(await search('keepsake')).toMatchObject({ refs: ['KEEP-1', 'KEEP-2'], total: 2 });

    // a typo finds them by similarity, and again once a product with that very word is added
    expect((await search('keepsak')).refs).toEqual(['KEEP-1', 'KEEP-2']);
    expect((await search('keepsakke')).refs).toEqual(['KEEP-1', 'KEEP-2']);
    await insertProduct('KEEP-4', 'Keepsakke huile');
    expect((await search('keepsakke')).refs).toEqual(['KEEP-4']);

    const gtin = '03760000000017';
    expect((await search('3760000000017')).refs).toEqual([]);
    const keep2 = (
      await kit.api.db.selectFrom('products').select('id').where('ref', '=', 'KEEP-2').executeTakeFirstOrThrow()
    ).id;
    await kit.api.db.updateTable('products').set({ gtin }).where('id', '=', keep2).execute();
    expect((await search('3760000000017')).refs).toEqual(['KEEP-2']);
  });

  it('keeps the ranking through stock movements, and shows the stock of the moment', async () => {
    expect((await search('keepsake')).quantities).toEqual([3, 4]);
    const before = await version();
    await kit.api.db
      .updateTable('products')
      .set({ quantity: 40, updated_at: new Date() })
      .where('ref', '=', 'KEEP-1')
      .execute();
    expect(await version()).toBe(before);
    expect(await search('keepsake')).toMatchObject({ refs: ['KEEP-1', 'KEEP-2'], quantities: [40, 4] });
  });

  it('moves the version at commit only: a change rolled back leaves it, one committed moves it', async () => {
    const before = await version();
    await kit.api.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('products').set({ name: 'Nom provisoire' }).where('ref', '=', 'KEEP-1').execute();
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await version()).toBe(before);
    await kit.api.db.updateTable('products').set({ price: 21_000 }).where('ref', '=', 'KEEP-1').execute();
    expect(await version()).not.toBe(before);
  });

  it('sorts, pages and filters by category on the kept ranking as it did on the database', async () => {
    const byPrice = await kit.api.call('GET', '/pharmacy/products_list?offset=0&limit=10&search=keepsake&sort=-price', {
      headers: kit.pharmacy,
    });
    expect(byPrice.body.payload.products.map((p: { ref: string }) => p.ref)).toEqual(['KEEP-1', 'KEEP-2']);
    const second = await kit.api.call('GET', '/pharmacy/products_list?offset=1&limit=1&search=keepsake', {
      headers: kit.pharmacy,
    });
    expect(second.body.payload).toMatchObject({ total: 2, products: [{ ref: 'KEEP-2' }] });
    const otherCategory = (
      await kit.api.db.selectFrom('categories').select('id').where('id', '<>', categoryId).executeTakeFirstOrThrow()
    ).id;
    expect(await search('keepsake', `&category=${otherCategory}`)).toMatchObject({ refs: [], total: 0 });
    expect((await search('keepsake', `&category=${categoryId}`)).total).toBe(2);
  });

  it('computes a ranking once for calls at the same moment, and again after a catalogue change', async () => {
    const cache = new VersionedCache<number>(kit.api.db, 'catalogue_version', { ttlMs: 60_000, maxEntries: 10 });
    let runs = 0;
    const get = () => cache.get('k', async () => ++runs);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    await kit.api.db.updateTable('products').set({ quantity: 1 }).where('ref', '=', 'KEEP-2').execute();
    expect(await get()).toBe(1);
    await kit.api.db.updateTable('products').set({ name_ar: 'بلسم' }).where('ref', '=', 'KEEP-2').execute();
    expect(await get()).toBe(2);
  });
});
