import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tradeAccounts from '../../server/db/migrations/029_trade_accounts.js';
import * as cashCollections from '../../server/db/migrations/036_cash_collections.js';
import * as invoicePayments from '../../server/db/migrations/037_invoice_payments.js';
import * as statementRemindersReversal from '../../server/db/migrations/038_account_statement_reminders_reversal.js';
import * as accountRollups from '../../server/db/migrations/039_account_rollups.js';
import * as ordersListVersion from '../../server/db/migrations/042_orders_list_version.js';
import * as lateInvoicePaymentsRefunded from '../../server/db/migrations/046_late_invoice_payments_refunded.js';
import * as cardPaidOfflineOrders from '../../server/db/migrations/048_card_paid_offline_orders.js';
import type { OrderState } from '../../server/db/schema.js';
import { startApi, type TestApi, tokenHeaders } from '../support/api.js';
import { insertOrder } from '../support/orders.js';
import { paymentFixture } from './payment-fixtures.js';

/**
 * Migration 029's backfill (D87) on a database whose orders were placed before it: the ledger is taken back to the
 * state before 029 (the later migrations that refer to the ledger, the invoice payments or the credit terms, 048, 046,
 * 042 and 039 to 036, then 029 undone), orders and invoices are written as they were then, and 029, 036–039, 042, 046
 * and 048 run again. Every balance equals its entries, no
 * allocation exceeds its entries, D87's rules hold, and 039's rollups are built from the backfilled entries.
 */
let api: TestApi;
let seq = 0;

beforeAll(async () => {
  api = await startApi({ seed: false });
});
afterAll(async () => api?.close());

async function earlier(pharmacyId: number, state: OrderState, payementType: 1 | 2, status: 1 | 2, issuedAt: Date) {
  const o = await insertOrder(api, {
    pharmacyId,
    orderNo: `B29-${++seq}`,
    address: 'Alger',
    status,
    payementType,
    state,
    paidAt: state === 'paid' ? issuedAt : null,
    createdAt: issuedAt,
    lines: [{ ref: 'B-1', name: 'Crème', quantity: 1 + (seq % 3), unitPrice: 100_000 + seq * 137 }],
  });
  await api.db
    .insertInto('invoices')
    .values({
      order_id: o.id,
      year: issuedAt.getUTCFullYear(),
      seq: -o.id,
      number: `provisional-${o.id}`,
      issued_at: issuedAt,
    })
    .execute();
  return o.id;
}

describe('migration 029 backfill', () => {
  it('gives every pharmacy a balance equal to its entries, card and validated orders paid, the others owed', async () => {
    const fx = paymentFixture(api);
    const a = (await fx.pharmacy('Pharmacie Ancienne A')).id;
    const b = (await fx.pharmacy('Pharmacie Ancienne B')).id;
    const raw = api.db as unknown as Kysely<unknown>;
    await cardPaidOfflineOrders.down(raw);
    await lateInvoicePaymentsRefunded.down(raw);
    await ordersListVersion.down(raw);
    await accountRollups.down(raw);
    await statementRemindersReversal.down(raw);
    await invoicePayments.down(raw);
    await cashCollections.down(raw);
    await tradeAccounts.down(raw);
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9));
    const card = await earlier(a, 'paid', 2, 1, day(1));
    const validated = await earlier(a, 'paid', 1, 1, day(2));
    const awaiting = await earlier(a, 'pending_validation', 1, 2, day(3));
    const awaitingB = await earlier(b, 'pending_validation', 1, 2, day(4));
    const cardB = await earlier(b, 'paid', 2, 1, day(5));
    const failed = await earlier(b, 'failed', 2, 2, day(6));

    await tradeAccounts.up(raw);
    await cashCollections.up(raw);
    await invoicePayments.up(raw);
    await statementRemindersReversal.up(raw);
    await accountRollups.up(raw);
    await ordersListVersion.up(raw);
    await lateInvoicePaymentsRefunded.up(raw);
    await cardPaidOfflineOrders.up(raw);

    const totals = new Map(
      (await api.db.selectFrom('orders').select(['id', 'total']).execute()).map((o) => [o.id, Number(o.total)]),
    );
    const check = await sql<{ pharmacy_id: number; balance: string; debits: string; credits: string; over: string }>`
      SELECT e.pharmacy_id, sum(e.debit - e.credit)::bigint AS balance, sum(e.debit)::bigint AS debits, sum(e.credit)::bigint AS credits,
        (SELECT count(*) FROM ledger_entries x WHERE x.pharmacy_id = e.pharmacy_id
           AND (SELECT coalesce(sum(al.amount), 0) FROM allocations al WHERE al.debit_entry_id = x.id OR al.credit_entry_id = x.id) > x.debit + x.credit)::int AS over
      FROM ledger_entries e WHERE e.pharmacy_id IN (${a}, ${b}) GROUP BY e.pharmacy_id ORDER BY e.pharmacy_id`.execute(
      api.db,
    );
    const byPharmacy = new Map(check.rows.map((r) => [r.pharmacy_id, r]));
    expect(Number(byPharmacy.get(a)!.balance)).toBe(totals.get(awaiting));
    expect(Number(byPharmacy.get(b)!.balance)).toBe(totals.get(awaitingB));
    for (const r of check.rows) {
      expect(Number(r.balance)).toBe(Number(r.debits) - Number(r.credits));
      expect(Number(r.over)).toBe(0);
    }
    const rollups = await api.db
      .selectFrom('account_balances')
      .select(['pharmacy_id', 'balance'])
      .where('pharmacy_id', 'in', [a, b])
      .orderBy('pharmacy_id')
      .execute();
    expect(rollups.map((r) => [r.pharmacy_id, Number(r.balance)])).toEqual(
      check.rows.map((r) => [r.pharmacy_id, Number(r.balance)]),
    );
    const open = await api.db
      .selectFrom('open_debits')
      .select(['pharmacy_id', 'left_to_pay'])
      .where('pharmacy_id', 'in', [a, b])
      .orderBy('pharmacy_id')
      .execute();
    expect(open.map((d) => [d.pharmacy_id, Number(d.left_to_pay)])).toEqual([
      [a, totals.get(awaiting)],
      [b, totals.get(awaitingB)],
    ]);
    // the summary reads the same balance as the entries
    for (const id of [a, b]) {
      const summary = (
        await api.call('GET', '/pharmacy/account_summary', { headers: await tokenHeaders(api, 'pharmacy', id) })
      ).body.payload;
      expect(Math.round(summary.balance * 100)).toBe(Number(byPharmacy.get(id)!.balance));
    }
    const entries = await api.db
      .selectFrom('ledger_entries')
      .select(['order_id', 'kind', 'method'])
      .where('pharmacy_id', 'in', [a, b])
      .orderBy('id')
      .execute();
    const kinds = (orderId: number) =>
      entries.filter((e) => e.order_id === orderId).map((e) => `${e.kind}${e.method ? `:${e.method}` : ''}`);
    expect(kinds(card)).toEqual(['invoice', 'payment:card']);
    expect(kinds(cardB)).toEqual(['invoice', 'payment:card']);
    expect(kinds(validated)).toEqual(['invoice', 'payment:cash']);
    expect(kinds(awaiting)).toEqual(['invoice']);
    expect(kinds(failed)).toEqual([]);
  });
});
