import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, the admin's orders list at 1 M orders: its total was a sum over every row of `order_counts` (one per
 * pharmacy and state, 4 000 rows for 2 000 pharmacies), 0.9 ms of the database's CPU on every page, most of the
 * page's cost. `order_counts_by_wilaya` keeps the same numbers per wilaya and state (a few hundred rows), kept by the
 * same function as `order_counts`. An order already locks its wilaya's row of the day in `order_stats_daily` until
 * its commit, so this row (same wilaya, same state) makes no order wait for another that did not already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_counts_by_wilaya (
      wilaya_id integer NOT NULL,
      state text NOT NULL,
      n bigint NOT NULL,
      PRIMARY KEY (wilaya_id, state)
    );

    CREATE OR REPLACE FUNCTION order_counts_add(p integer, w integer, s text, delta integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_counts AS c (pharmacy_id, wilaya_id, state, n) VALUES (p, w, s, delta)
      ON CONFLICT (pharmacy_id, wilaya_id, state) DO UPDATE SET n = c.n + excluded.n;
      INSERT INTO order_counts_by_wilaya AS c (wilaya_id, state, n) VALUES (w, s, delta)
      ON CONFLICT (wilaya_id, state) DO UPDATE SET n = c.n + excluded.n;
    $$;

    INSERT INTO order_counts_by_wilaya (wilaya_id, state, n)
      SELECT wilaya_id, state, sum(n) FROM order_counts GROUP BY 1, 2;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION order_counts_add(p integer, w integer, s text, delta integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO order_counts AS c (pharmacy_id, wilaya_id, state, n) VALUES (p, w, s, delta)
      ON CONFLICT (pharmacy_id, wilaya_id, state) DO UPDATE SET n = c.n + excluded.n
    $$;
    DROP TABLE order_counts_by_wilaya;
  `.execute(db);
}
