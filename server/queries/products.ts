import { sql } from 'kysely';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { VersionedCache } from '../db/versionedCache.js';
import { idOf } from '../http/ids.js';
import { clampPage } from './paging.js';
import {
  canBeFuzzy,
  productSearch,
  type ProductSearch,
  relevanceKeys,
  searchCondition,
  type SortKey,
  withSimilarWords,
} from './productSearch.js';

/**
 * Products as the admin back office and the pharmacy storefront read them (spec 000 §3, 001 §3): only those not
 * withdrawn (soft delete), with their category names and main image. Each area adds its own fields to the
 * common ones (the admin sees the cost, the pharmacies never do).
 */

/** Path of a product's main image (or its first one); usable inside a select on `products`. */
export const mainImagePath = sql<string | null>`(
  select pi.path from product_images pi where pi.product_id = products.id
  order by pi.is_main desc, pi.position, pi.id limit 1
)`;

/**
 * The earliest expiry among the product's sellable lots holding stock (issue 29 §3, D82), YYYY-MM-DD, null when
 * none is dated: a pharmacy ordering now receives nothing that expires sooner. Read on the lots_fefo index.
 */
export const earliestExpiry = sql<string | null>`(
  select to_char(min(l.expiry), 'YYYY-MM-DD') from lots l
  where l.product_id = products.id and l.on_hand > 0 and l.sellable and not l.blocked
)`;

/** Products not withdrawn with the fields of a list item; no descriptions (the lists never show them). */
export function catalogueQuery(db: Database) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .where('products.deleted_at', 'is', null)
    .select([
      'products.id',
      'products.ref',
      'products.name',
      'products.name_ar',
      'products.cost',
      'products.price',
      'products.customer_price',
      'products.quantity',
      'products.category_id',
      'products.version',
      'categories.name_fr as categoryFr',
      'categories.name_en as categoryEn',
      'categories.name_ar as categoryAr',
      mainImagePath.as('image'),
      'products.gtin',
      'products.brand',
      earliestExpiry.as('earliest_expiry'),
    ]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['executeTakeFirstOrThrow']>>;

/** The fields of a product list item in both areas, money in dinars; `nameAr`, `categoryAr` '' when not translated (D64). */
export const productItem = (r: ProductRow) => ({
  id: r.id,
  ref: r.ref,
  name: r.name,
  nameAr: r.name_ar,
  price: toDinars(r.price),
  customer_price: toDinars(r.customer_price),
  quantity: r.quantity,
  categoryFr: r.categoryFr,
  categoryEn: r.categoryEn,
  categoryAr: r.categoryAr,
  mainImage: r.image,
  default_image: r.image,
  /** an addition (issue 29): the earliest expiry a pharmacy would receive, YYYY-MM-DD or null */
  earliest_expiry: r.earliest_expiry,
});

/**
 * The name a reader sees (D64): an Arabic reader the Arabic name when there is one, the French one otherwise.
 * Shared by every server text that names a product (lists, details, invoices, mails, delivery notes).
 */
export const shownProductName = (lang: Lang, r: { name: string; name_ar?: string | null }) =>
  lang === 'ar' && r.name_ar ? r.name_ar : r.name;

/**
 * A list item as a pharmacy reads it (D64): `name` in the reader's language (Arabic when there is one), `nameFr`
 * the name as stored.
 */
export const readerItem = (lang: Lang) => (r: ProductRow) => ({
  ...productItem(r),
  name: shownProductName(lang, r),
  nameFr: r.name,
});

/** A product with its descriptions and images (main first), plus the area's own fields; null when missing or withdrawn. */
export async function productDetails<Extra extends object>(db: Database, id: number, extra: (r: ProductRow) => Extra) {
  const row = await catalogueQuery(db)
    .select(['products.description_fr', 'products.description_en', 'products.description_ar'])
    .where('products.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const images = await db
    .selectFrom('product_images')
    .select(['id', 'path', 'is_main'])
    .where('product_id', '=', id)
    .orderBy('is_main', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    ...productItem(row),
    ...extra(row),
    product_id: row.id,
    descriptionFr: row.description_fr,
    descriptionEn: row.description_en,
    descriptionAr: row.description_ar,
    images: images.map((i) => ({ id: i.id, path: i.path, mainImage: i.is_main ? 1 : 0 })),
  };
}

/**
 * Sorts of a paged catalogue: a column, `-` first for descending. Ties are broken by id so pages never overlap.
 * `cost` is the back office's only. `relevance` (D65) is the default of a search that names no sort.
 */
const SORT_COLUMNS = {
  name: sql`lower(products.name)`,
  ref: sql`lower(products.ref)`,
  price: sql`products.price`,
  customer_price: sql`products.customer_price`,
  created_at: sql`products.created_at`,
  cost: sql`products.cost`,
} as const;
type SortColumn = keyof typeof SORT_COLUMNS;

/** The name as an Arabic reader sees it (the Arabic one when there is one, D64), for sorting. */
const arabicName = sql`lower(coalesce(nullif(products.name_ar, ''), products.name))`;

/** The optional query parameters of products_list (D22 additions). */
export interface CatalogueParams {
  offset?: unknown;
  limit?: unknown;
  search?: unknown;
  category?: unknown;
  sort?: unknown;
  /** only the products with fewer units than this (the admin's low-stock filter); set by the route, not the query */
  quantityBelow?: number;
  /** only the products without an Arabic name (the admin's "without Arabic" filter, D64); set by the route */
  withoutArabic?: boolean;
  /** only the products of this brand, any case (the admin's brand filter, issue 40) */
  brand?: unknown;
  /** the reader's language: an Arabic reader's names sort by the Arabic name (D64); set by the route */
  lang?: Lang;
}

export const catalogueParamsSchema = {
  type: 'object',
  properties: {
    offset: { type: 'string', description: 'with `limit`: answer one page, `{products, total}` (D22 addition)' },
    limit: { type: 'string', description: '1–100 products per page (D10)' },
    search: {
      type: 'string',
      description:
        'words of the name (French or Arabic) or reference, folded: case, accents, Arabic letter variants and diacritics; a word of 1–2 letters starts a word; ' +
        'found by similarity when nothing matches exactly (typos); ranked by relevance unless `sort` is given (D65, docs/search.md)',
    },
    category: { type: 'string', description: 'category id' },
    sort: {
      type: 'string',
      description:
        'name (default), ref, price, customer_price, created_at, relevance (default of a search, D65); `-` first for descending',
    },
  },
} as const;

/** A paged answer is asked by giving `offset` or `limit`; without them the call answers the plain list (D22). */
export const isPagedRequest = (p: CatalogueParams) => p.offset !== undefined || p.limit !== undefined;

/**
 * The catalogue narrowed by `search` (productSearch.ts: every word, in the name, Arabic name or reference, through
 * the trigram index of `product_search`), `category` (an impossible id filters everything out rather than being
 * ignored) and the back office's filters.
 */
function narrowed(db: Database, p: CatalogueParams, search: ProductSearch | null) {
  const q = catalogueQuery(db);
  if (isCounted(p, search)) return q.where('products.id', 'in', matches(db, p, search).select('products.id'));
  return p.category !== undefined && p.category !== ''
    ? q.where('products.category_id', '=', idOf(p.category) ?? -1)
    : q;
}

/**
 * The products a search or a back-office filter selects, read from the narrow `product_search` (migration 030, D76)
 * under the name `products`: its columns are the products' of the same names, so the search's condition and every
 * sort key apply to it unchanged, and a match costs a seventieth of a heap page instead of one. It holds the products
 * not withdrawn only, and not their stock: the low-stock filter asks `products` for its ids.
 */
function matches(db: Database, p: CatalogueParams, search: ProductSearch | null) {
  let q = db.selectFrom('product_search as products');
  if (search) q = q.where(searchCondition(search));
  if (p.category !== undefined && p.category !== '') q = q.where('products.category_id', '=', idOf(p.category) ?? -1);
  const below = p.quantityBelow;
  if (below !== undefined)
    q = q.where(
      'products.id',
      'in',
      db
        .selectFrom('products as stock')
        .select('stock.id')
        .where('stock.deleted_at', 'is', null)
        .where('stock.quantity', '<', below),
    );
  if (p.withoutArabic) q = q.where('products.name_ar', '=', '');
  if (typeof p.brand === 'string' && p.brand.trim() !== '')
    q = q.where(
      'products.id',
      'in',
      db
        .selectFrom('products as b')
        .select('b.id')
        .where('b.deleted_at', 'is', null)
        .where(sql<boolean>`lower(b.brand) = lower(${p.brand.trim()})`),
    );
  return q;
}

const STOREFRONT_SORTS: readonly SortColumn[] = ['name', 'ref', 'price', 'customer_price', 'created_at'];

/**
 * The asked order, ties broken by id in the same direction: a column, or for a search that names none (or asks
 * `relevance`), the relevance keys then the name.
 */
function catalogueOrder(
  params: CatalogueParams,
  sorts: readonly SortColumn[],
  search: ProductSearch | null,
): SortKey[] {
  const text = typeof params.sort === 'string' ? params.sort.trim() : '';
  const column = text.replace(/^-/, '') as SortColumn;
  const name: SortKey = { key: params.lang === 'ar' ? arabicName : SORT_COLUMNS.name, direction: 'asc' };
  if (search && (text === '' || text === 'relevance'))
    return [...relevanceKeys(search), name, { key: sql`products.id`, direction: 'asc' }];
  const direction = text.startsWith('-') ? ('desc' as const) : ('asc' as const);
  const key = sorts.includes(column) ? (column === 'name' ? name.key : SORT_COLUMNS[column]) : name.key;
  return [
    { key, direction },
    { key: sql`products.id`, direction },
  ];
}

/** The narrowed catalogue in the asked order. */
export function orderedCatalogue(
  db: Database,
  params: CatalogueParams,
  sorts = STOREFRONT_SORTS,
  search = productSearch(params.search),
) {
  return catalogueOrder(params, sorts, search).reduce(
    (q, { key, direction }) => q.orderBy(key, direction),
    narrowed(db, params, search),
  );
}

/**
 * products_list of both areas: the plain list (sorted by name unless `sort` says otherwise, by relevance when
 * searched), or with `offset`/`limit` one page of it and the number of matching products, `{products, total}`. A
 * search that finds nothing is tried again by similarity (typos, productSearch.ts).
 */
export async function listCatalogue<Item>(
  db: Database,
  params: CatalogueParams,
  item: (r: ProductRow) => Item,
  sorts = STOREFRONT_SORTS,
): Promise<Item[] | { products: Item[]; total: number }> {
  const exact = productSearch(params.search);
  if (isKept(params, exact) && isPagedRequest(params)) {
    const ranked = await rankedMatches(db, params, sorts, exact);
    const { offset, limit } = clampPage(params.offset, params.limit);
    return {
      products: (await rowsInOrder(db, ranked.subarray(offset, offset + limit))).map(item),
      total: ranked.length,
    };
  }
  const answer = await catalogueAnswer(db, params, item, sorts, exact);
  const found = Array.isArray(answer) ? answer.length : answer.total;
  if (found > 0 || !exact || !canBeFuzzy(exact)) return answer;
  return catalogueAnswer(db, params, item, sorts, await withSimilarWords(db, exact));
}

async function catalogueAnswer<Item>(
  db: Database,
  params: CatalogueParams,
  item: (r: ProductRow) => Item,
  sorts: readonly SortColumn[],
  search: ProductSearch | null,
): Promise<Item[] | { products: Item[]; total: number }> {
  const ordered = orderedCatalogue(db, params, sorts, search);
  if (!isPagedRequest(params)) return (await ordered.execute()).map(item);
  const { offset, limit } = clampPage(params.offset, params.limit);
  const total = matchingCount(db, params, search);
  // the page and its total in one statement; a page past the end has no row to carry the total
  const counted = isCounted(params, search);
  const rows = await (
    counted
      ? pageOfMatches(db, params, sorts, search, offset, limit)
      : ordered.select(total.as('matching')).offset(offset).limit(limit)
  ).execute();
  const n = rows.length ? rows[0]!.matching : offset === 0 ? 0 : (await total.executeTakeFirstOrThrow()).n;
  return { products: rows.map(item), total: Number(n) };
}

/**
 * Up to `limit` products for the suggestions under the storefront's search box (D66): the search's best, by
 * relevance, with no count (the full results count them); by similarity when nothing matches exactly.
 */
export async function suggestProducts<Item>(
  db: Database,
  params: { search: unknown; lang?: Lang },
  limit: number,
  item: (r: ProductRow) => Item,
): Promise<Item[]> {
  const exact = productSearch(params.search);
  if (!exact) return [];
  // the full results' ranking (shared with the storefront's search of the same words), its first few read whole
  const ranked = await rankedMatches(db, { lang: params.lang }, STOREFRONT_SORTS, exact);
  return (await rowsInOrder(db, ranked.subarray(0, limit))).map(item);
}

/** At most this long a search's ranking is answered from memory, even if `catalogue_version` has not moved. */
export const SEARCH_TTL_MS = 60_000;
const rankings = new WeakMap<Database, VersionedCache<Int32Array>>();

/** Whether a list's ranking may be kept: a search not narrowed by the stock (which moves with every order). */
const isKept = (p: CatalogueParams, search: ProductSearch | null): search is ProductSearch =>
  search !== null && p.quantityBelow === undefined && (p.brand === undefined || p.brand === '');

/**
 * Every match of a search, best first, as product ids; by similarity when nothing matches exactly (D106). Ranking the
 * 1 257 matches of "cr" is most of a search's cost, and a person typing asks for the same words again and again
 * (suggestions, then the results, then the next page): the ranking is computed once per version of the catalogue
 * (`catalogue_version`, migration 041: names, references, GTINs, categories, prices, withdrawals) and kept in memory,
 * SEARCH_TTL_MS at most; the page's rows, with their stock, are read at every call.
 */
function rankedMatches(
  db: Database,
  params: CatalogueParams,
  sorts: readonly SortColumn[],
  exact: ProductSearch,
): Promise<Int32Array> {
  let cache = rankings.get(db);
  if (!cache)
    rankings.set(
      db,
      (cache = new VersionedCache<Int32Array>(db, 'catalogue_version', { ttlMs: SEARCH_TTL_MS, maxEntries: 300 })),
    );
  const category = params.category === undefined ? '' : String(params.category);
  const sort = typeof params.sort === 'string' ? params.sort.trim() : '';
  const key = JSON.stringify([
    exact.words,
    exact.gtin,
    category,
    sort,
    params.lang === 'ar',
    params.withoutArabic === true,
    sorts,
  ]);
  return cache.get(key, async () => {
    const ids = await rankedIds(db, params, sorts, exact);
    return ids.length || !canBeFuzzy(exact) ? ids : rankedIds(db, params, sorts, await withSimilarWords(db, exact));
  });
}

/** The ids of a search's matches in the asked order, sorted on the narrow `product_search`. */
async function rankedIds(
  db: Database,
  params: CatalogueParams,
  sorts: readonly SortColumn[],
  search: ProductSearch,
): Promise<Int32Array> {
  const ordered = catalogueOrder(params, sorts, search).reduce(
    (q, { key, direction }) => q.orderBy(key, direction),
    matches(db, params, search).select('products.id'),
  );
  return Int32Array.from(await ordered.execute(), (r) => r.id);
}

/** These products' list rows, in this order; one withdrawn since the ranking was kept is left out. */
async function rowsInOrder(db: Database, ids: Int32Array): Promise<ProductRow[]> {
  if (!ids.length) return [];
  // one statement text whatever the page's length, so it is prepared and planned once (preparedStatements.ts)
  const wanted = Array.from(ids);
  const rows = await catalogueQuery(db)
    .where(sql<boolean>`products.id = ANY(${wanted}::int[])`)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => byId.get(id) ?? []);
}

/** A search or a back-office filter: the matches are counted (otherwise the counts kept per category say how many). */
const isCounted = (p: CatalogueParams, search: ProductSearch | null) =>
  search !== null ||
  p.quantityBelow !== undefined ||
  p.withoutArabic === true ||
  (typeof p.brand === 'string' && p.brand.trim() !== '');

/**
 * One page of a counted list: the matches are found once, as ids and sort keys, counted and sorted together (a window
 * count), and only the page's rows are read whole. Counting them in a sub-select of their own read the matches twice
 * (each a heap page: 1 257 products for "creme" among 10 000); a window count over the whole rows looked up the
 * picture of every match, not of the page's.
 */
function pageOfMatches(
  db: Database,
  params: CatalogueParams,
  sorts: readonly SortColumn[],
  search: ProductSearch | null,
  offset: number,
  limit: number,
) {
  const keys = catalogueOrder(params, sorts, search);
  const alias = (i: number) => `sort_key_${i}`;
  const page = keys
    .reduce(
      (q, { key }, i) => q.select(key.as(alias(i))),
      matches(db, params, search).select(['products.id', sql<number>`count(*) OVER ()`.as('matching')]),
    )
    .$call((q) => keys.reduce((o, { direction }, i) => o.orderBy(sql.ref(alias(i)), direction), q))
    .offset(offset)
    .limit(limit);
  return keys.reduce(
    (q, { direction }, i) => q.orderBy(sql.ref(`page.${alias(i)}`), direction),
    catalogueQuery(db).innerJoin(page.as('page'), 'page.id', 'products.id').select('page.matching'),
  );
}

/** The statement of one page of a search's results, as products_list runs it (the bench's bare baseline). */
export const searchedPageQuery = (db: Database, search: string, offset: number, limit: number) =>
  pageOfMatches(db, { search }, STOREFRONT_SORTS, productSearch(search), offset, limit);

/**
 * How many products match: without a search or filter, from the counts kept per category (migration 012),
 * otherwise counted.
 */
function matchingCount(db: Database, p: CatalogueParams, search: ProductSearch | null) {
  if (!isCounted(p, search)) {
    let q = db.selectFrom('product_counts').select(sql<number>`coalesce(sum(n), 0)::int`.as('n'));
    if (p.category !== undefined && p.category !== '') q = q.where('category_id', '=', idOf(p.category) ?? -1);
    return q;
  }
  return matches(db, p, search).select(sql<number>`count(*)::int`.as('n'));
}

/** Categories with at least one product not withdrawn, by French name; `nameAr` '' when not translated (D64). */
export async function listedCategories(db: Database) {
  return db
    .selectFrom('categories')
    .select(['id', 'name_fr as nameFr', 'name_en as nameEn', 'name_ar as nameAr'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('products')
          .select('products.id')
          .whereRef('products.category_id', '=', 'categories.id')
          .where('products.deleted_at', 'is', null),
      ),
    )
    .orderBy('name_fr')
    .execute();
}
