import { sql } from 'kysely';
import type { Backorder } from '../../src/contract/answers/shortages.js';
import { Code } from '../../src/contract/codes.js';
import { type Lang, langFromHeader } from '../../src/contract/constants.js';
import { BACKORDER_POLICIES, BACKORDER_STATUSES, type BackorderPolicy } from '../../src/contract/shortages.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { fieldRefusal } from '../http/fieldRefusals.js';
import { queueMail } from '../mail/queue.js';
import { backorderExpiredMail } from '../mail/templates.js';
import { mainImagePath, shownProductName } from '../queries/products.js';
import { recordDemand } from './demand.js';
import { ShortageInput } from './input.js';
import { releaseHolds } from './holds.js';

/** `GET /pharmacy/backorders`: the pharmacy's back-orders, newest first, with the orders their units became. */
export async function backordersOf(
  db: Database,
  pharmacyId: number,
  lang: Lang,
  query: { status?: unknown },
): Promise<Backorder[]> {
  const status = query.status;
  if (status !== undefined && !BACKORDER_STATUSES.includes(status as never))
    throw fieldRefusal(lang, Code.VALIDATION, 'status', 'shortages.badStatus');
  const rows = await db
    .selectFrom('backorders as b')
    // unaliased: mainImagePath reads products.id
    .innerJoin('products', 'products.id', 'b.product_id')
    .leftJoin('orders as o', 'o.id', 'b.source_order_id')
    .select([
      'b.id',
      'b.product_id',
      'products.ref',
      'products.name',
      'products.name_ar',
      mainImagePath.as('image'),
      'b.ordered_quantity',
      'b.quantity',
      'b.status',
      'b.created_at',
      'b.expires_at',
      'b.ended_at',
      'b.source_order_id',
      'o.order_no as source_order_no',
      sql<{ order_id: number; order_no: string; quantity: number; served_at: string }[]>`coalesce((
        SELECT json_agg(json_build_object('order_id', s.order_id, 'order_no', so.order_no, 'quantity', s.quantity,
          'served_at', to_char(s.served_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY s.id)
        FROM backorder_servings s JOIN orders so ON so.id = s.order_id WHERE s.backorder_id = b.id
      ), '[]'::json)`.as('served_orders'),
    ])
    .where('b.pharmacy_id', '=', pharmacyId)
    .$if(status !== undefined, (q) => q.where('b.status', '=', status as Backorder['status']))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({
    backorder_id: r.id,
    product_id: r.product_id,
    ref: r.ref,
    name: shownProductName(lang, r),
    mainImage: r.image,
    ordered_quantity: r.ordered_quantity,
    quantity: r.quantity,
    status: r.status,
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    ended_at: r.ended_at?.toISOString() ?? null,
    source_order_id: r.source_order_id,
    source_order_no: r.source_order_no,
    served_orders: r.served_orders,
  }));
}

/**
 * `POST /pharmacy/cancel_backorder {backorderId}`: drops one of its waiting back-orders; what was left unserved is
 * demand the distributor missed. 4041 when it is not one of its own or no longer waits.
 */
export async function cancelBackorder(db: Database, pharmacyId: number, lang: Lang, body: Record<string, unknown>) {
  const id = new ShortageInput(lang).id(body.backorderId, 'backorderId', 'backorderNotFound');
  return inTransaction(db, async (trx) => {
    const cancelled = await trx
      .updateTable('backorders')
      .set({ status: 'cancelled', ended_at: new Date() })
      .where('id', '=', id)
      .where('pharmacy_id', '=', pharmacyId)
      .where('status', '=', 'waiting')
      .returning(['id', 'product_id', 'quantity', 'hold_id'])
      .executeTakeFirst();
    if (!cancelled) throw new ApiError(Code.NOT_FOUND, 'shortages.backorderNotFound', { status: 404 });
    await recordDemand(trx, pharmacyId, [
      { productId: cancelled.product_id, kind: 'dropped', quantity: cancelled.quantity },
    ]);
    // the held order no longer waits for this product (D125)
    if (cancelled.hold_id !== null) await releaseHolds(trx, [cancelled.hold_id]);
    return { backorder_id: cancelled.id };
  });
}

/** The pharmacy's default for the rest of a short line (profile), 'keep' unless it chose otherwise. */
export async function backorderPolicyOf(db: Database, pharmacyId: number): Promise<BackorderPolicy> {
  const row = await db
    .selectFrom('pharmacies')
    .select('backorder_policy')
    .where('id', '=', pharmacyId)
    .executeTakeFirst();
  return row?.backorder_policy ?? 'keep';
}

/** `POST /pharmacy/set_backorder_policy {policy}`: 'keep', 'drop' or 'hold', as sent. */
export async function setBackorderPolicy(db: Database, pharmacyId: number, lang: Lang, body: Record<string, unknown>) {
  const policy = body.policy;
  if (!BACKORDER_POLICIES.includes(policy as never))
    throw fieldRefusal(lang, Code.VALIDATION, 'policy', 'shortages.badPolicy');
  await db
    .updateTable('pharmacies')
    .set({ backorder_policy: policy as BackorderPolicy })
    .where('id', '=', pharmacyId)
    .execute();
  return { backorder_policy: policy as BackorderPolicy };
}

/** At most this many back-orders end per run of the expiry job. */
const EXPIRED_PER_RUN = 500;

/**
 * Back-orders past their BACKORDER_DAYS end by themselves: each pharmacy is told once, in its language, and what was
 * left unserved is demand the distributor missed. Answers how many ended.
 */
export async function expireBackorders(config: Config, db: Database, now = new Date()): Promise<number> {
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom('backorders as b')
      .innerJoin('products as p', 'p.id', 'b.product_id')
      .innerJoin('pharmacies as ph', 'ph.id', 'b.pharmacy_id')
      .select([
        'b.id',
        'b.pharmacy_id',
        'b.product_id',
        'b.quantity',
        'b.hold_id',
        'b.created_at',
        'p.ref',
        'p.name',
        'p.name_ar',
        'ph.name as pharmacyName',
        'ph.email',
        'ph.language',
      ])
      .where('b.status', '=', 'waiting')
      .where('b.expires_at', '<=', now)
      .orderBy('b.expires_at')
      .orderBy('b.id')
      .limit(EXPIRED_PER_RUN)
      .forUpdate('b')
      .skipLocked()
      .execute();
    if (!due.length) return 0;
    await trx
      .updateTable('backorders')
      .set({ status: 'expired', ended_at: now })
      .where(
        'id',
        'in',
        due.map((b) => b.id),
      )
      .execute();
    for (const b of due) {
      const lang = langFromHeader(b.language);
      await recordDemand(trx, b.pharmacy_id, [{ productId: b.product_id, kind: 'expired', quantity: b.quantity }]);
      await queueMail(trx, {
        to: b.email,
        ...backorderExpiredMail(lang, {
          pharmacyName: b.pharmacyName,
          ref: b.ref,
          name: shownProductName(lang, b),
          quantity: b.quantity,
          days: config.backorderDays,
          link: `${config.webUrl}/post/${b.product_id}/detail`,
        }),
      });
    }
    await releaseHolds(
      trx,
      due.flatMap((b) => (b.hold_id === null ? [] : [b.hold_id])),
      now,
    );
    return due.length;
  });
}
