import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Database } from './index.js';
import * as init from './migrations/001_init.js';

/** Migrations are listed here (not read from disk) so they work from any working directory. */
const migrations: Record<string, Migration> = {
  '001_init': init,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Database): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
