import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { franchiseQuery } from '../queries/franchisees.js';
import { ownProfile, pharmacyQuery } from '../queries/pharmacies.js';

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
    const f = await franchiseQuery(db).where('f.id', '=', id).executeTakeFirst();
    if (!f) return undefined;
    const { id: fid, first_name, last_name, email, phone1, phone2, language, wilaya_name, wilaya_code } = f;
    return {
      id: fid,
      first_name,
      last_name,
      email,
      phone1,
      phone2,
      language,
      wilaya_name,
      wilaya_code,
      phone: phone1,
      wilaya: f.wilaya_id,
      role: 'franchise',
    };
  }
  const p = await pharmacyQuery(db).where('p.id', '=', id).executeTakeFirst();
  return p && { ...ownProfile(p), wilaya: p.wilaya_id, wilaya_name: p.wilaya_name, language: p.language };
}
