import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import { claimAlgiersDay, isAlgiersHourReached } from '../dailyClaim.js';
import type { Database } from '../db/index.js';
import type { Job } from '../job.js';
import { mailAdmins } from '../mail/queue.js';
import { hello, type MailContent, PORTAL_NAME, render } from '../mail/templates.js';
import { type ExpiryWatchLot, expiryWatch } from './expiryWatch.js';

const JOB_NAME = 'expiry mail';
/** Lots a mail lists; the screen has the rest. */
const MAIL_MAX_LOTS = 50;

const say = (lang: Lang, key: string, vars: Record<string, string | number> = {}) =>
  translate(lang, `lots.mail.${key}`, { portal: PORTAL_NAME, ...vars });
/** 2027-03-31 → 31/03/2027, as the screens print a day. */
const dayText = (iso: string) => iso.split('-').reverse().join('/');

/** The daily expiry mail to one admin, in the admin's language (issue 29 §4). */
export function expiryMail(
  lang: Lang,
  o: { name?: string | null; days: number; total: number; lots: ExpiryWatchLot[]; link: string },
): MailContent {
  const counted = { smart_count: o.total, days: o.days };
  return {
    subject: say(lang, 'subject', counted),
    ...render({
      lang,
      title: say(lang, 'title'),
      greeting: hello(lang, o.name),
      paragraphs: [
        say(lang, 'intro', counted),
        ...o.lots.map((l) =>
          say(lang, `line.${l.state}`, {
            ref: l.product_ref,
            name: l.product_name,
            lot: l.lot,
            expiry: dayText(l.expiry),
            on_hand: l.on_hand,
          }),
        ),
        ...(o.total > o.lots.length ? [say(lang, 'more', { smart_count: o.total - o.lots.length })] : []),
      ],
      action: { label: say(lang, 'action'), url: o.link },
      notes: [say(lang, 'note')],
    }),
  };
}

/**
 * Queues the day's expiry mail to every admin, once per Algiers day across all instances (the day is claimed in
 * job_runs in the same transaction as the mails): the lots of the expiry watch, expired ones holding stock included.
 * Nothing is sent when the watch is empty. Returns how many mails were queued.
 */
export async function queueExpiryMail(config: Config, db: Database, now = new Date()): Promise<number> {
  if (!isAlgiersHourReached(now)) return 0;
  return db.transaction().execute(async (trx) => {
    if (!(await claimAlgiersDay(trx, JOB_NAME, now))) return 0;
    const watch = await expiryWatch(trx, {
      offset: 0,
      limit: MAIL_MAX_LOTS,
      days: config.expiryWatchDays,
      minShelfLifeDays: config.minShelfLifeDays,
      now,
    });
    if (!watch.total) return 0;
    const link = `${config.webUrl}/admin/expiryWatch`;
    return mailAdmins(trx, (lang, name) =>
      expiryMail(lang, { name, days: config.expiryWatchDays, total: watch.total, lots: watch.lots, link }),
    );
  });
}

export const expiryMailJob: Job = {
  name: JOB_NAME,
  everyMs: 10 * 60_000,
  run: async (config, db, log) => {
    const sent = await queueExpiryMail(config, db);
    if (sent) log.info({ admins: sent }, 'expiry mail queued');
    return sent;
  },
};
