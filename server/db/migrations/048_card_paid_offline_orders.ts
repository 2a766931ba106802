import { type Kysely, sql } from 'kysely';

/**
 * Issue 37 §12 (D114): an offline order whose invoice was wholly paid by card from My account (pay_invoices) reads as
 * paid by card. `orders.card_invoice_payment_id` names the invoice payment that paid it (its SATIM transaction is
 * printed on the invoice); a card payment carries no stamp duty, so the duty still on the invoice is given back by a
 * credit note of source `stamp_duty` (no line, HT and TVA 0, its stamp duty the amount).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders ADD COLUMN IF NOT EXISTS card_invoice_payment_id integer REFERENCES invoice_payments(id);
    ALTER TABLE credit_notes DROP CONSTRAINT IF EXISTS credit_notes_source_check;
    ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_source_check CHECK (source IN ('dispute', 'cancellation', 'refund', 'stamp_duty'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE credit_notes DROP CONSTRAINT IF EXISTS credit_notes_source_check;
    ALTER TABLE credit_notes ADD CONSTRAINT credit_notes_source_check CHECK (source IN ('dispute', 'cancellation', 'refund'));
    ALTER TABLE orders DROP COLUMN card_invoice_payment_id;
  `.execute(db);
}
