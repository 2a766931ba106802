import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, dashboards at scale: the figures of a period are kept in memory (stats/figuresCache.ts) as long as
 * `stats_version` has not moved. It moves when a transaction that wrote orders, their lines or products commits:
 * a deferred trigger takes the next value at commit, so a figure computed before the commit is never kept under a
 * version read after it (save for the moment of the commit itself, which the cache's time limit covers).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE SEQUENCE stats_version;

    CREATE FUNCTION stats_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM nextval('stats_version');
      RETURN NULL;
    END
    $$;

    CREATE CONSTRAINT TRIGGER orders_stats_version AFTER INSERT OR UPDATE OR DELETE ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stats_version_bump();
    CREATE CONSTRAINT TRIGGER order_lines_stats_version AFTER INSERT OR UPDATE OR DELETE ON order_lines
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stats_version_bump();
    CREATE CONSTRAINT TRIGGER products_stats_version AFTER INSERT OR DELETE OR UPDATE OF ref, name ON products
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stats_version_bump();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER orders_stats_version ON orders;
    DROP TRIGGER order_lines_stats_version ON order_lines;
    DROP TRIGGER products_stats_version ON products;
    DROP FUNCTION stats_version_bump();
    DROP SEQUENCE stats_version;
  `.execute(db);
}
