import { type Kysely, sql } from 'kysely';

/**
 * Issue 26.
 * - Point 18: an offline order awaiting sales validation can be rejected by an admin (state 'rejected'): when and
 *   why are kept on the order, printed on its invoice and mailed to the pharmacy.
 * - Point 6: an invoice PDF is drawn once per language and kept here, in the database every instance shares
 *   (DATA_DIR may be one per instance behind nginx); `fingerprint` digests what the PDF prints, so a change of
 *   its inputs (a cash order validated or rejected, a refund, the buyer's details) draws it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE orders ADD COLUMN rejected_at timestamptz, ADD COLUMN rejection_reason text`.execute(db);
  await sql`
    CREATE TABLE invoice_pdfs (
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      lang text NOT NULL,
      fingerprint text NOT NULL,
      pdf bytea NOT NULL,
      rendered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, lang)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE invoice_pdfs`.execute(db);
  await sql`ALTER TABLE orders DROP COLUMN rejected_at, DROP COLUMN rejection_reason`.execute(db);
}
