import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 §4–§6 (docs/accounts.md, D100–D102):
 * - `allocations.reverses_id`: a reversing allocation (negative amount) undoes one allocation of a reversed payment,
 *   so its invoices are open again while both rows stay (append-only); an allocation is reversed once.
 * - `account_reminders`: which reminder (due + 1, + 15, + 30 days) went for which invoice entry; its primary key makes
 *   each one go once, whichever server instance claims it.
 * - indexes: a pharmacy's entries by date (the statement's opening balance and entries), invoices by due date (the
 *   reminders' search).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE allocations
      ADD COLUMN reverses_id integer UNIQUE REFERENCES allocations(id),
      DROP CONSTRAINT allocations_amount_check,
      ADD CONSTRAINT allocations_amount_check CHECK (CASE WHEN reverses_id IS NULL THEN amount > 0 ELSE amount < 0 END);

    CREATE TABLE account_reminders (
      ledger_entry_id integer NOT NULL REFERENCES ledger_entries(id),
      step smallint NOT NULL CHECK (step IN (1, 15, 30)),
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (ledger_entry_id, step)
    );

    CREATE INDEX ledger_entries_of_pharmacy_by_date ON ledger_entries (pharmacy_id, created_at);
    CREATE INDEX ledger_invoices_by_due ON ledger_entries (due_at) WHERE kind = 'invoice';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX ledger_invoices_by_due;
    DROP INDEX ledger_entries_of_pharmacy_by_date;
    DROP TABLE account_reminders;
    ALTER TABLE allocations DROP CONSTRAINT allocations_amount_check;
    ALTER TABLE allocations DROP COLUMN reverses_id;
    ALTER TABLE allocations ADD CONSTRAINT allocations_amount_check CHECK (amount > 0);
  `.execute(db);
}
