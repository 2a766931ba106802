import { sql } from 'kysely';
import type { OrderState } from '../../server/db/schema.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { adminQuery } from '../support/postgres.js';
import { CARDS, payOnSandbox, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 37 §6: a mail follows its write. The order confirmation is queued in the order's transaction (offline order,
 * card payment settled): when the transaction fails, after the order was written or while its mail is queued, there
 * is neither order nor mail; when it commits, the order has its one mail, whatever happens after the commit. The
 * faults are triggers the test adds: one that fails (both databases), one that holds a statement while the test
 * kills the server's connection (PostgreSQL).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let database: string;
const pharmacies: { id: number; email: string }[] = [];

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  if (onPostgres) database = new URL(api.config.databaseUrl!).pathname.slice(1);
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});

afterAll(async () => api?.close());
afterEach(async () => {
  for (const table of ['orders', 'outgoing_mail', 'invoice_pdfs'])
    await sql.raw(`DROP TRIGGER IF EXISTS test_fault ON ${table}`).execute(api.db);
  // the invariant, after every fault: each placed order of this file has exactly one confirmation mail
  expect(await placedOrdersWithoutOneMail()).toEqual([]);
});

const PLACED: OrderState[] = ['pending_validation', 'paid'];

/** Orders of this file's pharmacies, placed or paid, whose confirmation mails are not exactly one. */
async function placedOrdersWithoutOneMail() {
  if (!pharmacies.length) return [];
  const orders = await api.db
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .select(['o.order_no', 'o.state', 'p.email'])
    .where(
      'o.pharmacy_id',
      'in',
      pharmacies.map((p) => p.id),
    )
    .where('o.state', 'in', PLACED)
    .execute();
  const wrong = [];
  for (const o of orders) {
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select('id')
      .where('recipient', '=', o.email)
      .where('subject', 'like', `%${o.order_no}%`)
      .execute();
    if (mails.length !== 1) wrong.push({ ...o, mails: mails.length });
  }
  return wrong;
}

/** A pharmacy with 2 units of a product (10 in stock) in its basket. */
async function buyer() {
  const ph = await fx.pharmacy();
  pharmacies.push(ph);
  const product = await fx.product(10, 100_000);
  await fx.basket(ph.id, [[product, 2]]);
  return { ph, product };
}

const special = (ph: { headers: Record<string, string>; addressId: number }) =>
  api.call('POST', '/pharmacy/special_payment', { headers: ph.headers, body: { delivery_address: ph.addressId } });
const ordersOf = (pharmacyId: number) =>
  api.db.selectFrom('orders').select(['id', 'order_no', 'state']).where('pharmacy_id', '=', pharmacyId).execute();
const mailsTo = (email: string) =>
  api.db.selectFrom('outgoing_mail').select('subject').where('recipient', '=', email).execute();

/** `statement` (PL/pgSQL) run by a trigger on `table` for each row `when` holds; AFTER triggers are deferred to the commit. */
async function fault(table: string, timing: string, when: string, statement: string) {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${statement}; RETURN NEW; END $$`,
    )
    .execute(api.db);
  const constraint = timing.startsWith('AFTER');
  await sql
    .raw(
      `CREATE ${constraint ? 'CONSTRAINT ' : ''}TRIGGER test_fault ${timing} ON ${table}${constraint ? ' DEFERRABLE INITIALLY DEFERRED' : ''} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION test_fault()`,
    )
    .execute(api.db);
}

/**
 * The pool may hand out the killed connection once more before it learns of its end: the first statements after a
 * kill are tried until one passes, as the server's own next requests recover.
 */
const poolRecovered = () =>
  expect
    .poll(
      async () => (await sql<{ one: number }>`SELECT 1 AS one`.execute(api.db).catch(() => ({ rows: [] }))).rows.length,
      { timeout: 10_000, interval: 50 },
    )
    .toBe(1);

/** Kills the server's connection that waits in pg_sleep (a trigger holding its statement), once it is there. */
async function killSleepingConnection() {
  const sleeping = "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'";
  await expect
    .poll(async () => (await adminQuery(sleeping, [database])).rowCount, { timeout: 10_000, interval: 50 })
    .toBe(1);
  await adminQuery(`SELECT pg_terminate_backend(pid) FROM (${sleeping}) s`, [database]);
}

/** The order was not placed: no order, no mail, the stock and the basket as they were. */
async function expectNothingPlaced(b: { ph: { id: number; email: string }; product: number }) {
  expect(await ordersOf(b.ph.id)).toEqual([]);
  expect(await mailsTo(b.ph.email)).toEqual([]);
  expect(await fx.stock(b.product)).toBe(10);
  expect(await fx.basketCount(b.ph.id)).toBe(1);
}

describe('the order confirmation is queued in the order’s transaction', () => {
  it('every placed offline order has exactly one confirmation mail', async () => {
    const buyers = [await buyer(), await buyer(), await buyer()];
    for (const res of await Promise.all(buyers.map((b) => special(b.ph))))
      expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    for (const b of buyers) {
      const [order] = await ordersOf(b.ph.id);
      expect(await mailsTo(b.ph.email)).toEqual([{ subject: expect.stringContaining(order!.order_no) }]);
    }
  });

  it('an offline order whose transaction fails after the order is written: no order, no mail', async () => {
    const b = await buyer();
    // at the commit, after every statement of the order (its lines, stock, invoice row, mail) ran
    await fault(
      'orders',
      'AFTER INSERT',
      `NEW.pharmacy_id = ${b.ph.id}`,
      "RAISE EXCEPTION 'the order cannot commit (test)'",
    );
    const res = await special(b.ph);
    expect([res.status, res.body.code]).toEqual([500, 5001]);
    await expectNothingPlaced(b);
  });

  it('an offline order whose mail cannot be queued is not placed; placed once it can be, with one mail', async () => {
    const b = await buyer();
    await fault(
      'outgoing_mail',
      'BEFORE INSERT',
      `NEW.recipient = '${b.ph.email}'`,
      "RAISE EXCEPTION 'the mail cannot be queued (test)'",
    );
    const res = await special(b.ph);
    expect([res.status, res.body.code]).toEqual([500, 5001]);
    await expectNothingPlaced(b);

    await sql`DROP TRIGGER test_fault ON outgoing_mail`.execute(api.db);
    const again = await special(b.ph);
    expect(again.body.code).toBe(2001);
    expect(await mailsTo(b.ph.email)).toEqual([{ subject: expect.stringContaining(again.body.payload.order_no) }]);
    expect(await fx.stock(b.product)).toBe(8);
  });

  it.skipIf(!onPostgres)('the connection killed while the mail is queued: neither order nor mail', async () => {
    const b = await buyer();
    await fault('outgoing_mail', 'BEFORE INSERT', `NEW.recipient = '${b.ph.email}'`, 'PERFORM pg_sleep(30)');
    const [res] = await Promise.all([special(b.ph), killSleepingConnection()]);
    await poolRecovered();
    expect([res.status, res.body.code]).toEqual([503, 5001]);
    await expectNothingPlaced(b);
  });

  it.skipIf(!onPostgres)(
    'the connection killed right after the commit (the invoice being kept): the order has its one mail',
    async () => {
      const b = await buyer();
      await fault('invoice_pdfs', 'BEFORE INSERT OR UPDATE', 'true', 'PERFORM pg_sleep(30)');
      const [res] = await Promise.all([special(b.ph), killSleepingConnection()]);
      await poolRecovered();
      expect([res.status, res.body.code]).toEqual([503, 5001]);
      const orders = await ordersOf(b.ph.id);
      expect(orders).toEqual([{ id: expect.any(Number), order_no: expect.any(String), state: 'pending_validation' }]);
      expect(await mailsTo(b.ph.email)).toEqual([{ subject: expect.stringContaining(orders[0]!.order_no) }]);
    },
  );

  it('a card payment whose mail cannot be queued stays unsettled, then is paid with one mail', async () => {
    const b = await buyer();
    const saved = await fx.saveOrder(b.ph);
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(2001);
    const { formUrl, orderNumber } = saved.body.payload as { formUrl: string; orderNumber: string };
    await payOnSandbox(formUrl, CARDS.ok);

    await fault(
      'outgoing_mail',
      'BEFORE INSERT',
      `NEW.recipient = '${b.ph.email}'`,
      "RAISE EXCEPTION 'the mail cannot be queued (test)'",
    );
    const failed = await fx.confirm(b.ph, orderNumber);
    expect([failed.status, failed.body.code]).toEqual([500, 5001]);
    expect(await fx.orderOf(orderNumber)).toMatchObject({ state: 'awaiting_payment', payment_status: 'registered' });
    expect(await mailsTo(b.ph.email)).toEqual([]);

    await sql`DROP TRIGGER test_fault ON outgoing_mail`.execute(api.db);
    expect((await fx.confirm(b.ph, orderNumber)).body.code).toBe(2001);
    expect((await fx.confirm(b.ph, orderNumber)).body.code).toBe(2001);
    const order = await fx.orderOf(orderNumber);
    expect(order).toMatchObject({ state: 'paid', payment_status: 'paid' });
    const { order_no } = await api.db
      .selectFrom('orders')
      .select('order_no')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(await mailsTo(b.ph.email)).toEqual([{ subject: expect.stringContaining(order_no) }]);
  });
});
