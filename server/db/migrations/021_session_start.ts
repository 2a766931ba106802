import { type Kysely, sql } from 'kysely';

/**
 * Issue 26 point 9, an absolute session lifetime: every token of a family carries the moment its session was signed
 * in, so that a renewal never extends the session past SESSION_MAX_AGE (renewals used to restart the 30 days). Tokens
 * issued before this migration count their session from the migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens ADD COLUMN signed_in_at timestamptz NOT NULL DEFAULT now()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens DROP COLUMN signed_in_at`.execute(db);
}
