import { type Kysely, sql } from 'kysely';

/**
 * Card attempts that survive several tabs, lost answers and several server instances (issue 10):
 * - orders.state gains `superseded` (a newer attempt of the same basket replaced it) and `cancelled` (the
 *   pharmacy cancelled it); both are watched by the reconciliation job until their gateway session is over;
 * - idempotency_keys: the first answer to a pharmacy's `Idempotency-Key`, kept 24 h;
 * - sandbox_orders: the SATIM sandbox's bank side, in the database so every instance and a restart see it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX orders_open_attempts ON orders (pharmacy_id) WHERE state = 'awaiting_payment';
    CREATE INDEX orders_closed_attempts ON orders (expires_at) WHERE state IN ('superseded', 'cancelled');

    CREATE TABLE idempotency_keys (
      pharmacy_id integer NOT NULL REFERENCES pharmacies(id) ON DELETE CASCADE,
      key text NOT NULL,
      -- method, route and a hash of the body: the same key with another request is refused
      fingerprint text NOT NULL,
      -- null while the first request is still being answered
      status_code smallint,
      response text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (pharmacy_id, key)
    );
    CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);

    CREATE TABLE sandbox_orders (
      id uuid PRIMARY KEY,
      order_number text NOT NULL UNIQUE,
      amount bigint NOT NULL,
      currency text NOT NULL,
      return_url text NOT NULL,
      fail_url text NOT NULL,
      description text NOT NULL,
      lang text NOT NULL,
      terminal_id text NOT NULL,
      udf1 text,
      -- 0 registered, 2 deposited, 4 refunded, 6 declined
      status smallint NOT NULL DEFAULT 0,
      resp_code text,
      action_code integer NOT NULL DEFAULT -100,
      approval_code text,
      pan text,
      cardholder_name text,
      expiration text,
      refunded bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      paid_at timestamptz
    );
    CREATE INDEX sandbox_orders_created ON sandbox_orders (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE sandbox_orders;
    DROP TABLE idempotency_keys;
    DROP INDEX orders_closed_attempts;
    DROP INDEX orders_open_attempts;
  `.execute(db);
}
