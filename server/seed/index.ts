import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';

/** Seeds the demo data set of D4 on an empty database; returns true when it did. */
export async function seedDemoData(db: Database, config: Config, log: Logger): Promise<boolean> {
  void db;
  void config;
  void log;
  return false;
}
