import { sql } from 'kysely';
import type { UnservedDemandRow } from '../../src/contract/answers/shortages.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import { ApiError } from '../http/envelope.js';
import { byWilaya } from './input.js';
import { Code } from '../../src/contract/codes.js';
import { algiersDay, isCalendarDay } from '../../src/contract/algiersTime.js';

export type DemandKind = 'capped' | 'refused' | 'search' | 'dropped' | 'expired';

export interface DemandEvent {
  productId: number;
  kind: DemandKind;
  /** units asked for and not given (0 for a search) */
  quantity: number;
}

/**
 * Records what a pharmacy asked for and did not get (issue 41 §5), with its wilaya of today. Pass the transaction
 * when the demand belongs to one (a quick order's capped lines are kept only if the fill is).
 */
export async function recordDemand(db: Database, pharmacyId: number, events: readonly DemandEvent[]): Promise<void> {
  const kept = events.filter((e) => e.kind === 'search' || e.quantity > 0);
  if (!kept.length) return;
  const pharmacy = await db
    .selectFrom('pharmacies')
    .select('wilaya_id')
    .where('id', '=', pharmacyId)
    .executeTakeFirst();
  if (!pharmacy) return;
  await db
    .insertInto('unserved_demand')
    .values(
      kept.map((e) => ({
        product_id: e.productId,
        pharmacy_id: pharmacyId,
        wilaya_id: pharmacy.wilaya_id,
        kind: e.kind,
        quantity: e.quantity,
      })),
    )
    .execute();
}

/** At most this many searched pairs wait in memory between two flushes: beyond, the oldest are kept, the rest dropped. */
const SEARCH_BUFFER_MAX = 20_000;
/** Out-of-stock products found by a pharmacy's search since the last flush, once per pharmacy and product. */
const searched = new Map<string, { pharmacyId: number; productId: number }>();

/**
 * Notes the out-of-stock products a pharmacy's search found. Kept in memory and written by the flush job, so that
 * a catalogue read never waits on a write (issue 42); a pharmacy searching the same product again before the
 * flush counts once.
 */
export function noteOutOfStockSearch(pharmacyId: number, productIds: readonly number[]): void {
  for (const productId of productIds) {
    if (searched.size >= SEARCH_BUFFER_MAX) return;
    searched.set(`${pharmacyId}:${productId}`, { pharmacyId, productId });
  }
}

/** Writes the searches noted since the last flush; answers how many. */
export async function flushSearchDemand(db: Database): Promise<number> {
  if (!searched.size) return 0;
  const pending = [...searched.values()];
  searched.clear();
  const byPharmacy = new Map<number, number[]>();
  for (const s of pending) byPharmacy.set(s.pharmacyId, [...(byPharmacy.get(s.pharmacyId) ?? []), s.productId]);
  for (const [pharmacyId, productIds] of byPharmacy)
    await recordDemand(
      db,
      pharmacyId,
      productIds.map((productId) => ({ productId, kind: 'search', quantity: 0 })),
    );
  return pending.length;
}

export const searchDemandJob: Job = {
  name: 'unserved demand of searches',
  everyMs: 15_000,
  run: (_config, db) => flushSearchDemand(db),
};

/**
 * `GET /admin/unserved_demand` (issue 41 §5): per product, or per product and wilaya, over Algiers days `from`…`to`,
 * the units capped and refused, the searches that found it out of stock, the "tell me" requests and how many
 * pharmacies asked; the most units missed first. What the buyer orders from the suppliers on.
 */
export async function unservedDemand(
  db: Database,
  period: { from: string; to: string },
  byWilaya: boolean,
): Promise<UnservedDemandRow[]> {
  const start = sql`(${period.from}::date::timestamp AT TIME ZONE 'Africa/Algiers')`;
  const end = sql`((${period.to}::date + 1)::timestamp AT TIME ZONE 'Africa/Algiers')`;
  const wilaya = byWilaya ? sql`e.wilaya_id` : sql`NULL::int`;
  const { rows } = await sql<{
    product_id: number;
    ref: string;
    name: string;
    stock: number;
    wilaya_id: number | null;
    wilaya: string | null;
    capped_units: string | number;
    refused_units: string | number;
    searches: number;
    notify_requests: number;
    backorder_lost_units: string | number;
    pharmacies: number;
  }>`
    WITH events AS (
      SELECT product_id, pharmacy_id, wilaya_id, kind, quantity FROM unserved_demand
      WHERE created_at >= ${start} AND created_at < ${end}
      UNION ALL
      SELECT r.product_id, r.pharmacy_id, ph.wilaya_id, 'notify', 0
      FROM availability_requests r JOIN pharmacies ph ON ph.id = r.pharmacy_id
      WHERE r.created_at >= ${start} AND r.created_at < ${end}
    )
    SELECT e.product_id, min(p.ref) AS ref, min(p.name) AS name, min(p.quantity) AS stock,
      ${wilaya} AS wilaya_id, min(w.name) AS wilaya,
      coalesce(sum(e.quantity) FILTER (WHERE e.kind = 'capped'), 0)::bigint AS capped_units,
      coalesce(sum(e.quantity) FILTER (WHERE e.kind = 'refused'), 0)::bigint AS refused_units,
      (count(*) FILTER (WHERE e.kind = 'search'))::int AS searches,
      (count(*) FILTER (WHERE e.kind = 'notify'))::int AS notify_requests,
      coalesce(sum(e.quantity) FILTER (WHERE e.kind IN ('dropped', 'expired')), 0)::bigint AS backorder_lost_units,
      count(DISTINCT e.pharmacy_id)::int AS pharmacies
    FROM events e
    JOIN products p ON p.id = e.product_id
    LEFT JOIN wilayas w ON w.id = ${wilaya}
    GROUP BY e.product_id, ${wilaya}
    ORDER BY coalesce(sum(e.quantity), 0) DESC, count(*) DESC, min(p.ref), ${wilaya}
    LIMIT 2000`.execute(db);
  return rows.map((r) => ({
    id: byWilaya ? `${r.product_id}:${r.wilaya_id}` : String(r.product_id),
    product_id: r.product_id,
    ref: r.ref,
    name: r.name,
    stock: r.stock,
    wilaya_id: r.wilaya_id,
    wilaya: r.wilaya,
    capped_units: Number(r.capped_units),
    refused_units: Number(r.refused_units),
    searches: r.searches,
    notify_requests: r.notify_requests,
    backorder_lost_units: Number(r.backorder_lost_units),
    pharmacies: r.pharmacies,
  }));
}

/** The report's query checked as sent: Algiers days (this month by default), `by` product or wilaya. */
export async function unservedDemandReport(
  db: Database,
  query: { from?: unknown; to?: unknown; by?: unknown },
  now = new Date(),
) {
  const today = algiersDay(now);
  const day = (v: unknown, fallback: string) => {
    if (v === undefined || v === '') return fallback;
    if (!isCalendarDay(v)) throw new ApiError(Code.V4002, 'insight.periodInvalid', { status: 400 });
    return v;
  };
  const from = day(query.from, `${today.slice(0, 7)}-01`);
  const to = day(query.to, today);
  if (from > to) throw new ApiError(Code.V4002, 'insight.periodInvalid', { status: 400 });
  return unservedDemand(db, { from, to }, byWilaya(query.by));
}
