import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '../src/contract/constants.js';
import type { Config } from './config.js';
import type { Database } from './db/index.js';

/** What every route module receives. */
export interface AppContext {
  config: Config;
  db: Database;
  /** The guard of a role's calls (auth/guard.ts). */
  guard: (role: Role) => preHandlerAsyncHookHandler;
  /** Folder of uploaded and seeded images, served under /media/. */
  mediaDir: string;
}
