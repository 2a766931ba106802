import { type Kysely, sql } from 'kysely';

/**
 * Issue 41 §5 (docs/shortages.md): what pharmacies asked for and did not get, one row per event: a quantity capped
 * at the stock or a quota (order again, quick order), a basket quantity refused beyond the stock, a search that found
 * the product out of stock. The "tell me" requests are read from their own table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE unserved_demand (
      id bigserial PRIMARY KEY,
      product_id integer NOT NULL REFERENCES products(id),
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      wilaya_id integer NOT NULL,
      kind text NOT NULL CHECK (kind IN ('capped', 'refused', 'search')),
      quantity integer NOT NULL CHECK (quantity >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX unserved_demand_created ON unserved_demand (created_at, product_id);
    CREATE INDEX availability_requests_created ON availability_requests (created_at);
  `.execute(db);
}
