import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { adminQuery } from '../support/postgres.js';
import { accountsFixture } from './accounts-fixtures.js';
import { categoryBody } from './admin-fixtures.js';

/**
 * Issue 37 §4, D109: an operation whose transaction committed is never run again under its Idempotency-Key. The
 * faults are the database's own: a trigger makes the storing of the answer fail (the state a process killed between
 * the commit and its answer leaves: the write committed, the key without an answer), or, on PostgreSQL, holds that
 * statement or the write's commit while the test kills the server's connection. The key is then backdated past the
 * 2 minutes after which an unfinished first request gives its key up, and the identical request is sent again, as a
 * client repeating after a lost answer does. Exact end states: the payments, the ledger's entries and the balance.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let database: string;

beforeAll(async () => {
  api = await startApi({ seed: false, env: { FRANCHISE_CASH_COLLECTION: '1' } });
  fx = accountsFixture(api);
  if (onPostgres) database = new URL(api.config.databaseUrl!).pathname.slice(1);
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});

afterAll(async () => api?.close());
afterEach(async () => {
  await sql`DROP TRIGGER IF EXISTS test_fault ON idempotency_keys`.execute(api.db);
  await sql`DROP TRIGGER IF EXISTS test_fault ON ledger_entries`.execute(api.db);
  await sql`DROP TRIGGER IF EXISTS test_fault ON invoice_pdfs`.execute(api.db);
});

const ALREADY_RECORDED = {
  code: 4095,
  payload: [],
  meta: 'This operation was already recorded: nothing was done again. Reload the page to see it.',
};

/** `statement` (PL/pgSQL) run by a trigger on `table`, before each row `when` holds. */
async function fault(table: string, when: string, statement: string, timing = 'BEFORE UPDATE') {
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION test_fault() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${statement}; RETURN NEW; END $$`,
    )
    .execute(api.db);
  const deferred = timing.startsWith('AFTER') ? 'CONSTRAINT ' : '';
  const deferral = deferred ? ' DEFERRABLE INITIALLY DEFERRED' : '';
  await sql
    .raw(
      `CREATE ${deferred}TRIGGER test_fault ${timing} ON ${table}${deferral} FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION test_fault()`,
    )
    .execute(api.db);
}
/** Storing a first answer fails: what a process killed between the commit and its answer leaves behind. */
const answerNeverStored = () =>
  fault('idempotency_keys', 'NEW.response IS NOT NULL', "RAISE EXCEPTION 'the answer is lost (test)'");

const keyRow = (key: string) =>
  api.db
    .selectFrom('idempotency_keys')
    .select(['status_code', 'response', 'committed_at'])
    .where('key', '=', key)
    .executeTakeFirst();
/** The key looks like one whose first request started 3 minutes ago (its instance gone). */
const backdate = (key: string) =>
  api.db
    .updateTable('idempotency_keys')
    .set({ created_at: sql`now() - interval '3 minutes'` })
    .where('key', '=', key)
    .execute();

const payments = (pharmacyId: number) =>
  api.db
    .selectFrom('ledger_entries')
    .select(['id', 'credit', 'reference'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('kind', '=', 'payment')
    .execute();

/** A pharmacy owing one invoice of 1 190 DA, and an admin. */
async function debtor() {
  const ph = await fx.pharmacy();
  await fx.oldInvoice(ph.id, 10, -20);
  const admin = await fx.admin();
  return { ph, admin };
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
  await expect
    .poll(
      async () =>
        (await adminQuery("SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'", [database]))
          .rowCount,
      { timeout: 10_000, interval: 50 },
    )
    .toBe(1);
  const killed = await adminQuery(
    "SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND wait_event = 'PgSleep'",
    [database],
  );
  expect(killed.rows).toEqual([{ done: true }]);
}

describe('a committed write is never run again under its Idempotency-Key (D109)', () => {
  it('record_payment: committed, its answer never stored, repeated 3 minutes later: one payment, the ledger unchanged', async () => {
    const { ph, admin } = await debtor();
    const key = randomUUID();
    const pay = () =>
      api.call('POST', '/admin/record_payment', {
        headers: { ...admin.headers, 'idempotency-key': key },
        body: { pharmacyId: ph.id, amount: 500, method: 'transfer', reference: 'VIR-37-4' },
      });

    await answerNeverStored();
    const first = await pay();
    await sql`DROP TRIGGER test_fault ON idempotency_keys`.execute(api.db);
    expect(first.body.code, JSON.stringify(first.body)).toBe(2001);
    expect(await keyRow(key)).toMatchObject({ status_code: null, response: null, committed_at: expect.any(Date) });
    const ledger = await fx.ledgerOf(ph.id);
    expect(ledger.balance).toBe(119_000 - 50_000);

    await backdate(key);
    for (let repeat = 0; repeat < 2; repeat++) {
      const again = await pay();
      expect([again.status, again.body]).toEqual([409, ALREADY_RECORDED]);
    }
    expect(await payments(ph.id)).toEqual([
      { id: first.body.payload.payment_id, credit: 50_000, reference: 'VIR-37-4' },
    ]);
    expect(await fx.ledgerOf(ph.id)).toEqual(ledger);
    // in the caller's language
    const fr = await api.call('POST', '/admin/record_payment', {
      headers: { ...admin.headers, 'idempotency-key': key, language: '1' },
      body: { pharmacyId: ph.id, amount: 500, method: 'transfer', reference: 'VIR-37-4' },
    });
    expect(fr.body.meta).toBe(
      'Cette opération a déjà été enregistrée : rien n’a été refait. Rechargez la page pour la voir.',
    );
    expect(await payments(ph.id)).toHaveLength(1);
  });

  it.skipIf(!onPostgres)(
    'record_payment: its connection killed while the answer is stored, after the commit: one payment',
    async () => {
      const { ph, admin } = await debtor();
      const key = randomUUID();
      const pay = () =>
        api.call('POST', '/admin/record_payment', {
          headers: { ...admin.headers, 'idempotency-key': key },
          body: { pharmacyId: ph.id, amount: 300, method: 'cash' },
        });

      await fault('idempotency_keys', 'NEW.response IS NOT NULL', 'PERFORM pg_sleep(30)');
      const [first] = await Promise.all([pay(), killSleepingConnection()]);
      await poolRecovered();
      await sql`DROP TRIGGER test_fault ON idempotency_keys`.execute(api.db);
      // the answer still went out; the key kept no answer
      expect(first.body.code, JSON.stringify(first.body)).toBe(2001);
      expect(await keyRow(key)).toMatchObject({ response: null, committed_at: expect.any(Date) });
      const ledger = await fx.ledgerOf(ph.id);

      await backdate(key);
      const again = await pay();
      expect([again.status, again.body]).toEqual([409, ALREADY_RECORDED]);
      expect(await payments(ph.id)).toEqual([{ id: first.body.payload.payment_id, credit: 30_000, reference: null }]);
      expect(await fx.ledgerOf(ph.id)).toEqual(ledger);
      expect(ledger.balance).toBe(119_000 - 30_000);
    },
  );

  it.skipIf(!onPostgres)(
    'record_payment: its connection killed inside the write, before the commit: nothing kept, the repeat pays once',
    async () => {
      const { ph, admin } = await debtor();
      const key = randomUUID();
      const pay = () =>
        api.call('POST', '/admin/record_payment', {
          headers: { ...admin.headers, 'idempotency-key': key },
          body: { pharmacyId: ph.id, amount: 200, method: 'cash' },
        });

      // held at the commit (a deferred trigger), after the key was marked in the same transaction
      await fault('ledger_entries', "NEW.kind = 'payment'", 'PERFORM pg_sleep(30)', 'AFTER INSERT');
      const [first] = await Promise.all([pay(), killSleepingConnection()]);
      await poolRecovered();
      await sql`DROP TRIGGER test_fault ON ledger_entries`.execute(api.db);
      expect([first.status, first.body.code]).toEqual([503, 5001]);
      // nothing committed: the key was freed with the 5xx, and the repeat runs as a first request
      expect(await keyRow(key)).toBeUndefined();
      expect(await payments(ph.id)).toEqual([]);

      const again = await pay();
      expect(again.body.code, JSON.stringify(again.body)).toBe(2001);
      const replay = await pay();
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body).toEqual(again.body);
      expect(await payments(ph.id)).toEqual([{ id: again.body.payload.payment_id, credit: 20_000, reference: null }]);
      expect((await fx.ledgerOf(ph.id)).balance).toBe(119_000 - 20_000);
    },
  );

  it('a 5xx after the commit keeps the key: special_payment whose invoice fails after the order committed places one order', async () => {
    const ph = await fx.pharmacy();
    const product = await fx.product(10, 100_000);
    await fx.basket(ph.id, [[product, 2]]);
    const key = randomUUID();
    const place = () =>
      api.call('POST', '/pharmacy/special_payment', {
        headers: { ...ph.headers, 'idempotency-key': key },
        body: { delivery_address: ph.addressId },
      });

    await fault(
      'invoice_pdfs',
      'true',
      "RAISE EXCEPTION 'the invoice cannot be kept (test)'",
      'BEFORE INSERT OR UPDATE',
    );
    const first = await place();
    await sql`DROP TRIGGER test_fault ON invoice_pdfs`.execute(api.db);
    expect([first.status, first.body.code]).toEqual([500, 5001]);
    expect(await keyRow(key)).toMatchObject({ status_code: 500, response: null, committed_at: expect.any(Date) });

    // at once, not 2 minutes later: the first request is over
    const again = await place();
    expect([again.status, again.body]).toEqual([409, ALREADY_RECORDED]);
    const orders = await api.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'state'])
      .where('pharmacy_id', '=', ph.id)
      .execute();
    expect(orders).toEqual([{ id: expect.any(Number), order_no: expect.any(String), state: 'pending_validation' }]);
    expect(await fx.stock(product)).toBe(8);
    const mails = await api.db
      .selectFrom('outgoing_mail')
      .select('subject')
      .where('recipient', '=', ph.email)
      .execute();
    expect(mails).toEqual([{ subject: expect.stringContaining(orders[0]!.order_no) }]);
  });

  it('a 5xx before anything committed still frees the key: the repeat runs', async () => {
    const { ph, admin } = await debtor();
    const key = randomUUID();
    const pay = () =>
      api.call('POST', '/admin/record_payment', {
        headers: { ...admin.headers, 'idempotency-key': key },
        body: { pharmacyId: ph.id, amount: 100, method: 'cash' },
      });
    await fault(
      'ledger_entries',
      "NEW.kind = 'payment'",
      "RAISE EXCEPTION 'the payment cannot be written (test)'",
      'BEFORE INSERT',
    );
    expect((await pay()).status).toBe(500);
    await sql`DROP TRIGGER test_fault ON ledger_entries`.execute(api.db);
    expect(await keyRow(key)).toBeUndefined();
    expect((await pay()).body.code).toBe(2001);
    expect(await payments(ph.id)).toHaveLength(1);
  });

  it('every keyed write marks its key committed with it; a refusal commits nothing and is answered again', async () => {
    const ph = await fx.pharmacy();
    const admin = await fx.admin();
    const franchisee = await fx.franchisee(16, 'Alger');
    await fx.oldInvoice(ph.id, 10, -20);
    const product = await fx.product(10, 100_000);
    await fx.basket(ph.id, [[product, 1]]);
    const calls: [string, Record<string, string>, unknown][] = [
      [
        '/pharmacy/add_cc',
        ph.headers,
        {
          card_name: 'CIB',
          card_number: '9000123412347654',
          card_holder: 'Amine Benali',
          exp_month: '07',
          exp_year: '2031',
          cvv: '123',
        },
      ],
      ['/pharmacy/add_address', ph.headers, { address: 'Cité des 500 logements, Bt 12' }],
      ['/pharmacy/special_payment', ph.headers, { delivery_address: ph.addressId }],
      ['/admin/add_category', admin.headers, categoryBody()],
      ['/admin/add_carrier', admin.headers, { name: `Transporteur ${randomUUID().slice(0, 6)}` }],
      [
        '/admin/receive_stock',
        admin.headers,
        {
          productId: product,
          lot: `L${randomUUID().slice(0, 6)}`,
          expiry: `${new Date().getUTCFullYear() + 2}-06-30`,
          quantity: 5,
        },
      ],
      ['/admin/record_payment', admin.headers, { pharmacyId: ph.id, amount: 100, method: 'cash' }],
      ['/franchise/record_collection', franchisee.headers, { pharmacyId: ph.id, amount: 50 }],
    ];
    for (const [path, headers, body] of calls) {
      const key = randomUUID();
      const res = await api.call('POST', path, { headers: { ...headers, 'idempotency-key': key }, body });
      expect(res.body.code, `${path} ${JSON.stringify(res.body)}`).toBe(2001);
      expect(await keyRow(key), path).toMatchObject({ status_code: 200, committed_at: expect.any(Date) });
    }
    const paymentId = (await payments(ph.id))[0]!.id;
    const key = randomUUID();
    const reverse = () =>
      api.call('POST', '/admin/reverse_payment', {
        headers: { ...admin.headers, 'idempotency-key': key },
        body: { paymentId, reason: 'Chèque sans provision' },
      });
    expect((await reverse()).body.code).toBe(2001);
    expect(await keyRow(key)).toMatchObject({ committed_at: expect.any(Date) });

    const refusedKey = randomUUID();
    const refused = () =>
      api.call('POST', '/admin/record_payment', {
        headers: { ...admin.headers, 'idempotency-key': refusedKey },
        body: { pharmacyId: ph.id, amount: 0, method: 'cash' },
      });
    const answer = await refused();
    expect(answer.body.code).toBe(4002);
    expect(await keyRow(refusedKey)).toMatchObject({ status_code: 400, committed_at: null });
    expect((await refused()).body).toEqual(answer.body);
  });
});
