import type { Logger } from 'pino';
import type { Config } from './config.js';
import { purgeJob } from './auth/purge.js';
import type { Database } from './db/index.js';
import { mailJob } from './mail/worker.js';
import { paymentReconcileJob } from './payments/reconcile.js';

/**
 * Periodic work: sending queued mail, releasing the stock of abandoned payments, purging expired tokens.
 * Each job registers itself in `jobs` below; returns a function that stops them.
 */
export interface Job {
  name: string;
  everyMs: number;
  run: (config: Config, db: Database, log: Logger) => Promise<void>;
}

export const jobs: Job[] = [mailJob, purgeJob, paymentReconcileJob];

export function startBackgroundJobs(config: Config, db: Database, log: Logger): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    return setInterval(async () => {
      if (running) return;
      running = true;
      try {
        await job.run(config, db, log);
      } catch (err) {
        log.error({ err, job: job.name }, 'background job failed');
      } finally {
        running = false;
      }
    }, job.everyMs);
  });
  return () => timers.forEach(clearInterval);
}
