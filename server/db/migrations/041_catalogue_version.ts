import { type Kysely, sql } from 'kysely';

/**
 * Issue 31 §4 (D106): a search's ranked matches are kept in memory (`rankedMatches`, server/queries/products.ts) as long as
 * `catalogue_version` has not moved. It moves when a transaction that changed what a search reads of a product (its
 * names, reference, GTIN, category, prices, date, withdrawal) commits: a deferred trigger takes the next value at
 * commit, as `stats_version` does (migration 014). A stock movement does not move it: a search never reads the stock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE catalogue_version;

    CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('public.catalogue_version');
      RETURN NULL;
    END
    $$;

    CREATE CONSTRAINT TRIGGER products_catalogue_version
      AFTER INSERT OR DELETE OR UPDATE OF category_id, ref, name, name_ar, gtin, cost, price, customer_price, created_at, deleted_at ON products
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_version_bump();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER products_catalogue_version ON products;
    DROP FUNCTION catalogue_version_bump();
    DROP SEQUENCE catalogue_version;
  `.execute(db);
}
