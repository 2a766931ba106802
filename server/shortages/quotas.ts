import { type Kysely, sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import type { Account } from '../auth/guard.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { ShortageInput } from './input.js';

/** What a pharmacy may still order of a product under quota, and over how many days. */
export interface QuotaLeft {
  left: number;
  periodDays: number;
}

/** A wilaya's share of a product (D127): its units of the period's supply, and what its pharmacies have left. */
function shareOf(percent: number, supply: number, takenByWilaya: number) {
  const allowed = Math.floor((percent * supply) / 100);
  return { allowed, left: Math.max(0, allowed - takenByWilaya) };
}

/** The stored states of an order that holds or took its units (a card attempt held until paid or expired). */
const COUNTED_STATES = ['awaiting_payment', 'paid', 'pending_validation'] as const;

/** An order `o` that counts against the quota `q`: one of COUNTED_STATES, placed within the quota's period. */
const countedInPeriod = sql`o.state in (${sql.join(COUNTED_STATES.map((s) => sql.lit(s)))})
  and o.created_at > now() - make_interval(days => q.period_days)`;

/**
 * `POST /admin/set_quota {productId, per_pharmacy, period_days, wilaya_shares?}` (issue 41 §4): a product's quota
 * per pharmacy over a rolling period of days and its shares per wilaya (D127), replacing the ones before.
 */
export async function setQuota(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input = new ShortageInput(lang);
  const productId = input.id(body.productId, 'productId');
  const perPharmacy = input.perPharmacy(body.per_pharmacy);
  const periodDays = input.periodDays(body.period_days);
  const shares = input.wilayaShares(body.wilaya_shares);
  return inTransaction(db, async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'ref'])
      .where('id', '=', productId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!product) return input.refuse('productId', 'productNotFound');
    const before = await trx
      .selectFrom('product_quotas')
      .select(['per_pharmacy', 'period_days'])
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (shares.length) {
      const known = await trx
        .selectFrom('wilayas')
        .select('id')
        .where(
          'id',
          'in',
          shares.map((w) => w.wilaya_id),
        )
        .execute();
      if (known.length !== shares.length) input.refuse('wilaya_shares', 'badShares');
    }
    const beforeShares = before ? await sharesOf(trx, productId) : [];
    const row = { product_id: productId, per_pharmacy: perPharmacy, period_days: periodDays, updated_at: new Date() };
    await trx
      .insertInto('product_quotas')
      .values(row)
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ ...row }))
      .execute();
    await trx.deleteFrom('product_quota_shares').where('product_id', '=', productId).execute();
    if (shares.length)
      await trx
        .insertInto('product_quota_shares')
        .values(shares.map((w) => ({ product_id: productId, ...w })))
        .execute();
    const quota = { per_pharmacy: perPharmacy, period_days: periodDays, wilaya_shares: shares };
    await recordAudit(trx, account, {
      action: before ? 'update' : 'create',
      resource: 'product',
      resourceId: productId,
      label: product.ref,
      before: before ? { quota: { ...before, wilaya_shares: beforeShares } } : null,
      after: { quota },
    });
    return { product_id: productId, ...quota };
  });
}

/** A quota's shares per wilaya, the wilayas in order. */
export async function sharesOf(db: Kysely<DB>, productId: number) {
  return db
    .selectFrom('product_quota_shares')
    .select(['wilaya_id', 'percent'])
    .where('product_id', '=', productId)
    .orderBy('wilaya_id')
    .execute();
}

/** `DELETE /admin/delete_quota {productId}`: the product is sold without a quota again. */
export async function deleteQuota(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const productId = new ShortageInput(lang).id(body.productId, 'productId');
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom('product_quotas')
      .where('product_id', '=', productId)
      .returning(['per_pharmacy', 'period_days'])
      .executeTakeFirst();
    if (!removed) throw new ApiError(Code.NOT_FOUND, 'shortages.quotaNotFound', { status: 404 });
    await recordAudit(trx, account, {
      action: 'delete',
      resource: 'product',
      resourceId: productId,
      label: String(productId),
      before: { quota: removed },
      after: null,
    });
    return { product_id: productId };
  });
}

/**
 * What `pharmacyId` may still order of each of `productIds` that has a quota: the quota less the paid units of its
 * orders placed in the last `period_days` days (free units are the laboratory's gift, not the scarce stock's share;
 * D122), and no more than its wilaya's share leaves (D127): the share of the period's supply (the paid units all
 * pharmacies took in the period, the stock, and `stockTaken`, what the caller has just taken from it) less what the
 * wilaya's pharmacies took. A product without a quota is absent from the map.
 */
export async function quotasLeft(
  db: Kysely<DB>,
  pharmacyId: number,
  productIds: readonly number[],
  stockTaken: ReadonlyMap<number, number> = new Map(),
): Promise<Map<number, QuotaLeft>> {
  const left = new Map<number, QuotaLeft>();
  if (!productIds.length) return left;
  const { rows } = await sql<{
    product_id: number;
    per_pharmacy: number;
    period_days: number;
    taken: number;
    percent: number | null;
    taken_all: number | null;
    taken_wilaya: number | null;
    stock: number;
  }>`
    SELECT q.product_id, q.per_pharmacy, q.period_days, s.percent, p.quantity AS stock,
      coalesce((
        SELECT sum(l.quantity - l.free_quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id
        WHERE l.product_id = q.product_id AND o.pharmacy_id = ${pharmacyId} AND ${countedInPeriod}
      ), 0)::int AS taken,
      w.taken_all, w.taken_wilaya
    FROM product_quotas q
    JOIN products p ON p.id = q.product_id
    LEFT JOIN product_quota_shares s ON s.product_id = q.product_id
      AND s.wilaya_id = (SELECT wilaya_id FROM pharmacies WHERE id = ${pharmacyId})
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(l.quantity - l.free_quantity), 0)::int AS taken_all,
        coalesce(sum(l.quantity - l.free_quantity) FILTER (WHERE o.wilaya_id = s.wilaya_id), 0)::int AS taken_wilaya
      FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.product_id = q.product_id AND ${countedInPeriod}
    ) w ON s.percent IS NOT NULL
    WHERE q.product_id IN (${sql.join([...productIds])})`.execute(db);
  for (const r of rows) {
    let units = Math.max(0, r.per_pharmacy - r.taken);
    if (r.percent !== null) {
      const supply = (r.taken_all ?? 0) + r.stock + (stockTaken.get(r.product_id) ?? 0);
      units = Math.min(units, shareOf(r.percent, supply, r.taken_wilaya ?? 0).left);
    }
    left.set(r.product_id, { left: units, periodDays: r.period_days });
  }
  return left;
}

/** Refuses (4096, the number left in the reader's language) a quantity above what the quota leaves; changes nothing. */
export async function refuseBeyondQuota(
  db: Kysely<DB>,
  pharmacyId: number,
  lines: readonly { productId: number; quantity: number }[],
  stockTaken?: ReadonlyMap<number, number>,
): Promise<void> {
  const left = await quotasLeft(
    db,
    pharmacyId,
    lines.map((l) => l.productId),
    stockTaken,
  );
  for (const line of lines) {
    const quota = left.get(line.productId);
    if (quota && line.quantity > quota.left)
      throw new ApiError(Code.LIMIT_REACHED, 'shortages.quotaExceeded', {
        vars: { left: quota.left, smart_count: quota.left },
      });
  }
}

/**
 * `GET /franchise/quotas` (issue 41 §4): for each product under quota, what each pharmacy of the wilaya took in the
 * quota's period and what it has left; the pharmacies that took nothing are left out (they have it all).
 */
export async function wilayaQuotaUse(db: Database, wilayaId: number) {
  const { rows } = await sql<{
    product_id: number;
    ref: string;
    name: string;
    per_pharmacy: number;
    period_days: number;
    pharmacy_id: number;
    pharmacy: string;
    taken: number;
  }>`
    SELECT q.product_id, p.ref, p.name, q.per_pharmacy, q.period_days, ph.id AS pharmacy_id, ph.name AS pharmacy,
      sum(l.quantity - l.free_quantity)::int AS taken
    FROM product_quotas q
    JOIN products p ON p.id = q.product_id
    JOIN order_lines l ON l.product_id = q.product_id
    JOIN orders o ON o.id = l.order_id
    JOIN pharmacies ph ON ph.id = o.pharmacy_id
    WHERE o.wilaya_id = ${wilayaId} AND ph.wilaya_id = ${wilayaId} AND ${countedInPeriod}
    GROUP BY q.product_id, p.ref, p.name, q.per_pharmacy, q.period_days, ph.id, ph.name
    ORDER BY p.ref, taken DESC, ph.name`.execute(db);
  const shares = await wilayaSharesUse(
    db,
    wilayaId,
    rows.map((r) => r.product_id),
  );
  return rows.map((r) => ({
    ...r,
    id: `${r.product_id}:${r.pharmacy_id}`,
    left: Math.max(0, r.per_pharmacy - r.taken),
    wilaya_share: shares.get(r.product_id) ?? null,
  }));
}

/** The wilaya's share of each product that gives it one (D127): its units of the period's supply, taken and left. */
async function wilayaSharesUse(db: Database, wilayaId: number, productIds: number[]) {
  const use = new Map<number, { percent: number; allowed: number; taken: number; left: number }>();
  if (!productIds.length) return use;
  const { rows } = await sql<{ product_id: number; percent: number; stock: number; taken_all: number; taken: number }>`
    SELECT s.product_id, s.percent, p.quantity AS stock,
      coalesce(sum(l.quantity - l.free_quantity), 0)::int AS taken_all,
      coalesce(sum(l.quantity - l.free_quantity) FILTER (WHERE o.wilaya_id = s.wilaya_id), 0)::int AS taken
    FROM product_quota_shares s
    JOIN product_quotas q ON q.product_id = s.product_id
    JOIN products p ON p.id = s.product_id
    LEFT JOIN (order_lines l JOIN orders o ON o.id = l.order_id)
      ON l.product_id = s.product_id AND ${countedInPeriod}
    WHERE s.wilaya_id = ${wilayaId} AND s.product_id IN (${sql.join([...new Set(productIds)])})
    GROUP BY s.product_id, s.percent, p.quantity`.execute(db);
  for (const r of rows) {
    use.set(r.product_id, {
      percent: r.percent,
      taken: r.taken,
      ...shareOf(r.percent, r.taken_all + r.stock, r.taken),
    });
  }
  return use;
}
