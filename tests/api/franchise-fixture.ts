import type { TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';

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
  /** a failed card attempt: not an order anybody sees (server/queries/orders/states.ts PLACED_STATES) */
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
/** An order of the side's pharmacy (in its wilaya): two lines, 2 000 DA before tax, 2 380 DA in all. */
function order(api: TestApi, pharmacyId: number, wilaya: number, state: 'paid' | 'pending_validation' | 'failed') {
  const paid = state === 'paid';
  return insertOrder(api, {
    pharmacyId,
    orderNo: `T${wilaya}X${Date.now().toString(36).toUpperCase()}${++sequence}`,
    address: '12 rue Didouche Mourad, Alger',
    status: paid ? 1 : 2,
    payementType: state === 'pending_validation' ? 1 : 2,
    state,
    paidAt: paid ? new Date() : null,
    lines: [
      { ref: 'TST-1', name: 'Crème hydratante', quantity: 2, unitPrice: 50_000 },
      { ref: 'TST-2', name: 'Gel nettoyant', quantity: 4, unitPrice: 25_000 },
    ],
  });
}

async function side(api: TestApi, which: keyof typeof DEMO): Promise<Side> {
  const franchise = await account(api, 'franchisees', DEMO[which].franchise);
  const pharmacy = await account(api, 'pharmacies', DEMO[which].pharmacy);
  const wilaya = franchise.wilaya_id;
  const code = await api.db.selectFrom('wilayas').select('code').where('id', '=', wilaya).executeTakeFirstOrThrow();
  if (code.code !== DEMO[which].code || pharmacy.wilaya_id !== wilaya)
    throw new Error(`demo data of ${which} not as D4 says`);
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
