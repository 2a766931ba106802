import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { ADMIN, FRANCHISEES, PHARMACIES } from './data/network.js';

export interface SeededPharmacy {
  id: number;
  email: string;
  name: string;
  wilayaId: number;
  wilayaCode: number;
  /** delivery address text, as a pharmacy's address list holds it */
  address: string;
}

/** The admin, the franchisees and their pharmacies (D4) in the existing wilayas; every account gets `passwordHash`. */
export async function seedNetwork(trx: Transaction<DB>, passwordHash: string) {
  const wilayas = await trx.selectFrom('wilayas').select(['id', 'code', 'name']).execute();
  const wilaya = new Map(wilayas.map((w) => [w.code, w]));
  const wilayaOf = (code: number) => {
    const w = wilaya.get(code);
    if (!w) throw new Error(`seed: unknown wilaya code ${code}`);
    return w;
  };

  await trx
    .insertInto('admins')
    .values({
      first_name: ADMIN.first_name,
      last_name: ADMIN.last_name,
      email: ADMIN.email,
      password_hash: passwordHash,
    })
    .execute();

  const franchisees = await trx
    .insertInto('franchisees')
    .values(
      FRANCHISEES.map((f) => ({
        first_name: f.first_name,
        last_name: f.last_name,
        email: f.email,
        password_hash: passwordHash,
        phone1: f.phone,
        wilaya_id: wilayaOf(f.wilayaCode).id,
        adress1: f.adress1,
        adress2: f.adress2 || null,
        zip: f.zip,
        id_type: f.Id_type,
        personal_id: f.personal_id,
        language: f.language,
      })),
    )
    .returning(['id', 'wilaya_id'])
    .execute();
  const franchiseeOf = new Map(franchisees.map((f) => [f.wilaya_id, f.id]));

  const addressText = (p: (typeof PHARMACIES)[number]) => `${p.address1}, ${p.zip} ${wilayaOf(p.wilayaCode).name}`;
  const rows = await trx
    .insertInto('pharmacies')
    .values(
      PHARMACIES.map((p) => {
        const w = wilayaOf(p.wilayaCode);
        return {
          name: p.name,
          email: p.email,
          password_hash: passwordHash,
          phone1: p.phone1,
          phone2: p.phone2,
          rc: p.rc,
          nif: p.nif,
          rib: p.rib,
          wilaya_id: w.id,
          zip: p.zip,
          address1: p.address1,
          address2: p.address2,
          franchisee_id: franchiseeOf.get(w.id) ?? null,
          poc_first_name: p.poc?.first_name ?? null,
          poc_last_name: p.poc?.last_name ?? null,
          poc_email: p.poc?.email ?? null,
          poc_phone: p.poc?.phone ?? null,
        };
      }),
    )
    .returning(['id', 'email', 'name', 'wilaya_id'])
    .execute();
  const pharmacies: SeededPharmacy[] = rows.map((r, i) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    wilayaId: r.wilaya_id,
    wilayaCode: PHARMACIES[i]!.wilayaCode,
    address: addressText(PHARMACIES[i]!),
  }));
  // each pharmacy starts with its main address as a delivery address (at most 2, spec 000 §5)
  await trx
    .insertInto('addresses')
    .values(pharmacies.map((p) => ({ pharmacy_id: p.id, address: p.address })))
    .execute();

  return { franchisees: franchisees.length, pharmacies };
}
