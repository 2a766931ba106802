import { type Kysely, sql } from 'kysely';

/**
 * Issue 28: an order's life after it is placed (docs/fulfilment.md).
 * - `fulfilment`: null while the order is not to be prepared (a card attempt, an offline order awaiting sales
 *   validation, orders placed before this migration); then to_prepare → preparing → partly_shipped → shipped →
 *   delivered, or cancelled. The contract's `state` and `status` keep their meaning beside it.
 * - `due_at`: 72 business hours after the payment or the sales validation (server/fulfilment/businessHours.ts).
 * - `preparing_at` / `preparing_by`: when and by which admin the preparation started (the timeline's entry).
 * - `holidays`: the public holidays that move with the lunar calendar, one row per day, set by the admin per year;
 *   the fixed-date ones are built in (D56).
 * The preparation queue reads orders to prepare oldest due first, on a partial index that holds only them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE orders
      ADD COLUMN fulfilment text CHECK (fulfilment IN ('to_prepare', 'preparing', 'partly_shipped', 'shipped', 'delivered', 'cancelled')),
      ADD COLUMN due_at timestamptz,
      ADD COLUMN preparing_at timestamptz,
      ADD COLUMN preparing_by integer;
    CREATE INDEX orders_preparation_queue ON orders (due_at, id) INCLUDE (wilaya_id)
      WHERE fulfilment IN ('to_prepare', 'preparing', 'partly_shipped');
    CREATE INDEX orders_preparation_queue_wilaya ON orders (wilaya_id, due_at, id)
      WHERE fulfilment IN ('to_prepare', 'preparing', 'partly_shipped');
    CREATE INDEX orders_fulfilment_newest ON orders (fulfilment, created_at DESC, id DESC) WHERE fulfilment IS NOT NULL;
    -- a pharmacy's shipments not delivered yet (its dashboard), without walking its delivered ones
    CREATE INDEX shipments_on_the_way ON shipments (pharmacy_id, created_at DESC, id DESC) WHERE delivered_at IS NULL;

    CREATE TABLE holidays (
      day date PRIMARY KEY,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
