import { sql } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import { mailAdmins } from '../mail/queue.js';
import { lowStockMail } from '../mail/templates.js';
import { lowStockProducts } from './lowStock.js';

const JOB_NAME = 'low-stock mail';
/** 07:00 in Algiers (UTC+1): the mail is there when the day starts. */
export const LOW_STOCK_MAIL_HOUR_UTC = 6;

/**
 * Queues the day's low-stock mail to every admin, once per UTC day across all server instances: the day is
 * claimed in job_runs in the same transaction as the mails, so a second instance (or run) finds it taken.
 * Returns how many mails were queued (0 when already done today, too early, or nothing is low).
 */
export async function queueLowStockMail(config: Config, db: Database, now = new Date()): Promise<number> {
  if (now.getUTCHours() < LOW_STOCK_MAIL_HOUR_UTC) return 0;
  const day = now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('job_runs')
      .values({ name: JOB_NAME, day })
      .onConflict((oc) => oc.doNothing())
      .returning(sql<number>`1`.as('claimed'))
      .executeTakeFirst();
    if (!claimed) return 0;
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
