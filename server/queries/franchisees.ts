import { sql } from 'kysely';
import type { Database } from '../db/index.js';

/**
 * Franchisees with their wilaya and the number of live pharmacies they follow, as the admin screens and the
 * franchisee's own profile read them (spec 000 §3, 001 §3).
 */
export function franchiseQuery(db: Database) {
  return db
    .selectFrom('franchisees as f')
    .innerJoin('wilayas as w', 'w.id', 'f.wilaya_id')
    .select([
      'f.id',
      'f.first_name',
      'f.last_name',
      'f.email',
      'f.phone1',
      'f.phone2',
      'f.wilaya_id',
      'w.code as wilaya_code',
      'w.name as wilaya_name',
      'f.adress1',
      'f.adress2',
      'f.zip',
      'f.id_type',
      'f.personal_id',
      'f.language',
      'f.version',
      sql<number>`(select count(*)::int from pharmacies p where p.franchisee_id = f.id and p.deleted_at is null)`.as(
        'pharmacies_count',
      ),
    ]);
}

type FranchiseRow = Awaited<ReturnType<ReturnType<typeof franchiseQuery>['executeTakeFirstOrThrow']>>;

/** A franchisee as the screens read it (001 §3): `wilaya` is the id the forms send back, `wilaya_name` the label. */
export const franchiseeItem = (r: FranchiseRow) => ({
  id: r.id,
  fra_id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  fullName: `${r.first_name} ${r.last_name}`,
  email: r.email,
  phone: r.phone1,
  phone1: r.phone1,
  phone2: r.phone2,
  wilaya: r.wilaya_id,
  wilaya_fk: r.wilaya_id,
  wilaya_id: r.wilaya_id,
  wilaya_code: r.wilaya_code,
  wilaya_name: r.wilaya_name,
  adress1: r.adress1,
  adress2: r.adress2,
  zip: r.zip,
  Id_type: r.id_type,
  personal_id: r.personal_id,
  language: r.language,
  lang_fk: r.language,
  pharmacies_count: Number(r.pharmacies_count),
  /** what an edit carries back (D23) */
  version: r.version,
});

/** One franchisee as the screens read it, or undefined. */
export async function loadFranchisee(db: Database, id: number) {
  const row = await franchiseQuery(db).where('f.id', '=', id).executeTakeFirst();
  return row && franchiseeItem(row);
}
