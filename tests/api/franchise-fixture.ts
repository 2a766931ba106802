import type { TestApi } from '../support/api.js';

/**
 * What the franchise API tests stand on: the demo accounts of D4 (from the seed, signed in through the API)
 * and, in each of Alger (16) and Oran (31), a placed order, a paid one and a failed card attempt with known
 * numbers, so each test knows exactly what it should and should not see.
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

/** A demo account of the seed (D4): its id and wilaya. */
async function account(api: TestApi, table: 'franchisees' | 'pharmacies', email: string) {
  return api.db.selectFrom(table).select(['id', 'wilaya_id']).where('email', '=', email).executeTakeFirstOrThrow();
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
  const franchise = await account(api, 'franchisees', DEMO[which].franchise);
  const pharmacy = await account(api, 'pharmacies', DEMO[which].pharmacy);
  const wilaya = franchise.wilaya_id;
  const code = await api.db.selectFrom('wilayas').select('code').where('id', '=', wilaya).executeTakeFirstOrThrow();
  if (code.code !== DEMO[which].code || pharmacy.wilaya_id !== wilaya) throw new Error(`demo data of ${which} not as D4 says`);
  const franchiseeId = franchise.id;
  const pharmacyId = pharmacy.id;
  return {
    wilayaId: wilaya,
    franchiseeId,
    pharmacyId,
    pendingOrder: await order(api, pharmacyId, wilaya, 'pending_validation'),
    paidOrder: await order(api, pharmacyId, wilaya, 'paid'),
    failedOrder: await order(api, pharmacyId, wilaya, 'failed'),
  };
}

export async function franchiseWorld(api: TestApi): Promise<World> {
  const alger = await side(api, 'alger');
  const oran = await side(api, 'oran');
  return {
    alger,
    oran,
    headers: {
      alger: await api.login('franchise', DEMO.alger.franchise),
      oran: await api.login('franchise', DEMO.oran.franchise),
      pharmacyAlger: await api.login('pharmacy', DEMO.alger.pharmacy),
      pharmacyOran: await api.login('pharmacy', DEMO.oran.pharmacy),
      admin: await api.login('admin', 'admin@demo.dz'),
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
