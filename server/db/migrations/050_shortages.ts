import { type Kysely, sql } from 'kysely';

/**
 * Issue 41 (docs/shortages.md): a product's substitutes in the admin's order, the pharmacies' "tell me when it is
 * back" requests (one waiting per pharmacy and product; told once, oldest first), and a product's quota per
 * pharmacy over a rolling period of days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_substitutes (
      product_id integer NOT NULL REFERENCES products(id),
      substitute_id integer NOT NULL REFERENCES products(id),
      position integer NOT NULL,
      PRIMARY KEY (product_id, substitute_id),
      CHECK (product_id <> substitute_id)
    );

    CREATE TABLE availability_requests (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      product_id integer NOT NULL REFERENCES products(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      notified_at timestamptz
    );
    CREATE UNIQUE INDEX availability_requests_waiting ON availability_requests (pharmacy_id, product_id)
      WHERE notified_at IS NULL;
    CREATE INDEX availability_requests_product ON availability_requests (product_id, created_at, id)
      WHERE notified_at IS NULL;
    CREATE INDEX availability_requests_pharmacy ON availability_requests (pharmacy_id, created_at DESC);

    CREATE TABLE product_quotas (
      product_id integer PRIMARY KEY REFERENCES products(id),
      per_pharmacy integer NOT NULL CHECK (per_pharmacy >= 1),
      period_days integer NOT NULL CHECK (period_days >= 1),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
