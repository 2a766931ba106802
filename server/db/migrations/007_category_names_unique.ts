import { type Kysely, sql } from 'kysely';

/**
 * Category names are unique per language, case-insensitively. Names already repeated get their id appended
 * first, so a database holding such twins still migrates (the admin can rename them afterwards).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['name_fr', 'name_en'] as const) {
    const name = sql.ref(column);
    await sql`
      UPDATE categories c SET ${name} = c.${name} || ' (' || c.id || ')'
      WHERE EXISTS (SELECT 1 FROM categories o WHERE lower(trim(o.${name})) = lower(trim(c.${name})) AND o.id < c.id)
    `.execute(db);
  }
  await sql`CREATE UNIQUE INDEX categories_name_fr ON categories (lower(trim(name_fr)))`.execute(db);
  await sql`CREATE UNIQUE INDEX categories_name_en ON categories (lower(trim(name_en)))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX categories_name_fr; DROP INDEX categories_name_en`.execute(db);
}
