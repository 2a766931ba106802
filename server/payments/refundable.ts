import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * What a refund by amount may still take, in centimes: the paid card payment less its credit notes (each already
 * a correction of the invoice, refunded or kept as credit) and less the refunds by amount still pending.
 */
export async function refundableOf(db: Kysely<DB>, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('payments as p')
    .select([
      'p.amount',
      'p.refunded_amount',
      sql<number>`coalesce((SELECT sum(n.total) FROM credit_notes n WHERE n.order_id = p.order_id), 0)::bigint`.as(
        'credited',
      ),
      sql<number>`coalesce((SELECT sum(f.amount) FROM refunds f WHERE f.payment_id = p.id AND f.status = 'pending' AND f.credit_note_id IS NULL), 0)::bigint`.as(
        'pending',
      ),
    ])
    .where('p.order_id', '=', orderId)
    .where('p.status', '=', 'paid')
    .where('p.provider_order_id', 'is not', null)
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  if (!row) return 0;
  const amount = Number(row.amount);
  return Math.max(
    0,
    Math.min(amount - Number(row.refunded_amount), amount - Number(row.credited) - Number(row.pending)),
  );
}
