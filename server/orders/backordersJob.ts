import { inTransaction } from '../db/transaction.js';
import { numberPendingInvoices } from '../invoices/numbering.js';
import type { Job } from '../job.js';
import { expireBackorders } from '../shortages/backorders.js';
import { serveBackorders } from './serveBackorders.js';

/**
 * Back-orders whose product has stock that no goods-in served (an edit, a cancellation gave it back) are served by
 * this job, product by product, each in its own transaction; and those past their days end.
 */
export const backordersJob: Job = {
  name: 'back-orders',
  everyMs: 60_000,
  run: async (config, db, log) => {
    const expired = await expireBackorders(config, db);
    const products = await db
      .selectFrom('backorders as b')
      .innerJoin('products as p', 'p.id', 'b.product_id')
      .select('b.product_id')
      .distinct()
      .where('b.status', '=', 'waiting')
      .where('p.quantity', '>', 0)
      .where('p.deleted_at', 'is', null)
      .limit(100)
      .execute();
    let units = 0;
    for (const { product_id } of products)
      units += (await inTransaction(db, (trx) => serveBackorders(trx, config, product_id))).units;
    if (units) await numberPendingInvoices(db);
    if (expired || units) log.info({ expired, units }, 'back-orders served or ended');
    return expired + units;
  },
};
