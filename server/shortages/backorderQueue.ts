import { sql } from 'kysely';
import type { BackorderQueueRow } from '../../src/contract/answers/shortages.js';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { BACKORDER_QUEUE_SORTS, type BackorderQueueSort } from '../../src/contract/shortages.js';
import type { Database } from '../db/index.js';
import { SnapshotCache } from '../db/snapshotCache.js';
import { ApiError } from '../http/envelope.js';
import { shownProductName } from '../queries/products.js';
import { clampPage } from '../queries/paging.js';
import { byWilaya } from './input.js';

/** At most this many groups in the whole list (`GET /admin/backorders`). */
const WHOLE_LIST_ROWS = 2000;
/** A kept queue is answered at most this long after it was computed, even if no back-order moved. */
const QUEUE_TTL_MS = 10 * 60_000;

/** A group of waiting back-orders as kept between calls: everything but the stock. */
interface QueueGroup {
  product_id: number;
  wilaya_id: number | null;
  ref: string;
  name: string;
  wilaya: string | null;
  backorders: number;
  pharmacies: number;
  units: number;
  oldest_at: string;
  next_expiry_at: string;
  next_served: BackorderQueueRow['next_served'];
}

interface QueueQuery {
  byWilaya: boolean;
  sort: BackorderQueueSort;
  descending: boolean;
  lang: Lang;
}

const caches = new WeakMap<Database, SnapshotCache<QueueGroup[]>>();

/**
 * `GET /admin/backorders?by=product|wilaya` (issue 41 §1): the waiting back-orders per product (or per product and
 * wilaya), the most units first, each with the back-orders the next goods-in of the product serves first.
 */
export async function backorderQueue(db: Database, lang: Lang, query: { by?: unknown }): Promise<BackorderQueueRow[]> {
  const groups = await queueGroups(db, queueQueryOf(lang, { by: query.by }));
  return withStock(db, groups.slice(0, WHOLE_LIST_ROWS));
}

/**
 * `GET /admin/backorders/:offset/:limit?by=&sort=&order=` (issue 41 §6): a page of the queue, sorted on the server,
 * with the number of groups. The groups and the next back-orders each serves are kept per version of the
 * back-orders (D126); each page reads its products' stock as it is now.
 */
export async function backorderQueuePage(
  db: Database,
  lang: Lang,
  page: { offset: unknown; limit: unknown },
  query: { by?: unknown; sort?: unknown; order?: unknown },
): Promise<{ rows: BackorderQueueRow[]; total: number }> {
  const { offset, limit } = clampPage(page.offset, page.limit, 25);
  const groups = await queueGroups(db, queueQueryOf(lang, query));
  return { rows: await withStock(db, groups.slice(offset, offset + limit)), total: groups.length };
}

function queueQueryOf(lang: Lang, query: { by?: unknown; sort?: unknown; order?: unknown }): QueueQuery {
  const grouped = byWilaya(query.by);
  const sort = query.sort ?? 'units';
  const order = query.order ?? (sort === 'units' ? 'DESC' : 'ASC');
  if (!BACKORDER_QUEUE_SORTS.includes(sort as BackorderQueueSort) || (order !== 'ASC' && order !== 'DESC'))
    throw new ApiError(Code.V4002, 'shortages.badQueueSort', { status: 400 });
  return { byWilaya: grouped, sort: sort as BackorderQueueSort, descending: order === 'DESC', lang };
}

/** The groups of the queue in the asked order, computed once per version of the back-orders and kept. */
function queueGroups(db: Database, q: QueueQuery): Promise<QueueGroup[]> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SnapshotCache<QueueGroup[]>(db, 'backorder_queue', { ttlMs: QUEUE_TTL_MS, maxEntries: 64 });
    caches.set(db, cache);
  }
  return cache.get(JSON.stringify(q), async (trx) => {
    const wilaya = q.byWilaya ? sql`b.wilaya_id` : sql`NULL::int`;
    const { rows } = await sql<
      Omit<QueueGroup, 'next_served'> & {
        name_ar: string;
        units: string | number;
        oldest_at: Date;
        next_expiry_at: Date;
      }
    >`
      SELECT g.*, p.ref, p.name, p.name_ar, w.name AS wilaya
      FROM (
        SELECT b.product_id, ${wilaya} AS wilaya_id, count(*)::int AS backorders,
          count(DISTINCT b.pharmacy_id)::int AS pharmacies, sum(b.quantity)::bigint AS units,
          min(b.created_at) AS oldest_at, min(b.expires_at) AS next_expiry_at
        FROM backorders b WHERE b.status = 'waiting' GROUP BY b.product_id, ${wilaya}
      ) g
      JOIN products p ON p.id = g.product_id
      LEFT JOIN wilayas w ON w.id = g.wilaya_id`.execute(trx);
    // the next five of every group in one pass over the waiting back-orders, in the same snapshot
    const { rows: next } = await sql<{
      product_id: number;
      wilaya_id: number | null;
      next_served: BackorderQueueRow['next_served'];
    }>`
      SELECT n.product_id, n.wilaya_key AS wilaya_id,
        json_agg(json_build_object('backorder_id', n.id, 'pharmacy_id', n.pharmacy_id, 'pharmacy', ph.name,
          'quantity', n.quantity,
          'created_at', to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY n.created_at, n.id)
          AS next_served
      FROM (
        SELECT b.id, b.product_id, b.pharmacy_id, b.quantity, b.created_at, ${wilaya} AS wilaya_key,
          row_number() OVER (PARTITION BY b.product_id, ${wilaya} ORDER BY b.created_at, b.id) AS rank
        FROM backorders b WHERE b.status = 'waiting'
      ) n
      JOIN pharmacies ph ON ph.id = n.pharmacy_id
      WHERE n.rank <= 5
      GROUP BY n.product_id, n.wilaya_key`.execute(trx);
    const key = (productId: number, wilayaId: number | null) => `${productId}:${wilayaId ?? ''}`;
    const nextOf = new Map(next.map((r) => [key(r.product_id, r.wilaya_id), r.next_served]));
    const groups = rows.map(({ name_ar, ...r }) => ({
      ...r,
      name: shownProductName(q.lang, { name: r.name, name_ar }),
      units: Number(r.units),
      oldest_at: new Date(r.oldest_at).toISOString(),
      next_expiry_at: new Date(r.next_expiry_at).toISOString(),
      next_served: nextOf.get(key(r.product_id, r.wilaya_id)) ?? [],
    }));
    return groups.sort(comparing(q));
  });
}

/** The asked order, then the most units, the reference and the wilaya: the same rows always come in the same order. */
function comparing(q: QueueQuery) {
  const dir = q.descending ? -1 : 1;
  const collator = new Intl.Collator(q.lang, { numeric: true });
  const by = (g: QueueGroup, sort: BackorderQueueSort) => g[sort] ?? '';
  const compare = (a: QueueGroup, b: QueueGroup, sort: BackorderQueueSort) => {
    const x = by(a, sort);
    const y = by(b, sort);
    return typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
  };
  return (a: QueueGroup, b: QueueGroup) =>
    compare(a, b, q.sort) * dir ||
    compare(b, a, 'units') ||
    compare(a, b, 'ref') ||
    (a.wilaya_id ?? 0) - (b.wilaya_id ?? 0);
}

/** The groups as answered, with each product's stock as it is now (it changes with every order: never kept). */
async function withStock(db: Database, groups: QueueGroup[]): Promise<BackorderQueueRow[]> {
  if (groups.length === 0) return [];
  const stock = await db
    .selectFrom('products')
    .select(['id', 'quantity'])
    .where('id', '=', sql<number>`ANY(${[...new Set(groups.map((g) => g.product_id))]}::int[])`)
    .execute();
  const stockOf = new Map(stock.map((p) => [p.id, p.quantity]));
  return groups.map((g) => ({
    ...g,
    id: g.wilaya_id === null ? String(g.product_id) : `${g.product_id}:${g.wilaya_id}`,
    stock: stockOf.get(g.product_id) ?? 0,
  }));
}
