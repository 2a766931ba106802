import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueOverdueReminders } from '../../server/ledger/reminders.js';
import { startApi, type TestApi } from '../support/api.js';
import { accountsFixture } from './accounts-fixtures.js';

/** Issue 30 §5, D101: reminders at due + 1, + 15 and + 30 days, each once, on a controlled clock. */
let api: TestApi;
let fx: ReturnType<typeof accountsFixture>;
let admin: { id: number; headers: Record<string, string> };
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  api = await startApi({ seed: false, env: { DEFAULT_CREDIT_LIMIT: '1000000' } });
  fx = accountsFixture(api);
  admin = await fx.admin();
});
afterAll(async () => api?.close());

const mailsTo = (email: string) =>
  api.db
    .selectFrom('outgoing_mail')
    .select(['subject', 'text_body', 'html_body'])
    .where('recipient', '=', email)
    .orderBy('id')
    .execute();

describe('overdue reminders', () => {
  it('go at due + 1, + 15 and + 30 days, once each even when run twice or at once; a paid invoice gets none', async () => {
    const ph = await fx.pharmacy('Pharmacie des Rappels');
    await api.db.updateTable('pharmacies').set({ language: 3 }).where('id', '=', ph.id).execute();
    const unpaid = await fx.oldInvoice(ph.id, 5, 0);
    const due = (
      await api.db
        .selectFrom('ledger_entries')
        .select('due_at')
        .where('order_id', '=', unpaid.orderId)
        .executeTakeFirstOrThrow()
    ).due_at!.getTime();
    const paidPharmacy = await fx.pharmacy();
    const settled = await fx.oldInvoice(paidPharmacy.id, 5, 0);
    const pay = await fx.recordPayment(admin, {
      pharmacyId: paidPharmacy.id,
      amount: settled.total / 100,
      method: 'cash',
    });
    expect(pay.body.payload.unallocated).toBe(0);
    // part of the unpaid invoice is paid: the reminder gives what is left
    await fx.recordPayment(admin, { pharmacyId: ph.id, amount: 100, method: 'cash' });
    const left = unpaid.total - 10_000;

    const run = (at: number) => queueOverdueReminders(api.config, api.db, new Date(at));
    for (const [at, mails] of [
      [due + 12 * HOUR, 0],
      [due + DAY + HOUR, 1],
      [due + DAY + 2 * HOUR, 0],
      [due + 3 * DAY, 0],
      [due + 15 * DAY + HOUR, 1],
      [due + 16 * DAY, 0],
      [due + 30 * DAY + HOUR, 1],
      [due + 31 * DAY, 0],
      [due + 60 * DAY, 0],
    ] as const) {
      const counts = await Promise.all([run(at), run(at)]);
      expect(
        counts.reduce((s, n) => s + n, 0),
        `${(at - due) / DAY} days after due`,
      ).toBe(mails);
    }
    const mine = await mailsTo(ph.email);
    expect(mine).toHaveLength(3);
    for (const m of mine) {
      expect(m.subject).toContain('تذكير');
      expect(m.text_body).toContain(`provisional-${unpaid.orderId}`);
      expect(m.text_body).toContain(`${api.config.webUrl}/pharmacy/account`);
      expect(m.text_body.replace(/\s+/g, ' ')).toContain(
        `${(left / 100).toLocaleString('fr-FR', { minimumFractionDigits: 2 }).replace(/\s+/g, ' ')} DA`,
      );
      expect(m.html_body).toContain('dir="rtl"');
    }
    const steps = await api.db
      .selectFrom('account_reminders')
      .select('step')
      .where('pharmacy_id', '=', ph.id)
      .orderBy('step')
      .execute();
    expect(steps.map((s) => s.step)).toEqual([1, 15, 30]);
    expect(await mailsTo(paidPharmacy.email)).toHaveLength(0);
  });

  it('a mail per pharmacy lists its invoices reaching a step in the same run, in its language', async () => {
    const ph = await fx.pharmacy('Pharmacie Deux Factures');
    await api.db.updateTable('pharmacies').set({ language: 2 }).where('id', '=', ph.id).execute();
    const a = await fx.oldInvoice(ph.id, 10, 0);
    const b = await fx.oldInvoice(ph.id, 10, 0);
    const due = (
      await api.db
        .selectFrom('ledger_entries')
        .select('due_at')
        .where('order_id', '=', b.orderId)
        .executeTakeFirstOrThrow()
    ).due_at!.getTime();
    expect(await queueOverdueReminders(api.config, api.db, new Date(due + DAY + HOUR))).toBe(1);
    const mine = await mailsTo(ph.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Reminder: 2 overdue invoices');
    expect(mine[0]!.text_body).toContain(`provisional-${a.orderId}`);
    expect(mine[0]!.text_body).toContain(`provisional-${b.orderId}`);
  });
});
