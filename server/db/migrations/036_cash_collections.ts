import { type Kysely, sql } from 'kysely';

/**
 * Issue 30 §5, D96: cash a franchisee collected from a pharmacy of its wilaya, waiting for the admin. A pending
 * collection is not money on the ledger yet; the admin's confirmation writes the cash payment (its entry id is kept
 * here) or a rejection with its reason. A collection is decided once: pending → confirmed or rejected.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE cash_collections (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      wilaya_id integer NOT NULL,
      franchisee_id integer NOT NULL,
      amount bigint NOT NULL CHECK (amount > 0),
      reference text,
      invoice_ids integer[] NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
      payment_entry_id integer UNIQUE REFERENCES ledger_entries(id),
      reason text,
      decided_by integer,
      decided_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'confirmed') = (payment_entry_id IS NOT NULL)),
      CHECK (status <> 'rejected' OR reason IS NOT NULL)
    );
    CREATE INDEX cash_collections_by_status ON cash_collections (status, id);
    CREATE INDEX cash_collections_of_wilaya ON cash_collections (wilaya_id, id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE cash_collections`.execute(db);
}
