import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, offline orders: invoices written with a provisional sequence (seq < 0) are numbered after their order's
 * commit, in batches, instead of by migration 010's trigger inside each commit. That trigger held the year's counter
 * row through every commit's WAL flush, so offline orders could not be placed faster than the disk flushes, one at a
 * time. `invoice_number(order)` answers an order's number in one round trip: at once when a batch already numbered
 * it, otherwise it numbers every pending invoice, in order of creation. Batches are taken one at a time (advisory
 * lock, then the pending rows are read by the next statement, in a snapshot taken after the lock: never numbered
 * twice). Gap-free: the counter and the invoices change together, in the caller's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER invoice_number_at_commit ON invoices;
    DROP FUNCTION invoice_number_at_commit();
    CREATE INDEX invoices_pending ON invoices (id) WHERE seq < 0;

    CREATE FUNCTION invoice_number_pending() RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      numbered integer;
    BEGIN
      PERFORM pg_advisory_xact_lock(1711017);
      WITH pending AS (
        SELECT id, year, row_number() OVER (PARTITION BY year ORDER BY id) AS k, count(*) OVER (PARTITION BY year) AS n
        FROM invoices WHERE seq < 0
      ), counters AS (
        INSERT INTO invoice_counters AS c (year, last_seq) SELECT DISTINCT year, n FROM pending
        ON CONFLICT (year) DO UPDATE SET last_seq = c.last_seq + excluded.last_seq
        RETURNING year, last_seq
      ), numbered AS (
        SELECT p.id, (c.last_seq - p.n + p.k)::int AS seq FROM pending p JOIN counters c ON c.year = p.year
      )
      -- FAC-<year>-<sequence on at least 6 digits>, as ensureInvoice() writes it
      UPDATE invoices i SET seq = s.seq,
        number = 'FAC-' || i.year || '-' || CASE WHEN s.seq < 1000000 THEN lpad(s.seq::text, 6, '0') ELSE s.seq::text END
      FROM numbered s WHERE i.id = s.id;
      GET DIAGNOSTICS numbered = ROW_COUNT;
      RETURN numbered;
    END $$;

    CREATE FUNCTION invoice_number(order_id integer) RETURNS TABLE (number text, issued_at timestamptz)
    LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = invoice_number.order_id AND i.seq > 0) THEN
        PERFORM invoice_number_pending();
      END IF;
      RETURN QUERY SELECT i.number, i.issued_at FROM invoices i WHERE i.order_id = invoice_number.order_id;
    END $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION invoice_number(integer);
    DROP FUNCTION invoice_number_pending();
    DROP INDEX invoices_pending;
  `.execute(db);
  const { up: numberAtCommit } = await import('./010_invoice_number_at_commit.js');
  await numberAtCommit(db);
}
