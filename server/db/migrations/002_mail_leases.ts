import { type Kysely, sql } from 'kysely';

/**
 * Outgoing mail: `holds_secret` marks a mail carrying a single-use link, whose body is cleared once sent or
 * given up; `claim` numbers each lease, so a worker whose lease was taken over cannot record the result.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE outgoing_mail
      ADD COLUMN holds_secret boolean NOT NULL DEFAULT false,
      ADD COLUMN claim integer NOT NULL DEFAULT 0;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE outgoing_mail DROP COLUMN holds_secret, DROP COLUMN claim;`.execute(db);
}
