import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, signed-in calls in one round trip: the guard keeps valid access tokens in memory (auth/sessionCache.ts),
 * and every process must forget one as soon as it stops being valid. These triggers announce it on the channel
 * `portal_sessions`, delivered at commit to every listening process: `<role>:<account id>` when tokens are revoked or cut short, or
 * an account is deleted, withdrawn or moved to another wilaya (a franchisee's scope), `*` when tokens are deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_LEVEL = 'STATEMENT' THEN
        PERFORM pg_notify('portal_sessions', '*');
      ELSIF TG_TABLE_NAME = 'tokens' THEN
        PERFORM pg_notify('portal_sessions', OLD.role || ':' || OLD.account_id);
      ELSE
        PERFORM pg_notify('portal_sessions', TG_ARGV[0] || ':' || OLD.id);
      END IF;
      RETURN NULL;
    END
    $$;

    CREATE TRIGGER tokens_revoked AFTER UPDATE OF revoked_at, expires_at ON tokens
      FOR EACH ROW WHEN ((OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) OR NEW.expires_at < OLD.expires_at)
      EXECUTE FUNCTION sessions_changed();
    CREATE TRIGGER tokens_deleted AFTER DELETE ON tokens
      FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed();
    CREATE TRIGGER pharmacy_sessions_changed AFTER DELETE OR UPDATE OF deleted_at ON pharmacies
      FOR EACH ROW EXECUTE FUNCTION sessions_changed('pharmacy');
    CREATE TRIGGER franchise_sessions_changed AFTER DELETE OR UPDATE OF wilaya_id ON franchisees
      FOR EACH ROW EXECUTE FUNCTION sessions_changed('franchise');
    CREATE TRIGGER admin_sessions_changed AFTER DELETE ON admins
      FOR EACH ROW EXECUTE FUNCTION sessions_changed('admin');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER tokens_revoked ON tokens;
    DROP TRIGGER tokens_deleted ON tokens;
    DROP TRIGGER pharmacy_sessions_changed ON pharmacies;
    DROP TRIGGER franchise_sessions_changed ON franchisees;
    DROP TRIGGER admin_sessions_changed ON admins;
    DROP FUNCTION sessions_changed();
  `.execute(db);
}
