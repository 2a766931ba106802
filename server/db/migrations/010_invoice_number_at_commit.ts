import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, offline orders: an invoice written with a provisional sequence (seq < 0) is numbered by a deferred
 * trigger when its transaction commits. The year's counter row, which every invoice waits for, is then locked from
 * inside the commit to its end, never across a round trip to the application (which, under load, took longer than
 * the commit itself). Gap-free as before: a transaction that fails gives its number back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION invoice_number_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      next_seq integer;
    BEGIN
      INSERT INTO invoice_counters AS c (year, last_seq) VALUES (NEW.year, 1)
        ON CONFLICT (year) DO UPDATE SET last_seq = c.last_seq + 1
        RETURNING last_seq INTO next_seq;
      -- FAC-<year>-<sequence on at least 6 digits>, as ensureInvoice() writes it
      UPDATE invoices SET seq = next_seq,
        number = 'FAC-' || NEW.year || '-' || CASE WHEN next_seq < 1000000 THEN lpad(next_seq::text, 6, '0') ELSE next_seq::text END
        WHERE id = NEW.id;
      RETURN NULL;
    END $$;
    CREATE CONSTRAINT TRIGGER invoice_number_at_commit AFTER INSERT ON invoices
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.seq < 0) EXECUTE FUNCTION invoice_number_at_commit();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER invoice_number_at_commit ON invoices;
    DROP FUNCTION invoice_number_at_commit();
  `.execute(db);
}
