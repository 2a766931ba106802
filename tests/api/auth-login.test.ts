import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ROLES, type Role, tokenKeys } from '../../src/contract/constants.js';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts.js';
import { startApi, type TestApi } from '../support/api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const demoEmail = (role: Role) => DEMO_ACCOUNTS.list.find((a) => a.role === role)!.email;
const login = (role: Role, body: unknown, lang = '2') =>
  api.call('POST', `/${role}/login`, { body, headers: { language: lang } });

describe.each(ROLES)('%s sign-in', (role) => {
  const keys = tokenKeys(role);

  test('the demo account signs in: 2001 with its two tokens, which open the info call', async () => {
    const res = await login(role, { email: demoEmail(role), password: DEMO_ACCOUNTS.password });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(2001);
    const pair = res.body.payload[0];
    expect(Object.keys(pair).sort()).toEqual([keys.access, keys.refresh].sort());
    expect(pair[keys.access]).toMatch(/^[\w-]{40,}$/);
    expect(pair[keys.refresh]).not.toBe(pair[keys.access]);
    const info = await api.call('GET', `/${role}/get_${role}_info`, {
      headers: { [keys.accessHeader]: pair[keys.access], [keys.refreshHeader]: pair[keys.refresh] },
    });
    expect(info.body.code).toBe(2001);
    expect(info.body.payload[0].email).toBe(demoEmail(role));
  });

  test('the e-mail is matched case-insensitively and trimmed', async () => {
    const res = await login(role, { email: `  ${demoEmail(role).toUpperCase()} `, password: DEMO_ACCOUNTS.password });
    expect(res.body.code).toBe(2001);
  });

  test.each([
    ['a malformed e-mail', { email: 'not-an-email', password: 'whatever1' }, 4001],
    ['an empty e-mail', { email: '', password: 'whatever1' }, 4001],
    ['no e-mail', { password: 'whatever1' }, 4001],
    ['an e-mail with a 4-letter extension', { email: 'someone@demo.info', password: 'whatever1' }, 4001],
    ['an empty password', { email: 'someone@demo.dz', password: '' }, 4002],
    ['no password', { email: 'someone@demo.dz' }, 4002],
    ['a password of 129 characters', { email: 'someone@demo.dz', password: 'x'.repeat(129) }, 4002],
  ])('%s is refused with %s', async (_, body, code) => {
    const res = await login(role, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.meta).toBe(code === 4001 ? 'Invalid email address.' : 'Password is empty or malformed.');
  });

  test('a wrong password and an unknown e-mail get the same 4011 answer', async () => {
    const wrong = await login(role, { email: demoEmail(role), password: 'Wrong@2026' });
    const unknown = await login(role, { email: `nobody.${role}@demo.dz`, password: 'Wrong@2026' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 4011, payload: [], meta: 'Wrong email or password.' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});

test('the answer follows the language header', async () => {
  const fr = await login('admin', { email: 'admin@demo.dz', password: 'Wrong@2026' }, '1');
  expect(fr.body.meta).toBe('E-mail ou mot de passe incorrect.');
  const en = await login('admin', { email: 'admin@demo.dz', password: 'Wrong@2026' }, '2');
  expect(en.body.meta).toBe('Wrong email or password.');
});

test('an account whose password was never set cannot sign in', async () => {
  await api.db
    .updateTable('franchisees')
    .set({ password_hash: null })
    .where('email', '=', 'franchise.blida@demo.dz')
    .execute();
  const res = await login('franchise', { email: 'franchise.blida@demo.dz', password: DEMO_ACCOUNTS.password });
  expect(res.body.code).toBe(4011);
});

test('a deleted pharmacy cannot sign in', async () => {
  const victim = await api.db
    .selectFrom('pharmacies')
    .select(['id', 'email'])
    .where('email', 'not in', ['pharmacy@demo.dz', 'pharmacy.oran@demo.dz'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  expect((await login('pharmacy', { email: victim.email, password: DEMO_ACCOUNTS.password })).body.code).toBe(2001);
  await api.db.updateTable('pharmacies').set({ deleted_at: new Date() }).where('id', '=', victim.id).execute();
  expect((await login('pharmacy', { email: victim.email, password: DEMO_ACCOUNTS.password })).body.code).toBe(4011);
});

test('an account of one role cannot sign in through another role’s login', async () => {
  const res = await login('admin', { email: 'pharmacy@demo.dz', password: DEMO_ACCOUNTS.password });
  expect(res.body.code).toBe(4011);
});

describe('profiles (get_<role>_info)', () => {
  test('admin: id, names, e-mail and role', async () => {
    const res = await api.call('GET', '/admin/get_admin_info', { headers: await api.login('admin') });
    expect(res.body.payload[0]).toMatchObject({
      id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      email: 'admin@demo.dz',
      role: 'admin',
    });
  });

  test('franchise: names, e-mail, phone and its wilaya', async () => {
    const res = await api.call('GET', '/franchise/get_franchise_info', {
      headers: await api.login('franchise', 'franchise.oran@demo.dz'),
    });
    const wilaya = await api.db.selectFrom('wilayas').select('id').where('code', '=', 31).executeTakeFirstOrThrow();
    expect(res.body.payload[0]).toMatchObject({
      id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      email: 'franchise.oran@demo.dz',
      phone: expect.any(String),
      wilaya: wilaya.id,
      wilaya_name: 'Oran',
      wilaya_code: 31,
    });
  });

  test('pharmacy: the fields of the profile screen and top bar', async () => {
    const res = await api.call('GET', '/pharmacy/get_pharmacy_info', { headers: await api.login('pharmacy') });
    const p = res.body.payload[0];
    const row = await api.db
      .selectFrom('pharmacies')
      .selectAll()
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    expect(p).toMatchObject({
      id: row.id,
      name: row.name,
      pharm_name: row.name,
      company_name: row.name,
      email: row.email,
      pharm_phone1: row.phone1,
      pharm_phone2: row.phone2,
      phone1: row.phone1,
      phone2: row.phone2,
      rc: row.rc,
      nif: row.nif,
      rib: row.rib,
      role: 'pharmacy',
      wilaya: row.wilaya_id,
      zip: row.zip,
      address1: row.address1,
    });
    expect(p).not.toHaveProperty('password_hash');
  });
});
