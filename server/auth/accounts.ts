import { sql } from 'kysely';
import type { Role } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';

/** Where each role's accounts live. Deleted pharmacies keep their row (orders stay) but cannot sign in. */
export const accountTable = {
  admin: 'admins',
  franchise: 'franchisees',
  pharmacy: 'pharmacies',
} as const satisfies Record<Role, string>;

export interface AccountRow {
  id: number;
  email: string;
  password_hash: string | null;
  language: number;
}

/**
 * The condition "the token's account still exists and may sign in", checked in the token's own query (one round
 * trip per guarded call instead of two).
 */
export function accountStillExists(role: Role) {
  return sql<boolean>`EXISTS (${accountScope(role)})`;
}

/**
 * What the guard reads of the token's account in the token's own query: no row when the account is gone or may not
 * sign in (a deleted pharmacy), else a franchisee's wilaya (the scope of everything it sees, D11) or 1.
 */
export function accountScope(role: Role) {
  const scope = role === 'franchise' ? sql`a.wilaya_id` : sql`1`;
  const signsIn = role === 'pharmacy' ? sql` AND a.deleted_at IS NULL` : sql``;
  return sql<
    number | null
  >`SELECT ${scope} FROM ${sql.table(accountTable[role])} a WHERE a.id = tokens.account_id${signsIn}`;
}

export async function findAccountByEmail(db: Database, role: Role, email: string): Promise<AccountRow | undefined> {
  let q = db
    .selectFrom(accountTable[role])
    .select(['id', 'email', 'password_hash', 'language'])
    .where(sql`lower(email)`, '=', email.trim().toLowerCase());
  if (role === 'pharmacy') q = q.where(sql.ref('deleted_at'), 'is', null);
  return q.executeTakeFirst();
}

export async function findAccountById(db: Database, role: Role, id: number): Promise<AccountRow | undefined> {
  let q = db.selectFrom(accountTable[role]).select(['id', 'email', 'password_hash', 'language']).where('id', '=', id);
  if (role === 'pharmacy') q = q.where(sql.ref('deleted_at'), 'is', null);
  return q.executeTakeFirst();
}
