import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/index.js';

/** A periodic piece of work run by every server instance (see jobs.ts); it must be safe to run concurrently. */
export interface Job {
  name: string;
  everyMs: number;
  /** May return how many items it handled (portal_job_items_total). */
  run: (config: Config, db: Database, log: Logger) => Promise<number | void>;
}
