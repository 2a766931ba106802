import { type Kysely, sql } from 'kysely';

/**
 * Issue 28, after the order (D60–D63).
 * - Disputes ("report a problem") on a delivered order: the claimed lines, up to 3 photos, the messages between the
 *   pharmacy and the admin, and how the admin settled it. `wilaya_id` and `pharmacy_id` are copied from the order
 *   so the franchisee's and the pharmacy's lists read on one index; the admin's queue reads open disputes by due
 *   time (overdue first) on `disputes_queue`.
 * - Credit notes (avoirs), the ledger's (server/ledger/): numbered gap-free per year by their own counter beside
 *   the invoices', each referring to the invoice it corrects. A dispute has at most one credit note (unique), so two
 *   resolutions at once never credit twice.
 * - Cancellations of what an order has not shipped yet: what was cancelled, per product, beside the shipments, so
 *   the order's own rows (and their rollup triggers) are never rewritten.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credit_note_counters (
      year integer PRIMARY KEY,
      last_seq integer NOT NULL
    );
    CREATE TABLE credit_notes (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id),
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      wilaya_id integer NOT NULL,
      year integer NOT NULL,
      seq integer NOT NULL,
      number text NOT NULL UNIQUE,
      invoice_number text NOT NULL,
      source text NOT NULL CHECK (source IN ('dispute', 'cancellation')),
      reason text,
      price_without_tax bigint NOT NULL CHECK (price_without_tax >= 0),
      tax_rate numeric(5,2) NOT NULL,
      tax_amount bigint NOT NULL CHECK (tax_amount >= 0),
      stamp_duty bigint NOT NULL DEFAULT 0 CHECK (stamp_duty >= 0),
      total bigint NOT NULL CHECK (total >= 0),
      refunded_to_card bigint NOT NULL DEFAULT 0,
      created_by integer,
      issued_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (year, seq)
    );
    CREATE INDEX credit_notes_of_order ON credit_notes (order_id, id);
    CREATE INDEX credit_notes_of_pharmacy ON credit_notes (pharmacy_id, id DESC);
    CREATE TABLE credit_note_lines (
      credit_note_id integer NOT NULL REFERENCES credit_notes(id) ON DELETE CASCADE,
      product_id integer NOT NULL,
      ref text NOT NULL,
      name text NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      unit_price bigint NOT NULL,
      total bigint NOT NULL,
      PRIMARY KEY (credit_note_id, product_id)
    );

    CREATE TABLE disputes (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id),
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      wilaya_id integer NOT NULL,
      comment text NOT NULL DEFAULT '',
      opened_at timestamptz NOT NULL DEFAULT now(),
      due_at timestamptz NOT NULL,
      resolution text CHECK (resolution IN ('refused', 'replacement', 'credit_note')),
      resolution_reason text,
      resolved_at timestamptz,
      resolved_by integer,
      credit_note_id integer UNIQUE REFERENCES credit_notes(id),
      replacement_shipment_id integer REFERENCES shipments(id)
    );
    CREATE INDEX disputes_queue ON disputes ((resolved_at IS NOT NULL), due_at, id);
    CREATE INDEX disputes_of_pharmacy ON disputes (pharmacy_id, id DESC);
    CREATE INDEX disputes_of_wilaya ON disputes (wilaya_id, id DESC);
    CREATE INDEX disputes_of_order ON disputes (order_id);
    ALTER TABLE credit_notes ADD COLUMN dispute_id integer UNIQUE REFERENCES disputes(id);

    CREATE TABLE dispute_lines (
      dispute_id integer NOT NULL REFERENCES disputes(id) ON DELETE CASCADE,
      product_id integer NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      reason text NOT NULL CHECK (reason IN ('missing', 'damaged', 'wrong_product', 'short_expiry', 'other')),
      PRIMARY KEY (dispute_id, product_id)
    );
    CREATE TABLE dispute_photos (
      id serial PRIMARY KEY,
      dispute_id integer NOT NULL REFERENCES disputes(id) ON DELETE CASCADE,
      path text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX dispute_photos_of_dispute ON dispute_photos (dispute_id, id);
    CREATE TABLE dispute_messages (
      id serial PRIMARY KEY,
      dispute_id integer NOT NULL REFERENCES disputes(id) ON DELETE CASCADE,
      author_role text NOT NULL CHECK (author_role IN ('pharmacy', 'admin')),
      author_id integer NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX dispute_messages_of_dispute ON dispute_messages (dispute_id, id);

    CREATE TABLE order_cancellations (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id),
      created_by integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      amount bigint NOT NULL CHECK (amount >= 0),
      credit_note_id integer REFERENCES credit_notes(id),
      refund_status text NOT NULL DEFAULT 'none' CHECK (refund_status IN ('none', 'pending', 'done', 'failed'))
    );
    CREATE INDEX order_cancellations_of_order ON order_cancellations (order_id, id);
    CREATE TABLE order_cancellation_lines (
      cancellation_id integer NOT NULL REFERENCES order_cancellations(id) ON DELETE CASCADE,
      product_id integer NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      PRIMARY KEY (cancellation_id, product_id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE order_cancellation_lines, order_cancellations, dispute_messages, dispute_photos, dispute_lines;
    ALTER TABLE credit_notes DROP COLUMN dispute_id;
    DROP TABLE disputes, credit_note_lines, credit_notes, credit_note_counters;
  `.execute(db);
}
