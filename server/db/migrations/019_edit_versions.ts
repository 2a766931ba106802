import { type Kysely, sql } from 'kysely';

/**
 * Issue 26 point 1, stale back-office forms: products, pharmacies, franchisees and categories get an edit `version`
 * that a save must carry (D23). A trigger bumps it whenever a column a form shows changes, whoever writes it (the
 * back office, a pharmacy editing its own contact, a franchisee its profile), so no writer is forgotten. A product's
 * `quantity` is left out on purpose: orders, cancels and refunds move it all day, and a stale stock is handled by
 * applying the form's change instead (D24); passwords, languages chosen by the account and `updated_at` are left
 * out too.
 */
const WATCHED = {
  products: [
    'category_id',
    'ref',
    'name',
    'description_fr',
    'description_en',
    'cost',
    'price',
    'customer_price',
    'deleted_at',
  ],
  pharmacies: [
    'name',
    'email',
    'phone1',
    'phone2',
    'rc',
    'nif',
    'rib',
    'wilaya_id',
    'zip',
    'address1',
    'address2',
    'franchisee_id',
    'poc_first_name',
    'poc_last_name',
    'poc_email',
    'poc_phone',
    'deleted_at',
  ],
  franchisees: [
    'first_name',
    'last_name',
    'email',
    'phone1',
    'phone2',
    'wilaya_id',
    'adress1',
    'adress2',
    'zip',
    'id_type',
    'personal_id',
    'language',
  ],
  categories: ['name_fr', 'name_en', 'description_fr', 'description_en'],
} as const;

const row = (alias: 'OLD' | 'NEW', columns: readonly string[]) => `(${columns.map((c) => `${alias}.${c}`).join(', ')})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION bump_edit_version() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.version := OLD.version + 1;
      RETURN NEW;
    END
    $$
  `.execute(db);
  for (const [table, columns] of Object.entries(WATCHED)) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN version integer NOT NULL DEFAULT 1`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER ${table}_edit_version BEFORE UPDATE ON ${table} FOR EACH ROW
         WHEN (${row('OLD', columns)} IS DISTINCT FROM ${row('NEW', columns)}) EXECUTE FUNCTION bump_edit_version()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(WATCHED)) {
    await sql.raw(`DROP TRIGGER ${table}_edit_version ON ${table}`).execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN version`.execute(db);
  }
  await sql`DROP FUNCTION bump_edit_version()`.execute(db);
}
