import { type Kysely, sql } from 'kysely';

/**
 * Issue 28: what leaves the warehouse. An order ships in one or more shipments; each carries its lines.
 * `kind` tells an order's own shipment ('order', counted against what was ordered) from a dispute's replacement
 * ('replacement', which ships again what a dispute claimed and never counts against the order).
 * `pharmacy_id` is copied from the order so a pharmacy's shipments are read on one index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE carriers (
      id serial PRIMARY KEY,
      name text NOT NULL,
      tracking_url_template text,
      is_demo boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX carriers_name_unique ON carriers (lower(name));

    CREATE TABLE shipments (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id),
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      kind text NOT NULL DEFAULT 'order' CHECK (kind IN ('order', 'replacement')),
      carrier_id integer REFERENCES carriers(id),
      tracking_no text,
      created_by integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      delivered_at timestamptz,
      receiver_name text,
      delivered_by_role text,
      delivered_by integer
    );
    CREATE INDEX shipments_of_order ON shipments (order_id, id);
    CREATE INDEX shipments_of_pharmacy ON shipments (pharmacy_id, created_at DESC, id DESC);

    CREATE TABLE shipment_lines (
      shipment_id integer NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
      product_id integer NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (shipment_id, product_id)
    );
  `.execute(db);
}
