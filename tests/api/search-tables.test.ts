import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, anyCategoryId, placeOrder, startAdminKit } from './admin-fixtures.js';

/**
 * Issue 31, the speed of the searches (migration 030): the narrow `product_search` the catalogue's search reads
 * (D76) follows every product write but the stock's, and `pharmacies.search_name` the admin's orders search reads
 * (D77) follows the name.
 */
let kit: AdminKit;
let categoryId: number;

beforeAll(async () => {
  kit = await startAdminKit();
  categoryId = await anyCategoryId(kit.api);
});
afterAll(() => kit?.api.close());

const COPIED = [
  'id',
  'search_text',
  'category_id',
  'ref',
  'name',
  'name_ar',
  'cost',
  'price',
  'customer_price',
  'created_at',
] as const;

/** What product_search should hold: the copied columns of every product not withdrawn. */
const expected = async () =>
  kit.api.db.selectFrom('products').select(COPIED).where('deleted_at', 'is', null).orderBy('id').execute();
const held = async () => kit.api.db.selectFrom('product_search').select(COPIED).orderBy('id').execute();
const rowOf = (id: number) =>
  kit.api.db
    .selectFrom('product_search')
    .select(['search_text', 'price', 'name_ar', sql<string>`xmin::text`.as('version')])
    .where('id', '=', id)
    .executeTakeFirst();

const searchIds = async (search: string) => {
  const res = await kit.api.call(
    'GET',
    `/pharmacy/products_list?offset=0&limit=100&search=${encodeURIComponent(search)}`,
    { headers: kit.pharmacy },
  );
  expect(res.body.code).toBe(2001);
  return (res.body.payload.products as { id: number }[]).map((p) => p.id);
};

describe('product_search (D76)', () => {
  it('holds every product not withdrawn, as the migration copied them', async () => {
    expect(await held()).toEqual(await expected());
  });

  it('follows a new product, its edits and its withdrawal, and never a stock movement', async () => {
    const { id } = await kit.api.db
      .insertInto('products')
      .values({
        category_id: categoryId,
        ref: 'PSX-1',
        name: 'Fluide ksarvélo',
        quantity: 5,
        cost: 100,
        price: 20000,
        customer_price: 30000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await rowOf(id)).toMatchObject({ search_text: ' fluide ksarvelo |  | psx-1', price: 20000, name_ar: '' });
      expect(await searchIds('ksarvelo')).toEqual([id]);

      await kit.api.db
        .updateTable('products')
        .set({ name_ar: 'سائل كسارفيلو', price: 21000 })
        .where('id', '=', id)
        .execute();
      const edited = await rowOf(id);
      expect(edited).toMatchObject({
        search_text: ' fluide ksarvelo | سائل كسارفيلو | psx-1',
        price: 21000,
        name_ar: 'سائل كسارفيلو',
      });
      expect(await searchIds('كسارفيلو')).toEqual([id]);

      // an order's stock movement does not write the search row
      await kit.api.db.updateTable('products').set({ quantity: 4 }).where('id', '=', id).execute();
      expect((await rowOf(id))!.version).toBe(edited!.version);

      await kit.api.db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', id).execute();
      expect(await rowOf(id)).toBeUndefined();
      expect(await searchIds('ksarvelo')).toEqual([]);

      await kit.api.db.updateTable('products').set({ deleted_at: null }).where('id', '=', id).execute();
      expect(await rowOf(id)).toMatchObject({ search_text: ' fluide ksarvelo | سائل كسارفيلو | psx-1' });
      expect(await searchIds('ksarvelo')).toEqual([id]);
    } finally {
      await kit.api.db.deleteFrom('products').where('id', '=', id).execute();
    }
    expect(await rowOf(id)).toBeUndefined();
    expect(await held()).toEqual(await expected());
  });

  it('answers the admin low-stock filter from the stock in products', async () => {
    const { id } = await kit.api.db
      .insertInto('products')
      .values({
        category_id: categoryId,
        ref: 'PSX-2',
        name: 'Baume vrostal',
        quantity: 1,
        cost: 100,
        price: 20000,
        customer_price: 30000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const low = async () =>
        (
          (await kit.call('GET', '/admin/products_list?offset=0&limit=100&search=vrostal&low_stock=1')).body.payload
            .products as { id: number }[]
        ).map((p) => p.id);
      expect(await low()).toEqual([id]);
      await kit.api.db.updateTable('products').set({ quantity: 1_000_000 }).where('id', '=', id).execute();
      expect(await low()).toEqual([]);
    } finally {
      await kit.api.db.deleteFrom('products').where('id', '=', id).execute();
    }
  });
});

describe('pharmacies.search_name (D77)', () => {
  it('is the folded name, and follows a rename', async () => {
    const p = await kit.api.db
      .selectFrom('pharmacies')
      .select(['id', 'name'])
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    await placeOrder(kit.api, { pharmacyId: p.id });
    try {
      await kit.api.db
        .updateTable('pharmacies')
        .set({ name: 'Pharmacie Ÿoussef ÉLIÂNE' })
        .where('id', '=', p.id)
        .execute();
      const { search_name } = await kit.api.db
        .selectFrom('pharmacies')
        .select('search_name')
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow();
      expect(search_name).toBe('pharmacie youssef eliane');
      const found = (await kit.call('GET', '/admin/orders_list/0/100?search=youssef%20eliane')).body.payload as {
        orders: { pharmacy_id: number }[];
      };
      expect(found.orders.length).toBeGreaterThan(0);
      expect(new Set(found.orders.map((o) => o.pharmacy_id))).toEqual(new Set([p.id]));
    } finally {
      await kit.api.db.updateTable('pharmacies').set({ name: p.name }).where('id', '=', p.id).execute();
    }
  });
});
