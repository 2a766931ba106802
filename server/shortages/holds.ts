import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { enterFulfilment } from '../fulfilment/state.js';

/**
 * "Hold the whole order until it can ship complete" (issue 41 §1, D125). A hold groups an offline order, the
 * back-orders kept with it and the orders their servings become. None of them enters the preparation queue while
 * one of its back-orders waits; the last one served, cancelled or expired releases them together.
 */
export async function openHold(trx: Kysely<DB>, pharmacyId: number, orderId: number | null): Promise<number> {
  const hold = await trx
    .insertInto('backorder_holds')
    .values({ pharmacy_id: pharmacyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (orderId !== null) await trx.updateTable('orders').set({ hold_id: hold.id }).where('id', '=', orderId).execute();
  return hold.id;
}

/** The held orders of a released hold validated meanwhile enter the queue now, due from now. */
export async function releaseHolds(trx: Kysely<DB>, holdIds: Iterable<number>, now = new Date()): Promise<number[]> {
  const ids = [...new Set(holdIds)];
  if (!ids.length) return [];
  const released = await trx
    .updateTable('backorder_holds as h')
    .set({ released_at: now })
    .where('h.id', 'in', ids)
    .where('h.released_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('backorders as b')
            .select('b.id')
            .whereRef('b.hold_id', '=', 'h.id')
            .where('b.status', '=', 'waiting'),
        ),
      ),
    )
    .returning('h.id')
    .execute();
  if (!released.length) return [];
  const validated = await trx
    .selectFrom('orders')
    .select('id')
    .where(
      'hold_id',
      'in',
      released.map((h) => h.id),
    )
    .where('paid_at', 'is not', null)
    .where('fulfilment', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const o of validated) await enterFulfilment(trx, o.id, now);
  return released.map((h) => h.id);
}
