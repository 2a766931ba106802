import type { Config } from '../config.js';
import { claimAlgiersDay, isAlgiersHourReached } from '../dailyClaim.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import { mailAdmins } from '../mail/queue.js';
import { lowStockMail } from '../mail/templates.js';
import { lowStockProducts } from './lowStock.js';

const JOB_NAME = 'low-stock mail';

/**
 * Queues the day's low-stock mail to every admin, once per Algiers day across all server instances: the day is
 * claimed in job_runs in the same transaction as the mails, so a second instance (or run) finds it taken.
 * Returns how many mails were queued (0 when already done today, too early, or nothing is low).
 */
export async function queueLowStockMail(config: Config, db: Database, now = new Date()): Promise<number> {
  if (!isAlgiersHourReached(now)) return 0;
  return db.transaction().execute(async (trx) => {
    if (!(await claimAlgiersDay(trx, JOB_NAME, now))) return 0;
    const products = await lowStockProducts(trx, config.lowStockThreshold);
    if (!products.length) return 0;
    // the admin product list with its "low stock" filter on
    const link = `${config.webUrl}/admin/product?filter=${encodeURIComponent(JSON.stringify({ low_stock: true }))}`;
    return mailAdmins(trx, (lang, name) =>
      lowStockMail(lang, { name, threshold: config.lowStockThreshold, products, link }),
    );
  });
}

export const lowStockMailJob: Job = {
  name: JOB_NAME,
  everyMs: 10 * 60_000,
  run: async (config, db, log) => {
    const sent = await queueLowStockMail(config, db);
    if (sent) log.info({ admins: sent }, 'low-stock mail queued');
  },
};
