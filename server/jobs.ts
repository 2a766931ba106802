import type { Logger } from 'pino';
import type { Config } from './config.js';
import { purgeJob } from './auth/purge.js';
import type { Database } from './db/index.js';
import { idempotencyPurgeJob } from './http/idempotency.js';
import { invoiceNumberingJob } from './invoices/numbering.js';
import type { Job } from './job.js';
import { mailJob } from './mail/worker.js';
import { overdueReminderJob } from './ledger/reminders.js';
import { jobDuration, jobItems, jobRuns } from './metrics.js';
import { paymentReconcileJob } from './payments/reconcile.js';
import { expiryMailJob } from './lots/expiryMail.js';
import { expiryMoveJob } from './lots/expiryMove.js';
import { recallReminderJob } from './lots/recalls/reminders.js';
import { lowStockMailJob } from './stock/lowStockMail.js';
import { backInStockJob } from './shortages/availability.js';
import { backordersJob } from './orders/backordersJob.js';
import { searchDemandJob } from './shortages/demand.js';

/**
 * Periodic work: sending queued mail, releasing the stock of abandoned payments, purging expired tokens, the
 * admins' daily low-stock and expiry mails, the midnight move of lots out of the available stock and the reminders
 * of unanswered recalls (issue 29), the back-in-stock notices (issue 41), numbering invoices left provisional, the overdue-invoice reminders (issue 30). Each job is listed in `jobs` below and claims
 * its rows itself, so every instance may run them all.
 */
export const jobs: Job[] = [
  mailJob,
  purgeJob,
  paymentReconcileJob,
  idempotencyPurgeJob,
  lowStockMailJob,
  invoiceNumberingJob,
  expiryMoveJob,
  expiryMailJob,
  recallReminderJob,
  overdueReminderJob,
  backInStockJob,
  backordersJob,
  searchDemandJob,
];

/** Starts the jobs; the returned function stops them and resolves once the runs under way have ended. */
export function startBackgroundJobs(config: Config, db: Database, log: Logger): () => Promise<void> {
  const running = new Map<string, Promise<void>>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      if (running.has(job.name)) return;
      const stopTimer = jobDuration.startTimer({ job: job.name });
      const run = job
        .run(config, db, log)
        .then((items) => {
          jobRuns.inc({ job: job.name, result: 'ok' });
          if (items) jobItems.inc({ job: job.name }, items);
        })
        .catch((err: unknown) => {
          jobRuns.inc({ job: job.name, result: 'failed' });
          log.error({ err, job: job.name }, 'background job failed');
        })
        .finally(() => {
          stopTimer();
          running.delete(job.name);
        });
      running.set(job.name, run);
    }, config.jobIntervalMs ?? job.everyMs),
  );
  return async () => {
    timers.forEach(clearInterval);
    await Promise.all(running.values());
  };
}
