import { type Kysely, sql } from 'kysely';

/**
 * Issue 29 §5 (docs/lots.md "Recalls", D91–D93): recalls of a lot.
 * - `recalls`: one per lot (product + lot number), with copies of the product's reference and name, the lot's number
 *   and expiry (the recall outlives the product, as the trace does: D83) and the units blocked when it started.
 * - `recall_pharmacies`: each pharmacy that received the lot, found from the shipments when the recall started, with
 *   its wilaya, the units shipped and the first and last shipment dates; its answer (units still on hand) and the one
 *   reminder it may get.
 * - `recall_short_orders`: the unshipped orders the other lots could no longer cover when the lot was blocked (D91).
 * - `shipment_lot_lines_trace`: the trace of a lot (product + lot number) is read on an index, shipment by shipment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recalls (
      id serial PRIMARY KEY,
      product_id integer NOT NULL,
      lot_id integer REFERENCES lots(id) ON DELETE SET NULL,
      product_ref text NOT NULL,
      product_name text NOT NULL,
      product_name_ar text,
      lot text NOT NULL CHECK (lot <> ''),
      expiry date,
      reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
      started_at timestamptz NOT NULL DEFAULT now(),
      started_by integer,
      started_by_name text NOT NULL,
      blocked_units integer NOT NULL CHECK (blocked_units >= 0)
    );
    CREATE UNIQUE INDEX recalls_of_lot ON recalls (product_id, lot);
    CREATE INDEX recalls_newest ON recalls (started_at DESC, id DESC);

    CREATE TABLE recall_pharmacies (
      recall_id integer NOT NULL REFERENCES recalls(id) ON DELETE CASCADE,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id) ON DELETE CASCADE,
      wilaya_id integer NOT NULL,
      quantity_shipped integer NOT NULL CHECK (quantity_shipped > 0),
      first_shipped_at timestamptz NOT NULL,
      last_shipped_at timestamptz NOT NULL,
      acknowledged_at timestamptz,
      quantity_on_hand integer CHECK (quantity_on_hand BETWEEN 0 AND 999999),
      reminded_at timestamptz,
      PRIMARY KEY (recall_id, pharmacy_id),
      CHECK ((acknowledged_at IS NULL) = (quantity_on_hand IS NULL))
    );
    CREATE INDEX recall_pharmacies_of_pharmacy ON recall_pharmacies (pharmacy_id, recall_id);
    CREATE INDEX recall_pharmacies_of_wilaya ON recall_pharmacies (wilaya_id, recall_id);
    CREATE INDEX recall_pharmacies_unanswered ON recall_pharmacies (recall_id) WHERE acknowledged_at IS NULL AND reminded_at IS NULL;

    CREATE TABLE recall_short_orders (
      recall_id integer NOT NULL REFERENCES recalls(id) ON DELETE CASCADE,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      order_no text NOT NULL,
      missing integer NOT NULL CHECK (missing > 0),
      PRIMARY KEY (recall_id, order_id)
    );

    CREATE INDEX shipment_lot_lines_trace ON shipment_lot_lines (product_id, lot, shipment_id) INCLUDE (quantity);
  `.execute(db);
}
