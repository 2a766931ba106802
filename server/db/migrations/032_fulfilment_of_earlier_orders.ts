import { type Kysely, sql } from 'kysely';
import { addBusinessHours } from '../../fulfilment/businessHours.js';

/**
 * Issue 28, D70: the orders placed for the business before migration 025 (paid by card or validated offline, so
 * `paid_at` is set and the state is `paid`) have no fulfilment state and would never reach the preparation queue.
 * - paid more than RECENT_DAYS before the migration: their goods left long ago by the former process, so they are
 *   `delivered` by history (no shipment rows: nothing of those parcels was recorded); the queue is not flooded with
 *   years of orders nobody has to prepare;
 * - paid within RECENT_DAYS: they may still be in the warehouse, so they enter the queue `to_prepare` with the due
 *   date they would have had (72 business hours after their payment, D55), most of them overdue and therefore
 *   shown first; the warehouse ships them or knows they have left.
 * Orders that are not for the business (awaiting payment or validation, failed, expired, rejected, late paid and
 * refunded) keep no fulfilment state, as before.
 */
export const RECENT_DAYS = 7;
const DAY_MS = 86_400_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  await fulfilmentOfEarlierOrders(db, new Date());
}

/** The migration's work at `now` (exported for its test). */
export async function fulfilmentOfEarlierOrders(
  // any database shape: a migration is typed against none
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  now: Date,
): Promise<{ delivered: number; queued: number }> {
  const since = new Date(now.getTime() - RECENT_DAYS * DAY_MS);
  const delivered = await sql`UPDATE orders SET fulfilment = 'delivered'
    WHERE fulfilment IS NULL AND state = 'paid' AND paid_at IS NOT NULL AND paid_at < ${since}`.execute(db);
  const recent = await sql<{ id: number; paid_at: Date | string }>`SELECT id, paid_at FROM orders
    WHERE fulfilment IS NULL AND state = 'paid' AND paid_at >= ${since} ORDER BY id`.execute(db);
  const lunar = await sql<{ day: string }>`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM holidays`.execute(db);
  const holidays = new Set(lunar.rows.map((r) => r.day));
  for (const o of recent.rows) {
    const due = addBusinessHours(new Date(o.paid_at), 72, holidays);
    await sql`UPDATE orders SET fulfilment = 'to_prepare', due_at = ${due} WHERE id = ${o.id} AND fulfilment IS NULL`.execute(
      db,
    );
  }
  return { delivered: Number(delivered.numAffectedRows ?? 0), queued: recent.rows.length };
}
