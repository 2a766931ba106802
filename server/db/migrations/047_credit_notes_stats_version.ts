import { type Kysely, sql } from 'kysely';

/**
 * Issue 37 §14: the dashboards' net revenue takes the credit notes off, so a credit note written (an offline order's
 * dispute touches no order row) moves `stats_version` at its commit, as orders do (migration 014).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE CONSTRAINT TRIGGER credit_notes_stats_version AFTER INSERT OR UPDATE OR DELETE ON credit_notes
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stats_version_bump();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER credit_notes_stats_version ON credit_notes`.execute(db);
}
