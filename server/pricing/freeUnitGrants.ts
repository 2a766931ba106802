import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** A line's wish for free units of a promotion, and the stock left for them once its paid units are served. */
export interface FreeUnitWish {
  productId: number;
  promotionId: number | null;
  wanted: number;
}

/**
 * Takes the free units the lines want from their promotions' caps (issue 40 §2, docs/pricing.md): each promotion's row
 * is locked and updated in id order, so parallel orders queue on it and the units given never pass
 * `max_free_units`, whatever runs at once. A promotion ended or short meanwhile gives what it has left, to the lines in
 * their order. Answers the free units each line gets, in the lines' order. Lock order: promotions before products
 * (docs/payments.md), as releaseFreeUnits does.
 */
export async function grantFreeUnits(trx: Kysely<DB>, wishes: readonly FreeUnitWish[]): Promise<number[]> {
  const wantedBy = new Map<number, number>();
  for (const w of wishes)
    if (w.promotionId !== null && w.wanted > 0)
      wantedBy.set(w.promotionId, (wantedBy.get(w.promotionId) ?? 0) + w.wanted);
  const grantedBy = new Map<number, number>();
  for (const id of [...wantedBy.keys()].sort((a, b) => a - b)) {
    const wanted = wantedBy.get(id)!;
    // the row is locked first: a parallel order waits here and then reads what this one gave
    const row = await trx
      .selectFrom('promotions')
      .select(['max_free_units', 'free_units_given', 'ended_at'])
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    const granted =
      !row || row.ended_at !== null
        ? 0
        : row.max_free_units === null
          ? wanted
          : Math.max(0, Math.min(wanted, row.max_free_units - row.free_units_given));
    if (granted > 0)
      await trx
        .updateTable('promotions')
        .set({ free_units_given: sql`free_units_given + ${granted}::int` })
        .where('id', '=', id)
        .execute();
    grantedBy.set(id, granted);
  }
  return wishes.map((w) => {
    if (w.promotionId === null || w.wanted <= 0) return 0;
    const left = grantedBy.get(w.promotionId) ?? 0;
    const got = Math.min(left, w.wanted);
    grantedBy.set(w.promotionId, left - got);
    return got;
  });
}

/**
 * Gives back to their promotions' caps the free units of an order that will not leave (an order cancelled, expired or
 * rejected before shipping): what each line still holds, its free units first counted as served last. Call before the
 * order's stock comes back (promotions before products).
 */
export async function releaseFreeUnits(trx: Kysely<DB>, orderId: number, held: ReadonlyMap<number, number>) {
  const back = await freeUnitsHeld(trx, orderId, held);
  for (const id of [...back.keys()].sort((a, b) => a - b))
    await trx
      .updateTable('promotions')
      .set({ free_units_given: sql`greatest(0, free_units_given - ${back.get(id)!}::int)` })
      .where('id', '=', id)
      .execute();
}

/**
 * Takes again from their caps the free units releaseFreeUnits gave back (a card payment confirmed after its order
 * expired): all or nothing; false when a cap has not enough left, and then nothing is taken.
 */
export async function regrantFreeUnits(trx: Kysely<DB>, orderId: number, held: ReadonlyMap<number, number>) {
  const want = await freeUnitsHeld(trx, orderId, held);
  const wishes = [...want].map(([promotionId, wanted]) => ({ productId: 0, promotionId, wanted }));
  const granted = await grantFreeUnits(trx, wishes);
  if (granted.every((g, i) => g === wishes[i]!.wanted)) return true;
  await releaseUnservedFreeUnits(
    trx,
    wishes.map((w, i) => ({ promotionId: w.promotionId, units: granted[i]! })).filter((u) => u.units > 0),
  );
  return false;
}

/** An order's free units still held, per promotion: each line's, at most what the order still holds of its product. */
async function freeUnitsHeld(trx: Kysely<DB>, orderId: number, held: ReadonlyMap<number, number>) {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'free_quantity', 'free_promotion_id'])
    .where('order_id', '=', orderId)
    .where('free_promotion_id', 'is not', null)
    .where('free_quantity', '>', 0)
    .execute();
  const back = new Map<number, number>();
  for (const l of lines) {
    const n = Math.min(l.free_quantity, l.product_id === null ? 0 : (held.get(l.product_id) ?? 0));
    if (n > 0) back.set(l.free_promotion_id!, (back.get(l.free_promotion_id!) ?? 0) + n);
  }
  return back;
}

/** Gives units back to promotions' caps (granted, then not served: the stock was short). Rows already locked. */
export async function releaseUnservedFreeUnits(
  trx: Kysely<DB>,
  units: readonly { promotionId: number; units: number }[],
) {
  for (const u of [...units].sort((a, b) => a.promotionId - b.promotionId))
    await trx
      .updateTable('promotions')
      .set({ free_units_given: sql`greatest(0, free_units_given - ${u.units}::int)` })
      .where('id', '=', u.promotionId)
      .execute();
}

/**
 * The free units a cancellation of unshipped units gives back to its promotion's cap: the free units are served
 * last (docs/pricing.md), so cancelled units are free ones first; what earlier cancellations gave back is not given
 * twice.
 */
export function freeUnitsCancelled(free: number, cancelledBefore: number, cancelledNow: number): number {
  return Math.min(free, cancelledBefore + cancelledNow) - Math.min(free, cancelledBefore);
}
