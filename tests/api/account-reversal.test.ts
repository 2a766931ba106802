import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { expectInvariants } from '../support/invariants.js';
import { accountsFixture } from './accounts-fixtures.js';

/** Issue 30 §2, D102: a payment received is reversed by a reversing entry, once, its invoices open again. */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };

beforeAll(async () => {
  api = await startApi({ seed: false, env: { DEFAULT_CREDIT_LIMIT: '1000000', DEFAULT_PAYMENT_TERMS_DAYS: '30' } });
  fx = accountsFixture(api);
  admin = await fx.admin();
});
// the money and stock invariants of issue 37 hold after every test of this file
afterEach(async () => {
  await expectInvariants(api);
});

afterAll(async () => api?.close());

const reverse = (body: Record<string, unknown>, key: string = randomUUID(), headers = admin.headers) =>
  api.call('POST', '/admin/reverse_payment', { headers: { ...headers, 'idempotency-key': key }, body });

describe('reverse_payment', () => {
  it('puts the balance back, opens the invoices again, is audited; a second reversal is refused, a replay answers the first', async () => {
    const ph = await fx.pharmacy();
    await fx.offlineOrder(ph, 100_000);
    await fx.offlineOrder(ph, 100_000);
    const before = await fx.ledgerOf(ph.id);
    const invoicesBefore = (await fx.invoices(ph)).invoices;
    const paid = await fx.recordPayment(admin, {
      pharmacyId: ph.id,
      amount: 1500,
      method: 'cheque',
      reference: 'CHQ-REV-1',
      bank: 'BNA',
    });
    expect(paid.body.code, JSON.stringify(paid.body)).toBe(2001);
    const paymentId = paid.body.payload.payment_id as number;
    expect((await fx.invoices(ph)).invoices.map((i) => i.status).sort()).toEqual(['paid', 'partly_paid']);

    const key = randomUUID();
    const res = await reverse({ paymentId, reason: 'Chèque sans provision' }, key);
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    expect(res.body.payload).toMatchObject({ payment_id: paymentId, amount: 1500, balance: before.balance / 100 });
    const after = await fx.ledgerOf(ph.id);
    expect(after.balance).toBe(before.balance);
    const reversal = after.entries.find((e) => e.kind === 'reversal')!;
    expect(reversal).toMatchObject({ reverses_id: paymentId, debit: 150_000, credit: 0, reference: 'CHQ-REV-1' });
    const invoicesAfter = (await fx.invoices(ph)).invoices;
    expect(invoicesAfter.map((i) => [i.invoice_id, i.amount_due, i.status])).toEqual(
      invoicesBefore.map((i) => [i.invoice_id, i.amount, 'open']),
    );
    // nothing was changed in place: the payment's allocations are still there, each undone by a negative one
    const own = after.allocations.filter((a) => a.credit_entry_id === paymentId);
    expect(
      own
        .filter((a) => Number(a.amount) < 0)
        .map((a) => a.reverses_id)
        .sort(),
    ).toEqual(
      own
        .filter((a) => Number(a.amount) > 0 && a.debit_entry_id !== reversal.id)
        .map((a) => a.id)
        .sort(),
    );
    const audit = await api.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('resource', '=', 'payment')
      .where('resource_id', '=', String(paymentId))
      .where('action', '=', 'delete')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.changes)).toContain('Chèque sans provision');

    const replay = await reverse({ paymentId, reason: 'Chèque sans provision' }, key);
    expect(replay.body).toEqual(res.body);
    const again = await reverse({ paymentId, reason: 'encore' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(4095);
    expect((await fx.ledgerOf(ph.id)).entries.filter((e) => e.kind === 'reversal')).toHaveLength(1);
    expect(await fx.summary(ph)).toMatchObject({ balance: before.balance / 100 });
  });

  it('two reversals at once: one passes, the other is refused, the ledger still adds up', async () => {
    const ph = await fx.pharmacy();
    await fx.offlineOrder(ph, 100_000);
    const before = await fx.ledgerOf(ph.id);
    const paid = await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 800, method: 'cash' });
    const paymentId = paid.body.payload.payment_id as number;
    const answers = await Promise.all([
      reverse({ paymentId, reason: 'erreur' }),
      reverse({ paymentId, reason: 'erreur' }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([2001, 4095]);
    const after = await fx.ledgerOf(ph.id);
    expect(after.entries.filter((e) => e.kind === 'reversal')).toHaveLength(1);
    expect(after.balance).toBe(before.balance);
    // a new payment then pays the reopened invoice as usual
    const again = await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 800, method: 'cash' });
    expect(again.body.payload.unallocated).toBe(0);
  });

  it('refuses bad input, an unknown or card payment, and other roles, changing nothing', async () => {
    const ph = await fx.pharmacy();
    await fx.offlineOrder(ph, 100_000);
    const paid = await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 100, method: 'cash' });
    const paymentId = paid.body.payload.payment_id as number;
    const invoiceEntry = (await fx.ledgerOf(ph.id)).entries.find((e) => e.kind === 'invoice')!;
    const card = await api.db
      .insertInto('ledger_entries')
      .values({
        pharmacy_id: ph.id,
        wilaya_id: invoiceEntry.wilaya_id,
        kind: 'payment',
        credit: 100,
        method: 'card',
        reference: 'SATIM-1',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = await fx.countRows('ledger_entries');
    const cases: [Record<string, unknown>, number][] = [
      [{ paymentId: 'abc', reason: 'x' }, 4001],
      [{ paymentId: 1.5, reason: 'x' }, 4001],
      [{ reason: 'x' }, 4001],
      [{ paymentId, reason: '' }, 4002],
      [{ paymentId, reason: '   ' }, 4002],
      [{ paymentId, reason: 12 }, 4002],
      [{ paymentId, reason: 'x'.repeat(501) }, 4002],
      [{ paymentId: 999_999, reason: 'x' }, 4041],
      [{ paymentId: invoiceEntry.id, reason: 'x' }, 4041],
      [{ paymentId: card.id, reason: 'x' }, 4095],
    ];
    for (const [body, code] of cases) {
      const res = await reverse(body, randomUUID(), { ...admin.headers, language: '1' });
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(typeof res.body.meta).toBe('string');
    }
    const fr = await reverse({ paymentId, reason: '' }, randomUUID(), { ...admin.headers, language: '1' });
    expect(fr.body.meta).toBe('Donnez le motif de l’annulation (500 caractères au plus).');
    expect((await reverse({ paymentId, reason: 'x' }, randomUUID(), ph.headers)).status).toBe(401);
    const franchise = await fx.franchisee(16, 'Alger');
    expect((await reverse({ paymentId, reason: 'x' }, randomUUID(), franchise.headers)).status).toBe(401);
    expect(await fx.countRows('ledger_entries')).toBe(count);
  });
});
