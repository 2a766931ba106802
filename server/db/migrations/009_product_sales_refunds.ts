import { type Kysely, sql } from 'kysely';

/**
 * Dashboards at scale (issues 16 and 11):
 * - product_sales: the network's order lines summed per product, state and month, kept by triggers in the
 *   transaction of each write, so a period's top products read a few month rows instead of every line of its whole
 *   months (the days of a partial month are read from the lines). A wilaya's figures read its own orders' lines;
 * - order_stats_daily also sums the refunds (orders.refunded_amount), so revenue can be shown net of them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_sales (
      state text NOT NULL,
      -- the first day of the (UTC) month
      month date NOT NULL,
      -- 0: lines whose product was removed for good
      product_id integer NOT NULL,
      quantity bigint NOT NULL,
      total bigint NOT NULL,
      PRIMARY KEY (state, month, product_id) INCLUDE (quantity, total)
    );

    -- adds signed line sums to the rows of their month, state and product; the rows are
    -- taken in key order, and every row names a product whose stock row the writer already holds, so two writers
    -- never wait for each other here
    CREATE FUNCTION product_sales_add(days date[], states text[], products integer[], quantities bigint[], totals bigint[])
    RETURNS void LANGUAGE sql AS $$
      INSERT INTO product_sales AS r (state, month, product_id, quantity, total)
      SELECT x.state, date_trunc('month', x.day)::date, x.product_id, sum(x.quantity), sum(x.total)
      FROM unnest(days, states, products, quantities, totals) AS x(day, state, product_id, quantity, total)
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3
      ON CONFLICT (state, month, product_id) DO UPDATE
        SET quantity = r.quantity + excluded.quantity, total = r.total + excluded.total
    $$;

    -- the whole table again from the lines, in one statement (after a bulk load without the triggers)
    CREATE FUNCTION product_sales_rebuild() RETURNS void LANGUAGE sql AS $$
      TRUNCATE product_sales;
      INSERT INTO product_sales (state, month, product_id, quantity, total)
        SELECT o.state, date_trunc('month', o.created_at AT TIME ZONE 'UTC')::date, coalesce(l.product_id, 0), sum(l.quantity), sum(l.total)
        FROM order_lines l JOIN orders o ON o.id = l.order_id
        GROUP BY 1, 2, 3
        ORDER BY 1, 2, 3;
    $$;

    -- lines written, removed or changed (a product removed for good sets product_id null): one call per statement
    CREATE FUNCTION product_sales_lines() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM product_sales_add(array_agg((o.created_at AT TIME ZONE 'UTC')::date), array_agg(o.state),
          array_agg(coalesce(l.product_id, 0)), array_agg(l.quantity::bigint), array_agg(l.total))
        FROM new_lines l JOIN orders o ON o.id = l.order_id;
      ELSIF TG_OP = 'DELETE' THEN
        -- lines removed with their order were taken off by the order's own trigger (the order is gone here)
        PERFORM product_sales_add(array_agg((o.created_at AT TIME ZONE 'UTC')::date), array_agg(o.state),
          array_agg(coalesce(l.product_id, 0)), array_agg(-l.quantity::bigint), array_agg(-l.total))
        FROM old_lines l JOIN orders o ON o.id = l.order_id;
      ELSE
        PERFORM product_sales_add(array_agg((o.created_at AT TIME ZONE 'UTC')::date), array_agg(o.state),
          array_agg(l.product_id), array_agg(l.quantity), array_agg(l.total))
        FROM (SELECT order_id, coalesce(product_id, 0) AS product_id, -quantity::bigint AS quantity, -total AS total FROM old_lines
              UNION ALL
              SELECT order_id, coalesce(product_id, 0), quantity::bigint, total FROM new_lines) l
        JOIN orders o ON o.id = l.order_id;
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER product_sales_lines_insert AFTER INSERT ON order_lines
      REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION product_sales_lines();
    CREATE TRIGGER product_sales_lines_delete AFTER DELETE ON order_lines
      REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION product_sales_lines();
    CREATE TRIGGER product_sales_lines_update AFTER UPDATE ON order_lines
      REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION product_sales_lines();

    -- an order that changes state (or month) moves its lines' sums; one that is deleted takes them off
    CREATE FUNCTION product_sales_order() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        PERFORM product_sales_add(array_agg((OLD.created_at AT TIME ZONE 'UTC')::date), array_agg(OLD.state),
          array_agg(coalesce(l.product_id, 0)), array_agg(-l.quantity::bigint), array_agg(-l.total))
        FROM order_lines l WHERE l.order_id = OLD.id;
        RETURN OLD;
      END IF;
      PERFORM product_sales_add(array_agg(k.day), array_agg(k.state),
        array_agg(coalesce(l.product_id, 0)), array_agg(k.sign * l.quantity::bigint), array_agg(k.sign * l.total))
      FROM order_lines l
      CROSS JOIN (VALUES ((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.state, -1),
                         ((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.state, 1)) AS k(day, state, sign)
      WHERE l.order_id = NEW.id;
      RETURN NULL;
    END $$;
    CREATE TRIGGER product_sales_order_update AFTER UPDATE ON orders FOR EACH ROW
      WHEN (OLD.state IS DISTINCT FROM NEW.state
            OR date_trunc('month', OLD.created_at AT TIME ZONE 'UTC') IS DISTINCT FROM date_trunc('month', NEW.created_at AT TIME ZONE 'UTC'))
      EXECUTE FUNCTION product_sales_order();
    CREATE TRIGGER product_sales_order_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION product_sales_order();

    SELECT product_sales_rebuild();

    -- refunds, summed with the orders they belong to (on the order's day)
    ALTER TABLE order_stats_daily ADD COLUMN refunded bigint NOT NULL DEFAULT 0;
    UPDATE order_stats_daily s SET refunded = r.refunded
      FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, wilaya_id, state, sum(refunded_amount) AS refunded
            FROM orders WHERE refunded_amount <> 0 GROUP BY 1, 2, 3) r
      WHERE (s.day, s.wilaya_id, s.state) = (r.day, r.wilaya_id, r.state);

    CREATE FUNCTION order_stats_move(d date, w integer, s text, n integer, ttc bigint, ht bigint, refunded bigint) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO order_stats_daily AS r (day, wilaya_id, state, orders, total, price_without_tax, refunded)
      VALUES (d, w, s, n, ttc, ht, refunded)
      ON CONFLICT (day, wilaya_id, state) DO UPDATE
        SET orders = r.orders + excluded.orders, total = r.total + excluded.total,
            price_without_tax = r.price_without_tax + excluded.price_without_tax, refunded = r.refunded + excluded.refunded
    $$;

    CREATE OR REPLACE FUNCTION order_stats_track() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_key text;
      new_key text;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM order_stats_move((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax, NEW.refunded_amount);
        RETURN NULL;
      END IF;
      IF TG_OP = 'DELETE' THEN
        PERFORM order_stats_move((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax, -OLD.refunded_amount);
        RETURN NULL;
      END IF;
      IF (OLD.created_at, OLD.wilaya_id, OLD.state, OLD.total, OLD.price_without_tax, OLD.refunded_amount)
         IS NOT DISTINCT FROM (NEW.created_at, NEW.wilaya_id, NEW.state, NEW.total, NEW.price_without_tax, NEW.refunded_amount) THEN
        RETURN NULL;
      END IF;
      -- the two rows are always locked in the same order, so opposite moves cannot deadlock
      old_key := (OLD.created_at AT TIME ZONE 'UTC')::date || '/' || OLD.wilaya_id || '/' || OLD.state;
      new_key := (NEW.created_at AT TIME ZONE 'UTC')::date || '/' || NEW.wilaya_id || '/' || NEW.state;
      IF old_key <= new_key THEN
        PERFORM order_stats_move((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax, -OLD.refunded_amount);
        PERFORM order_stats_move((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax, NEW.refunded_amount);
      ELSE
        PERFORM order_stats_move((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.wilaya_id, NEW.state, 1, NEW.total, NEW.price_without_tax, NEW.refunded_amount);
        PERFORM order_stats_move((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.wilaya_id, OLD.state, -1, -OLD.total, -OLD.price_without_tax, -OLD.refunded_amount);
      END IF;
      RETURN NULL;
    END $$;
    DROP FUNCTION order_stats_add(date, integer, text, integer, bigint, bigint);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER product_sales_order_update ON orders;
    DROP TRIGGER product_sales_order_delete ON orders;
    DROP TRIGGER product_sales_lines_insert ON order_lines;
    DROP TRIGGER product_sales_lines_delete ON order_lines;
    DROP TRIGGER product_sales_lines_update ON order_lines;
    DROP FUNCTION product_sales_order(), product_sales_lines(), product_sales_rebuild(),
      product_sales_add(date[], text[], integer[], bigint[], bigint[]);
    -- order_stats_daily keeps its refunded column (order_stats_track writes it)
    DROP TABLE product_sales;
  `.execute(db);
}
