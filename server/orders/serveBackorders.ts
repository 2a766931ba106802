import { type Kysely, sql } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import { Code } from '../../src/contract/codes.js';
import { ApiError } from '../http/envelope.js';
import { queueOrderConfirmation } from '../mail/orderConfirmation.js';
import { placeUnderCreditControl } from './offlineOrder.js';
import { quotasLeft } from '../shortages/quotas.js';
import { releaseHolds } from '../shortages/holds.js';

export interface ServedBackorders {
  /** units served, in all */
  units: number;
  /** the orders the servings became */
  orderIds: number[];
  /** back-orders passed over: the quota left is used up, or the pharmacy's credit refuses the order */
  skipped: number;
}

/** At most this many back-orders are served in one goods-in: a larger queue goes on at the next run of the job. */
const SERVED_PER_RUN = 2000;

/**
 * Serves the product's waiting back-orders from its stock, oldest first (issue 41 §1, D124), inside the caller's
 * transaction with the product row locked: a goods-in serves them before its units are offered to anyone else. Each
 * serving is an offline order of its own at the conditions of the day, through the same credit control as any other
 * (refused: the back-order is passed over and keeps its place), within the quota left; the last one served may be
 * served in part, its rest waiting on. Never more units than the stock, never one back-order twice: a serving and
 * the back-order's decrement commit together. A hold whose last back-order is served is released (D125).
 */
export async function serveBackorders(
  trx: Kysely<DB>,
  config: Config,
  productId: number,
  now = new Date(),
): Promise<ServedBackorders> {
  const served: ServedBackorders = { units: 0, orderIds: [], skipped: 0 };
  const passedOver: number[] = [];
  // a pharmacy whose credit refuses any order (overdue, or no credit left) is not tried again in this run for its
  // later back-orders: each try is a whole order rolled back, and the job runs every minute
  const refused = new Set<number>();
  const holds: number[] = [];
  for (let run = 0; run < SERVED_PER_RUN; run++) {
    const product = await trx
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', productId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!product || product.quantity <= 0) break;
    const next = await trx
      .selectFrom('backorders as b')
      .innerJoin('pharmacies as ph', 'ph.id', 'b.pharmacy_id')
      .select(['b.id', 'b.pharmacy_id', 'b.quantity', 'b.address_id', 'b.source_order_id', 'b.hold_id'])
      .where('b.product_id', '=', productId)
      .where('b.status', '=', 'waiting')
      .where('b.expires_at', '>', now)
      .where('ph.deleted_at', 'is', null)
      .$if(passedOver.length > 0, (q) => q.where('b.id', 'not in', passedOver))
      .orderBy('b.created_at')
      .orderBy('b.id')
      .limit(1)
      .forUpdate('b')
      .executeTakeFirst();
    if (!next) break;
    if (refused.has(next.pharmacy_id)) {
      passedOver.push(next.id);
      served.skipped++;
      continue;
    }
    const quota = (await quotasLeft(trx, next.pharmacy_id, [productId])).get(productId);
    const units = Math.min(next.quantity, product.quantity, quota?.left ?? Infinity);
    const { orderId, refusesAll } =
      units > 0 ? await placeServing(trx, config, next, productId, units) : { orderId: null, refusesAll: false };
    if (orderId === null) {
      if (refusesAll) refused.add(next.pharmacy_id);
      passedOver.push(next.id);
      served.skipped++;
      continue;
    }
    await trx
      .updateTable('backorders')
      .set({
        quantity: sql`quantity - ${units}::int`,
        status: sql`CASE WHEN quantity = ${units}::int THEN 'served' ELSE 'waiting' END`,
        ended_at: sql`CASE WHEN quantity = ${units}::int THEN ${now}::timestamptz ELSE NULL END`,
      })
      .where('id', '=', next.id)
      .execute();
    await trx
      .insertInto('backorder_servings')
      .values({ backorder_id: next.id, order_id: orderId, quantity: units })
      .execute();
    served.units += units;
    served.orderIds.push(orderId);
    if (next.hold_id !== null) holds.push(next.hold_id);
  }
  // a hold whose last back-order this goods-in served ships complete now
  await releaseHolds(trx, holds, now);
  return served;
}

/**
 * One back-order's units as an offline order, under a savepoint: a refusal (credit, stock, quota) rolls back this
 * serving alone and says whether the pharmacy's credit would refuse any order. A held back-order's order joins its
 * hold (D125).
 */
async function placeServing(
  trx: Kysely<DB>,
  config: Config,
  b: { pharmacy_id: number; address_id: number | null; hold_id: number | null },
  productId: number,
  units: number,
): Promise<{ orderId: number | null; refusesAll: boolean }> {
  await sql`SAVEPOINT serve_backorder`.execute(trx);
  try {
    const address = await trx
      .selectFrom('addresses')
      .select('id')
      .where('pharmacy_id', '=', b.pharmacy_id)
      .orderBy(sql`id = ${b.address_id ?? -1}::int`, 'desc')
      .orderBy('id')
      .executeTakeFirst();
    // the refusal's text is never shown: the back-order waits on
    const placed = await placeUnderCreditControl(trx, config, {
      pharmacyId: b.pharmacy_id,
      addressId: address?.id ?? null,
      lang: 'fr',
      lines: [{ productId, quantity: units }],
    });
    if (b.hold_id !== null)
      await trx.updateTable('orders').set({ hold_id: b.hold_id }).where('id', '=', placed.id).execute();
    await queueOrderConfirmation(trx, config.webUrl, placed.id);
    await sql`RELEASE SAVEPOINT serve_backorder`.execute(trx);
    return { orderId: placed.id, refusesAll: false };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await sql`ROLLBACK TO SAVEPOINT serve_backorder`.execute(trx);
    const refusal = error.opts.payload as { reason?: string; available_credit?: number } | undefined;
    return {
      orderId: null,
      refusesAll: error.code === Code.CREDIT_HOLD && (refusal?.reason === 'overdue' || refusal?.available_credit === 0),
    };
  }
}
