import { type Kysely, sql } from 'kysely';

/**
 * Issue 16: the audit log (append-only), a daily rollup of orders for the dashboards, and a record of the
 * daily jobs already run (so one instance alone runs each day's job).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- who changed what: written by recordAudit() inside the transaction of each admin/franchisee write
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      actor_role text NOT NULL,
      actor_id integer NOT NULL,
      -- a snapshot: the entry keeps saying who it was after the account is deleted
      actor_email text NOT NULL,
      action text NOT NULL,
      resource text NOT NULL,
      resource_id text NOT NULL,
      resource_label text NOT NULL DEFAULT '',
      -- {field: {old, new}}, secrets left out
      changes jsonb NOT NULL DEFAULT '{}'
    );
    CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
    CREATE INDEX audit_log_resource ON audit_log (resource, resource_id);

    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log entries can be neither changed nor deleted';
    END $$;
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

    -- orders per UTC day, wilaya and state, kept by a trigger in the transaction of every order write,
    -- so the dashboards sum a few hundred rows instead of scanning the orders
    CREATE TABLE order_stats_daily (
      day date NOT NULL,
      wilaya_id integer NOT NULL,
      state text NOT NULL,
      orders integer NOT NULL,
      total bigint NOT NULL,
      price_without_tax bigint NOT NULL,
      PRIMARY KEY (day, wilaya_id, state)
    );
    -- index-only scans: the network's figures by state and day, a wilaya's by wilaya and day
    CREATE INDEX order_stats_daily_state ON order_stats_daily (state, day) INCLUDE (wilaya_id, orders, total, price_without_tax);
    CREATE INDEX order_stats_daily_wilaya ON order_stats_daily (wilaya_id, day);

    CREATE FUNCTION order_stats_add(d date, w integer, s text, n integer, ttc bigint, ht bigint) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO order_stats_daily AS r (day, wilaya_id, state, orders, total, price_without_tax)
      VALUES (d, w, s, n, ttc, ht)
      ON CONFLICT (day, wilaya_id, state) DO UPDATE
        SET orders = r.orders + excluded.orders, total = r.total + excluded.total,
            price_without_tax = r.price_without_tax + excluded.price_without_tax
    $$;

    CREATE FUNCTION order_stats_track() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_key text;
      new_key text;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM order_stats_add((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax);
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN
        PERFORM order_stats_add((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax);
        RETURN NULL;
      END IF;
      IF (OLD.created_at, OLD.wilaya_id, OLD.state, OLD.total, OLD.price_without_tax)
         IS NOT DISTINCT FROM (NEW.created_at, NEW.wilaya_id, NEW.state, NEW.total, NEW.price_without_tax) THEN
        RETURN NULL;
      END IF;
      -- the two rows are always locked in the same order, so opposite moves cannot deadlock
      old_key := (OLD.created_at AT TIME ZONE 'UTC')::date || '/' || OLD.wilaya_id || '/' || OLD.state;
      new_key := (NEW.created_at AT TIME ZONE 'UTC')::date || '/' || NEW.wilaya_id || '/' || NEW.state;
      IF old_key <= new_key THEN
        PERFORM order_stats_add((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax);
        PERFORM order_stats_add((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax);
      ELSE
        PERFORM order_stats_add((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax);
        PERFORM order_stats_add((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER order_stats_track AFTER INSERT OR UPDATE OR DELETE ON orders
      FOR EACH ROW EXECUTE FUNCTION order_stats_track();

    INSERT INTO order_stats_daily (day, wilaya_id, state, orders, total, price_without_tax)
      SELECT (created_at AT TIME ZONE 'UTC')::date, wilaya_id, state, count(*), sum(total), sum(price_without_tax)
      FROM orders GROUP BY 1, 2, 3;

    -- the top products of a period read the lines of the orders created in it, from the indexes alone
    CREATE INDEX IF NOT EXISTS orders_created_at ON orders (created_at);
    CREATE INDEX order_lines_sales ON order_lines (order_id) INCLUDE (product_id, quantity, total);

    -- a daily job inserts its (name, day) first: the instance whose insert succeeds runs it
    CREATE TABLE job_runs (
      name text NOT NULL,
      day date NOT NULL,
      ran_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (name, day)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER order_stats_track ON orders;
    DROP FUNCTION order_stats_track(), order_stats_add(date, integer, text, integer, bigint, bigint);
    DROP TABLE job_runs, order_stats_daily, audit_log;
    DROP FUNCTION audit_log_append_only();
  `.execute(db);
}
