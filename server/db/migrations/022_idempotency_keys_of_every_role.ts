import { type Kysely, sql } from 'kysely';

/**
 * Issue 26 §7: the back office's create dialogs send an `Idempotency-Key` too (a double click on the category
 * dialog's Create must make one category), so a key belongs to an account of any role, not only to a pharmacy:
 * `pharmacy_id` becomes `account_id` with its `role`, and the key is unique per account. The link to pharmacies
 * goes (an admin's id is not a pharmacy's); keys live 24 hours and pharmacies are withdrawn, never deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE idempotency_keys DROP CONSTRAINT IF EXISTS idempotency_keys_pkey;
    ALTER TABLE idempotency_keys DROP CONSTRAINT IF EXISTS idempotency_keys_pharmacy_id_fkey;
    ALTER TABLE idempotency_keys RENAME COLUMN pharmacy_id TO account_id;
    ALTER TABLE idempotency_keys ADD COLUMN role text NOT NULL DEFAULT 'pharmacy' CHECK (role IN ('admin', 'franchise', 'pharmacy'));
    ALTER TABLE idempotency_keys ALTER COLUMN role DROP DEFAULT;
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (role, account_id, key);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM idempotency_keys WHERE role <> 'pharmacy';
    ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
    ALTER TABLE idempotency_keys DROP COLUMN role;
    ALTER TABLE idempotency_keys RENAME COLUMN account_id TO pharmacy_id;
    DELETE FROM idempotency_keys k WHERE NOT EXISTS (SELECT 1 FROM pharmacies p WHERE p.id = k.pharmacy_id);
    ALTER TABLE idempotency_keys ADD PRIMARY KEY (pharmacy_id, key);
    ALTER TABLE idempotency_keys ADD FOREIGN KEY (pharmacy_id) REFERENCES pharmacies(id) ON DELETE CASCADE;
  `.execute(db);
}
