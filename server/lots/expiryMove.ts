import { sql } from 'kysely';
import type { Config } from '../config.js';
import { claimAlgiersDay } from '../dailyClaim.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import type { Job } from '../job.js';
import { recordJobAudit } from '../audit/record.js';
import { expiryText } from './receive.js';
import { algiersToday, sellableFrom } from './shelfLife.js';

const JOB_NAME = 'expiry move';

export interface MovedLot {
  lot_id: number;
  product_id: number;
  lot: string;
  expiry: string;
  cause: 'expired' | 'minShelfLife';
  on_hand: number;
  /** units the lot took out of `products.quantity` */
  taken: number;
  /** units held by orders the other sellable lots no longer cover (D84) */
  uncovered: number;
}

/**
 * The midnight move (issue 29 §4, D84): once per Algiers day, the lots still marked sellable whose expiry is now under
 * the minimum shelf life (or past) become not sellable and their units leave the stock available to order. The day is
 * claimed in job_runs in the same transaction as the move, so a second instance or run finds it taken and changes
 * nothing. Lock order (D29): products by id, then their lots. `products.quantity` never goes below 0: when the lot
 * held units that orders already took, those stay held (`uncovered` in the audit entry) and their shipment waits for
 * goods-in (4098 until then); the next goods-in or adjustment of a sellable lot first covers them (D84).
 * Each lot moved is an audit entry (resource lot) with its cause. Returns the lots moved.
 */
export async function moveUnsellableLots(config: Config, db: Database, now = new Date()): Promise<MovedLot[]> {
  const day = algiersToday(now);
  const from = sellableFrom(config.minShelfLifeDays, now);
  return inTransaction(db, async (trx) => {
    if (!(await claimAlgiersDay(trx, JOB_NAME, now))) return [];
    // read on lots_sellable_expiry (migration 035)
    const due = await trx
      .selectFrom('lots')
      .select('product_id')
      .distinct()
      .where('sellable', '=', true)
      .where('expiry', 'is not', null)
      .where('expiry', '<', sql<Date>`${from}::date`)
      .execute();
    const ids = due.map((d) => d.product_id).sort((a, b) => a - b);
    if (!ids.length) return [];
    const products = await trx
      .selectFrom('products')
      .select(['id', 'ref', 'quantity'])
      .where('id', 'in', ids)
      .orderBy('id')
      .forUpdate()
      .execute();
    const lots = await trx
      .selectFrom('lots')
      .select(['id', 'product_id', 'lot', 'on_hand', expiryText.as('expiry')])
      .where('product_id', 'in', ids)
      .where('sellable', '=', true)
      .where('expiry', 'is not', null)
      .where('expiry', '<', sql<Date>`${from}::date`)
      .orderBy('product_id')
      .orderBy('expiry')
      .orderBy('id')
      .forUpdate()
      .execute();
    const moved: MovedLot[] = [];
    for (const product of products) {
      let available = product.quantity;
      for (const l of lots.filter((x) => x.product_id === product.id)) {
        const expiry = l.expiry!;
        const taken = Math.min(l.on_hand, available);
        available -= taken;
        const m: MovedLot = {
          lot_id: l.id,
          product_id: product.id,
          lot: l.lot,
          expiry,
          cause: expiry < day ? 'expired' : 'minShelfLife',
          on_hand: l.on_hand,
          taken,
          uncovered: l.on_hand - taken,
        };
        await trx.updateTable('lots').set({ sellable: false }).where('id', '=', l.id).execute();
        await recordJobAudit(trx, JOB_NAME, {
          action: 'update',
          resource: 'lot',
          resourceId: l.id,
          label: l.lot ? `${product.ref} ${l.lot}` : product.ref,
          before: { sellable: true, available: available + taken },
          after: {
            sellable: false,
            available,
            cause: m.cause,
            expiry,
            on_hand: l.on_hand,
            ...(m.uncovered ? { uncovered: m.uncovered } : {}),
          },
        });
        moved.push(m);
      }
      if (available !== product.quantity)
        await trx
          .updateTable('products')
          .set({ quantity: available, updated_at: new Date() })
          .where('id', '=', product.id)
          .execute();
    }
    return moved;
  });
}

export const expiryMoveJob: Job = {
  name: JOB_NAME,
  everyMs: 10 * 60_000,
  run: async (config, db, log) => {
    const moved = await moveUnsellableLots(config, db);
    const uncovered = moved.filter((m) => m.uncovered > 0);
    if (moved.length) log.info({ lots: moved.length }, 'lots moved out of the available stock');
    if (uncovered.length)
      log.warn({ lots: uncovered }, 'lots moved out of the available stock held units orders still wait for');
    return moved.length;
  },
};
