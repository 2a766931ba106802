import { type Kysely, sql } from 'kysely';

/**
 * Issue 30, trade accounts (D86–D88).
 * - A pharmacy's payment terms (0 on delivery, 30 or 60 days) and credit limit (centimes); NULL means the
 *   configuration's default (DEFAULT_PAYMENT_TERMS_DAYS, DEFAULT_CREDIT_LIMIT), so changing the default moves every
 *   pharmacy the admin left alone.
 * - ledger_entries, append-only: exactly one of debit/credit is positive. Debits: an invoice (with its due date), a
 *   refund paid out; credits: a payment (cash, cheque with number and bank, transfer with reference, card), a credit
 *   note; a reversal mirrors the entry it corrects. A balance is sum(debit) − sum(credit).
 * - allocations, append-only: which credit pays which debit, and how much. The writer (server/ledger/) locks both
 *   entries first, so the sums never exceed either.
 * Backfill (D87): every invoiced order (paid by card, or offline awaiting or given validation) gets its invoice
 * debit; a card order its card credit allocated to it; an offline order validated before this migration is taken
 * as collected in cash on delivery, the former process; every credit note its credit, allocated to its order's
 * invoice as far as it is still due, and a credit note refunded to the card its refund debit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pharmacies
      ADD COLUMN payment_terms_days integer CHECK (payment_terms_days IN (0, 30, 60)),
      ADD COLUMN credit_limit bigint CHECK (credit_limit >= 0);

    CREATE TABLE ledger_entries (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      wilaya_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('invoice', 'payment', 'credit_note', 'refund', 'reversal')),
      debit bigint NOT NULL DEFAULT 0 CHECK (debit >= 0),
      credit bigint NOT NULL DEFAULT 0 CHECK (credit >= 0),
      order_id integer REFERENCES orders(id),
      credit_note_id integer REFERENCES credit_notes(id),
      method text CHECK (method IN ('cash', 'cheque', 'transfer', 'card')),
      reference text,
      bank text,
      due_at timestamptz,
      reverses_id integer UNIQUE REFERENCES ledger_entries(id),
      created_by integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((debit > 0) <> (credit > 0)),
      CHECK (kind <> 'invoice' OR (order_id IS NOT NULL AND due_at IS NOT NULL AND debit > 0)),
      CHECK (kind <> 'payment' OR (method IS NOT NULL AND credit > 0)),
      CHECK (kind <> 'credit_note' OR (credit_note_id IS NOT NULL AND credit > 0)),
      CHECK (kind <> 'reversal' OR reverses_id IS NOT NULL)
    );
    CREATE INDEX ledger_entries_of_pharmacy ON ledger_entries (pharmacy_id, id);
    CREATE INDEX ledger_entries_of_wilaya ON ledger_entries (wilaya_id, pharmacy_id);
    CREATE UNIQUE INDEX ledger_invoice_of_order ON ledger_entries (order_id) WHERE kind = 'invoice';
    CREATE UNIQUE INDEX ledger_card_payment_of_order ON ledger_entries (order_id) WHERE kind = 'payment' AND method = 'card';
    CREATE UNIQUE INDEX ledger_credit_of_credit_note ON ledger_entries (credit_note_id) WHERE kind = 'credit_note';
    CREATE UNIQUE INDEX ledger_refund_of_credit_note ON ledger_entries (credit_note_id) WHERE kind = 'refund';

    CREATE TABLE allocations (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      credit_entry_id integer NOT NULL REFERENCES ledger_entries(id),
      debit_entry_id integer NOT NULL REFERENCES ledger_entries(id),
      amount bigint NOT NULL CHECK (amount > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX allocations_of_debit ON allocations (debit_entry_id);
    CREATE INDEX allocations_of_credit ON allocations (credit_entry_id);

    CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'ledger rows are append-only: correct with a reversing entry';
    END $$;
    CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
    CREATE TRIGGER allocations_append_only BEFORE UPDATE OR DELETE ON allocations
      FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
  `.execute(db);
  await backfill(db);
}

async function backfill(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, debit, order_id, due_at, created_at)
    SELECT o.pharmacy_id, o.wilaya_id, 'invoice', o.total, o.id,
      CASE WHEN o.payement_type = 2 THEN coalesce(o.paid_at, i.issued_at) ELSE i.issued_at + interval '30 days' END,
      i.issued_at
    FROM invoices i JOIN orders o ON o.id = i.order_id
    WHERE o.state IN ('paid', 'pending_validation') AND o.total > 0
    ORDER BY i.issued_at, o.id;

    INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, credit, order_id, method, reference, created_at)
    SELECT e.pharmacy_id, e.wilaya_id, 'payment', e.debit, e.order_id, CASE WHEN o.payement_type = 2 THEN 'card' ELSE 'cash' END,
      CASE WHEN o.payement_type = 2 THEN (SELECT p.order_number FROM payments p WHERE p.order_id = o.id AND p.status = 'paid' LIMIT 1) END,
      coalesce(o.paid_at, e.created_at)
    FROM ledger_entries e JOIN orders o ON o.id = e.order_id
    WHERE e.kind = 'invoice' AND (o.payement_type = 2 OR o.status = 1)
    ORDER BY e.id;

    INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount, created_at)
    SELECT c.pharmacy_id, c.id, d.id, c.credit, c.created_at
    FROM ledger_entries c JOIN ledger_entries d ON d.order_id = c.order_id AND d.kind = 'invoice'
    WHERE c.kind = 'payment';

    INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, credit, order_id, credit_note_id, created_at)
    SELECT n.pharmacy_id, n.wilaya_id, 'credit_note', n.total, n.order_id, n.id, n.issued_at
    FROM credit_notes n WHERE n.total > 0 ORDER BY n.issued_at, n.id;

    INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount, created_at)
    SELECT c.pharmacy_id, c.id, d.id,
      least(c.credit, d.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = d.id), 0)
        - coalesce((SELECT sum(c2.credit) FROM ledger_entries c2 WHERE c2.kind = 'credit_note' AND c2.order_id = c.order_id AND c2.id < c.id), 0)),
      c.created_at
    FROM ledger_entries c JOIN ledger_entries d ON d.order_id = c.order_id AND d.kind = 'invoice'
    WHERE c.kind = 'credit_note'
      AND least(c.credit, d.debit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.debit_entry_id = d.id), 0)
        - coalesce((SELECT sum(c2.credit) FROM ledger_entries c2 WHERE c2.kind = 'credit_note' AND c2.order_id = c.order_id AND c2.id < c.id), 0)) > 0;

    INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, debit, order_id, credit_note_id, method, created_at)
    SELECT n.pharmacy_id, n.wilaya_id, 'refund', n.refunded_to_card, n.order_id, n.id, 'card', n.issued_at
    FROM credit_notes n WHERE n.refunded_to_card > 0 ORDER BY n.id;

    INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount, created_at)
    SELECT c.pharmacy_id, c.id, r.id,
      least(r.debit, c.credit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.credit_entry_id = c.id), 0)), r.created_at
    FROM ledger_entries r JOIN ledger_entries c ON c.credit_note_id = r.credit_note_id AND c.kind = 'credit_note'
    WHERE r.kind = 'refund'
      AND least(r.debit, c.credit - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.credit_entry_id = c.id), 0)) > 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE allocations;
    DROP TABLE ledger_entries;
    DROP FUNCTION ledger_append_only();
    ALTER TABLE pharmacies DROP COLUMN payment_terms_days, DROP COLUMN credit_limit;
  `.execute(db);
}
