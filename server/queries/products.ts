import { sql } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { idOf } from '../http/ids.js';
import { clampPage, foldedPattern, likePattern, searchText } from './orders.js';

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
      'products.cost',
      'products.price',
      'products.customer_price',
      'products.quantity',
      'products.category_id',
      'products.version',
      'categories.name_fr as categoryFr',
      'categories.name_en as categoryEn',
      mainImagePath.as('image'),
    ]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['executeTakeFirstOrThrow']>>;

/** The fields of a product list item in both areas, money in dinars. */
export const productItem = (r: ProductRow) => ({
  id: r.id,
  ref: r.ref,
  name: r.name,
  price: toDinars(r.price),
  customer_price: toDinars(r.customer_price),
  quantity: r.quantity,
  categoryFr: r.categoryFr,
  categoryEn: r.categoryEn,
  mainImage: r.image,
  default_image: r.image,
});

/** A product with its descriptions and images (main first), plus the area's own fields; null when missing or withdrawn. */
export async function productDetails<Extra extends object>(db: Database, id: number, extra: (r: ProductRow) => Extra) {
  const row = await catalogueQuery(db)
    .select(['products.description_fr', 'products.description_en'])
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
    images: images.map((i) => ({ id: i.id, path: i.path, mainImage: i.is_main ? 1 : 0 })),
  };
}

/**
 * Sorts of a paged catalogue: a column, `-` first for descending. Ties are broken by id so pages never overlap.
 * `cost` is the back office's only.
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

/** The optional query parameters of products_list (D22 additions). */
export interface CatalogueParams {
  offset?: unknown;
  limit?: unknown;
  search?: unknown;
  category?: unknown;
  sort?: unknown;
  /** only the products with fewer units than this (the admin's low-stock filter); set by the route, not the query */
  quantityBelow?: number;
}

export const catalogueParamsSchema = {
  type: 'object',
  properties: {
    offset: { type: 'string', description: 'with `limit`: answer one page, `{products, total}` (D22 addition)' },
    limit: { type: 'string', description: '1–100 products per page (D10)' },
    search: { type: 'string', description: 'words of the name or reference, case- and accent-insensitive' },
    category: { type: 'string', description: 'category id' },
    sort: { type: 'string', description: 'name (default), ref, price, customer_price, created_at; `-` first for descending' },
  },
} as const;

/** A paged answer is asked by giving `offset` or `limit`; without them the call answers the plain list (D22). */
export const isPagedRequest = (p: CatalogueParams) => p.offset !== undefined || p.limit !== undefined;

function sortOf(value: unknown, allowed: readonly SortColumn[]) {
  const text = typeof value === 'string' ? value.trim() : '';
  const column = text.replace(/^-/, '') as SortColumn;
  return { column: allowed.includes(column) ? column : 'name', descending: text.startsWith('-') };
}

/**
 * The catalogue narrowed by `search` (every word must appear in the name or reference, through the trigram index
 * of migration 004) and `category` (an impossible id filters everything out rather than being ignored).
 */
function narrowed(db: Database, p: CatalogueParams) {
  let q = catalogueQuery(db);
  for (const word of searchText(p.search).split(/\s+/).filter(Boolean))
    q = q.where('products.search_text', 'like', foldedPattern(likePattern(word)));
  if (p.category !== undefined && p.category !== '') q = q.where('products.category_id', '=', idOf(p.category) ?? -1);
  if (p.quantityBelow !== undefined) q = q.where('products.quantity', '<', p.quantityBelow);
  return q;
}

const STOREFRONT_SORTS: readonly SortColumn[] = ['name', 'ref', 'price', 'customer_price', 'created_at'];

/** The asked order: its sort expression and direction (ties are broken by id in the same direction). */
function catalogueOrder(params: CatalogueParams, sorts: readonly SortColumn[]) {
  const { column, descending } = sortOf(params.sort, sorts);
  return { key: SORT_COLUMNS[column], direction: descending ? ('desc' as const) : ('asc' as const) };
}

/** The narrowed catalogue in the asked order. */
export function orderedCatalogue(db: Database, params: CatalogueParams, sorts = STOREFRONT_SORTS) {
  const { key, direction } = catalogueOrder(params, sorts);
  return narrowed(db, params).orderBy(key, direction).orderBy('products.id', direction);
}

/**
 * products_list of both areas: the plain list (sorted by name unless `sort` says otherwise), or with `offset`/`limit`
 * one page of it and the number of matching products, `{products, total}`.
 */
export async function listCatalogue<Item>(
  db: Database,
  params: CatalogueParams,
  item: (r: ProductRow) => Item,
  sorts = STOREFRONT_SORTS,
): Promise<Item[] | { products: Item[]; total: number }> {
  const ordered = orderedCatalogue(db, params, sorts);
  if (!isPagedRequest(params)) return (await ordered.execute()).map(item);
  const { offset, limit } = clampPage(params.offset, params.limit);
  const total = matchingCount(db, params);
  // the page and its total in one statement; a page past the end has no row to carry the total
  const rows = await (isCounted(params) ? pageOfMatches(db, params, sorts, offset, limit) : ordered.select(total.as('matching')).offset(offset).limit(limit)).execute();
  const n = rows.length ? rows[0]!.matching : offset === 0 ? 0 : (await total.executeTakeFirstOrThrow()).n;
  return { products: rows.map(item), total: Number(n) };
}

/** A search or a stock filter: the matches are counted (otherwise the counts kept per category say how many). */
const isCounted = (p: CatalogueParams) => searchText(p.search) !== '' || p.quantityBelow !== undefined;

/**
 * One page of a counted list: the matches are found once, as ids and sort keys, counted and sorted together (a window
 * count), and only the page's rows are read whole. Counting them in a sub-select of their own read the matches twice
 * (each a heap page: 1 257 products for "creme" among 10 000); a window count over the whole rows looked up the
 * picture of every match, not of the page's.
 */
function pageOfMatches(db: Database, params: CatalogueParams, sorts: readonly SortColumn[], offset: number, limit: number) {
  const { key, direction } = catalogueOrder(params, sorts);
  const page = narrowed(db, params)
    .clearSelect()
    .select(['products.id', key.as('sort_key'), sql<number>`count(*) OVER ()`.as('matching')])
    .orderBy('sort_key', direction)
    .orderBy('products.id', direction)
    .offset(offset)
    .limit(limit);
  return catalogueQuery(db)
    .innerJoin(page.as('page'), 'page.id', 'products.id')
    .select('page.matching')
    .orderBy('page.sort_key', direction)
    .orderBy('page.id', direction);
}

/**
 * How many products match: without a search or stock filter, from the counts kept per category (migration 012),
 * otherwise counted.
 */
function matchingCount(db: Database, p: CatalogueParams) {
  if (!isCounted(p)) {
    let q = db.selectFrom('product_counts').select(sql<number>`coalesce(sum(n), 0)::int`.as('n'));
    if (p.category !== undefined && p.category !== '') q = q.where('category_id', '=', idOf(p.category) ?? -1);
    return q;
  }
  return narrowed(db, { search: p.search, category: p.category, quantityBelow: p.quantityBelow })
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('n'));
}

/** Categories with at least one product not withdrawn, by French name. */
export async function listedCategories(db: Database) {
  return db
    .selectFrom('categories')
    .select(['id', 'name_fr as nameFr', 'name_en as nameEn'])
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('products').select('products.id').whereRef('products.category_id', '=', 'categories.id').where('products.deleted_at', 'is', null)),
    )
    .orderBy('name_fr')
    .execute();
}
