import { type Kysely, sql } from 'kysely';

/**
 * Issue 31, the speed of the searches a person types first.
 *
 * The catalogue's search (D76): `product_search` is a narrow copy of what a search reads of a
 * listed product (its folded search text and the columns it is filtered and sorted by), one row per product not
 * withdrawn, kept by a trigger on `products`.
 *
 * A search rechecks each candidate of the trigram index on its row, and computes the ranking's keys on it: on
 * `products` that meant one heap page per match (their two descriptions keep them at four rows a page, "cr" and
 * "creme" read about 1 260 pages for 1 257 matches); here about 70 rows share a page. The stock (`quantity`) is not
 * copied: it changes with every order, and only the admin's low-stock filter reads it (from `products`). The trigram
 * index moves here; on `products` it was rewritten at each stock movement (the low-stock index makes those updates
 * non-HOT) and no statement reads it any more.
 *
 * The admin's orders search by pharmacy name (D77): `pharmacies.search_name` stores the folded name (`portal_fold`,
 * unaccent + lower) that the trigram index `pharmacies_name_trgm` was built on as an expression. An index on an
 * expression gives candidates that are checked again by computing it: "Benali" folded the names of its 204 pharmacies
 * twice per call (the count and the page), unaccent being most of that search's time besides its page.
 *
 * Function names inside the body are qualified with `public.`: pg_restore runs with an empty search_path.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_search (
      id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
      search_text text NOT NULL,
      category_id integer NOT NULL,
      ref text NOT NULL,
      name text NOT NULL,
      name_ar text NOT NULL,
      cost bigint NOT NULL,
      price bigint NOT NULL,
      customer_price bigint NOT NULL,
      created_at timestamptz NOT NULL
    );

    CREATE FUNCTION product_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.deleted_at IS NOT NULL THEN
        DELETE FROM public.product_search WHERE id = NEW.id;
      ELSE
        INSERT INTO public.product_search AS ps (id, search_text, category_id, ref, name, name_ar, cost, price, customer_price, created_at)
        VALUES (NEW.id, NEW.search_text, NEW.category_id, NEW.ref, NEW.name, NEW.name_ar, NEW.cost, NEW.price, NEW.customer_price, NEW.created_at)
        ON CONFLICT (id) DO UPDATE SET search_text = excluded.search_text, category_id = excluded.category_id, ref = excluded.ref,
          name = excluded.name, name_ar = excluded.name_ar, cost = excluded.cost, price = excluded.price,
          customer_price = excluded.customer_price, created_at = excluded.created_at;
      END IF;
      RETURN NULL;
    END
    $$;

    -- not on a stock movement: the copied columns only
    CREATE TRIGGER products_searched AFTER INSERT OR UPDATE OF category_id, ref, name, name_ar, cost, price, customer_price, created_at, deleted_at
      ON products FOR EACH ROW EXECUTE FUNCTION product_search_follow();

    INSERT INTO product_search (id, search_text, category_id, ref, name, name_ar, cost, price, customer_price, created_at)
      SELECT id, search_text, category_id, ref, name, name_ar, cost, price, customer_price, created_at FROM products WHERE deleted_at IS NULL;

    CREATE INDEX product_search_trgm ON product_search USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);
    DROP INDEX products_search_trgm;

    ALTER TABLE pharmacies ADD COLUMN search_name text GENERATED ALWAYS AS (public.portal_fold(name)) STORED NOT NULL;
    DROP INDEX pharmacies_name_trgm;
    CREATE INDEX pharmacies_name_trgm ON pharmacies USING gin (search_name gin_trgm_ops) WITH (fastupdate = off);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX pharmacies_name_trgm;
    ALTER TABLE pharmacies DROP COLUMN search_name;
    CREATE INDEX pharmacies_name_trgm ON pharmacies USING gin (portal_fold(name) gin_trgm_ops) WITH (fastupdate = off);
    CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE deleted_at IS NULL;
    DROP TRIGGER products_searched ON products;
    DROP FUNCTION product_search_follow();
    DROP TABLE product_search;
  `.execute(db);
}
