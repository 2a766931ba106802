import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { scannedGtin } from '../../src/contract/gs1.js';
import { foldSearch } from '../../src/contract/search.js';
import { searchText } from './paging.js';

/**
 * The catalogue's one search (issue 31, D65), for the storefront, its suggestions and the back office's product list.
 * The stored `products.search_text` is ` name | arabic name | ref` folded by `portal_search_fold` (migration 027:
 * case, accents, Arabic letter variants, tashkeel, tatweel); what is typed is folded by the same function, once
 * per statement (a sub-select, see `foldedPattern` in orders.ts).
 *
 * - Every word must be found: inside the text (`%creme%`), or for a word of one or two letters, at the start of
 *   a word (`% cr%`): "cr" means "crème…", not "sucre", and its trigrams `  c`, ` cr` are in the index, where a
 *   two-letter fragment anywhere has no trigram and reads the whole table.
 * - A search that finds nothing so is tried again by similarity, which forgives a letter too many or missing:
 *   "cremme", "vitamne". Each word of three letters or more is first corrected against the catalogue's words
 *   (`search_words`, migration 040: pg_trgm's word similarity ≥ 0.6, the closest 8), then searched exactly with
 *   any of them (`withSimilarWords`).
 * - A scanned EAN/GTIN or GS1 string also finds the product carrying its GTIN (issue 29 §6).
 * - Ranked (`relevanceKeys`): the exact reference or the scanned GTIN, then a name or reference starting
 *   with the text, then whole words, then similarity (the shortest text among exact matches), then the name.
 */
export interface ProductSearch {
  /** the typed words, as typed (folded by the database) */
  words: string[];
  /** tried again by similarity, after finding nothing */
  fuzzy: boolean;
  /** by similarity: for each word, the catalogue's words close to it (folded), closest first; none for a short word */
  similar?: SimilarWord[][];
  /** the GTIN-14 of a scanned EAN/GTIN or GS1 string (issue 29 §6), else null */
  gtin: string | null;
}

/** A word shorter than this is matched at the start of a word only (no trigram of its own). */
const PREFIX_ONLY_BELOW = 3;

/** `%` and `_` typed by the user are searched literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const folded = (text: string) => sql<string>`(SELECT portal_search_fold(${text}))`;

const isShort = (word: string) => foldSearch(word).length < PREFIX_ONLY_BELOW;

/** The search of a `search` parameter, or null when nothing is searched. */
export function productSearch(search: unknown, fuzzy = false): ProductSearch | null {
  const words = searchText(search).split(/\s+/).filter(Boolean);
  const gtin = typeof search === 'string' ? scannedGtin(search.slice(0, 200)) : null;
  return words.length ? { words, fuzzy, gtin } : null;
}

/** Whether a search that found nothing is worth trying by similarity: a word of three letters or more. */
export const canBeFuzzy = (s: ProductSearch) => !s.fuzzy && s.words.some((w) => !isShort(w));

interface SimilarWord {
  word: string;
  similarity: number;
}

/** How many of the catalogue's words a typed word may stand for. */
const SIMILAR_WORDS = 8;

/**
 * The search by similarity of a search that found nothing: each word of three letters or more is replaced by the
 * catalogue's words close to it (`search_words`, its trigram index; word similarity ≥ pg_trgm's threshold, 0.6).
 */
export async function withSimilarWords(db: Kysely<DB>, s: ProductSearch): Promise<ProductSearch> {
  const similar = await Promise.all(
    s.words.map(async (typed) => {
      if (isShort(typed)) return [];
      const q = folded(typed);
      const rows = await db
        .selectFrom('search_words')
        .select(['word', sql<number>`word_similarity(${q}, word)`.as('similarity')])
        .where(sql<boolean>`word %> ${q}`)
        .orderBy('similarity', 'desc')
        .orderBy('word')
        .limit(SIMILAR_WORDS)
        .execute();
      return rows.map((r) => ({ word: r.word, similarity: Number(r.similarity) }));
    }),
  );
  return { ...s, fuzzy: true, similar };
}

/** A product whose text holds this catalogue word. */
const holds = (w: SimilarWord) => sql<boolean>`products.search_text LIKE ${`%${escapeLike(w.word)}%`}`;

/** A product whose text holds one of these words; no word, no product. */
const holdsOneOf = (similar: SimilarWord[]) =>
  similar.length ? sql<boolean>`(${sql.join(similar.map(holds), sql` OR `)})` : sql<boolean>`false`;

/** The live product carrying that GTIN (`products` is product_search or products: both have the product's id). */
const byGtin = (gtin: string) =>
  sql<boolean>`products.id IN (SELECT g.id FROM products g WHERE g.gtin = ${gtin} AND g.deleted_at IS NULL)`;

/** The condition one product meets to be found. */
export function searchCondition(s: ProductSearch): RawBuilder<boolean> {
  const conditions = s.words.map((word, i) => {
    if (isShort(word)) return sql<boolean>`products.search_text LIKE ${folded(`% ${escapeLike(word)}%`)}`;
    if (s.fuzzy) return holdsOneOf(s.similar?.[i] ?? []);
    return sql<boolean>`products.search_text LIKE ${folded(`%${escapeLike(word)}%`)}`;
  });
  const words = sql<boolean>`(${sql.join(conditions, sql` AND `)})`;
  // a scanned code finds its product by GTIN (unique index products_gtin_unique), whatever the words match
  return s.gtin ? sql<boolean>`(${words} OR ${byGtin(s.gtin)})` : words;
}

export interface SortKey {
  key: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
}

/** The order of a search's results, best first; the caller adds the name and id. */
export function relevanceKeys(s: ProductSearch): SortKey[] {
  const whole = s.words.join(' ');
  const escaped = escapeLike(whole);
  const wholeWordMisses = s.words.map(
    (w) => sql<number>`CASE WHEN products.search_text || ' ' LIKE ${folded(`% ${escapeLike(w)} %`)} THEN 0 ELSE 1 END`,
  );
  return [
    {
      key: s.gtin
        ? sql<number>`CASE WHEN lower(products.ref) = lower(${whole}) OR ${byGtin(s.gtin)} THEN 0 ELSE 1 END`
        : sql<number>`CASE WHEN lower(products.ref) = lower(${whole}) THEN 0 ELSE 1 END`,
      direction: 'asc',
    },
    {
      key: sql<number>`CASE WHEN products.search_text LIKE ${folded(` ${escaped}%`)} OR products.search_text LIKE ${folded(`% | ${escaped}%`)} THEN 0 ELSE 1 END`,
      direction: 'asc',
    },
    { key: sql<number>`(${sql.join(wholeWordMisses, sql` + `)})`, direction: 'asc' },
    // by similarity, the closest corrections first (the similarity of the word each product holds, summed over the
    // typed words); among exact matches the shortest name is the closest, and word_similarity on each of 1 257
    // matches ("creme") doubled the cost of the search
    s.fuzzy
      ? { key: closeness(s.similar ?? []), direction: 'desc' }
      : { key: sql<number>`length(products.search_text)`, direction: 'asc' },
  ];
}

/** How close a product found by similarity is: for each typed word, the similarity of the closest word it holds. */
function closeness(similar: SimilarWord[][]): RawBuilder<number> {
  const perWord = similar
    .filter((words) => words.length)
    .map(
      (words) =>
        sql<number>`CASE ${sql.join(
          words.map((w) => sql`WHEN ${holds(w)} THEN ${w.similarity}::real`),
          sql` `,
        )} ELSE 0 END`,
    );
  // a bare 0 in ORDER BY would name a column by its position
  return perWord.length ? sql<number>`(${sql.join(perWord, sql` + `)})` : sql<number>`0::real`;
}
