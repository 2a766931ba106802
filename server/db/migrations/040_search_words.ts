import { type Kysely, sql } from 'kysely';

/**
 * Issue 31 §4: a search by similarity (a typo) first corrects its words against the catalogue's own words, then
 * searches exactly. `search_words` holds every word of three letters or more of the listed products' search text
 * (folded, as `product_search` holds it), with a trigram index; a trigger on `product_search` adds the words of each
 * text written. A word no product uses any more stays: it finds nothing, and a correction tries several words.
 * Comparing a typed word with 20 000 short words takes a millisecond, where `search_text %> word` recomputed the
 * similarity of every candidate product (31 ms for "cremme" at 10 000 products). docs/search.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE search_words (word text PRIMARY KEY);

    CREATE FUNCTION search_words_of(text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
      SELECT DISTINCT w FROM regexp_split_to_table($1, '[[:space:]|]+') AS w WHERE length(w) >= 3
    $$;

    CREATE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO public.search_words (word) SELECT public.search_words_of(NEW.search_text) ON CONFLICT (word) DO NOTHING;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER product_search_words AFTER INSERT OR UPDATE OF search_text ON product_search
      FOR EACH ROW EXECUTE FUNCTION search_words_follow();

    INSERT INTO search_words (word) SELECT DISTINCT search_words_of(search_text) FROM product_search ON CONFLICT (word) DO NOTHING;
    CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops) WITH (fastupdate = off);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER product_search_words ON product_search;
    DROP FUNCTION search_words_follow();
    DROP FUNCTION search_words_of(text);
    DROP TABLE search_words;
  `.execute(db);
}
