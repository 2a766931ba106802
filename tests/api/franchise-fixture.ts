import { issueTokens } from '../../server/auth/tokens.js';
import { WILAYAS } from '../../server/seed/data/wilayas.js';
import type { Role } from '../../src/contract/constants.js';
import { tokenKeys } from '../../src/contract/constants.js';
import type { TestApi } from '../support/api.js';

/**
 * What the franchise API tests stand on: the demo accounts of D4 (taken from the seed when it made them,
 * created here otherwise) and, in each of Alger (16) and Oran (31), a placed order, a paid one and a failed
 * card attempt with known numbers, so each test knows exactly what it should and should not see.
 */
export interface Side {
  wilayaId: number;
  franchiseeId: number;
  pharmacyId: number;
  /** a pharmacy order (placed, cash, pending validation) and a paid card order */
  pendingOrder: { id: number; order_no: string };
  paidOrder: { id: number; order_no: string };
  /** a failed card attempt: not an order anybody sees (queries/orders.ts PLACED_STATES) */
  failedOrder: { id: number; order_no: string };
}

export interface World {
  alger: Side;
  oran: Side;
  headers: {
    alger: Record<string, string>;
    oran: Record<string, string>;
    pharmacyAlger: Record<string, string>;
    pharmacyOran: Record<string, string>;
    admin: Record<string, string>;
  };
}

const DEMO = {
  alger: { franchise: 'franchise@demo.dz', pharmacy: 'pharmacy@demo.dz', code: 16 },
  oran: { franchise: 'franchise.oran@demo.dz', pharmacy: 'pharmacy.oran@demo.dz', code: 31 },
};

async function wilayaId(api: TestApi, code: number) {
  const w = WILAYAS.find((x) => x.code === code)!;
  await api.db
    .insertInto('wilayas')
    .values({ code, name: w.name, name_ar: w.name_ar, from2027: w.from2027 })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return (await api.db.selectFrom('wilayas').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function franchisee(api: TestApi, email: string, wilaya: number) {
  const found = await api.db.selectFrom('franchisees').select(['id', 'wilaya_id']).where('email', '=', email).executeTakeFirst();
  if (found) return found.id;
  const row = await api.db
    .insertInto('franchisees')
    .values({
      first_name: 'Test',
      last_name: 'Franchise',
      email,
      password_hash: null,
      phone1: '0550 00 00 00',
      wilaya_id: wilaya,
      adress1: 'Rue de Test',
      zip: '16000',
      personal_id: 'AB123456',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function pharmacy(api: TestApi, email: string, wilaya: number, franchiseeId: number) {
  const found = await api.db.selectFrom('pharmacies').select('id').where('email', '=', email).executeTakeFirst();
  if (found) return found.id;
  const row = await api.db
    .insertInto('pharmacies')
    .values({
      name: `Pharmacie Test ${email.split('@')[0]!.replace(/[^a-z]/g, ' ')}`,
      email,
      phone1: '0550 11 22 33',
      rc: '123456 B16/20',
      nif: '000016000000001',
      rib: '00100100000000000001',
      wilaya_id: wilaya,
      zip: '16000',
      address1: '12 rue Didouche Mourad',
      franchisee_id: franchiseeId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let sequence = 0;
async function order(api: TestApi, pharmacyId: number, wilaya: number, state: 'paid' | 'pending_validation' | 'failed') {
  const order_no = `T${wilaya}X${Date.now().toString(36).toUpperCase()}${++sequence}`;
  const paid = state === 'paid';
  const row = await api.db
    .insertInto('orders')
    .values({
      order_no,
      pharmacy_id: pharmacyId,
      wilaya_id: wilaya,
      address: '12 rue Didouche Mourad, Alger',
      status: paid ? 1 : 2,
      payement_type: state === 'pending_validation' ? 1 : 2,
      state,
      price_without_tax: 200_000,
      tax_rate: 19,
      tax_amount: 38_000,
      total: 238_000,
      paid_at: paid ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('order_lines')
    .values([
      { order_id: row.id, ref: 'TST-1', name: 'Crème hydratante', quantity: 2, unit_price: 50_000, total: 100_000 },
      { order_id: row.id, ref: 'TST-2', name: 'Gel nettoyant', quantity: 4, unit_price: 25_000, total: 100_000 },
    ])
    .execute();
  return { id: row.id, order_no };
}

async function side(api: TestApi, which: keyof typeof DEMO): Promise<Side> {
  const wilaya = await wilayaId(api, DEMO[which].code);
  const franchiseeId = await franchisee(api, DEMO[which].franchise, wilaya);
  const pharmacyId = await pharmacy(api, DEMO[which].pharmacy, wilaya, franchiseeId);
  return {
    wilayaId: wilaya,
    franchiseeId,
    pharmacyId,
    pendingOrder: await order(api, pharmacyId, wilaya, 'pending_validation'),
    paidOrder: await order(api, pharmacyId, wilaya, 'paid'),
    failedOrder: await order(api, pharmacyId, wilaya, 'failed'),
  };
}

/** Signs in through the API; before the sign-in route exists, issues the same tokens directly. */
async function headersOf(api: TestApi, role: Role, email: string, table: 'franchisees' | 'pharmacies' | 'admins') {
  try {
    return await api.login(role, email);
  } catch {
    let account = await api.db.selectFrom(table).select('id').where('email', '=', email).executeTakeFirst();
    if (!account && table === 'admins')
      account = await api.db
        .insertInto('admins')
        .values({ first_name: 'Test', last_name: 'Admin', email, password_hash: null })
        .returning('id')
        .executeTakeFirstOrThrow();
    const pair = await issueTokens(api.db, api.config, role, account!.id);
    const k = tokenKeys(role);
    return { [k.accessHeader]: pair.access, [k.refreshHeader]: pair.refresh };
  }
}

export async function franchiseWorld(api: TestApi): Promise<World> {
  const alger = await side(api, 'alger');
  const oran = await side(api, 'oran');
  return {
    alger,
    oran,
    headers: {
      alger: await headersOf(api, 'franchise', DEMO.alger.franchise, 'franchisees'),
      oran: await headersOf(api, 'franchise', DEMO.oran.franchise, 'franchisees'),
      pharmacyAlger: await headersOf(api, 'pharmacy', DEMO.alger.pharmacy, 'pharmacies'),
      pharmacyOran: await headersOf(api, 'pharmacy', DEMO.oran.pharmacy, 'pharmacies'),
      admin: await headersOf(api, 'admin', 'admin@demo.dz', 'admins'),
    },
  };
}

/** A valid add-pharmacy body (spec 000 §3 "Add-pharmacy payload"); `overrides` replace fields. */
export function pharmacyBody(overrides: Record<string, unknown> = {}) {
  const n = ++sequence;
  return {
    pharm_name: 'Pharmacie des Oliviers',
    pharm_email: `oliviers.${Date.now().toString(36)}${n}@example.dz`,
    pharm_phone1: '+213 21 63 45 78',
    pharm_phone2: '',
    wilaya: '',
    adress1: '25 boulevard Zighout Youcef',
    adress2: '',
    rc: '123456 B16/20',
    nif: '001616000123456',
    rib: '00799999001616000123',
    zip: '16000',
    poc_first_name: 'Samira',
    poc_last_name: 'Belkacem',
    poc_email: 'samira.belkacem@example.dz',
    poc_phone: '0550 12 34 56',
    ...overrides,
  };
}
