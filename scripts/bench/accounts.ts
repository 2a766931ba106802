import { sql } from 'kysely';
import type { Database } from '../../server/db/index.js';

/** The pharmacy whose statement is measured: 1 000 invoices (issue 30 §6). */
export const STATEMENT_PHARMACY_EMAIL = 'bench.statement@bench.dz';
export const STATEMENT_INVOICES = 1000;

type Step = (label: string, query: ReturnType<typeof sql>) => Promise<void>;

/**
 * Issue 30 §6: the trade accounts of the data set, set-based. Every bench order that was placed (paid or awaiting
 * validation) has its invoice debit, due 30 days after it; a card-paid one its card credit allocated to it, as
 * `settle` writes them; a validated offline one the cash collected at delivery (D87). One more pharmacy holds 1 000
 * offline orders (copies of bench orders): its statement is measured.
 */
export async function generateAccounts(step: Step): Promise<void> {
  await step(
    'statement pharmacy',
    sql`WITH p AS (
        INSERT INTO pharmacies (name, email, phone1, rc, nif, rib, wilaya_id, zip, address1)
        SELECT 'Pharmacie du Relevé', ${STATEMENT_PHARMACY_EMAIL}, '0550999999', 'RC-STMT', 'NIF-STMT', 'RIB-STMT', wilaya_id, '16000', '1 rue du Relevé'
        FROM pharmacies WHERE email LIKE 'bench.pharmacy%' ORDER BY id LIMIT 1
        RETURNING id, wilaya_id, address1)
      INSERT INTO orders (order_no, pharmacy_id, wilaya_id, address, status, payement_type, state, price_without_tax, tax_rate, tax_amount, stamp_duty, total, created_at, updated_at)
      SELECT 'STM-' || o.id, p.id, p.wilaya_id, p.address1, 2, 1, 'pending_validation', o.price_without_tax, o.tax_rate, o.tax_amount, o.stamp_duty, o.total, o.created_at, o.created_at
      FROM p CROSS JOIN (SELECT * FROM orders WHERE order_no LIKE 'CMD-%' ORDER BY id DESC LIMIT ${STATEMENT_INVOICES}) o`,
  );
  // the orders were just loaded: without statistics the NOT EXISTS below is planned as a scan per order
  await step('analyze orders, ledger', sql`ANALYZE orders, ledger_entries`);
  await step(
    'ledger: invoices',
    sql`INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, debit, order_id, due_at, created_at)
      SELECT o.pharmacy_id, o.wilaya_id, 'invoice', o.total, o.id, o.created_at + CASE WHEN o.payement_type = 2 THEN interval '0 days' ELSE interval '30 days' END, o.created_at
      FROM orders o
      WHERE (o.order_no LIKE 'CMD-%' OR o.order_no LIKE 'STM-%') AND o.state IN ('paid', 'pending_validation') AND o.total > 0
        AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'invoice')`,
  );
  // a card-paid order was settled at once; an offline order validated was collected in cash on delivery (D87, as
  // migration 029 backfills it): only the orders still awaiting validation are owed
  await step(
    'ledger: card payments',
    paymentsOfPaidOrders({ payementType: 2, method: 'card', reference: sql`'SATIM-' || o.id`, at: sql`o.created_at` }),
  );
  await step(
    'ledger: cash collected',
    paymentsOfPaidOrders({ payementType: 1, method: 'cash', reference: sql`NULL`, at: sql`o.updated_at` }),
  );
}

/** The payment of every paid bench order of one payment type, each allocated to its order's invoice. */
function paymentsOfPaidOrders(p: {
  payementType: 1 | 2;
  method: 'card' | 'cash';
  reference: ReturnType<typeof sql>;
  at: ReturnType<typeof sql>;
}) {
  return sql`WITH paid AS (
      INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, credit, order_id, method, reference, created_at)
      SELECT o.pharmacy_id, o.wilaya_id, 'payment', o.total, o.id, ${p.method}, ${p.reference}, ${p.at}
      FROM orders o
      WHERE o.order_no LIKE 'CMD-%' AND o.state = 'paid' AND o.payement_type = ${p.payementType} AND o.total > 0
        AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'payment' AND e.method = ${p.method})
      RETURNING id, pharmacy_id, order_id, credit, created_at)
    INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount, created_at)
    SELECT paid.pharmacy_id, paid.id, e.id, paid.credit, paid.created_at
    FROM paid JOIN ledger_entries e ON e.order_id = paid.order_id AND e.kind = 'invoice'`;
}

/** The statement and receivables routes of the bench (admin's calls). */
export async function accountRoutes(db: Database, admin: { headers: Record<string, string> }) {
  const p = await db
    .selectFrom('pharmacies')
    .select(['id', 'wilaya_id'])
    .where('email', '=', STATEMENT_PHARMACY_EMAIL)
    .executeTakeFirstOrThrow();
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 3 * 364 * 86_400_000).toISOString().slice(0, 10);
  return [
    // issue 30 §6 asks how long one statement takes to render (300 ms), not how many fifty clients get: one at a time
    {
      name: `account statement (${STATEMENT_INVOICES} invoices, 1 connection)`,
      path: `/admin/account_statement/${p.id}?from=${from}&to=${to}`,
      headers: admin.headers,
      connections: 1,
    },
    { name: 'receivables', path: '/admin/receivables/0/25', headers: admin.headers },
    { name: 'receivables by wilaya', path: `/admin/receivables/0/25?wilaya=${p.wilaya_id}`, headers: admin.headers },
  ];
}

/**
 * The order run's pharmacies pay what they owe (one transfer each, allocated to all their open debits) and get a
 * credit limit their orders never reach, so the run measures ordering, not credit control (its refusals are counted
 * as refusals, with the stock ones).
 */
export async function clearAccountsOf(db: Database, pharmacyIds: readonly number[]) {
  const ids = sql`ANY(${[...pharmacyIds]}::int[])`;
  await sql`UPDATE pharmacies SET credit_limit = 1000000000000 WHERE id = ${ids}`.execute(db);
  await sql`WITH paid AS (
      INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, credit, method, reference)
      SELECT d.pharmacy_id, p.wilaya_id, 'payment', sum(d.left_to_pay), 'transfer', 'BENCH-' || d.pharmacy_id
      FROM open_debits d JOIN pharmacies p ON p.id = d.pharmacy_id
      WHERE d.pharmacy_id = ${ids} GROUP BY d.pharmacy_id, p.wilaya_id
      RETURNING id, pharmacy_id)
    INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount)
    SELECT paid.pharmacy_id, paid.id, d.entry_id, d.left_to_pay FROM paid JOIN open_debits d ON d.pharmacy_id = paid.pharmacy_id`.execute(
    db,
  );
}
