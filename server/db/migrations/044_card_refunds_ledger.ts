import { type Kysely, sql } from 'kysely';

/**
 * Issue 37 §1, §2, §5 (D108): every card refund goes through the ledger with its document.
 *
 * - A credit note may now come from a refund by amount (`source = 'refund'`, /admin/refund_order): its one line
 *   names no product, so `credit_note_lines.product_id` may be null (the line key becomes a unique index).
 * - A refund row names the credit note it pays back (`refunds.credit_note_id`); the refunds the reconciliation job
 *   must settle (left `pending` by a failure after the gateway was asked) are found by a partial index.
 * - Backfill: for each order, what its paid card payment had refunded beyond what its credit notes had refunded
 *   (refund_order and the card part of cancel_unshipped wrote no document and no entry) gets one credit note of
 *   that amount, numbered now in the year's gap-free series, with its `credit_note` credit and its `refund` debit
 *   allocated to each other: the balance does not move, the statement shows both. A replaced attempt paid late and
 *   refunded (D27) gets its card `payment` credit and its `refund` debit, allocated to each other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE credit_notes DROP CONSTRAINT IF EXISTS credit_notes_source_check;
    ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_source_check CHECK (source IN ('dispute', 'cancellation', 'refund'));
    ALTER TABLE credit_note_lines DROP CONSTRAINT IF EXISTS credit_note_lines_pkey;
    ALTER TABLE credit_note_lines ALTER COLUMN product_id DROP NOT NULL;
    CREATE UNIQUE INDEX IF NOT EXISTS credit_note_lines_product ON credit_note_lines (credit_note_id, product_id);
    CREATE INDEX IF NOT EXISTS credit_note_lines_note ON credit_note_lines (credit_note_id);

    ALTER TABLE refunds ADD COLUMN IF NOT EXISTS credit_note_id integer REFERENCES credit_notes(id);
    CREATE UNIQUE INDEX IF NOT EXISTS refunds_of_credit_note ON refunds (credit_note_id) WHERE status IN ('pending', 'done');
    CREATE INDEX IF NOT EXISTS refunds_pending ON refunds (id) WHERE status = 'pending';

    DO $$
    DECLARE
      r record;
      yr integer := extract(year FROM now() AT TIME ZONE 'Africa/Algiers')::integer;
      seq integer;
      note_id integer;
      credit_id integer;
      debit_id integer;
      ht bigint;
    BEGIN
      FOR r IN
        SELECT o.id AS order_id, o.pharmacy_id, o.wilaya_id, o.tax_rate, p.order_number,
          (SELECT sum(f.amount) FROM refunds f WHERE f.payment_id = p.id AND f.status = 'done')
            - coalesce((SELECT sum(n.refunded_to_card) FROM credit_notes n WHERE n.order_id = o.id), 0) AS unbacked,
          (SELECT i.number FROM invoices i WHERE i.order_id = o.id) AS invoice_number
        FROM orders o JOIN payments p ON p.order_id = o.id AND p.status = 'paid'
        WHERE EXISTS (SELECT FROM refunds f WHERE f.payment_id = p.id AND f.status = 'done')
        ORDER BY o.id
      LOOP
        CONTINUE WHEN r.unbacked <= 0 OR r.invoice_number IS NULL;
        INSERT INTO credit_note_counters (year, last_seq) VALUES (yr, 1)
          ON CONFLICT (year) DO UPDATE SET last_seq = credit_note_counters.last_seq + 1
          RETURNING last_seq INTO seq;
        ht := round(r.unbacked * 100 / (100 + r.tax_rate));
        INSERT INTO credit_notes (order_id, pharmacy_id, wilaya_id, year, seq, number, invoice_number, source, reason,
          price_without_tax, tax_rate, tax_amount, stamp_duty, total, refunded_to_card, created_by, issued_at)
        VALUES (r.order_id, r.pharmacy_id, r.wilaya_id, yr, seq,
          'AV-' || yr || '-' || CASE WHEN seq < 1000000 THEN lpad(seq::text, 6, '0') ELSE seq::text END,
          r.invoice_number, 'refund', 'SATIM ' || r.order_number, ht, r.tax_rate, r.unbacked - ht, 0, r.unbacked, r.unbacked, NULL, now())
        RETURNING id INTO note_id;
        INSERT INTO credit_note_lines (credit_note_id, product_id, ref, name, quantity, unit_price, total)
          VALUES (note_id, NULL, '', 'Remboursement carte / Card refund', 1, ht, ht);
        INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, credit, order_id, credit_note_id, created_at)
          VALUES (r.pharmacy_id, r.wilaya_id, 'credit_note', r.unbacked, r.order_id, note_id, now()) RETURNING id INTO credit_id;
        INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, debit, order_id, credit_note_id, method, reference, created_at)
          VALUES (r.pharmacy_id, r.wilaya_id, 'refund', r.unbacked, r.order_id, note_id, 'card', r.order_number, now()) RETURNING id INTO debit_id;
        INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount, created_at)
          VALUES (r.pharmacy_id, credit_id, debit_id, r.unbacked, now());
      END LOOP;

      FOR r IN
        SELECT o.pharmacy_id, o.wilaya_id, o.id AS order_id, p.order_number, p.amount
        FROM payments p JOIN orders o ON o.id = p.order_id
        WHERE p.status = 'refunded'
          AND NOT EXISTS (SELECT FROM ledger_entries e WHERE e.kind = 'payment' AND e.reference = p.order_number AND e.pharmacy_id = o.pharmacy_id)
        ORDER BY p.id
      LOOP
        INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, credit, order_id, method, reference, created_at)
          VALUES (r.pharmacy_id, r.wilaya_id, 'payment', r.amount, r.order_id, 'card', r.order_number, now()) RETURNING id INTO credit_id;
        INSERT INTO ledger_entries (pharmacy_id, wilaya_id, kind, debit, order_id, method, reference, created_at)
          VALUES (r.pharmacy_id, r.wilaya_id, 'refund', r.amount, r.order_id, 'card', r.order_number, now()) RETURNING id INTO debit_id;
        INSERT INTO allocations (pharmacy_id, credit_entry_id, debit_entry_id, amount, created_at)
          VALUES (r.pharmacy_id, credit_id, debit_id, r.amount, now());
      END LOOP;
    END $$;
  `.execute(db);
}

/** Undoes the columns and indexes; the backfilled documents and entries stay (entries are append-only). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX refunds_pending;
    DROP INDEX refunds_of_credit_note;
    ALTER TABLE refunds DROP COLUMN credit_note_id;
    DROP INDEX credit_note_lines_note;
  `.execute(db);
}
