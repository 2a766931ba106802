import { type Kysely, sql } from 'kysely';
import { ARABIC_FROM, ARABIC_MARKS, ARABIC_TO } from '../../../src/contract/search.js';

/**
 * Issue 31: the catalogue in Arabic, and a search that folds Arabic as Lucene's Arabic normaliser does (D64, D65).
 *
 * - Products and categories get an optional Arabic name and description ('' when there is none).
 * - `portal_search_fold` folds like `portal_fold` (lower + unaccent) and applies the Arabic rules of
 *   `src/contract/search.ts`: alef variants → ا, ى → ي, ة → ه, tashkeel and tatweel removed.
 * - The stored search text becomes ` name | arabic name | ref`, folded: a leading space so that every word,
 *   the first one included, begins after a space (a word prefix is then the LIKE pattern `% cr%`, whose trigrams
 *   `  c` and ` cr` the index has), and ` | ` between the parts so that a part's start or end can be recognised for
 *   ranking. GTIN (issue 29) is one more ` | ` part when its column arrives.
 * - The edit-version triggers (migration 019) watch the new columns too.
 */
const WATCHED = {
  products: [
    'category_id',
    'ref',
    'name',
    'name_ar',
    'description_fr',
    'description_en',
    'description_ar',
    'cost',
    'price',
    'customer_price',
    'deleted_at',
  ],
  categories: ['name_fr', 'name_en', 'name_ar', 'description_fr', 'description_en', 'description_ar'],
} as const;
const WATCHED_BEFORE = {
  products: [
    'category_id',
    'ref',
    'name',
    'description_fr',
    'description_en',
    'cost',
    'price',
    'customer_price',
    'deleted_at',
  ],
  categories: ['name_fr', 'name_en', 'description_fr', 'description_en'],
} as const;

const row = (alias: 'OLD' | 'NEW', columns: readonly string[]) => `(${columns.map((c) => `${alias}.${c}`).join(', ')})`;

async function watch(db: Kysely<unknown>, watched: Record<string, readonly string[]>) {
  for (const [table, columns] of Object.entries(watched)) {
    await sql.raw(`DROP TRIGGER ${table}_edit_version ON ${table}`).execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_edit_version BEFORE UPDATE ON ${table} FOR EACH ROW
         WHEN (${row('OLD', columns)} IS DISTINCT FROM ${row('NEW', columns)}) EXECUTE FUNCTION bump_edit_version()`,
      )
      .execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION portal_search_fold(text) RETURNS text
         LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
         AS $$ SELECT translate(regexp_replace(public.portal_fold($1), '[${ARABIC_MARKS}]', '', 'g'), '${ARABIC_FROM}', '${ARABIC_TO}') $$`,
    )
    .execute(db);
  await sql`
    ALTER TABLE products ADD COLUMN name_ar text NOT NULL DEFAULT '', ADD COLUMN description_ar text NOT NULL DEFAULT '';
    ALTER TABLE categories ADD COLUMN name_ar text NOT NULL DEFAULT '', ADD COLUMN description_ar text NOT NULL DEFAULT '';
    DROP INDEX products_search_trgm;
    ALTER TABLE products DROP COLUMN search_text;
    ALTER TABLE products ADD COLUMN search_text text
      GENERATED ALWAYS AS (' ' || portal_search_fold(name) || ' | ' || portal_search_fold(name_ar) || ' | ' || portal_search_fold(ref)) STORED NOT NULL;
    CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE deleted_at IS NULL;
  `.execute(db);
  await watch(db, WATCHED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await watch(db, WATCHED_BEFORE);
  await sql`
    DROP INDEX products_search_trgm;
    ALTER TABLE products DROP COLUMN search_text;
    ALTER TABLE products ADD COLUMN search_text text GENERATED ALWAYS AS (portal_fold(name || ' ' || ref)) STORED NOT NULL;
    CREATE INDEX products_search_trgm ON products USING gin (search_text gin_trgm_ops) WITH (fastupdate = off) WHERE deleted_at IS NULL;
    ALTER TABLE products DROP COLUMN name_ar, DROP COLUMN description_ar;
    ALTER TABLE categories DROP COLUMN name_ar, DROP COLUMN description_ar;
    DROP FUNCTION portal_search_fold(text);
  `.execute(db);
}
