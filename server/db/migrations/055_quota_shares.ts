import { type Kysely, sql } from 'kysely';

/**
 * Issue 41 §4 (D127): a quota's share per wilaya. Over the quota's period, the pharmacies of a wilaya with a share
 * may take together at most that percentage of the product's supply of the period (the paid units taken in it plus
 * the stock); a wilaya without a share is held only by the quota per pharmacy. Removed with its quota.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE product_quota_shares (
      product_id integer NOT NULL REFERENCES product_quotas(product_id) ON DELETE CASCADE,
      wilaya_id integer NOT NULL REFERENCES wilayas(id),
      percent smallint NOT NULL CHECK (percent BETWEEN 1 AND 100),
      PRIMARY KEY (product_id, wilaya_id)
    );
  `.execute(db);
}
