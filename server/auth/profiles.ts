import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';

/** The profile each role's info call answers as `payload[0]` (spec 000 §3, 001 §3). */
export async function loadProfile(db: Database, role: Role, id: number): Promise<Record<string, unknown> | undefined> {
  if (role === 'admin') {
    const a = await db
      .selectFrom('admins')
      .select(['id', 'first_name', 'last_name', 'email', 'language'])
      .where('id', '=', id)
      .executeTakeFirst();
    return a && { ...a, role: 'admin' };
  }
  if (role === 'franchise') {
    const f = await db
      .selectFrom('franchisees as f')
      .innerJoin('wilayas as w', 'w.id', 'f.wilaya_id')
      .select([
        'f.id',
        'f.first_name',
        'f.last_name',
        'f.email',
        'f.phone1',
        'f.phone2',
        'f.language',
        'f.wilaya_id',
        'w.name as wilaya_name',
        'w.code as wilaya_code',
      ])
      .where('f.id', '=', id)
      .executeTakeFirst();
    if (!f) return undefined;
    const { wilaya_id, ...rest } = f;
    return { ...rest, phone: f.phone1, wilaya: wilaya_id, role: 'franchise' };
  }
  const p = await db
    .selectFrom('pharmacies as p')
    .innerJoin('wilayas as w', 'w.id', 'p.wilaya_id')
    .select([
      'p.id',
      'p.name',
      'p.email',
      'p.phone1',
      'p.phone2',
      'p.rc',
      'p.nif',
      'p.rib',
      'p.wilaya_id',
      'w.name as wilaya_name',
      'p.zip',
      'p.address1',
      'p.address2',
      'p.language',
    ])
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!p) return undefined;
  return {
    id: p.id,
    name: p.name,
    pharm_name: p.name,
    company_name: p.name,
    email: p.email,
    pharm_phone1: p.phone1,
    pharm_phone2: p.phone2,
    phone1: p.phone1,
    phone2: p.phone2,
    rc: p.rc,
    nif: p.nif,
    rib: p.rib,
    role: 'pharmacy',
    wilaya: p.wilaya_id,
    wilaya_name: p.wilaya_name,
    zip: p.zip,
    address1: p.address1,
    address2: p.address2,
    language: p.language,
  };
}
