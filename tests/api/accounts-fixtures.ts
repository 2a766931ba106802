import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { type TestApi, tokenHeaders } from '../support/api.js';
import { insertOrder } from '../support/orders.js';
import { paymentFixture } from './payment-fixtures.js';

const DAY = 86_400_000;

/** What the trade-account tests stand on: the checkout fixture, plus admin calls and ledger checks (issue 30). */
export function accountsFixture(api: TestApi) {
  const fx = paymentFixture(api);

  const special = (ph: { headers: Record<string, string>; addressId: number }) =>
    api.call('POST', '/pharmacy/special_payment', { headers: ph.headers, body: { delivery_address: ph.addressId } });

  /** An offline order of `price` centimes (one product, before VAT and stamp duty), placed through the API. */
  async function offlineOrder(ph: { id: number; headers: Record<string, string>; addressId: number }, price = 100_000) {
    const p = await fx.product(10, price);
    await fx.basket(ph.id, [[p, 1]]);
    const res = await special(ph);
    expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
    return res.body.payload.orderId as number;
  }

  /**
   * An invoice issued `daysAgo` days ago and due `dueDaysAgo` days ago, written as the migration's backfill writes
   * one (the order straight in the database, its invoice row and debit entry): the only way to an old invoice.
   */
  async function oldInvoice(pharmacyId: number, daysAgo: number, dueDaysAgo: number) {
    const issued = new Date(Date.now() - daysAgo * DAY);
    const order = await insertOrder(api, {
      pharmacyId,
      orderNo: `OLD${randomUUID().slice(0, 8)}`,
      address: 'Alger',
      status: 1,
      payementType: 1,
      state: 'paid',
      createdAt: issued,
      lines: [{ ref: 'OLD-1', name: 'Crème', quantity: 1, unitPrice: 100_000 }],
    });
    const o = await api.db
      .selectFrom('orders')
      .select(['total', 'wilaya_id'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const inv = await api.db
      .insertInto('invoices')
      .values({
        order_id: order.id,
        year: issued.getUTCFullYear(),
        seq: -order.id,
        number: `provisional-${order.id}`,
        issued_at: issued,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('ledger_entries')
      .values({
        pharmacy_id: pharmacyId,
        wilaya_id: o.wilaya_id,
        kind: 'invoice',
        debit: Number(o.total),
        order_id: order.id,
        due_at: new Date(Date.now() - dueDaysAgo * DAY),
        created_at: issued,
      })
      .execute();
    return { orderId: order.id, invoiceId: inv.id, total: Number(o.total) };
  }

  const setTerms = (admin: { headers: Record<string, string> }, body: Record<string, unknown>) =>
    api.call('PUT', '/admin/update_credit_terms', { headers: admin.headers, body });

  const recordPayment = (admin: { headers: Record<string, string> }, body: Record<string, unknown>) =>
    api.call('POST', '/admin/record_payment', { headers: admin.headers, body });

  const summary = async (ph: { headers: Record<string, string> }) => {
    const res = await api.call('GET', '/pharmacy/account_summary', { headers: ph.headers });
    expect(res.body.code).toBe(2001);
    return res.body.payload;
  };

  const invoices = async (ph: { headers: Record<string, string> }) => {
    const res = await api.call('GET', '/pharmacy/invoices_list/0/100', { headers: ph.headers });
    expect(res.body.code).toBe(2001);
    return res.body.payload as {
      invoices: {
        invoice_id: number;
        order_id: number;
        amount: number;
        amount_due: number;
        status: string;
        due_date: string;
      }[];
      total: number;
    };
  };

  /** The ledger's invariants for a pharmacy, read straight from the tables (centimes). */
  async function ledgerOf(pharmacyId: number) {
    const entries = await api.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('pharmacy_id', '=', pharmacyId)
      .orderBy('id')
      .execute();
    const allocations = await api.db
      .selectFrom('allocations')
      .selectAll()
      .where('pharmacy_id', '=', pharmacyId)
      .execute();
    const debits = entries.reduce((s, e) => s + Number(e.debit), 0);
    const credits = entries.reduce((s, e) => s + Number(e.credit), 0);
    for (const e of entries) {
      const used = allocations
        .filter((a) => a.debit_entry_id === e.id || a.credit_entry_id === e.id)
        .reduce((s, a) => s + Number(a.amount), 0);
      expect(used, `entry ${e.id} allocated beyond its amount`).toBeLessThanOrEqual(Number(e.debit) + Number(e.credit));
    }
    // the rollups the receivables list reads (migration 039) always equal the entries they sum
    const rollup = await api.db
      .selectFrom('account_balances')
      .selectAll()
      .where('pharmacy_id', '=', pharmacyId)
      .executeTakeFirst();
    const allocatedCredits = allocations.reduce((s, a) => s + Number(a.amount), 0);
    expect({ balance: Number(rollup?.balance ?? 0), unallocated: Number(rollup?.unallocated ?? 0) }).toEqual({
      balance: debits - credits,
      unallocated: credits - allocatedCredits,
    });
    const open = await api.db
      .selectFrom('open_debits')
      .select(['entry_id', 'left_to_pay'])
      .where('pharmacy_id', '=', pharmacyId)
      .orderBy('entry_id')
      .execute();
    const openFromEntries = entries
      .filter((e) => Number(e.debit) > 0)
      .map((e) => ({
        entry_id: e.id,
        left_to_pay:
          Number(e.debit) -
          allocations.filter((a) => a.debit_entry_id === e.id).reduce((s, a) => s + Number(a.amount), 0),
      }))
      .filter((d) => d.left_to_pay > 0);
    expect(open.map((d) => ({ entry_id: d.entry_id, left_to_pay: Number(d.left_to_pay) }))).toEqual(openFromEntries);
    return { entries, allocations, balance: debits - credits };
  }

  const countRows = async (table: 'orders' | 'ledger_entries' | 'allocations' | 'invoices') =>
    Number((await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(api.db)).rows[0]!.n);

  async function franchisee(wilayaCode: number, name: string) {
    await api.db
      .insertInto('wilayas')
      .values({ code: wilayaCode, name, name_ar: name })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const w = await api.db.selectFrom('wilayas').select('id').where('code', '=', wilayaCode).executeTakeFirstOrThrow();
    const f = await api.db
      .insertInto('franchisees')
      .values({
        first_name: 'Fr',
        last_name: 'Anch',
        email: `fr-${randomUUID().slice(0, 8)}@test.dz`,
        phone1: '0555 00 00 00',
        wilaya_id: w.id,
        adress1: 'Rue',
        zip: '16000',
        personal_id: '123456789',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { wilayaId: w.id, headers: await tokenHeaders(api, 'franchise', f.id) };
  }

  return {
    ...fx,
    special,
    offlineOrder,
    oldInvoice,
    setTerms,
    recordPayment,
    summary,
    invoices,
    ledgerOf,
    countRows,
    franchisee,
  };
}
