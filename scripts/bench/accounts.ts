import { sql } from 'kysely';
import type { Database } from '../../server/db/index.js';

/** The pharmacy whose statement is measured: 1 000 invoices (issue 30 §6). */
export const STATEMENT_PHARMACY_EMAIL = 'bench.statement@bench.dz';
export const STATEMENT_INVOICES = 1000;

type Step = (label: string, query: ReturnType<typeof sql>) => Promise<void>;

/**
 * Issue 30 §6: the trade accounts of the data set, set-based. Every bench order that was placed (paid or awaiting
 * validation) has its invoice debit, due 30 days after it; a card-paid one its card credit allocated to it, as
 * `settle` writes them. One more pharmacy holds 1 000 offline orders (copies of bench orders): its statement is
 * measured.
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
  await step(
    'ledger: card payments',
    sql`WITH paid AS (
        INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, credit, order_id, method, reference, created_at)
        SELECT o.pharmacy_id, o.wilaya_id, 'payment', o.total, o.id, 'card', 'SATIM-' || o.id, o.created_at
        FROM orders o
        WHERE o.order_no LIKE 'CMD-%' AND o.state = 'paid' AND o.payement_type = 2 AND o.total > 0
          AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.order_id = o.id AND e.kind = 'payment' AND e.method = 'card')
        RETURNING id, pharmacy_id, order_id, credit, created_at)
      INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount, created_at)
      SELECT paid.pharmacy_id, paid.id, e.id, paid.credit, paid.created_at
      FROM paid JOIN ledger_entries e ON e.order_id = paid.order_id AND e.kind = 'invoice'`,
  );
}

/** The statement and receivables routes of the bench (admin's calls). */
export async function accountRoutes(db: Database, admin: { headers: Record<string, string> }) {
  const p = await db.selectFrom('pharmacies').select(['id', 'wilaya_id']).where('email', '=', STATEMENT_PHARMACY_EMAIL).executeTakeFirstOrThrow();
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 3 * 364 * 86_400_000).toISOString().slice(0, 10);
  return [
    { name: `account statement (${STATEMENT_INVOICES} invoices)`, path: `/admin/account_statement/${p.id}?from=${from}&to=${to}`, headers: admin.headers },
    { name: 'receivables', path: '/admin/receivables/0/25', headers: admin.headers },
    { name: 'receivables by wilaya', path: `/admin/receivables/0/25?wilaya=${p.wilaya_id}`, headers: admin.headers },
  ];
}
