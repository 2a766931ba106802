import { type Kysely, sql } from 'kysely';

/**
 * The admin orders list's filters and sorts (issue 13) stay fast at a million orders: each sort order and the
 * narrowest filters have an index walked in list order, carrying the state like those of migration 004, so a
 * page is found without visiting the orders it skips. Wilaya and pharmacy already have theirs (004); a date range
 * is a range of `orders_newest`. An order's timeline reads its notes and refunds by order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX orders_by_amount ON orders (total DESC, id DESC) INCLUDE (state);
    CREATE INDEX orders_by_number ON orders (order_no DESC, id DESC) INCLUDE (state);
    CREATE INDEX orders_type_newest ON orders (payement_type, created_at DESC, id DESC) INCLUDE (state);
    CREATE INDEX orders_to_validate ON orders (created_at DESC, id DESC) INCLUDE (status, payement_type, wilaya_id) WHERE state = 'pending_validation';
    CREATE INDEX order_notes_order ON order_notes (order_id, created_at);
    CREATE INDEX refunds_payment ON refunds (payment_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX refunds_payment, order_notes_order, orders_to_validate, orders_type_newest, orders_by_number, orders_by_amount`.execute(
    db,
  );
}
