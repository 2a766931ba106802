import { type Kysely, sql } from 'kysely';

/**
 * Issue 26: a superseded or cancelled card attempt paid late in a tab left open is refunded automatically
 * (payments.status `late_paid` until the gateway made the refund, then `refunded`; D27). The reconciliation job
 * looks every minute for refunds still owed: this index holds those few rows and nothing else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX payments_late_paid ON payments (id) WHERE status = 'late_paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX payments_late_paid`.execute(db);
}
