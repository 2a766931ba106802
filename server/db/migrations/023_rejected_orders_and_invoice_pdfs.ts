import { type Kysely, sql } from 'kysely';

/**
 * Issue 26.
 * - Point 18: an offline order awaiting sales validation can be rejected by an admin (state 'rejected'): when and
 *   why are kept on the order, printed on its invoice and mailed to the pharmacy.
 * - Point 6: an invoice PDF is drawn once per language and kept here, in the database every instance shares
 *   (DATA_DIR may be one per instance behind nginx); `fingerprint` digests what the PDF prints, so a change of
 *   its inputs (a cash order validated or rejected, a refund, the buyer's details) draws it again.
 * - Point 16: the dashboards' rollup also sums the stamp duty, so their TTC is HT + TVA like the invoices' (the
 *   orders' total is the net à payer: TTC + stamp duty), and the stamp duty is shown apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN rejected_at timestamptz, ADD COLUMN rejection_reason text`.execute(db);
  await sql`
    CREATE TABLE invoice_pdfs (
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      lang text NOT NULL,
      fingerprint text NOT NULL,
      pdf bytea NOT NULL,
      rendered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, lang)
    )`.execute(db);

  await sql`
    ALTER TABLE order_stats_daily ADD COLUMN stamp_duty bigint NOT NULL DEFAULT 0;
    UPDATE order_stats_daily s SET stamp_duty = r.stamp_duty
      FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, wilaya_id, state, sum(stamp_duty) AS stamp_duty
            FROM orders WHERE stamp_duty <> 0 GROUP BY 1, 2, 3) r
      WHERE (s.day, s.wilaya_id, s.state) = (r.day, r.wilaya_id, r.state);

    CREATE FUNCTION order_stats_shift(d date, w integer, s text, n integer, ttc bigint, ht bigint, refunded bigint, stamp bigint) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO order_stats_daily AS r (day, wilaya_id, state, orders, total, price_without_tax, refunded, stamp_duty)
      VALUES (d, w, s, n, ttc, ht, refunded, stamp)
      ON CONFLICT (day, wilaya_id, state) DO UPDATE
        SET orders = r.orders + excluded.orders, total = r.total + excluded.total,
            price_without_tax = r.price_without_tax + excluded.price_without_tax, refunded = r.refunded + excluded.refunded,
            stamp_duty = r.stamp_duty + excluded.stamp_duty
    $$;

    CREATE OR REPLACE FUNCTION order_stats_track() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_key text;
      new_key text;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM order_stats_shift((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax, NEW.refunded_amount, NEW.stamp_duty);
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN
        PERFORM order_stats_shift((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax, -OLD.refunded_amount, -OLD.stamp_duty);
        RETURN NULL;
      END IF;
      IF (OLD.created_at, OLD.wilaya_id, OLD.state, OLD.total, OLD.price_without_tax, OLD.refunded_amount, OLD.stamp_duty)
         IS NOT DISTINCT FROM (NEW.created_at, NEW.wilaya_id, NEW.state, NEW.total, NEW.price_without_tax, NEW.refunded_amount, NEW.stamp_duty) THEN
        RETURN NULL;
      END IF;
      -- the two rows are always locked in the same order, so opposite moves cannot deadlock
      old_key := (OLD.created_at AT TIME ZONE 'UTC')::date || '/' || OLD.wilaya_id || '/' || OLD.state;
      new_key := (NEW.created_at AT TIME ZONE 'UTC')::date || '/' || NEW.wilaya_id || '/' || NEW.state;
      IF old_key <= new_key THEN
        PERFORM order_stats_shift((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax, -OLD.refunded_amount, -OLD.stamp_duty);
        PERFORM order_stats_shift((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax, NEW.refunded_amount, NEW.stamp_duty);
      ELSE
        PERFORM order_stats_shift((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax, NEW.refunded_amount, NEW.stamp_duty);
        PERFORM order_stats_shift((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax, -OLD.refunded_amount, -OLD.stamp_duty);
      END IF;
      RETURN NULL;
    END $$;
    DROP FUNCTION order_stats_move(date, integer, text, integer, bigint, bigint, bigint);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // order_stats_daily keeps its stamp_duty column and order_stats_track the function that writes it
  await sql`DROP TABLE invoice_pdfs`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN rejected_at, DROP COLUMN rejection_reason`.execute(db);
}
