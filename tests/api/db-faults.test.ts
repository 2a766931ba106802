import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { numberPendingInvoices } from '../../server/invoices/numbering.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Chaos on PostgreSQL: a bounded load of offline orders from several pharmacies while the test cuts the
 * server's database connections (pg_terminate_backend) or shuts the database off, in 10 rounds. The server
 * runs in this process: it must stay up, answer 5001 / HTTP 503 while the database is gone, recover by itself,
 * and leave no partial order behind. PGlite is embedded and cannot lose its connection.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const ROUNDS = 10;
const PHARMACIES = 6;
const STOCK = 10_000;

let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: pg.Client;
let database: string;
const processErrors: unknown[] = [];
const recordError = (error: unknown) => processErrors.push(error);

beforeAll(async () => {
  if (!onPostgres) return;
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  database = new URL(api.config.databaseUrl!).pathname.slice(1);
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  process.on('uncaughtException', recordError);
  process.on('unhandledRejection', recordError);
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  if (!onPostgres) return;
  await expectInvariants(api);
});

afterAll(async () => {
  process.off('uncaughtException', recordError);
  process.off('unhandledRejection', recordError);
  if (!onPostgres) return;
  await admin?.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`).catch(() => {});
  await admin?.end();
  await api?.close();
});

/** Cuts every connection of the server's database (the test's own fixtures share the server's pool). */
const cutConnections = () =>
  admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    database,
  ]);
const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS ${allow}`);

const ok = () => api.call('GET', '/ok');
const recovered = () => expect.poll(async () => (await ok()).body.code, { timeout: 15_000, interval: 100 }).toBe(2001);

describe.skipIf(!onPostgres)('database faults under an order load (PostgreSQL only)', () => {
  test(`${ROUNDS} rounds of cut or shut-off connections: the server stays up, answers 5001/503, recovers, and no order is partial`, async () => {
    const productA = await fx.product(STOCK, 120_000, 'Crème solaire');
    const productB = await fx.product(STOCK, 80_000, 'Gel lavant');
    const buyers = await Promise.all(
      Array.from({ length: PHARMACIES }, (_, i) => fx.pharmacy(`Pharmacie Chaos ${'ABCDEF'[i]}`)),
    );
    const placeOrder = (b: (typeof buyers)[number]) =>
      api.call('POST', '/pharmacy/special_payment', { headers: b.headers, body: { delivery_address: b.addressId } });

    const answers: { status: number; code: number; meta: string }[] = [];
    let shutOffAnswers = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, b] of buyers.entries())
        await fx.basket(b.id, [
          [productA, 1 + (i % 3)],
          [productB, 2],
        ]);
      const shutOff = round % 2 === 0;
      // the orders are on their way when the connections are cut
      const load = buyers.map(placeOrder);
      const [cut] = await Promise.all([
        (async () => {
          if (shutOff) await allowConnections(false);
          return cutConnections();
        })(),
        ...load,
      ]);
      expect(cut.rowCount).toBeGreaterThanOrEqual(0);
      for (const res of await Promise.all(load))
        answers.push({ status: res.status, code: res.body.code, meta: res.body.meta });

      if (shutOff) {
        // while the database refuses connections, calls fail cleanly, in the caller's language
        const down = await ok();
        expect(down.status).toBe(503);
        expect(down.body).toEqual({
          code: 5001,
          payload: [],
          meta: 'Service temporarily unavailable (database unreachable). Try again in a moment.',
        });
        const downFr = await api.call('GET', '/ok', { headers: { language: '1' } });
        expect(downFr.body.meta).toMatch(/^Service momentanément indisponible/);
        const order = await placeOrder(buyers[0]!);
        expect([order.status, order.body.code]).toEqual([503, 5001]);
        shutOffAnswers++;
        await allowConnections(true);
      }
      await recovered();
    }

    expect(shutOffAnswers).toBe(ROUNDS / 2);
    // every answer was a placed order or a clean 5001/503: never a crash, a hang or a 500
    for (const a of answers) {
      if (a.code === 2001) expect(a.status).toBe(200);
      else
        expect(a).toMatchObject({
          status: 503,
          code: 5001,
          meta: expect.stringMatching(/^Service temporarily unavailable/),
        });
    }
    expect(answers).toHaveLength(ROUNDS * PHARMACIES);
    const placed = answers.filter((a) => a.code === 2001).length;
    console.info(
      `chaos: ${placed} orders placed, ${answers.length - placed} answered 5001/503 out of ${answers.length}`,
    );

    // no partial order: every order has its lines and its invoice, stock taken = quantities ordered, no invoice gap
    const orders = await api.db.selectFrom('orders').select('id').execute();
    expect(orders.length).toBeGreaterThanOrEqual(placed);
    const withoutLines = await api.db
      .selectFrom('orders as o')
      .select('o.id')
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('order_lines as l').select('l.id').whereRef('l.order_id', '=', 'o.id'))),
      )
      .execute();
    expect(withoutLines).toEqual([]);
    for (const productId of [productA, productB]) {
      const ordered = await api.db
        .selectFrom('order_lines')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('total'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow();
      expect(STOCK - (await fx.stock(productId))).toBe(Number(ordered.total));
    }
    // an order cut off between its commit and its invoice's numbering is numbered by the next one (or the job)
    await numberPendingInvoices(api.db);
    const invoices = await api.db.selectFrom('invoices').select(['seq', 'order_id']).orderBy('seq').execute();
    expect(invoices.map((i) => i.seq)).toEqual(invoices.map((_, i) => i + 1));
    expect(invoices).toHaveLength(orders.length);

    // the process stayed up: no uncaught error, and the app still answers
    expect(processErrors).toEqual([]);
    expect((await ok()).body.code).toBe(2001);
  });
});
