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

/** The stored states of an order that holds or took its units (a card attempt held until paid or expired). */
const COUNTED_STATES = ['awaiting_payment', 'paid', 'pending_validation'] as const;

/** An order `o` that counts against the quota `q`: one of COUNTED_STATES, placed within the quota's period. */
const countedInPeriod = sql`o.state in (${sql.join(COUNTED_STATES.map((s) => sql.lit(s)))})
  and o.created_at > now() - make_interval(days => q.period_days)`;

/**
 * `POST /admin/set_quota {productId, per_pharmacy, period_days, wilaya_shares?}` (issue 41 §4): a product's quota
 * per pharmacy over a rolling period of days, replacing the one before. `wilaya_shares` is not kept yet
 * (docs/shortages.md): a non-empty one is refused rather than silently ignored.
 */
export async function setQuota(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input = new ShortageInput(lang);
  const productId = input.id(body.productId, 'productId');
  const perPharmacy = input.perPharmacy(body.per_pharmacy);
  const periodDays = input.periodDays(body.period_days);
  if (body.wilaya_shares !== undefined && body.wilaya_shares !== null) input.refuse('wilaya_shares', 'badShares');
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
    const row = { product_id: productId, per_pharmacy: perPharmacy, period_days: periodDays, updated_at: new Date() };
    await trx
      .insertInto('product_quotas')
      .values(row)
      .onConflict((oc) => oc.column('product_id').doUpdateSet({ ...row }))
      .execute();
    await recordAudit(trx, account, {
      action: before ? 'update' : 'create',
      resource: 'product',
      resourceId: productId,
      label: product.ref,
      before: before ? { quota: before } : null,
      after: { quota: { per_pharmacy: perPharmacy, period_days: periodDays } },
    });
    return { product_id: productId, per_pharmacy: perPharmacy, period_days: periodDays };
  });
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
 * D122). A product without a quota is absent from the map.
 */
export async function quotasLeft(
  db: Kysely<DB>,
  pharmacyId: number,
  productIds: readonly number[],
): Promise<Map<number, QuotaLeft>> {
  const left = new Map<number, QuotaLeft>();
  if (!productIds.length) return left;
  const rows = await db
    .selectFrom('product_quotas as q')
    .select([
      'q.product_id',
      'q.per_pharmacy',
      'q.period_days',
      sql<number>`coalesce((
        select sum(l.quantity - l.free_quantity) from order_lines l
        join orders o on o.id = l.order_id
        where l.product_id = q.product_id and o.pharmacy_id = ${pharmacyId} and ${countedInPeriod}
      ), 0)::int`.as('taken'),
    ])
    .where('q.product_id', 'in', [...productIds])
    .execute();
  for (const r of rows)
    left.set(r.product_id, { left: Math.max(0, r.per_pharmacy - r.taken), periodDays: r.period_days });
  return left;
}

/** Refuses (4096, the number left in the reader's language) a quantity above what the quota leaves; changes nothing. */
export async function refuseBeyondQuota(
  db: Kysely<DB>,
  pharmacyId: number,
  lines: readonly { productId: number; quantity: number }[],
): Promise<void> {
  const left = await quotasLeft(
    db,
    pharmacyId,
    lines.map((l) => l.productId),
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
  return rows.map((r) => ({
    ...r,
    id: `${r.product_id}:${r.pharmacy_id}`,
    left: Math.max(0, r.per_pharmacy - r.taken),
  }));
}
