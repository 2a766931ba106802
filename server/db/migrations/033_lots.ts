import { type Kysely, sql } from 'kysely';
import { heldUnitsSql } from '../../lots/held.js';

/**
 * Issue 29 (docs/lots.md, D78–D81): stock in lots.
 * - `products.gtin`: the optional GTIN, stored as 14 digits, unique among live products.
 * - `lots`: a product's lots: lot number ('' for the opening lot), expiry (null when unknown: the opening lot), units
 *   on hand, `sellable` (its units count in `products.quantity`, the stock available to order) and `blocked` (a recall).
 *   Every product has its opening lot, made by a trigger when the product is inserted, holding the stock it is
 *   created with; here, the products there are get theirs with their stock plus what orders hold of it (D79).
 * - `shipment_lot_lines`: the lots each shipped line was taken from, with the lot number and expiry copied: a withdrawn
 *   product removed with its category (its lots go with it) keeps the trace a recall reads (D83).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE products ADD COLUMN gtin text CHECK (gtin ~ '^[0-9]{14}$');
    CREATE UNIQUE INDEX products_gtin_unique ON products (gtin) WHERE gtin IS NOT NULL AND deleted_at IS NULL;

    CREATE TABLE lots (
      id serial PRIMARY KEY,
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      lot text NOT NULL DEFAULT '',
      expiry date,
      on_hand integer NOT NULL DEFAULT 0 CHECK (on_hand >= 0),
      sellable boolean NOT NULL DEFAULT true,
      blocked boolean NOT NULL DEFAULT false,
      received_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((lot = '') = (expiry IS NULL))
    );
    CREATE UNIQUE INDEX lots_of_product ON lots (product_id, lot);
    CREATE INDEX lots_fefo ON lots (product_id, expiry NULLS LAST, id) WHERE on_hand > 0;
    CREATE INDEX lots_by_expiry ON lots (expiry) WHERE on_hand > 0;

    CREATE TABLE shipment_lot_lines (
      shipment_id integer NOT NULL REFERENCES shipments(id) ON DELETE CASCADE,
      product_id integer NOT NULL,
      lot_id integer REFERENCES lots(id) ON DELETE SET NULL,
      lot text NOT NULL,
      expiry date,
      quantity integer NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (shipment_id, product_id, lot)
    );
    CREATE INDEX shipment_lot_lines_of_lot ON shipment_lot_lines (lot_id, shipment_id);

    CREATE FUNCTION portal_opening_lot() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO public.lots (product_id, lot, expiry, on_hand) VALUES (NEW.id, '', NULL, NEW.quantity);
      RETURN NEW;
    END $$;
    CREATE TRIGGER products_opening_lot AFTER INSERT ON products FOR EACH ROW EXECUTE FUNCTION portal_opening_lot();
  `.execute(db);
  await sql`
    INSERT INTO lots (product_id, lot, expiry, on_hand)
    SELECT p.id, '', NULL, p.quantity + coalesce(h.held, 0)
    FROM products p LEFT JOIN (${heldUnitsSql}) h ON h.product_id = p.id`.execute(db);
}
