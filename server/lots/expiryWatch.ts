import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import type { Lang } from '../../src/contract/constants.js';
import { clampPage } from '../queries/paging.js';
import { shownProductName } from '../queries/products.js';
import { addDays, algiersToday, sellableFrom } from './shelfLife.js';

/** What the watch says of a lot: past its expiry, under the minimum shelf life, or only inside the watch window. */
export const EXPIRY_STATES = ['expired', 'short', 'expiring'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

export interface ExpiryWatchQuery {
  offset: unknown;
  limit: unknown;
  /** the watch window in days from today in Algiers (EXPIRY_WATCH_DAYS) */
  days: number;
  state?: ExpiryState;
  minShelfLifeDays: number;
  now?: Date;
  /** the reader's: in Arabic the product's Arabic name when it has one (D64) */
  lang?: Lang;
}

/**
 * The expiry watch (issue 29 §4): lots holding stock that expire within `days` of today in Algiers, expired ones
 * included, earliest first. Read on the partial index lots_by_expiry (expiry) WHERE on_hand > 0 (migration 033).
 * `state` narrows the window: expired (before today), short (not expired, under the minimum shelf life), expiring
 * (inside the window with the minimum shelf life still ahead).
 */
export async function expiryWatch(db: Database, q: ExpiryWatchQuery) {
  const { offset, limit } = clampPage(q.offset, q.limit, 20);
  const today = algiersToday(q.now);
  const from = sellableFrom(q.minShelfLifeDays, q.now);
  const until = addDays(today, q.days);
  const base = db
    .selectFrom('lots as l')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .where('l.on_hand', '>', 0)
    .where('l.expiry', 'is not', null)
    .where('l.expiry', '<=', sql<Date>`${until}::date`)
    .where('p.deleted_at', 'is', null)
    .$if(q.state === 'expired', (x) => x.where('l.expiry', '<', sql<Date>`${today}::date`))
    .$if(q.state === 'short', (x) =>
      x.where('l.expiry', '>=', sql<Date>`${today}::date`).where('l.expiry', '<', sql<Date>`${from}::date`),
    )
    .$if(q.state === 'expiring', (x) => x.where('l.expiry', '>=', sql<Date>`${from}::date`));
  const [rows, count] = await Promise.all([
    base
      .select([
        'l.id as lot_id',
        'l.product_id',
        'p.ref as product_ref',
        'p.name as product_name',
        'p.name_ar as product_name_ar',
        'l.lot',
        sql<string>`to_char(l.expiry, 'YYYY-MM-DD')`.as('expiry'),
        sql<number>`(l.expiry - ${today}::date)::int`.as('days_left'),
        'l.on_hand',
        'l.sellable',
        'l.blocked',
      ])
      .orderBy('l.expiry')
      .orderBy('l.id')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const lots = rows.map(({ product_name_ar, ...r }) => ({
    ...r,
    product_name: shownProductName(q.lang ?? 'fr', { name: r.product_name, name_ar: product_name_ar }),
    state: (r.expiry < today ? 'expired' : r.expiry < from ? 'short' : 'expiring') as ExpiryState,
  }));
  // the window the list was read with: a screen shows it when no window was asked for (EXPIRY_WATCH_DAYS)
  return { lots, total: count.n, days: q.days };
}

export type ExpiryWatchLot = Awaited<ReturnType<typeof expiryWatch>>['lots'][number];
