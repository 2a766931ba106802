import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import { OPEN_FULFILMENT_STATES } from '../../src/contract/fulfilment.js';
import { translate } from '../../src/contract/messages/index.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { orderNotFound } from '../orders/cashStatus.js';
import { fulfilmentFields } from '../queries/orders/wire.js';
import { clampPage, iso } from '../queries/paging.js';

/** ?due= of the preparation queue: only the overdue orders, those due by the end of today (Algiers), or all. */
export const DUE_FILTERS = ['all', 'overdue', 'today'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export function dueFilterOf(v: unknown): DueFilter {
  if (v === undefined || v === '') return 'all';
  if (typeof v === 'string' && (DUE_FILTERS as readonly string[]).includes(v)) return v as DueFilter;
  throw new ApiError(Code.VALIDATION, 'fulfilment.dueFilter', { status: 400 });
}

/** The end of today in Algiers (UTC+1 all year, D40). */
const endOfAlgiersToday = () =>
  sql<Date>`(date_trunc('day', now() AT TIME ZONE 'Africa/Algiers') + interval '1 day') AT TIME ZONE 'Africa/Algiers'`;

/**
 * The preparation queue (D57): orders to prepare, being prepared or partly shipped, oldest due first, read on the
 * partial index of migration 025 (a few hundred rows whatever the number of orders). `{orders, total}`.
 */
export async function preparationQueue(
  db: Database,
  o: { offset: unknown; limit: unknown; wilayaId?: number; due: DueFilter; lang: Lang },
) {
  const { offset, limit } = clampPage(o.offset, o.limit);
  let q = db.selectFrom('orders as o').where('o.fulfilment', 'in', OPEN_FULFILMENT_STATES);
  if (o.wilayaId !== undefined) q = q.where('o.wilaya_id', '=', o.wilayaId);
  if (o.due === 'overdue') q = q.where('o.due_at', '<', sql<Date>`now()`);
  if (o.due === 'today') q = q.where('o.due_at', '<', endOfAlgiersToday());
  const [rows, count] = await Promise.all([
    db
      .selectFrom(
        q.select(['o.id', 'o.due_at']).orderBy('o.due_at').orderBy('o.id').offset(offset).limit(limit).as('page'),
      )
      .innerJoin('orders as o', 'o.id', 'page.id')
      .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
      .select([
        'o.id',
        'o.order_no',
        'o.pharmacy_id',
        'p.name as pharmacy_name',
        'o.wilaya_id',
        'o.payement_type',
        'o.total',
        'o.created_at',
        'o.paid_at',
        'o.due_at',
        'o.preparing_at',
        'o.fulfilment',
        sql<number>`(SELECT count(*) FROM order_lines l WHERE l.order_id = o.id)::int`.as('lines'),
      ])
      .orderBy('page.due_at')
      .orderBy('page.id')
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const now = Date.now();
  return {
    total: count.n,
    orders: rows.map((r) => ({
      id: r.id,
      order_id: r.id,
      order_no: r.order_no,
      pharmacy_id: r.pharmacy_id,
      pharmacy_name: r.pharmacy_name,
      wilaya_id: r.wilaya_id,
      payement_type: r.payement_type,
      order_price: toDinars(r.total),
      order_date: iso(r.created_at),
      placed_at: r.paid_at ? iso(r.paid_at) : null,
      due_at: r.due_at ? iso(r.due_at) : null,
      overdue: r.due_at !== null && r.due_at.getTime() < now,
      preparing_at: r.preparing_at ? iso(r.preparing_at) : null,
      lines: r.lines,
      ...fulfilmentFields(r.fulfilment, o.lang),
    })),
  };
}

/** "Start preparing": to prepare → being prepared, with who and when (the timeline's entry); audited. */
export async function startPreparing(db: Database, account: Account, ids: number[], lang: Lang) {
  const started: number[] = [];
  const refused: { orderId: number; code: number; reason: string }[] = [];
  for (const id of ids) {
    try {
      await inTransaction(db, async (trx) => {
        const order = await trx
          .selectFrom('orders')
          .select(['id', 'order_no', 'fulfilment'])
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!order) throw orderNotFound();
        if (order.fulfilment !== 'to_prepare') throw new ApiError(Code.STATE_CONFLICT, 'fulfilment.notToPrepare');
        const after = await trx
          .updateTable('orders')
          .set({ fulfilment: 'preparing', preparing_at: new Date(), preparing_by: account.id, updated_at: new Date() })
          .where('id', '=', id)
          .returning(['fulfilment', 'preparing_at'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, account, {
          action: 'update',
          resource: 'order',
          resourceId: id,
          label: order.order_no,
          before: { fulfilment: order.fulfilment, preparing_at: null },
          after,
        });
      });
      started.push(id);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const key = err.messageKey === 'admin.orderNotFound' ? 'orderBulk.notFound' : err.messageKey;
      refused.push({ orderId: id, code: err.code, reason: translate(lang, key) });
    }
  }
  return { started, refused };
}
