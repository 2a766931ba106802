import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { WILAYAS } from './data/wilayas.js';

/**
 * Reference data every deployment needs, demo or not: the wilayas (D19). Missing ones are added on each start,
 * so a database seeded before a territorial reform gets the new wilayas; existing rows are never changed.
 */
export async function ensureWilayas(db: Kysely<DB>): Promise<number> {
  const rows = await db
    .insertInto('wilayas')
    .values(WILAYAS.map((w) => ({ code: w.code, name: w.name, name_ar: w.name_ar, from2027: w.from2027 })))
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}
