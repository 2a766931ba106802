import sharp from 'sharp';
import { sql } from 'kysely';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';

/** What the admin API tests share: a seeded server and the three roles' headers. */
export interface AdminKit {
  api: TestApi;
  admin: Record<string, string>;
  franchise: Record<string, string>;
  pharmacy: Record<string, string>;
  /** A JSON call, as the admin unless other headers are given. */
  call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => ReturnType<TestApi['call']>;
  /** A multipart POST, as the admin unless other headers are given. */
  post: (path: string, form: FormData, headers?: Record<string, string>) => ReturnType<TestApi['call']>;
}

export async function startAdminKit(): Promise<AdminKit> {
  const api = await startApi();
  const [admin, franchise, pharmacy] = await Promise.all([
    api.login('admin'),
    api.login('franchise'),
    api.login('pharmacy'),
  ]);
  return {
    api,
    admin,
    franchise,
    pharmacy,
    call: (method, path, body, headers = admin) => api.call(method, path, { body, headers }),
    post: (path, form, headers = admin) => api.call('POST', path, { form, headers }),
  };
}

let counter = 0;
/** Letters only (names allow letters and spaces), different on every call. */
function uniqueWord(): string {
  counter += 1;
  let n = counter + Math.floor(Math.random() * 1000) * 100;
  let s = '';
  do {
    s += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Test${s}`;
}

/** A wilaya that has no franchisee yet (one franchisee per wilaya, D11). */
export async function freeWilaya(api: TestApi, skip: number[] = []): Promise<{ id: number; name: string }> {
  const row = await api.db
    .selectFrom('wilayas')
    .select(['id', 'name'])
    .where('id', 'not in', sql<number>`(select wilaya_id from franchisees)`)
    .where('from2027', '=', false)
    .$if(skip.length > 0, (q) => q.where('id', 'not in', skip))
    .orderBy('code')
    .executeTakeFirstOrThrow();
  return row;
}

export function franchiseBody(wilaya: number, overrides: Record<string, unknown> = {}) {
  const word = uniqueWord();
  return {
    first_name: 'Karim',
    last_name: `Benali ${word}`,
    email: `${word.toLowerCase()}@franchise.test.dz`,
    phone1: '0550 12 34 56',
    phone2: '0661 98 76 54',
    wilaya,
    adress1: '12 rue Didouche Mourad',
    adress2: 'Bloc B, 2e etage',
    zip: '16000',
    Id_type: 1,
    personal_id: '109870123456789012',
    ...overrides,
  };
}

export function pharmacyBody(wilaya: number, franchise_fk: number, overrides: Record<string, unknown> = {}) {
  const word = uniqueWord();
  return {
    pharm_name: `Pharmacie ${word}`,
    pharm_email: `${word.toLowerCase()}@pharmacie.test.dz`,
    pharm_phone1: '021 23 45 67',
    pharm_phone2: '',
    wilaya,
    adress1: '5 boulevard Zighout Youcef',
    adress2: '',
    rc: '123456 B16/20',
    nif: '000016012345678',
    rib: '00799999000123456789',
    zip: '16000',
    poc_first_name: 'Samia',
    poc_last_name: 'Haddad',
    poc_email: 'samia.haddad@pharmacie.test.dz',
    poc_phone: '0770 11 22 33',
    franchise_fk,
    ...overrides,
  };
}

export function categoryBody(overrides: Record<string, unknown> = {}) {
  const word = uniqueWord();
  return {
    nameFR: `Soins ${word}`,
    nameEN: `Care ${word}`,
    descriptionFR: 'Produits de soin pour toute la famille.',
    descriptionEN: 'Care products for the whole family.',
    ...overrides,
  };
}

export function productFields(category_fk: number, overrides: Record<string, string> = {}): Record<string, string> {
  const word = uniqueWord();
  return {
    category_fk: String(category_fk),
    name: `Creme ${word}`,
    ref: `REF-${word.toUpperCase()}`,
    // a new product starts with no stock: it comes in through goods-in (issue 37 §13)
    quantity: '0',
    cost: '450.50',
    price: '620',
    customer_price: '790.99',
    descriptionEn: 'A gentle moisturising cream for dry skin.',
    descriptionFr: 'Une crème hydratante douce pour peau sèche.',
    ...overrides,
  };
}

/** A real picture of the given format and size. */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'webp' = 'png',
  width = 64,
  height = 48,
  color = '#3a7bd5',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body: text fields, then `images` files each followed by its `mainImage` flag (D9). */
export function productForm(
  fields: Record<string, string>,
  images: { bytes: Buffer; name: string; type?: string; main?: boolean }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const img of images) {
    form.append('images', new Blob([new Uint8Array(img.bytes)], { type: img.type ?? 'image/png' }), img.name);
    form.append('mainImage', img.main ? '1' : '0');
  }
  return form;
}

export async function anyCategoryId(api: TestApi): Promise<number> {
  return (await api.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

/** An order placed directly in the database (the checkout is another area's work). */
export async function placeOrder(
  api: TestApi,
  opts: { pharmacyId?: number; cash?: boolean; status?: 1 | 2; orderNo?: string } = {},
): Promise<{ id: number; order_no: string }> {
  const pharmacy = opts.pharmacyId
    ? { id: opts.pharmacyId }
    : await api.db
        .selectFrom('pharmacies')
        .select('id')
        .where('email', '=', 'pharmacy@demo.dz')
        .executeTakeFirstOrThrow();
  const product = await api.db
    .selectFrom('products')
    .select(['id', 'ref', 'name', 'price'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const status = opts.status ?? 2;
  const cash = opts.cash ?? true;
  return insertOrder(api, {
    pharmacyId: pharmacy.id,
    orderNo: opts.orderNo ?? `T${Date.now().toString(36).toUpperCase()}${uniqueWord().toUpperCase()}`.slice(0, 20),
    address: '5 boulevard Zighout Youcef, Alger',
    status,
    payementType: cash ? 1 : 2,
    state: status === 1 ? 'paid' : cash ? 'pending_validation' : 'paid',
    lines: [{ productId: product.id, ref: product.ref, name: product.name, quantity: 2, unitPrice: product.price }],
  });
}
