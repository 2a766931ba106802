import { type Kysely, sql } from 'kysely';

/**
 * Issue 41 §1 (docs/shortages.md, D124): back-orders. A basket's back-ordered part of a line (what the stock cannot
 * give now, accepted with `backorder: true`); the back-orders kept from it at checkout, oldest first per product,
 * each with its expiry and what is left to serve; every serving, linked to the order it became. A pharmacy's
 * default for the rest of a short line. The unserved-demand report also counts back-orders dropped or expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pharmacies ADD COLUMN backorder_policy text NOT NULL DEFAULT 'keep'
      CHECK (backorder_policy IN ('keep', 'drop'));

    CREATE TABLE basket_backorders (
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      product_id integer NOT NULL REFERENCES products(id),
      quantity integer NOT NULL CHECK (quantity > 0),
      added_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (pharmacy_id, product_id)
    );

    CREATE TABLE backorders (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      wilaya_id integer NOT NULL,
      product_id integer NOT NULL REFERENCES products(id),
      address_id integer,
      source_order_id integer REFERENCES orders(id),
      ordered_quantity integer NOT NULL CHECK (ordered_quantity > 0),
      quantity integer NOT NULL CHECK (quantity >= 0 AND quantity <= ordered_quantity),
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'served', 'cancelled', 'expired')),
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      ended_at timestamptz,
      CHECK ((status = 'waiting') = (ended_at IS NULL))
    );
    CREATE INDEX backorders_queue ON backorders (product_id, created_at, id) WHERE status = 'waiting';
    CREATE INDEX backorders_expiry ON backorders (expires_at) WHERE status = 'waiting';
    CREATE INDEX backorders_pharmacy ON backorders (pharmacy_id, created_at DESC);

    CREATE TABLE backorder_servings (
      id serial PRIMARY KEY,
      backorder_id integer NOT NULL REFERENCES backorders(id),
      order_id integer NOT NULL REFERENCES orders(id),
      quantity integer NOT NULL CHECK (quantity > 0),
      served_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX backorder_servings_backorder ON backorder_servings (backorder_id);
    CREATE INDEX backorder_servings_order ON backorder_servings (order_id);

    ALTER TABLE unserved_demand DROP CONSTRAINT unserved_demand_kind_check;
    ALTER TABLE unserved_demand ADD CONSTRAINT unserved_demand_kind_check
      CHECK (kind IN ('capped', 'refused', 'search', 'dropped', 'expired'));
  `.execute(db);
}
