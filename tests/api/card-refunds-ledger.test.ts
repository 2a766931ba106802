import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { up as backfill } from '../../server/db/migrations/044_card_refunds_ledger.js';
import { settlePendingRefunds } from '../../server/payments/refund.js';
import { createSatimClient } from '../../server/payments/satim.js';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants as expectAllInvariants } from '../support/invariants.js';
import { pdfText } from '../support/pdf.js';
import { paidCardOrder, paymentFixture } from './payment-fixtures.js';

/**
 * Issue 37 §1, §2, §5 (D108): every card refund goes through the ledger with its credit note; card refunds plus
 * credit notes of an order never exceed what was paid, whatever the order of the calls; a refund the gateway made is
 * recorded exactly once whatever fails after it, and the reconciliation settles every refund left pending.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let api: TestApi;
let fx: ReturnType<typeof paymentFixture>;
let admin: { id: number; headers: Record<string, string> };
const log = pino({ level: 'silent' });

beforeAll(async () => {
  api = await startApi({ seed: false });
  fx = paymentFixture(api);
  admin = await fx.admin();
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectAllInvariants(api);
});

afterAll(async () => api?.close());

const call = (path: string, body: unknown) => api.call('POST', path, { headers: admin.headers, body });
const refundOrder = (orderId: number, amount: unknown) => call('/admin/refund_order', { orderId, amount });
const cancelAll = (orderId: number) => call('/admin/cancel_unshipped', { orderId });
const settleAll = () => settlePendingRefunds(api.db, createSatimClient(api.config), log, { force: true });

async function ledgerOf(orderId: number) {
  return api.db
    .selectFrom('ledger_entries')
    .select(['kind', 'debit', 'credit', 'credit_note_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

/** What the gateway itself holds refunded for the order's paid payment, in centimes. */
async function refundedAtGateway(orderId: number) {
  const p = await api.db
    .selectFrom('payments')
    .select('provider_order_id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const row = await api.db
    .selectFrom('sandbox_orders')
    .select('refunded')
    .where('id', '=', p.provider_order_id!)
    .executeTakeFirstOrThrow();
  return Number(row.refunded);
}

/** The money invariants of one order and its pharmacy, after any sequence of calls. */
async function expectInvariants(orderId: number) {
  const order = await api.db
    .selectFrom('orders')
    .select(['pharmacy_id', 'total', 'refunded_amount'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const payment = await api.db
    .selectFrom('payments')
    .select(['id', 'amount', 'refunded_amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  const notes = await api.db
    .selectFrom('credit_notes')
    .select(['id', 'total', 'refunded_to_card'])
    .where('order_id', '=', orderId)
    .execute();
  const refunds = await api.db
    .selectFrom('refunds')
    .select(['amount', 'status', 'credit_note_id'])
    .where('payment_id', '=', payment.id)
    .execute();
  const done = refunds.filter((r) => r.status === 'done').reduce((s, r) => s + Number(r.amount), 0);
  const credited = notes.reduce((s, n) => s + Number(n.total), 0);
  const paid = Number(payment.amount);
  // never more back than was paid: credits (refunded or kept on the account) and card refunds alike
  expect(credited).toBeLessThanOrEqual(paid);
  expect(done).toBeLessThanOrEqual(credited);
  expect(await refundedAtGateway(orderId)).toBe(done);
  expect(Number(order.refunded_amount)).toBe(done);
  // every refund made has its credit note and exactly one refund entry of its amount
  const entries = await ledgerOf(orderId);
  for (const r of refunds.filter((x) => x.status === 'done')) {
    expect(r.credit_note_id).not.toBeNull();
    expect(
      entries.filter((e) => e.kind === 'refund' && e.credit_note_id === r.credit_note_id).map((e) => Number(e.debit)),
    ).toEqual([Number(r.amount)]);
  }
  expect(refunds.filter((r) => r.status === 'pending')).toEqual([]);
  expect(Number(payment.refunded_amount)).toBe(done);
  // the balance row equals the entries
  const sums = await api.db
    .selectFrom('ledger_entries')
    .select([sql<number>`coalesce(sum(debit - credit), 0)::bigint`.as('balance')])
    .where('pharmacy_id', '=', order.pharmacy_id)
    .executeTakeFirstOrThrow();
  const row = await api.db
    .selectFrom('account_balances')
    .select('balance')
    .where('pharmacy_id', '=', order.pharmacy_id)
    .executeTakeFirst();
  expect(Number(row?.balance ?? 0)).toBe(Number(sums.balance));
  return { done, credited, entries };
}

describe('card refunds through the ledger', () => {
  it('a refund by amount has its credit note, its credit and its refund entry; the balance does not move', async () => {
    const { orderId } = await paidCardOrder(fx);
    const res = await refundOrder(orderId, 100);
    expect(res.body.code).toBe(2001);
    expect(res.body.payload).toMatchObject({ refunded_amount: 100, refundable_amount: 1090 });
    const note = await api.db
      .selectFrom('credit_notes')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(note).toMatchObject({ source: 'refund', refunded_to_card: 10_000 });
    expect(Number(note.total)).toBe(10_000);
    // 100 DA TTC at 19 %: HT 84.03, TVA 15.97
    expect([Number(note.price_without_tax), Number(note.tax_amount)]).toEqual([8_403, 1_597]);
    expect(note.number).toMatch(/^AV-\d{4}-\d{6}$/);
    const { entries } = await expectInvariants(orderId);
    expect(entries.map((e) => [e.kind, Number(e.debit), Number(e.credit)])).toEqual([
      ['invoice', 119_000, 0],
      ['payment', 0, 119_000],
      ['credit_note', 0, 10_000],
      ['refund', 10_000, 0],
    ]);
    // the credit note's PDF names the refund in the reader's language
    const en = await pdfText(
      (await api.call('GET', `/admin/credit_note/${note.id}?lang=en`, { headers: admin.headers })).body,
    );
    expect(en).toContain(note.number);
    expect(en).toContain('Card refund');
  });

  it('refunded in full, then the rest cancelled: the stock comes back, no money', async () => {
    const { orderId } = await paidCardOrder(fx);
    expect((await refundOrder(orderId, 1190)).body.code).toBe(2001);
    const cancel = await cancelAll(orderId);
    expect(cancel.body).toMatchObject({ code: 2001, payload: { amount: 0 } });
    const { done, credited } = await expectInvariants(orderId);
    expect([done, credited]).toEqual([119_000, 119_000]);
  });

  it('cancelled (credit note refunded to the card), then a refund by amount: refused beyond what was paid', async () => {
    const { orderId } = await paidCardOrder(fx);
    const cancel = await cancelAll(orderId);
    expect(cancel.body.payload).toMatchObject({ refund_status: 'done' });
    expect(cancel.body.payload.credit_note_number).toMatch(/^AV-/);
    const again = await refundOrder(orderId, 1);
    expect(again.body.code).toBe(4002);
    const { done, credited } = await expectInvariants(orderId);
    expect([done, credited]).toEqual([119_000, 119_000]);
  });

  it('a refund by amount racing a cancellation and a credit note refund: never more than was paid', async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId } = await paidCardOrder(fx);
      await Promise.all([
        refundOrder(orderId, 1190),
        cancelAll(orderId),
        refundOrder(orderId, 600),
        cancelAll(orderId),
      ]);
      const notes = await api.db.selectFrom('credit_notes').select('id').where('order_id', '=', orderId).execute();
      await Promise.all(notes.map((n) => call('/admin/refund_credit_note', { creditNoteId: n.id })));
      await expectInvariants(orderId);
    }
  });
});

/** A trigger that makes the record of a refund fail once the gateway made it, as a crash would. */
async function failRecordOfRefunds(on: boolean) {
  if (!on) {
    await sql`DROP TRIGGER IF EXISTS test_refund_record_fails ON refunds`.execute(api.db);
    return;
  }
  const failure = onPostgres
    ? sql`PERFORM pg_terminate_backend(pg_backend_pid());`
    : sql`RAISE EXCEPTION 'connection lost (test)';`;
  await sql`CREATE OR REPLACE FUNCTION test_refund_record_fails() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN ${failure} RETURN NEW; END $$`.execute(api.db);
  await sql`CREATE TRIGGER test_refund_record_fails BEFORE UPDATE ON refunds FOR EACH ROW
    WHEN (OLD.status = 'pending' AND NEW.status = 'done') EXECUTE FUNCTION test_refund_record_fails()`.execute(api.db);
}

describe('a refund the gateway made is recorded once, whatever fails after it', () => {
  it('the record fails after the gateway: the refund stays pending, a retry refunds nothing more, the reconciliation records it once', async () => {
    const { orderId } = await paidCardOrder(fx);
    await failRecordOfRefunds(true);
    try {
      const cancel = await cancelAll(orderId);
      expect(cancel.status).toBeGreaterThanOrEqual(500);
    } finally {
      await failRecordOfRefunds(false);
    }
    await expect.poll(async () => (await api.call('GET', '/ok')).body.code).toBe(2001);
    expect(await refundedAtGateway(orderId)).toBe(119_000);
    const note = await api.db
      .selectFrom('credit_notes')
      .select(['id', 'refunded_to_card'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(Number(note.refunded_to_card)).toBe(119_000);
    expect(
      (await api.db.selectFrom('refunds').select('status').where('credit_note_id', '=', note.id).execute()).map(
        (r) => r.status,
      ),
    ).toEqual(['pending']);

    // the admin clicks again: the note is claimed, the gateway is not asked a second time
    const retry = await call('/admin/refund_credit_note', { creditNoteId: note.id });
    expect(retry.body.code).toBe(4095);
    expect(await refundedAtGateway(orderId)).toBe(119_000);

    expect(await settleAll()).toBe(1);
    expect(await settleAll()).toBe(0);
    const { done, entries } = await expectInvariants(orderId);
    expect(done).toBe(119_000);
    expect(entries.filter((e) => e.kind === 'refund')).toHaveLength(1);
  });

  it('no answer from the gateway: pending, then given back by the reconciliation when the gateway says it was not made', async () => {
    const { orderId } = await paidCardOrder(fx);
    const working = api.config.satimUrl;
    api.config.satimUrl = 'http://127.0.0.1:9/payment/rest';
    try {
      const res = await refundOrder(orderId, 50);
      expect(res.body.code).toBe(5021);
      expect(res.body.meta).toMatch(/pending/);
      // while pending, it counts against what may still be refunded
      expect((await refundOrder(orderId, 1190)).body.code).toBe(4002);
    } finally {
      api.config.satimUrl = working;
    }
    expect(await settleAll()).toBe(1);
    const { done, credited } = await expectInvariants(orderId);
    expect([done, credited]).toEqual([0, 0]);
    expect((await refundOrder(orderId, 1190)).body.code).toBe(2001);
    await expectInvariants(orderId);
  });
});

describe('migration 044 backfills the refunds made before it', () => {
  it('a refund with no document gets its credit note and entries once; the balance does not move', async () => {
    const { ph, orderId } = await paidCardOrder(fx);
    const payment = await api.db
      .selectFrom('payments')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    // as /admin/refund_order wrote it before D108
    await api.db
      .insertInto('refunds')
      .values({ payment_id: payment.id, admin_id: admin.id, amount: 30_000, status: 'done' })
      .execute();
    await api.db.updateTable('payments').set({ refunded_amount: 30_000 }).where('id', '=', payment.id).execute();
    await api.db.updateTable('orders').set({ refunded_amount: 30_000 }).where('id', '=', orderId).execute();
    const balance = async () =>
      Number(
        (
          await api.db
            .selectFrom('account_balances')
            .select('balance')
            .where('pharmacy_id', '=', ph.id)
            .executeTakeFirst()
        )?.balance ?? 0,
      );
    const before = await balance();
    await backfill(api.db as never);
    await backfill(api.db as never);
    const notes = await api.db
      .selectFrom('credit_notes')
      .select(['source', 'total', 'price_without_tax', 'refunded_to_card'])
      .where('order_id', '=', orderId)
      .execute();
    // 300 DA TTC at 19 %: HT 252.10
    expect(
      notes.map((n) => [n.source, Number(n.total), Number(n.price_without_tax), Number(n.refunded_to_card)]),
    ).toEqual([['refund', 30_000, 25_210, 30_000]]);
    const entries = await ledgerOf(orderId);
    expect(entries.filter((e) => e.kind === 'refund').map((e) => Number(e.debit))).toEqual([30_000]);
    expect(await balance()).toBe(before);
  });
});
