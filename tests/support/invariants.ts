import { sql } from 'kysely';
import pino from 'pino';
import { expect } from 'vitest';
import { heldUnitsSql } from '../../server/lots/held.js';
import { settlePendingRefunds } from '../../server/payments/refund.js';
import { createSatimClient } from '../../server/payments/satim.js';
import type { TestApi } from './api.js';

/**
 * The money and stock invariants of issue 37, read from the whole test database after a concurrency or fault test
 * (each test file has a database of its own). Each check answers the rows that break it, so a failure names them.
 */

/** Pharmacies whose balance row is not the sum of their entries, or whose unallocated credit is not what is left. */
export async function balancesOffTheirEntries(api: TestApi) {
  const { rows } = await sql<{
    pharmacy_id: number;
    balance: number;
    entries: number;
    unallocated: number;
    left: number;
  }>`
    SELECT e.pharmacy_id, coalesce(b.balance, 0)::bigint AS balance, sum(e.debit - e.credit)::bigint AS entries,
      coalesce(b.unallocated, 0)::bigint AS unallocated,
      (sum(e.credit) - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.pharmacy_id = e.pharmacy_id), 0))::bigint AS left
    FROM ledger_entries e LEFT JOIN account_balances b ON b.pharmacy_id = e.pharmacy_id
    GROUP BY e.pharmacy_id, b.balance, b.unallocated`.execute(api.db);
  return rows.filter((r) => Number(r.balance) !== Number(r.entries) || Number(r.unallocated) !== Number(r.left));
}

/** Allocations above a debit or a credit. */
export async function overAllocatedEntries(api: TestApi) {
  const { rows } = await sql<{ id: number }>`
    SELECT e.id FROM ledger_entries e
    WHERE coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = e.id OR a.credit_entry_id = e.id), 0) > e.debit + e.credit`.execute(
    api.db,
  );
  return rows;
}

/** Orders whose credit notes credit more than their invoice, or (card orders) more than their payment paid. */
export async function ordersCreditedBeyondWhatWasPaid(api: TestApi) {
  const { rows } = await sql<{
    order_id: number;
    credited: number;
    invoiced: number;
    paid: number | null;
    refunded: number;
  }>`
    SELECT n.order_id, sum(n.total)::bigint AS credited, o.total::bigint AS invoiced,
      (SELECT p.amount FROM payments p WHERE p.order_id = n.order_id AND p.status = 'paid' LIMIT 1)::bigint AS paid,
      coalesce((SELECT sum(f.amount) FROM refunds f JOIN payments p ON p.id = f.payment_id
        WHERE p.order_id = n.order_id AND p.status = 'paid' AND f.status = 'done'), 0)::bigint AS refunded
    FROM credit_notes n JOIN orders o ON o.id = n.order_id
    GROUP BY n.order_id, o.total`.execute(api.db);
  return rows.filter(
    (r) =>
      Number(r.credited) > Number(r.invoiced) ||
      (r.paid !== null && (Number(r.credited) > Number(r.paid) || Number(r.refunded) > Number(r.credited))),
  );
}

/** Products with lots whose available quantity is not Σ on hand of their sellable lots − units held (D79), or below 0. */
export async function stockOffItsLots(api: TestApi) {
  const { rows } = await sql<{ id: number; quantity: number; sellable: number; held: number }>`
    SELECT p.id, p.quantity,
      coalesce((SELECT sum(l.on_hand) FROM lots l WHERE l.product_id = p.id AND l.sellable), 0)::int AS sellable,
      coalesce(h.held, 0)::int AS held
    FROM products p LEFT JOIN (${heldUnitsSql}) h ON h.product_id = p.id
    WHERE EXISTS (SELECT FROM lots l WHERE l.product_id = p.id)`.execute(api.db);
  return rows.filter((r) => r.quantity < 0 || r.quantity !== Math.max(0, r.sellable - r.held));
}

/** Orders placed or paid by these pharmacies whose confirmation mails are not exactly one. */
export async function placedOrdersWithoutOneMail(api: TestApi, pharmacyIds: readonly number[]) {
  if (!pharmacyIds.length) return [];
  const { rows } = await sql<{ order_no: string; mails: number }>`
    SELECT o.order_no, (SELECT count(*) FROM outgoing_mail m WHERE m.recipient = p.email AND m.subject LIKE '%' || o.order_no || '%')::int AS mails
    FROM orders o JOIN pharmacies p ON p.id = o.pharmacy_id
    WHERE o.pharmacy_id = ANY(${pharmacyIds}::int[]) AND o.state IN ('pending_validation', 'paid')`.execute(api.db);
  return rows.filter((r) => r.mails !== 1);
}

/** Refunds still pending once the reconciliation has settled what the gateway says. */
export async function refundsPendingAfterReconciliation(api: TestApi) {
  await settlePendingRefunds(api.db, createSatimClient(api.config), pino({ level: 'silent' }), { force: true });
  return api.db.selectFrom('refunds').select(['id', 'amount']).where('status', '=', 'pending').execute();
}

/**
 * Every invariant at once: balances equal their entries, no allocation above an entry, an order's credits never
 * above its invoice nor, with card refunds, above what was paid, available stock equal to the sellable lots less what
 * is held, every placed order of `mailedPharmacies` with its confirmation mail once, no refund left pending after the
 * reconciliation job.
 */
export async function expectInvariants(api: TestApi, o: { mailedPharmacies?: readonly number[] } = {}) {
  expect({
    balances: await balancesOffTheirEntries(api),
    allocations: await overAllocatedEntries(api),
    credits: await ordersCreditedBeyondWhatWasPaid(api),
    stock: await stockOffItsLots(api),
    mails: await placedOrdersWithoutOneMail(api, o.mailedPharmacies ?? []),
    pendingRefunds: await refundsPendingAfterReconciliation(api),
  }).toEqual({ balances: [], allocations: [], credits: [], stock: [], mails: [], pendingRefunds: [] });
}
