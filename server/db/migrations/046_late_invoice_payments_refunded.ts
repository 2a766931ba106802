import { type Kysely, sql } from 'kysely';

/**
 * Issue 37 §7 (D110): a replaced invoice payment paid late is refunded to the card, as a replaced order attempt is
 * (D27), where D98 kept it as credit on the account. Its states `late_paid` (charged, refund owed) and `refunded`;
 * `refund_claimed_at` is the claim of the caller that asks the gateway (taken over when older than 2 minutes). The
 * job finds the few owed through a partial index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE invoice_payments DROP CONSTRAINT IF EXISTS invoice_payments_status_check;
    ALTER TABLE invoice_payments ADD CONSTRAINT invoice_payments_status_check
      CHECK (status IN ('registered', 'paid', 'declined', 'error', 'expired', 'superseded', 'late_paid', 'refunded'));
    ALTER TABLE invoice_payments ADD COLUMN IF NOT EXISTS refund_claimed_at timestamptz;
    CREATE INDEX IF NOT EXISTS invoice_payments_late_paid ON invoice_payments (id) WHERE status = 'late_paid';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX invoice_payments_late_paid;
    ALTER TABLE invoice_payments DROP COLUMN refund_claimed_at;
  `.execute(db);
}
