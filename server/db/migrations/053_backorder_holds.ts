import { type Kysely, sql } from 'kysely';

/**
 * Issue 41 §1 (docs/shortages.md, D125): "hold the whole order until it can ship complete". A hold groups an offline
 * order's back-orders with the order and the orders their servings become; none of them enters the preparation
 * queue before the hold is released, when the last of its back-orders is served, cancelled or expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE pharmacies DROP CONSTRAINT pharmacies_backorder_policy_check;
    ALTER TABLE pharmacies ADD CONSTRAINT pharmacies_backorder_policy_check
      CHECK (backorder_policy IN ('keep', 'drop', 'hold'));

    CREATE TABLE backorder_holds (
      id serial PRIMARY KEY,
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      released_at timestamptz
    );
    CREATE INDEX backorder_holds_open ON backorder_holds (pharmacy_id) WHERE released_at IS NULL;

    ALTER TABLE backorders ADD COLUMN hold_id integer REFERENCES backorder_holds(id);
    CREATE INDEX backorders_hold ON backorders (hold_id) WHERE hold_id IS NOT NULL;
    ALTER TABLE orders ADD COLUMN hold_id integer REFERENCES backorder_holds(id);
    CREATE INDEX orders_hold ON orders (hold_id) WHERE hold_id IS NOT NULL;
  `.execute(db);
}
