import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VersionedCache } from '../../server/db/versionedCache.js';
import { startApi, type TestApi } from '../support/api.js';
import { accountsFixture } from './accounts-fixtures.js';

/**
 * D107: a page of the back office's orders lists is kept per version of the orders (`orders_list_version`, migration
 * 042). Whatever such a page shows moves the version at the commit of its change; a page is kept only when no write was
 * in flight as the version was read, so it never predates a committed change.
 */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
const onPostgres = !!process.env.DATABASE_URL;

const version = async () =>
  (
    await sql<{ v: string }>`SELECT last_value::text || ':' || is_called::text AS v FROM orders_list_version`.execute(
      api.db,
    )
  ).rows[0]!.v;

interface Row {
  id: number;
  name: string;
  status: number;
  state: string;
  exposure?: { balance: number; credit_limit: number };
}
async function adminPage(query: string) {
  const res = await api.call('GET', `/admin/orders_list/0/10${query}`, { headers: admin.headers });
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return res.body.payload as { orders: Row[]; total: number };
}

beforeAll(async () => {
  api = await startApi({ seed: false, env: { DEFAULT_CREDIT_LIMIT: '100000', DEFAULT_PAYMENT_TERMS_DAYS: '30' } });
  fx = accountsFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

describe('back-office orders pages kept per version of the orders (D107)', () => {
  it('reads leave the version where it is; an order placed, validated, paid for or renamed is seen at the next call', async () => {
    const ph = await fx.pharmacy('Pharmacie Quenelle');
    const franchise = await fx.franchisee(47, 'Ghardaïa');
    await api.db.updateTable('pharmacies').set({ wilaya_id: franchise.wilayaId }).where('id', '=', ph.id).execute();
    const franchisePage = async () =>
      (await api.call('GET', '/franchise/orders_list/0/10', { headers: franchise.headers })).body.payload as {
        orders: Row[];
        total: number;
      };

    expect(await adminPage('?search=Quenelle')).toMatchObject({ orders: [], total: 0 });
    expect((await franchisePage()).total).toBe(0);
    const before = await version();
    await adminPage('?search=Quenelle');
    await franchisePage();
    expect(await version()).toBe(before);

    const orderId = await fx.offlineOrder(ph, 100_000);
    const placed = await adminPage('?search=Quenelle');
    expect(placed.orders.map((o) => [o.id, o.state])).toEqual([[orderId, 'awaiting_validation']]);
    expect(placed.orders[0]!.exposure).toMatchObject({ balance: 1202, credit_limit: 100000 });
    expect((await franchisePage()).orders.map((o) => o.id)).toEqual([orderId]);

    // the balance (a payment recorded), then the terms
    expect((await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 202, method: 'cash' })).body.code).toBe(2001);
    expect((await adminPage('?search=Quenelle')).orders[0]!.exposure).toMatchObject({
      balance: 1000,
      credit_limit: 100000,
    });
    expect(
      (await fx.setTerms(admin, { pharmacyId: ph.id, payment_terms_days: 30, credit_limit: 5000 })).body.code,
    ).toBe(2001);
    expect((await adminPage('?search=Quenelle')).orders[0]!.exposure).toMatchObject({
      balance: 1000,
      credit_limit: 5000,
    });

    const validated = await api.call('PUT', '/admin/update_order_status', {
      headers: admin.headers,
      body: { orderId, status: 1 },
    });
    expect(validated.body.code, JSON.stringify(validated.body)).toBe(2001);
    expect((await adminPage('?search=Quenelle')).orders.map((o) => [o.state, o.status])).toEqual([['validated', 1]]);

    await api.db.updateTable('pharmacies').set({ name: 'Pharmacie Rivage' }).where('id', '=', ph.id).execute();
    expect((await adminPage('?search=Quenelle')).total).toBe(0);
    expect((await adminPage('?search=Rivage')).orders.map((o) => [o.id, o.name])).toEqual([
      [orderId, 'Pharmacie Rivage'],
    ]);
    expect((await franchisePage()).orders.map((o) => o.name)).toEqual(['Pharmacie Rivage']);
  });

  it('a page is kept per language, page and filter', async () => {
    const ph = await fx.pharmacy('Pharmacie Lanterne');
    await fx.offlineOrder(ph, 100_000);
    const label = async (language: string) =>
      (
        (await api.call('GET', '/admin/orders_list/0/10?search=Lanterne', { headers: { ...admin.headers, language } }))
          .body.payload.orders[0] as { state_label: string }
      ).state_label;
    const [fr, en, ar] = [await label('1'), await label('2'), await label('3')];
    expect(new Set([fr, en, ar]).size).toBe(3);
    expect(await label('1')).toBe(fr);
    expect((await adminPage('?search=Lanterne&state=paid')).total).toBe(0);
    expect((await adminPage('?search=Lanterne')).total).toBe(1);
  });
});

describe('a cache kept only when settled', () => {
  // on PostgreSQL other test files write at the same time, and transaction ids are the whole server's: there, only
  // what an open writer forbids is certain, and keeping is waited for
  it.skipIf(onPostgres)('shares and keeps an answer while nothing is written', async () => {
    let runs = 0;
    const cache = new VersionedCache<number>(api.db, 'orders_list_version', {
      ttlMs: 60_000,
      maxEntries: 10,
      settledOnly: true,
    });
    const compute = async () => ++runs;
    expect(await Promise.all([cache.get('k', compute), cache.get('k', compute)])).toEqual([1, 1]);
    expect(await cache.get('k', compute)).toBe(1);
  });

  it.skipIf(!onPostgres)(
    'computes at every call while a transaction that writes is open, and keeps again once it has ended',
    async () => {
      let runs = 0;
      const cache = new VersionedCache<number>(api.db, 'orders_list_version', {
        ttlMs: 60_000,
        maxEntries: 10,
        settledOnly: true,
      });
      const compute = async () => ++runs;
      const writer = new pg.Client({ connectionString: api.config.databaseUrl! });
      await writer.connect();
      try {
        await writer.query('BEGIN');
        await writer.query('SELECT pg_current_xact_id()');
        // its id is past the snapshot's horizon while no later writer has ended…
        expect(await cache.get('k', compute)).toBe(1);
        expect(await cache.get('k', compute)).toBe(2);
        // …and in its list of running ids once one has
        await sql`SELECT pg_current_xact_id()`.execute(api.db);
        expect(await cache.get('k', compute)).toBe(3);
        await writer.query('COMMIT');
        // kept again at the first call no other test's write overlaps
        await expect
          .poll(async () => (await cache.get('k', compute)) === (await cache.get('k', compute)), {
            timeout: 15_000,
            interval: 20,
          })
          .toBe(true);
        expect(runs).toBeGreaterThanOrEqual(4);
      } finally {
        await writer.end();
      }
    },
  );

  it.skipIf(!onPostgres)(
    'a page read while a change is committing is not kept under the version that change took',
    async () => {
      const ph = await fx.pharmacy('Pharmacie Boussole');
      const orderId = await fx.offlineOrder(ph, 100_000);
      const url = api.config.databaseUrl!;
      // a trigger that fires after the version's own (alphabetical order) makes the rename's commit wait on a lock the test holds
      await sql`CREATE FUNCTION test_hold_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_advisory_xact_lock(4207); RETURN NULL; END $$`.execute(
        api.db,
      );
      await sql`CREATE CONSTRAINT TRIGGER zz_test_hold_commit AFTER UPDATE OF name ON pharmacies DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_hold_commit()`.execute(
        api.db,
      );
      const holder = new pg.Client({ connectionString: url });
      const writer = new pg.Client({ connectionString: url });
      await Promise.all([holder.connect(), writer.connect()]);
      try {
        await holder.query('SELECT pg_advisory_lock(4207)');
        const before = await version();
        const renaming = writer.query(`UPDATE pharmacies SET name = 'Pharmacie Horizon' WHERE id = $1`, [ph.id]);
        await expect
          .poll(
            async () =>
              (
                await holder.query(
                  `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
                )
              ).rows[0].n,
            { timeout: 10_000, interval: 20 },
          )
          .toBe(1);
        // the version has moved, the rename is not visible yet: the page computed now must not be kept
        expect(await version()).not.toBe(before);
        expect((await adminPage('?search=Horizon')).total).toBe(0);
        await holder.query('SELECT pg_advisory_unlock(4207)');
        await renaming;
        const version_ = await version();
        expect((await adminPage('?search=Horizon')).orders.map((o) => o.id)).toEqual([orderId]);
        expect(await version()).toBe(version_);
      } finally {
        await holder.end();
        await writer.end();
        await sql`DROP TRIGGER zz_test_hold_commit ON pharmacies`.execute(api.db);
        await sql`DROP FUNCTION test_hold_commit()`.execute(api.db);
      }
    },
  );
});
