import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 §6 (D103): the receivables list of 2 000 pharmacies reads two rollups instead of summing every ledger
 * entry and allocation at each request.
 * - `account_balances`: per pharmacy (every one, from its creation), sum(debit − credit) of its entries and what its
 *   credits hold unallocated.
 * - `open_debits`: every debit with something left to pay, with what is left; the aged buckets of a page are
 *   summed from these rows only.
 * Statement-level triggers (transition tables, so a bulk insert is one aggregate) keep both in the writing
 * statement's transaction: a balance always equals its entries, whatever writes them. They never hold money of their
 * own: `ledger_rollups_rebuilt` recomputes them from the entries, and the tests compare the two.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE account_balances (
      pharmacy_id integer PRIMARY KEY REFERENCES pharmacies(id),
      balance bigint NOT NULL DEFAULT 0,
      unallocated bigint NOT NULL DEFAULT 0 CHECK (unallocated >= 0)
    );
    CREATE INDEX account_balances_by_balance ON account_balances (balance DESC, pharmacy_id);

    CREATE TABLE open_debits (
      entry_id integer PRIMARY KEY REFERENCES ledger_entries(id),
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      kind text NOT NULL,
      due_at timestamptz,
      left_to_pay bigint NOT NULL CHECK (left_to_pay > 0)
    );
    -- a page's aging reads only this index (index-only scan): a pharmacy's open debits lie all over the table
    CREATE INDEX open_debits_of_pharmacy ON open_debits (pharmacy_id) INCLUDE (kind, due_at, left_to_pay);

    CREATE FUNCTION account_rollups_of_entries() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO account_balances AS b (pharmacy_id, balance, unallocated)
        SELECT pharmacy_id, sum(debit - credit), sum(credit) FROM new_entries GROUP BY pharmacy_id
        ON CONFLICT (pharmacy_id) DO UPDATE SET balance = b.balance + EXCLUDED.balance, unallocated = b.unallocated + EXCLUDED.unallocated;
      INSERT INTO open_debits (entry_id, pharmacy_id, kind, due_at, left_to_pay)
        SELECT id, pharmacy_id, kind, due_at, debit FROM new_entries WHERE debit > 0;
      RETURN NULL;
    END $$;
    CREATE TRIGGER ledger_entries_rollups AFTER INSERT ON ledger_entries
      REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION account_rollups_of_entries();

    -- a reversing allocation (negative) opens its debit again, so a debit's row is recomputed from its allocations
    CREATE FUNCTION account_rollups_of_allocations() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE account_balances b SET unallocated = b.unallocated - n.amount
        FROM (SELECT pharmacy_id, sum(amount) AS amount FROM new_allocations GROUP BY pharmacy_id) n
        WHERE b.pharmacy_id = n.pharmacy_id;
      DELETE FROM open_debits WHERE entry_id IN (SELECT debit_entry_id FROM new_allocations);
      INSERT INTO open_debits (entry_id, pharmacy_id, kind, due_at, left_to_pay)
        SELECT e.id, e.pharmacy_id, e.kind, e.due_at, e.debit - paid.amount
        FROM ledger_entries e
        JOIN (SELECT a.debit_entry_id, sum(a.amount) AS amount FROM allocations a
              WHERE a.debit_entry_id IN (SELECT debit_entry_id FROM new_allocations) GROUP BY a.debit_entry_id) paid
          ON paid.debit_entry_id = e.id
        WHERE e.debit > paid.amount;
      RETURN NULL;
    END $$;
    CREATE TRIGGER allocations_rollups AFTER INSERT ON allocations
      REFERENCING NEW TABLE AS new_allocations FOR EACH STATEMENT EXECUTE FUNCTION account_rollups_of_allocations();

    -- every pharmacy has its row from the start, so the receivables page is read in balance order on the index
    CREATE FUNCTION account_balances_of_pharmacies() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO account_balances (pharmacy_id) SELECT id FROM new_pharmacies ON CONFLICT (pharmacy_id) DO NOTHING;
      RETURN NULL;
    END $$;
    CREATE TRIGGER pharmacies_account_balance AFTER INSERT ON pharmacies
      REFERENCING NEW TABLE AS new_pharmacies FOR EACH STATEMENT EXECUTE FUNCTION account_balances_of_pharmacies();

    CREATE FUNCTION ledger_rollups_rebuilt() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM open_debits;
      DELETE FROM account_balances;
      INSERT INTO account_balances (pharmacy_id, balance, unallocated)
        SELECT p.id, coalesce(e.balance, 0), coalesce(e.credits, 0) - coalesce((SELECT sum(a.amount) FROM allocations a WHERE a.pharmacy_id = p.id), 0)
        FROM pharmacies p
        LEFT JOIN (SELECT pharmacy_id, sum(debit - credit) AS balance, sum(credit) AS credits FROM ledger_entries GROUP BY pharmacy_id) e ON e.pharmacy_id = p.id;
      INSERT INTO open_debits (entry_id, pharmacy_id, kind, due_at, left_to_pay)
        SELECT e.id, e.pharmacy_id, e.kind, e.due_at, e.debit - coalesce(paid.amount, 0)
        FROM ledger_entries e
        LEFT JOIN (SELECT debit_entry_id, sum(amount) AS amount FROM allocations GROUP BY debit_entry_id) paid ON paid.debit_entry_id = e.id
        WHERE e.debit > coalesce(paid.amount, 0);
    END $$;
    SELECT ledger_rollups_rebuilt();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER pharmacies_account_balance ON pharmacies;
    DROP FUNCTION account_balances_of_pharmacies();
    DROP TRIGGER allocations_rollups ON allocations;
    DROP TRIGGER ledger_entries_rollups ON ledger_entries;
    DROP FUNCTION ledger_rollups_rebuilt();
    DROP FUNCTION account_rollups_of_allocations();
    DROP FUNCTION account_rollups_of_entries();
    DROP TABLE open_debits;
    DROP TABLE account_balances;
  `.execute(db);
}
