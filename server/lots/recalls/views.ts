import { type RawBuilder, sql } from 'kysely';
import type { Lang } from '../../../src/contract/constants.js';
import type { Database } from '../../db/index.js';
import { clampPage } from '../../queries/paging.js';
import { shownProductName } from '../../queries/products.js';

/** The recalls as the admin and the franchisee read them (issue 29 §5); a franchisee's counts are its wilaya's only. */

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
/** Only the rows of that wilaya when the reader is a franchisee. */
const inWilaya = (wilayaId: number | undefined): RawBuilder<unknown> =>
  wilayaId === undefined ? sql`` : sql`AND rp.wilaya_id = ${wilayaId}`;
const wilayaName = (lang: Lang) => (lang === 'ar' ? sql.raw(`coalesce(w.name_ar, w.name)`) : sql.raw('w.name'));

interface RecallRow {
  recall_id: number;
  product_id: number;
  product_ref: string;
  product_name: string;
  product_name_ar: string | null;
  lot: string;
  expiry: string | null;
  reason: string;
  started_at: Date;
  started_by: string;
  pharmacies_reached: number;
  pharmacies_answered: number;
  quantity_shipped: number;
  quantity_declared: number;
}

const recallColumns = (wilayaId: number | undefined) => sql`
  r.id AS recall_id, r.product_id, r.product_ref, r.product_name, p.name_ar AS product_name_ar, r.lot, to_char(r.expiry, 'YYYY-MM-DD') AS expiry, r.reason,
  r.started_at, r.started_by_name AS started_by,
  coalesce(a.reached, 0)::int AS pharmacies_reached, coalesce(a.answered, 0)::int AS pharmacies_answered,
  coalesce(a.shipped, 0)::int AS quantity_shipped, coalesce(a.declared, 0)::int AS quantity_declared
  FROM recalls r
  LEFT JOIN products p ON p.id = r.product_id
  LEFT JOIN LATERAL (SELECT count(*) AS reached, count(rp.acknowledged_at) AS answered, sum(rp.quantity_shipped) AS shipped,
                            sum(rp.quantity_on_hand) AS declared
                     FROM recall_pharmacies rp WHERE rp.recall_id = r.id ${inWilaya(wilayaId)}) a ON true`;

/** In Arabic the product's Arabic name when it has one (D64); the name copied at the start otherwise. */
const readerProductName = (lang: Lang, r: { product_name: string; product_name_ar: string | null }) =>
  shownProductName(lang, { name: r.product_name, name_ar: r.product_name_ar });

const recallView =
  (lang: Lang) =>
  ({ product_name_ar, ...r }: RecallRow) => ({
    ...r,
    product_name: readerProductName(lang, { product_name: r.product_name, product_name_ar }),
    started_at: iso(r.started_at)!,
  });

/** A page of recalls, newest first; a franchisee's: those that reached at least one pharmacy of its wilaya. */
export async function listRecalls(db: Database, lang: Lang, q: { offset: unknown; limit: unknown; wilayaId?: number }) {
  const { offset, limit } = clampPage(q.offset, q.limit, 20);
  const scoped =
    q.wilayaId === undefined
      ? sql``
      : sql`WHERE EXISTS (SELECT 1 FROM recall_pharmacies x WHERE x.recall_id = r.id AND x.wilaya_id = ${q.wilayaId})`;
  const { rows } = await sql<RecallRow>`SELECT ${recallColumns(q.wilayaId)} ${scoped}
    ORDER BY r.started_at DESC, r.id DESC OFFSET ${offset} LIMIT ${limit}`.execute(db);
  const { rows: counted } = await sql<{
    total: number;
  }>`SELECT count(*)::int AS total FROM recalls r ${scoped}`.execute(db);
  return { recalls: rows.map(recallView(lang)), total: counted[0]?.total ?? 0 };
}

/** One recall with its progress by wilaya, its pharmacies and the orders it left short; null when not the reader's. */
export async function recallDetails(db: Database, id: number, lang: Lang, wilayaId?: number) {
  const { rows } = await sql<RecallRow>`SELECT ${recallColumns(wilayaId)} WHERE r.id = ${id}`.execute(db);
  const recall = rows[0];
  if (!recall || (wilayaId !== undefined && recall.pharmacies_reached === 0)) return null;
  const { rows: byWilaya } = await sql<{
    wilaya_id: number;
    wilaya_name: string;
    pharmacies_reached: number;
    pharmacies_answered: number;
    quantity_shipped: number;
    quantity_declared: number;
  }>`
    SELECT rp.wilaya_id, ${wilayaName(lang)} AS wilaya_name, count(*)::int AS pharmacies_reached, count(rp.acknowledged_at)::int AS pharmacies_answered,
           sum(rp.quantity_shipped)::int AS quantity_shipped, coalesce(sum(rp.quantity_on_hand), 0)::int AS quantity_declared
    FROM recall_pharmacies rp JOIN wilayas w ON w.id = rp.wilaya_id
    WHERE rp.recall_id = ${id} ${inWilaya(wilayaId)}
    GROUP BY rp.wilaya_id, w.code, w.name, w.name_ar ORDER BY w.code`.execute(db);
  const pharmacies = await db
    .selectFrom('recall_pharmacies as rp')
    .innerJoin('pharmacies as p', 'p.id', 'rp.pharmacy_id')
    .select([
      'rp.pharmacy_id',
      'p.name',
      'rp.wilaya_id',
      'p.phone1 as phone',
      'rp.quantity_shipped',
      'rp.first_shipped_at',
      'rp.last_shipped_at',
      'rp.acknowledged_at',
      'rp.quantity_on_hand',
      'rp.reminded_at',
    ])
    .where('rp.recall_id', '=', id)
    .$if(wilayaId !== undefined, (x) => x.where('rp.wilaya_id', '=', wilayaId!))
    // the ones to call first: not answered yet
    .orderBy(sql`rp.acknowledged_at IS NOT NULL`)
    .orderBy('p.name')
    .orderBy('rp.pharmacy_id')
    .execute();
  const shortOrders = await db
    .selectFrom('recall_short_orders as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select(['s.order_id', 's.order_no', 's.missing'])
    .where('s.recall_id', '=', id)
    .$if(wilayaId !== undefined, (x) => x.where('o.wilaya_id', '=', wilayaId!))
    .orderBy('s.order_id')
    .execute();
  return {
    ...recallView(lang)(recall),
    by_wilaya: byWilaya,
    pharmacies: pharmacies.map((p) => ({
      ...p,
      first_shipped_at: iso(p.first_shipped_at)!,
      last_shipped_at: iso(p.last_shipped_at)!,
      acknowledged_at: iso(p.acknowledged_at),
      reminded_at: iso(p.reminded_at),
    })),
    short_orders: shortOrders,
  };
}

/** The recalls that reached one pharmacy, those it has not answered first, newest first. */
export async function pharmacyRecalls(db: Database, lang: Lang, pharmacyId: number, recallId?: number) {
  const rows = await db
    .selectFrom('recall_pharmacies as rp')
    .innerJoin('recalls as r', 'r.id', 'rp.recall_id')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id as recall_id',
      'r.product_id',
      'r.product_ref',
      'r.product_name',
      'p.name_ar as product_name_ar',
      'r.lot',
      sql<string | null>`to_char(r.expiry, 'YYYY-MM-DD')`.as('expiry'),
      'r.reason',
      'r.started_at',
      'rp.quantity_shipped as quantity_received',
      'rp.acknowledged_at',
      'rp.quantity_on_hand',
    ])
    .where('rp.pharmacy_id', '=', pharmacyId)
    .$if(recallId !== undefined, (x) => x.where('rp.recall_id', '=', recallId!))
    .orderBy(sql`rp.acknowledged_at IS NOT NULL`)
    .orderBy('r.started_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map(({ product_name_ar, ...r }) => ({
    ...r,
    product_name: readerProductName(lang, { product_name: r.product_name, product_name_ar }),
    started_at: iso(r.started_at)!,
    acknowledged_at: iso(r.acknowledged_at),
  }));
}
