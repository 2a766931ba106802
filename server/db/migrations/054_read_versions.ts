import { type Kysely, sql } from 'kysely';

/**
 * Versions that move with the transaction that changes the data (issue 41 §6, D126): a cache reads the version and
 * its data in one snapshot, so what it keeps under a version is exactly what that version's commits wrote, whatever
 * is being written meanwhile. The sequences of migrations 014, 041 and 042 move before their commit, which is why
 * their caches keep answers only while nothing is written (D107).
 *
 * A version is spread over four rows (each writer moves the one of its connection) so that writers seldom wait on
 * each other's row lock, and it moves once per transaction however many statements touch the table: a goods-in
 * serving a thousand back-orders moves it once, not a thousand times over one row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE read_versions (
      name text NOT NULL,
      shard smallint NOT NULL,
      v bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (name, shard)
    );
    INSERT INTO read_versions (name, shard) SELECT 'backorder_queue', s FROM generate_series(0, 3) s;

    CREATE FUNCTION read_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      flag text := 'portal.read_version_' || TG_ARGV[0];
    BEGIN
      IF current_setting(flag, true) IS DISTINCT FROM txid_current()::text THEN
        UPDATE read_versions SET v = v + 1 WHERE name = TG_ARGV[0] AND shard = pg_backend_pid() % 4;
        PERFORM set_config(flag, txid_current()::text, true);
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER backorders_queue_version AFTER INSERT OR UPDATE OR DELETE ON backorders
      FOR EACH STATEMENT EXECUTE FUNCTION read_version_bump('backorder_queue');
    -- the queue keeps the products' references and names, not their stock (read with each page)
    CREATE TRIGGER products_queue_version AFTER UPDATE OF ref, name, name_ar, deleted_at ON products
      FOR EACH ROW WHEN (OLD.ref IS DISTINCT FROM NEW.ref OR OLD.name IS DISTINCT FROM NEW.name
        OR OLD.name_ar IS DISTINCT FROM NEW.name_ar OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
      EXECUTE FUNCTION read_version_bump('backorder_queue');
    -- and the names of the pharmacies served next
    CREATE TRIGGER pharmacies_queue_version AFTER UPDATE OF name ON pharmacies
      FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
      EXECUTE FUNCTION read_version_bump('backorder_queue');
  `.execute(db);
}
