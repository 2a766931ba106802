import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import { clean, text } from '../http/envelope.js';
import { normalizeValue } from '../../src/contract/validation.js';
import { idOf } from '../http/ids.js';
import { lastOrdersOfPharmacy } from './orders/details.js';

/**
 * Pharmacies as the admin and franchise areas read them (spec 000 §3, 001 §3). Deleted pharmacies are gone
 * for everyone (their orders stay). A scope that does not match answers exactly like a missing id (D11).
 */
export interface PharmacyScope {
  wilayaId?: number;
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim();

/** Live pharmacies in the scope with their wilaya, point of contact and franchisee. */
export function pharmacyQuery(db: Database, scope: PharmacyScope = {}) {
  let q = db
    .selectFrom('pharmacies as p')
    .innerJoin('wilayas as w', 'w.id', 'p.wilaya_id')
    .leftJoin('franchisees as f', 'f.id', 'p.franchisee_id')
    .where('p.deleted_at', 'is', null);
  if (scope.wilayaId !== undefined) q = q.where('p.wilaya_id', '=', scope.wilayaId);
  return q.select([
    'p.id',
    'p.name',
    'p.email',
    'p.phone1',
    'p.phone2',
    'p.rc',
    'p.nif',
    'p.rib',
    'p.wilaya_id',
    'w.code as wilaya_code',
    'w.name as wilaya_name',
    'p.zip',
    'p.address1',
    'p.address2',
    'p.language',
    'p.franchisee_id',
    'p.poc_first_name',
    'p.poc_last_name',
    'p.poc_email',
    'p.poc_phone',
    'p.version',
    'f.first_name as fra_first_name',
    'f.last_name as fra_last_name',
    'f.email as fra_email',
    'f.phone1 as fra_phone',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof pharmacyQuery>['executeTakeFirstOrThrow']>>;

function shape(r: Row) {
  const hasPoc = Boolean(r.poc_first_name || r.poc_last_name || r.poc_email || r.poc_phone);
  const pocName = fullName(r.poc_first_name, r.poc_last_name);
  const fraName = r.franchisee_id ? fullName(r.fra_first_name, r.fra_last_name) : '';
  return {
    id: r.id,
    name: r.name,
    pharm_name: r.name,
    email: r.email,
    phone: r.phone1,
    phone1: r.phone1,
    phone2: r.phone2,
    rc: r.rc,
    nif: r.nif,
    rib: r.rib,
    wilaya: r.wilaya_name,
    wilaya_id: r.wilaya_id,
    wilaya_code: r.wilaya_code,
    wilaya_name: r.wilaya_name,
    zip: r.zip,
    address1: r.address1,
    address2: r.address2,
    adress1: r.address1,
    adress2: r.address2,
    poc_first_name: r.poc_first_name,
    poc_last_name: r.poc_last_name,
    poc_email: r.poc_email,
    poc_phone: r.poc_phone,
    /** point of contact full name, or '-' (001 §2) */
    poc_fullName: pocName || '-',
    poc: hasPoc
      ? {
          fullName: pocName,
          first_name: r.poc_first_name,
          last_name: r.poc_last_name,
          email: r.poc_email,
          phone: r.poc_phone,
        }
      : null,
    franchise_fk: r.franchisee_id,
    fra_id: r.franchisee_id,
    /** franchisee full name, or '-' (001 §2) */
    franchise_fullName: fraName || '-',
    franchise: r.franchisee_id
      ? {
          fra_id: r.franchisee_id,
          first_name: r.fra_first_name,
          last_name: r.fra_last_name,
          email: r.fra_email,
          phone: r.fra_phone,
          fullName: fraName,
        }
      : null,
    /** what an edit carries back (D23) */
    version: r.version,
  };
}

/** The fields a pharmacy's own account reads of itself, under the names the browser reads (spec 000 §3 "Pharmacy profile"). */
export const ownProfile = (r: Row) => ({
  id: r.id,
  name: r.name,
  pharm_name: r.name,
  company_name: r.name,
  email: r.email,
  pharm_phone1: r.phone1,
  pharm_phone2: r.phone2,
  phone1: r.phone1,
  phone2: r.phone2,
  rc: r.rc,
  nif: r.nif,
  rib: r.rib,
  zip: r.zip,
  address1: r.address1,
  address2: r.address2,
  role: 'pharmacy',
});

export type PharmacyListItem = ReturnType<typeof shape>;
export type PharmacyDetails = PharmacyListItem & { orders: Awaited<ReturnType<typeof lastOrdersOfPharmacy>> };

/** The columns of a pharmacy from a validated pharmacy form (contract names such as `adress1` to columns; 000 §5, 001 §5). */
export const pharmacyColumns = (body: Record<string, unknown>, owner: { wilayaId: number; franchiseeId: number }) => ({
  name: text(body.pharm_name),
  email: text(body.pharm_email),
  phone1: text(body.pharm_phone1),
  phone2: clean(body.pharm_phone2),
  rc: text(body.rc),
  nif: text(body.nif),
  rib: text(normalizeValue('rib', body.rib)),
  wilaya_id: owner.wilayaId,
  zip: text(body.zip),
  address1: text(body.adress1),
  address2: clean(body.adress2),
  franchisee_id: owner.franchiseeId,
  poc_first_name: clean(body.poc_first_name),
  poc_last_name: clean(body.poc_last_name),
  poc_email: clean(body.poc_email),
  poc_phone: clean(body.poc_phone),
});

/** True when a live pharmacy other than `selfId` has this e-mail, in any case: each live pharmacy has its own. Pass the transaction when inside one (PGlite). */
export async function pharmacyEmailTaken(db: Database, email: string, selfId?: number): Promise<boolean> {
  let q = db
    .selectFrom('pharmacies')
    .select('id')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null);
  if (selfId !== undefined) q = q.where('id', '!=', selfId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Every pharmacy in the scope, by name. */
export async function listPharmacies(db: Database, scope: PharmacyScope = {}): Promise<PharmacyListItem[]> {
  const rows = await pharmacyQuery(db, scope).orderBy('p.name').orderBy('p.id').execute();
  return rows.map(shape);
}

/** A pharmacy with its point of contact, franchisee and last orders; null when missing or outside the scope. */
export async function pharmacyDetails(
  db: Database,
  id: unknown,
  scope: PharmacyScope = {},
): Promise<PharmacyDetails | null> {
  const n = idOf(id);
  if (n === null) return null;
  const row = await pharmacyQuery(db, scope).where('p.id', '=', n).executeTakeFirst();
  if (!row) return null;
  return { ...shape(row), orders: await lastOrdersOfPharmacy(db, row.id) };
}
