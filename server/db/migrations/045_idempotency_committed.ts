import { type Kysely, sql } from 'kysely';

/**
 * D109 (issue 37 §4): an Idempotency-Key records, in the transaction of the write it guards, that this write
 * committed. A key whose answer was never stored (its instance killed between the commit and the answer) used to be
 * given up after 2 minutes, and the same request then ran again (a second payment). A committed key is never given
 * up before its 24 hours: a repeat is told the operation was already recorded, and nothing runs again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys ADD COLUMN committed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys DROP COLUMN committed_at`.execute(db);
}
