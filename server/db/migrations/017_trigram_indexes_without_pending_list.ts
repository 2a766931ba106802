import { type Kysely, sql } from 'kysely';

/**
 * Issue 11, searches under a flow of orders: a GIN index by default queues new entries in a pending list that every
 * search reads whole, until a vacuum (at a million orders, every 200 000 inserts) or a 4 MB list merges it. Measured
 * after 3 000 orders placed at 1 M: 123 pending pages, and a search by order number read 128 pages instead of 10
 * (0.36 ms for a pattern found nowhere, 0.03 ms once merged), the merge itself falling on whichever order commits
 * when the list is full. The trigram indexes now take their entries at once (about 15 trigrams per order number).
 */
const TRIGRAM_INDEXES = ['orders_order_no_trgm', 'pharmacies_name_trgm', 'products_search_trgm'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const index of TRIGRAM_INDEXES) {
    await sql`ALTER INDEX ${sql.ref(index)} SET (fastupdate = off)`.execute(db);
    // what is already queued is merged now, not by the next vacuum
    await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of TRIGRAM_INDEXES) await sql`ALTER INDEX ${sql.ref(index)} RESET (fastupdate)`.execute(db);
}
