import { type Kysely, sql } from 'kysely';

/**
 * D107: a page of the back office's orders lists is kept in memory (server/queries/orders/listCache.ts) as long as
 * `orders_list_version` has not moved. It moves when a transaction that changed what such a page shows commits: an
 * order (its state, amounts, fulfilment), the maintained counts of the totals, its pharmacy's name or credit terms, a card attempt's reason, an
 * invoice's number, or a balance (the exposure of an order awaiting validation). As for migrations 014 and 041, a
 * deferred trigger takes the next value at commit; one function serves every table, the sequence named by the trigger.
 *
 * The next value is taken just before the commit becomes visible, so a call in between reads the new version and
 * computes from before the change. `portal_writes_settled()` tells a cache whether it may keep what it computes: true
 * only when no transaction that writes (one with an id) was running as it was asked, in the snapshot's list of running
 * ids or past its horizon. An id past the horizon has been handed out exactly when asking its status does not fail as
 * "in the future"; a running writer has its id before it takes a version, so one asked after the version was read
 * cannot miss it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE orders_list_version;

    CREATE FUNCTION portal_writes_settled() RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      s pg_snapshot := pg_current_snapshot();
    BEGIN
      IF EXISTS (SELECT FROM pg_snapshot_xip(s)) THEN
        RETURN false;
      END IF;
      PERFORM pg_xact_status(pg_snapshot_xmax(s));
      RETURN false;
    EXCEPTION WHEN invalid_parameter_value THEN
      RETURN true;
    END
    $$;

    CREATE FUNCTION version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval(TG_ARGV[0]::regclass);
      RETURN NULL;
    END
    $$;

    CREATE CONSTRAINT TRIGGER orders_orders_list_version
      AFTER INSERT OR UPDATE OR DELETE ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION version_bump('public.orders_list_version');
    CREATE CONSTRAINT TRIGGER order_counts_orders_list_version
      AFTER INSERT OR UPDATE OR DELETE ON order_counts
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION version_bump('public.orders_list_version');
    CREATE CONSTRAINT TRIGGER order_counts_by_wilaya_orders_list_version
      AFTER INSERT OR UPDATE OR DELETE ON order_counts_by_wilaya
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION version_bump('public.orders_list_version');
    CREATE CONSTRAINT TRIGGER pharmacies_orders_list_version
      AFTER INSERT OR DELETE OR UPDATE OF name, wilaya_id, payment_terms_days, credit_limit ON pharmacies
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION version_bump('public.orders_list_version');
    CREATE CONSTRAINT TRIGGER payments_orders_list_version
      AFTER INSERT OR DELETE OR UPDATE OF order_id, resp_code, resp_code_desc, form_url ON payments
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION version_bump('public.orders_list_version');
    CREATE CONSTRAINT TRIGGER invoices_orders_list_version
      AFTER INSERT OR DELETE OR UPDATE OF order_id, number, seq ON invoices
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION version_bump('public.orders_list_version');
    CREATE CONSTRAINT TRIGGER account_balances_orders_list_version
      AFTER INSERT OR DELETE OR UPDATE OF balance ON account_balances
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION version_bump('public.orders_list_version');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER orders_orders_list_version ON orders;
    DROP TRIGGER order_counts_orders_list_version ON order_counts;
    DROP TRIGGER order_counts_by_wilaya_orders_list_version ON order_counts_by_wilaya;
    DROP TRIGGER pharmacies_orders_list_version ON pharmacies;
    DROP TRIGGER payments_orders_list_version ON payments;
    DROP TRIGGER invoices_orders_list_version ON invoices;
    DROP TRIGGER account_balances_orders_list_version ON account_balances;
    DROP FUNCTION version_bump();
    DROP FUNCTION portal_writes_settled();
    DROP SEQUENCE orders_list_version;
  `.execute(db);
}
