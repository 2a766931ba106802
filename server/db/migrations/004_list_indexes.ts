import { type Kysely, sql } from 'kysely';

/**
 * Lists that stay fast at national scale (1 M orders, 10 000 products):
 *
 * - every orders list (admin, franchise by wilaya, pharmacy) walks an index in list order, whatever set of
 *   states it shows: the state is carried in the index (INCLUDE) rather than baked into a partial predicate;
 * - search by order-number fragment, pharmacy name and product name/reference uses trigram indexes, accent- and
 *   case-insensitive through `portal_fold` (unaccent + lower, declared immutable so it can be indexed);
 * - `order_counts` keeps the number of orders per (pharmacy, wilaya, state), maintained by a trigger, so an
 *   unsearched list's total is a sum over a few thousand rows instead of a count over a million. One row per
 *   pharmacy and state: concurrent orders of different pharmacies never wait for each other on a counter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE EXTENSION IF NOT EXISTS unaccent;

    CREATE FUNCTION portal_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

    DROP INDEX orders_pharmacy;
    DROP INDEX orders_wilaya;
    CREATE INDEX orders_newest ON orders (created_at DESC, id DESC) INCLUDE (state);
    CREATE INDEX orders_wilaya_newest ON orders (wilaya_id, created_at DESC, id DESC) INCLUDE (state);
    CREATE INDEX orders_pharmacy_newest ON orders (pharmacy_id, created_at DESC, id DESC) INCLUDE (state);
    CREATE INDEX orders_order_no_trgm ON orders USING gin (order_no gin_trgm_ops);
    CREATE INDEX pharmacies_name_trgm ON pharmacies USING gin (portal_fold(name) gin_trgm_ops);

    CREATE INDEX products_listed_by_name ON products (lower(name), id) WHERE deleted_at IS NULL;
    CREATE INDEX products_search_trgm ON products USING gin (portal_fold(name || ' ' || ref) gin_trgm_ops) WHERE deleted_at IS NULL;
    CREATE INDEX product_images_first ON product_images (product_id, is_main DESC, position, id) INCLUDE (path);

    CREATE TABLE order_counts (
      pharmacy_id integer NOT NULL,
      wilaya_id integer NOT NULL,
      state text NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (pharmacy_id, wilaya_id, state)
    );
    CREATE INDEX order_counts_wilaya ON order_counts (wilaya_id);

    CREATE FUNCTION order_counts_add(p integer, w integer, s text, delta integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_counts AS c (pharmacy_id, wilaya_id, state, n) VALUES (p, w, s, delta)
      ON CONFLICT (pharmacy_id, wilaya_id, state) DO UPDATE SET n = c.n + excluded.n
    $$;

    CREATE FUNCTION order_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM order_counts_add(NEW.pharmacy_id, NEW.wilaya_id, NEW.state, 1);
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM order_counts_add(OLD.pharmacy_id, OLD.wilaya_id, OLD.state, -1);
      ELSIF (OLD.pharmacy_id, OLD.wilaya_id, OLD.state) IS DISTINCT FROM (NEW.pharmacy_id, NEW.wilaya_id, NEW.state) THEN
        -- rows locked in one order (by key) so two opposite moves of the same pharmacy cannot deadlock
        IF (OLD.pharmacy_id, OLD.wilaya_id, OLD.state) < (NEW.pharmacy_id, NEW.wilaya_id, NEW.state) THEN
          PERFORM order_counts_add(OLD.pharmacy_id, OLD.wilaya_id, OLD.state, -1);
          PERFORM order_counts_add(NEW.pharmacy_id, NEW.wilaya_id, NEW.state, 1);
        ELSE
          PERFORM order_counts_add(NEW.pharmacy_id, NEW.wilaya_id, NEW.state, 1);
          PERFORM order_counts_add(OLD.pharmacy_id, OLD.wilaya_id, OLD.state, -1);
        END IF;
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER orders_counted AFTER INSERT OR DELETE OR UPDATE OF pharmacy_id, wilaya_id, state ON orders
      FOR EACH ROW EXECUTE FUNCTION order_counts_follow();

    INSERT INTO order_counts (pharmacy_id, wilaya_id, state, n)
      SELECT pharmacy_id, wilaya_id, state, count(*) FROM orders GROUP BY 1, 2, 3;

  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER orders_counted ON orders;
    DROP FUNCTION order_counts_follow(), order_counts_add(integer, integer, text, integer);
    DROP TABLE order_counts;
    DROP INDEX product_images_first, products_search_trgm, products_listed_by_name, pharmacies_name_trgm, orders_order_no_trgm,
      orders_pharmacy_newest, orders_wilaya_newest, orders_newest;
    CREATE INDEX orders_pharmacy ON orders (pharmacy_id, created_at DESC);
    CREATE INDEX orders_wilaya ON orders (wilaya_id, created_at DESC);
    DROP FUNCTION portal_fold(text);
  `.execute(db);
}
