import { type Kysely, sql } from 'kysely';

/**
 * Issue 29 §4 (docs/lots.md, D84): the midnight move finds the lots still counted as sellable whose expiry has come
 * under the minimum shelf life, empty ones included (so that a later goods-in of the same lot does not count as
 * sellable). The expiry watch reads lots_by_expiry (migration 033).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX lots_sellable_expiry ON lots (expiry) WHERE sellable AND expiry IS NOT NULL`.execute(db);
}
