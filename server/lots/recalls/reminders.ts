import { langFromHeader } from '../../../src/contract/constants.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { Job } from '../../job.js';
import { queueMail } from '../../mail/queue.js';
import { shownProductName } from '../../queries/products.js';
import { recallReminderMail } from './mails.js';

const JOB_NAME = 'recall reminders';
/** A pharmacy that has not answered this long after the recall started is reminded, once. */
export const RECALL_REMINDER_AFTER_MS = 48 * 3600_000;
const BATCH = 200;

/**
 * Queues the one reminder of each pharmacy that has not answered a recall 48 hours after it started (issue 29 §5).
 * The rows are claimed with FOR UPDATE SKIP LOCKED and marked `reminded_at` in the same transaction as their mails,
 * so two instances never remind the same pharmacy twice. Returns how many reminders were queued.
 */
export async function remindRecalls(config: Config, db: Database, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() - RECALL_REMINDER_AFTER_MS);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('recall_pharmacies as rp')
      .innerJoin('recalls as r', 'r.id', 'rp.recall_id')
      .innerJoin('pharmacies as p', 'p.id', 'rp.pharmacy_id')
      .select([
        'rp.recall_id',
        'rp.pharmacy_id',
        'rp.quantity_shipped',
        'p.name as pharmacy_name',
        'p.email',
        'p.language',
        'r.product_ref',
        'r.product_name',
        'r.product_name_ar',
        'r.lot',
        'r.reason',
        'r.started_at',
      ])
      .select((eb) => eb.fn<string | null>('to_char', ['r.expiry', eb.val('YYYY-MM-DD')]).as('expiry'))
      .where('rp.acknowledged_at', 'is', null)
      .where('rp.reminded_at', 'is', null)
      .where('r.started_at', '<=', due)
      .orderBy('rp.recall_id')
      .orderBy('rp.pharmacy_id')
      .limit(BATCH)
      .forUpdate('rp')
      .skipLocked()
      .execute();
    for (const r of rows) {
      await trx
        .updateTable('recall_pharmacies')
        .set({ reminded_at: now })
        .where('recall_id', '=', r.recall_id)
        .where('pharmacy_id', '=', r.pharmacy_id)
        .execute();
      const lang = langFromHeader(r.language);
      await queueMail(trx, {
        to: r.email,
        ...recallReminderMail(lang, {
          ref: r.product_ref,
          product: shownProductName(lang, { name: r.product_name, name_ar: r.product_name_ar }),
          lot: r.lot,
          expiry: r.expiry,
          reason: r.reason,
          pharmacyName: r.pharmacy_name,
          quantity: r.quantity_shipped,
          startedAt: new Date(r.started_at),
          link: `${config.webUrl}/pharmacy/recalls`,
        }),
      });
    }
    return rows.length;
  });
}

export const recallReminderJob: Job = {
  name: JOB_NAME,
  everyMs: 10 * 60_000,
  run: async (config, db, log) => {
    const sent = await remindRecalls(config, db);
    if (sent) log.info({ pharmacies: sent }, 'recall reminders queued');
    return sent;
  },
};
