import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, placeOrder, startAdminKit } from './admin-fixtures.js';
import { SEARCH_COUNT_CAP } from '../../server/queries/orders/counts.js';
import { listOrders } from '../../server/queries/orders/list.js';
import { listCatalogue } from '../../server/queries/products.js';

/**
 * The lists at scale (issue 11): the paged catalogue of both areas (D22 additions) and the orders lists' totals
 * kept by migration 004 (counts per pharmacy and state, trigram search, accent-insensitive).
 */
let kit: AdminKit;
const pharmacy = () => kit.pharmacy;

beforeAll(async () => {
  kit = await startAdminKit();
});
afterAll(() => kit?.api.close());

const catalogueCount = async () =>
  Number(
    (
      await kit.api.db
        .selectFrom('products')
        .select(sql<number>`count(*)`.as('n'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /pharmacy/products_list with offset/limit', () => {
  it('answers {products, total}: pages that do not overlap, sorted by name, without descriptions', async () => {
    const total = await catalogueCount();
    const first = await kit.call('GET', '/pharmacy/products_list?offset=0&limit=5', undefined, pharmacy());
    const second = await kit.call('GET', '/pharmacy/products_list?offset=5&limit=5', undefined, pharmacy());
    expect(first.body.code).toBe(2001);
    expect(first.body.payload.total).toBe(total);
    const a = first.body.payload.products as { id: number; name: string }[];
    const b = second.body.payload.products as { id: number; name: string }[];
    expect(a).toHaveLength(5);
    expect(new Set([...a, ...b].map((p) => p.id)).size).toBe(a.length + b.length);
    const whole = (await kit.call('GET', '/pharmacy/products_list', undefined, pharmacy())).body.payload as {
      id: number;
    }[];
    expect([...a, ...b].map((p) => p.id)).toEqual(whole.slice(0, 10).map((p) => p.id));
    expect(a[0]).not.toHaveProperty('descriptionFr');
    expect(a[0]).not.toHaveProperty('description_fr');
    expect(a[0]).not.toHaveProperty('cost');
  });

  it('searches name and reference without regard to case or accents, filters by category, sorts by price', async () => {
    const categoryId = (await kit.api.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    const id = (
      await kit.api.db
        .insertInto('products')
        .values({
          category_id: categoryId,
          ref: 'ÉTÉ-42',
          name: 'Crème Brûlée Hydratante',
          quantity: 3,
          cost: 100,
          price: 200,
          customer_price: 300,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const found = await kit.call(
      'GET',
      '/pharmacy/products_list?offset=0&limit=10&search=creme%20BRULEE',
      undefined,
      pharmacy(),
    );
    expect(found.body.payload).toMatchObject({ total: 1, products: [{ id }] });
    const byRef = await kit.call('GET', '/pharmacy/products_list?limit=10&search=ete-4', undefined, pharmacy());
    expect(byRef.body.payload.products.map((p: { id: number }) => p.id)).toEqual([id]);
    const inCategory = await kit.call(
      'GET',
      `/pharmacy/products_list?offset=0&limit=100&category=${categoryId}&sort=-price`,
      undefined,
      pharmacy(),
    );
    const prices = (inCategory.body.payload.products as { price: number; category_id: number }[]).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    expect(new Set(inCategory.body.payload.products.map((p: { category_id: number }) => p.category_id))).toEqual(
      new Set([categoryId]),
    );
    const none = await kit.call(
      'GET',
      '/pharmacy/products_list?offset=0&limit=10&search=%25%25',
      undefined,
      pharmacy(),
    );
    expect(none.body.payload).toEqual({ products: [], total: 0 });
  });

  it("counts a search's matches beyond the page it shows, and past the last page", async () => {
    const categoryId = (await kit.api.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    await kit.api.db
      .insertInto('products')
      .values(
        ['A', 'B', 'C'].map((k) => ({
          category_id: categoryId,
          ref: `TOTAL-${k}`,
          name: `Gel Décompté ${k}`,
          quantity: 3,
          cost: 100,
          price: 200,
          customer_price: 300,
        })),
      )
      .execute();
    const page = async (offset: number) =>
      (await kit.call('GET', `/pharmacy/products_list?offset=${offset}&limit=2&search=decompte`, undefined, pharmacy()))
        .body.payload;
    expect((await page(0)).products).toHaveLength(2);
    expect((await page(0)).total).toBe(3);
    expect(await page(2)).toMatchObject({ total: 3, products: [{ ref: 'TOTAL-C' }] });
    expect(await page(10)).toEqual({ products: [], total: 3 });
  });

  it('keeps the total exact through new, moved, withdrawn and removed products, also past the last page', async () => {
    const db = kit.api.db;
    const [a, b] = (await db.selectFrom('categories').select('id').orderBy('id').limit(2).execute()).map((c) => c.id);
    const totals = async () => {
      const page = async (q: string) =>
        (await kit.call('GET', `/pharmacy/products_list?offset=0&limit=1${q}`, undefined, pharmacy())).body.payload
          .total;
      return { all: await page(''), a: await page(`&category=${a}`), b: await page(`&category=${b}`) };
    };
    const counted = async () => {
      const n = async (category?: number) => {
        let q = db
          .selectFrom('products')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('deleted_at', 'is', null);
        if (category) q = q.where('category_id', '=', category);
        return (await q.executeTakeFirstOrThrow()).n;
      };
      return { all: await n(), a: await n(a), b: await n(b) };
    };
    const before = await totals();
    expect(before).toEqual(await counted());
    const { id } = await db
      .insertInto('products')
      .values({
        category_id: a!,
        ref: `CNT-${Date.now()}`,
        name: 'Compté',
        quantity: 1,
        cost: 100,
        price: 200,
        customer_price: 300,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await totals()).toEqual({ all: before.all + 1, a: before.a + 1, b: before.b });
    await db.updateTable('products').set({ category_id: b! }).where('id', '=', id).execute();
    expect(await totals()).toEqual({ all: before.all + 1, a: before.a, b: before.b + 1 });
    await db.updateTable('products').set({ deleted_at: new Date() }).where('id', '=', id).execute();
    expect(await totals()).toEqual(before);
    await db.updateTable('products').set({ deleted_at: null, category_id: a! }).where('id', '=', id).execute();
    expect(await totals()).toEqual({ all: before.all + 1, a: before.a + 1, b: before.b });
    await db.deleteFrom('products').where('id', '=', id).execute();
    expect(await totals()).toEqual(await counted());
    expect(await totals()).toEqual(before);
    const past = await kit.call(
      'GET',
      `/pharmacy/products_list?offset=${before.all + 10}&limit=5`,
      undefined,
      pharmacy(),
    );
    expect(past.body.payload).toEqual({ products: [], total: before.all });
  });

  it('clamps the page (D10) and ignores an unknown sort', async () => {
    const res = await kit.call('GET', '/pharmacy/products_list?offset=-4&limit=500&sort=cost', undefined, pharmacy());
    expect(res.body.payload.products.length).toBe(Math.min(100, await catalogueCount()));
    // `cost` is not a storefront sort: the default order (by name) is the plain list's
    const whole = (await kit.call('GET', '/pharmacy/products_list', undefined, pharmacy())).body.payload as {
      id: number;
    }[];
    expect(res.body.payload.products.map((p: { id: number }) => p.id)).toEqual(whole.slice(0, 100).map((p) => p.id));
  });

  it('lists the categories that have products', async () => {
    const res = await kit.call('GET', '/pharmacy/categories_list', undefined, pharmacy());
    expect(res.body.code).toBe(2001);
    const listed = (res.body.payload as { id: number; nameFr: string; nameEn: string }[])
      .map((c) => c.id)
      .sort((x, y) => x - y);
    const used = await kit.api.db
      .selectFrom('products')
      .select('category_id')
      .distinct()
      .where('deleted_at', 'is', null)
      .orderBy('category_id')
      .execute();
    expect(listed).toEqual(used.map((u) => u.category_id));
  });
});

describe('GET /admin/products_list with offset/limit', () => {
  it('pages, sorts by cost and still answers the plain list without them', async () => {
    const res = await kit.call('GET', '/admin/products_list?offset=0&limit=4&sort=-cost');
    const costs = (res.body.payload.products as { cost: number }[]).map((p) => p.cost);
    expect(costs).toHaveLength(4);
    expect(costs).toEqual([...costs].sort((x, y) => y - x));
    expect(res.body.payload.total).toBe(await catalogueCount());
    expect(Array.isArray((await kit.call('GET', `/admin/products_list?ts=${Date.now()}`)).body.payload)).toBe(true);
  });
});

describe('orders list totals and search', () => {
  const exactCount = async (wilayaId?: number) => {
    let q = kit.api.db
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('n'))
      .where('state', 'in', ['paid', 'pending_validation']);
    if (wilayaId !== undefined) q = q.where('wilaya_id', '=', wilayaId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('keeps the unsearched total exact through inserts, state changes and deletes', async () => {
    const before = (await kit.call('GET', '/admin/orders_list/0/10')).body.payload.total;
    expect(before).toBe(await exactCount());
    const placed = await placeOrder(kit.api);
    expect((await kit.call('GET', '/admin/orders_list/0/10')).body.payload.total).toBe(before + 1);
    await kit.api.db.updateTable('orders').set({ state: 'failed' }).where('id', '=', placed.id).execute();
    expect((await kit.call('GET', '/admin/orders_list/0/10')).body.payload.total).toBe(before);
    await kit.api.db.updateTable('orders').set({ state: 'paid' }).where('id', '=', placed.id).execute();
    const franchise = (await kit.call('GET', '/franchise/orders_list/0/10', undefined, kit.franchise)).body.payload
      .total;
    const { wilaya_id } = await kit.api.db
      .selectFrom('franchisees')
      .select('wilaya_id')
      .where('email', '=', 'franchise@demo.dz')
      .executeTakeFirstOrThrow();
    expect(franchise).toBe(await exactCount(wilaya_id));
    await kit.api.db.deleteFrom('orders').where('id', '=', placed.id).execute();
    expect((await kit.call('GET', '/admin/orders_list/0/10')).body.payload.total).toBe(before);
    // the page carries its total; past the last page there is no row to carry it
    expect((await kit.call('GET', `/admin/orders_list/${before + 5}/10`)).body.payload).toMatchObject({
      orders: [],
      total: before,
    });
    const cash = Number(
      (
        await kit.api.db
          .selectFrom('orders')
          .select(sql<number>`count(*)`.as('n'))
          .where('state', 'in', ['paid', 'pending_validation'])
          .where('payement_type', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect((await kit.call('GET', '/admin/orders_list/0/10?payment_type=1')).body.payload.total).toBe(cash);
    expect((await kit.call('GET', `/admin/orders_list/${cash + 5}/10?payment_type=1`)).body.payload).toMatchObject({
      orders: [],
      total: cash,
    });
  });

  it('finds orders by pharmacy name without regard to accents, with an exact total', async () => {
    const p = await kit.api.db
      .selectFrom('pharmacies')
      .select(['id', 'name'])
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    await kit.api.db
      .updateTable('pharmacies')
      .set({ name: 'Pharmacie Benaïssa Élite' })
      .where('id', '=', p.id)
      .execute();
    try {
      await placeOrder(kit.api, { pharmacyId: p.id });
      const res = await kit.call('GET', '/admin/orders_list/0/100?search=benaissa%20elite');
      const mine = Number(
        (
          await kit.api.db
            .selectFrom('orders')
            .select(sql<number>`count(*)`.as('n'))
            .where('pharmacy_id', '=', p.id)
            .where('state', 'in', ['paid', 'pending_validation'])
            .executeTakeFirstOrThrow()
        ).n,
      );
      expect(res.body.payload.total).toBe(mine);
      expect(res.body.payload).not.toHaveProperty('total_exact');
      expect(new Set(res.body.payload.orders.map((o: { pharmacy_id: number }) => o.pharmacy_id))).toEqual(
        new Set([p.id]),
      );
    } finally {
      await kit.api.db.updateTable('pharmacies').set({ name: p.name }).where('id', '=', p.id).execute();
    }
  });

  it('counts each order once when it matches by its number and by its pharmacy name, in every area', async () => {
    const p = await kit.api.db
      .selectFrom('pharmacies')
      .select(['id', 'name', 'wilaya_id'])
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    const placed = await placeOrder(kit.api, { pharmacyId: p.id });
    const { order_no } = await kit.api.db
      .selectFrom('orders')
      .select('order_no')
      .where('id', '=', placed.id)
      .executeTakeFirstOrThrow();
    const fragment = order_no.slice(-6);
    // the pharmacy's own name now holds the fragment of its order's number: that order matches twice
    await kit.api.db
      .updateTable('pharmacies')
      .set({ name: `Pharmacie ${fragment}` })
      .where('id', '=', p.id)
      .execute();
    try {
      const exact = async (wilayaId?: number) => {
        let q = kit.api.db
          .selectFrom('orders')
          .select(sql<number>`count(*)`.as('n'))
          .where('state', 'in', ['paid', 'pending_validation'])
          .where((eb) => eb.or([eb('order_no', 'ilike', `%${fragment}%`), eb('pharmacy_id', '=', p.id)]));
        if (wilayaId !== undefined) q = q.where('wilaya_id', '=', wilayaId);
        return Number((await q.executeTakeFirstOrThrow()).n);
      };
      const admin = await kit.call('GET', `/admin/orders_list/0/100?search=${fragment}`);
      expect(admin.body.payload.total).toBe(await exact());
      expect(admin.body.payload.orders.filter((o: { id: number }) => o.id === placed.id)).toHaveLength(1);
      const { wilaya_id } = await kit.api.db
        .selectFrom('franchisees')
        .select('wilaya_id')
        .where('email', '=', 'franchise@demo.dz')
        .executeTakeFirstOrThrow();
      const franchise = await kit.call(
        'GET',
        `/franchise/orders_list/0/100?search=${fragment}`,
        undefined,
        kit.franchise,
      );
      expect(franchise.body.payload.total).toBe(await exact(wilaya_id));
      expect(franchise.body.payload.orders).toHaveLength(Math.min(100, await exact(wilaya_id)));
    } finally {
      await kit.api.db.updateTable('pharmacies').set({ name: p.name }).where('id', '=', p.id).execute();
    }
  });
});

describe('trigram indexes', () => {
  it('take new entries at once, with no pending list every search would read (migrations 017, 030, 040)', async () => {
    const { rows } = await sql<{ name: string; options: string[] | null }>`
      SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND c.relname LIKE '%trgm' ORDER BY c.relname`.execute(kit.api.db);
    expect(rows.map((r) => [r.name, r.options])).toEqual(
      ['orders_order_no_trgm', 'pharmacies_name_trgm', 'product_search_trgm', 'search_words_trgm'].map((name) => [
        name,
        ['fastupdate=off'],
      ]),
    );
  });
});

describe('orders list totals beyond the search cap, and searches known to match few orders', () => {
  it('keeps an unsearched total exact however large (only a search is capped)', async () => {
    const row = await kit.api.db
      .selectFrom('order_counts_by_wilaya')
      .select(['wilaya_id', 'state', 'n'])
      .where('state', '=', 'paid')
      .orderBy('wilaya_id')
      .executeTakeFirstOrThrow();
    const before = (await kit.call('GET', '/admin/orders_list/0/10')).body.payload.total as number;
    const more = SEARCH_COUNT_CAP * 2;
    const shift = (by: number) =>
      kit.api.db
        .updateTable('order_counts_by_wilaya')
        .set({ n: sql`n + ${by}` })
        .where('wilaya_id', '=', row.wilaya_id)
        .where('state', '=', 'paid')
        .execute();
    await shift(more);
    try {
      const page = (await kit.call('GET', '/admin/orders_list/0/10')).body.payload;
      expect(page.total).toBe(before + more);
      expect(page).not.toHaveProperty('total_exact');
    } finally {
      await shift(-more);
    }
  });

  it('answers a repeated search like its first call, and still right once it matches many orders', async () => {
    const seed = await placeOrder(kit.api, { orderNo: 'ZQX-0' });
    const exactPage = async (offset: number) =>
      (
        await kit.api.db
          .selectFrom('orders')
          .select('id')
          .where('order_no', 'ilike', '%zqx%')
          .where('state', 'in', ['paid', 'pending_validation'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(offset)
          .limit(10)
          .execute()
      ).map((r) => r.id);
    const ids = (payload: { orders: { id: number }[] }) => payload.orders.map((o) => o.id);
    try {
      const first = (await kit.call('GET', '/admin/orders_list/0/10?search=zqx')).body.payload;
      // the second call is planned blind (searchPlans.ts): the same answer
      const second = (await kit.call('GET', '/admin/orders_list/0/10?search=zqx')).body.payload;
      expect(first).toMatchObject({ total: 1, orders: [{ id: seed.id, order_no: 'ZQX-0' }] });
      expect(second).toEqual(first);
      // now 1 001 orders match: more than a search sorted from its matches (FEW_MATCHES), found in list order
      const columns = (
        await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_name = 'orders' AND table_schema = current_schema() AND column_name NOT IN ('id', 'order_no') AND is_generated = 'NEVER'`.execute(
          kit.api.db,
        )
      ).rows.map((c) => sql.ref(c.name));
      await sql`INSERT INTO orders (order_no, ${sql.join(columns)})
        SELECT 'ZQX-' || g, ${sql.join(columns)} FROM orders, generate_series(1, 1000) g WHERE id = ${seed.id}`.execute(
        kit.api.db,
      );
      for (const call of ['blind', 'planned']) {
        const many = (await kit.call('GET', '/admin/orders_list/0/10?search=zqx')).body.payload;
        expect({ call, total: many.total, exact: many.total_exact }).toEqual({ call, total: 1001, exact: undefined });
        expect(ids(many)).toEqual(await exactPage(0));
        expect(ids((await kit.call('GET', '/admin/orders_list/995/10?search=zqx')).body.payload)).toEqual(
          await exactPage(995),
        );
      }
      // matched by their pharmacy's name, not their number: planned blind from the second call, found in list order
      const { pharmacy_id } = await kit.api.db
        .selectFrom('orders')
        .select('pharmacy_id')
        .where('id', '=', seed.id)
        .executeTakeFirstOrThrow();
      const { name } = await kit.api.db
        .selectFrom('pharmacies')
        .select('name')
        .where('id', '=', pharmacy_id)
        .executeTakeFirstOrThrow();
      await kit.api.db
        .updateTable('pharmacies')
        .set({ name: 'Pharmacie Zqyéra' })
        .where('id', '=', pharmacy_id)
        .execute();
      try {
        const own = await kit.api.db
          .selectFrom('orders')
          .select('id')
          .where('pharmacy_id', '=', pharmacy_id)
          .where('state', 'in', ['paid', 'pending_validation'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        for (const call of ['planned', 'blind']) {
          const byName = (await kit.call('GET', '/admin/orders_list/0/10?search=zqyera')).body.payload;
          expect({ call, total: byName.total, ids: ids(byName) }).toEqual({
            call,
            total: own.length,
            ids: own.slice(0, 10).map((o) => o.id),
          });
        }
        // a deep page of a search matching many orders by name walks the list-order index (D77): the same orders
        const deep = (await kit.call('GET', '/admin/orders_list/995/10?search=zqyera')).body.payload;
        expect(ids(deep)).toEqual(own.slice(995, 1005).map((o) => o.id));
      } finally {
        await kit.api.db.updateTable('pharmacies').set({ name }).where('id', '=', pharmacy_id).execute();
      }
    } finally {
      await kit.api.db.deleteFrom('orders').where('order_no', 'like', 'ZQX-%').execute();
      // statistics that match the table again, for the plans the tests below look at
      await sql`VACUUM ANALYZE orders`.execute(kit.api.db);
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('first pages on PostgreSQL', () => {
  it('are planned once per connection, not at every call (the offset 0 is written into the statement)', async () => {
    const plans = await kit.api.db.connection().execute(async (one) => {
      for (let i = 0; i < 10; i++) {
        await listOrders(one, { offset: 0, limit: 10 });
        await listCatalogue(one, { offset: 0, limit: 16 }, (r) => r);
      }
      const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`.execute(one);
      return rows;
    });
    // the unsearched statements (the connection may also hold the searches of the tests above)
    const genericPlans = (...fragments: string[]) =>
      Number(
        plans.find((p) => fragments.every((f) => p.statement.includes(f)) && !p.statement.includes('like'))
          ?.generic_plans ?? -1,
      );
    // PostgreSQL tries five custom plans, then keeps the generic one when it costs no more
    expect(genericPlans('"orders" as "o"', 'limit 10 offset 0')).toBeGreaterThan(0);
    expect(genericPlans('"products"."id"', 'limit 16 offset 0')).toBeGreaterThan(0);
  });

  it('plan a search known to match few orders once, whatever its text', async () => {
    const plans = await kit.api.db.connection().execute(async (one) => {
      for (let i = 0; i < 20; i++) await listOrders(one, { offset: 0, limit: 10, search: `qzx${i % 3}` });
      const { rows } = await sql<{ statement: string; generic_plans: string }>`
        SELECT statement, generic_plans FROM pg_prepared_statements`.execute(one);
      return rows;
    });
    const blind = plans.find((p) => p.statement.startsWith('with "matching" as materialized'));
    expect(Number(blind?.generic_plans ?? -1)).toBeGreaterThan(0);
  });
});
