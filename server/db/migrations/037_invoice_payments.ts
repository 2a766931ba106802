import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 §4, paying several invoices at once by card (D98, D99).
 * - invoice_payments: one SATIM attempt of a pharmacy for the sum of what was left on the invoices it chose, with
 *   the gateway's answer, as `payments` holds an order's attempt. `expires_at` is when the reconciliation job asks
 *   the gateway about it (an open attempt left, or a replaced one whose gateway page may still be paid); cleared once
 *   nothing is left to watch. `ledger_entry_id` is its card credit once paid.
 * - invoice_payment_items: the invoices it names and what was left on each at registration time.
 * - one card credit per SATIM order number among the credits without an order (the invoice payments), so a
 *   confirmation replayed past every other guard still cannot credit twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE invoice_payments (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      order_number text NOT NULL UNIQUE,
      provider_order_id text UNIQUE,
      amount bigint NOT NULL CHECK (amount > 0),
      status text NOT NULL DEFAULT 'registered'
        CHECK (status IN ('registered', 'paid', 'declined', 'error', 'expired', 'superseded')),
      lang text NOT NULL,
      form_url text,
      resp_code text,
      resp_code_desc text,
      approval_code text,
      pan_masked text,
      error_message text,
      raw jsonb,
      ledger_entry_id integer UNIQUE REFERENCES ledger_entries(id),
      expires_at timestamptz,
      confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX invoice_payments_open ON invoice_payments (pharmacy_id) WHERE status = 'registered';
    CREATE INDEX invoice_payments_watched ON invoice_payments (expires_at) WHERE expires_at IS NOT NULL;

    CREATE TABLE invoice_payment_items (
      invoice_payment_id integer NOT NULL REFERENCES invoice_payments(id),
      position integer NOT NULL,
      invoice_id integer NOT NULL REFERENCES invoices(id),
      debit_entry_id integer NOT NULL REFERENCES ledger_entries(id),
      amount bigint NOT NULL CHECK (amount > 0),
      PRIMARY KEY (invoice_payment_id, invoice_id)
    );

    CREATE UNIQUE INDEX ledger_card_payment_of_reference ON ledger_entries (reference)
      WHERE kind = 'payment' AND method = 'card' AND order_id IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX ledger_card_payment_of_reference;
    DROP TABLE invoice_payment_items;
    DROP TABLE invoice_payments;
  `.execute(db);
}
