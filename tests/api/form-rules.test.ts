import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, freeWilaya, franchiseBody, pharmacyBody, startAdminKit } from './admin-fixtures.js';

/** D48: the widened and tightened form rules, as the server applies them (the forms use the same rules). */
let kit: AdminKit;
let alger: { wilayaId: number; franchiseId: number };
beforeAll(async () => {
  kit = await startAdminKit();
  const f = await kit.api.db
    .selectFrom('franchisees')
    .select(['id', 'wilaya_id'])
    .where('email', '=', 'franchise@demo.dz')
    .executeTakeFirstOrThrow();
  alger = { wilayaId: f.wilaya_id, franchiseId: f.id };
});
afterAll(async () => kit?.api.close());

const stored = (id: number) =>
  kit.api.db
    .selectFrom('pharmacies')
    .select(['rc', 'rib', 'zip', 'poc_last_name'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('D48 form rules on the server', () => {
  it('stores a pasted RIB without its spaces and takes the RC as the invoice prints it and a two-letter surname', async () => {
    const res = await kit.call(
      'POST',
      '/admin/add_pharmacy',
      pharmacyBody(alger.wilayaId, alger.franchiseId, {
        rib: ' 0079 9999 0001 2345 6789 ',
        rc: '16/00-1234567B12',
        poc_last_name: 'Li',
      }),
    );
    expect(res.body.code).toBe(2001);
    expect(await stored(res.body.payload[0].id)).toEqual({
      rc: '16/00-1234567B12',
      rib: '00799999000123456789',
      zip: '16000',
      poc_last_name: 'Li',
    });
  });

  it('a franchisee’s pasted RIB is stored without its spaces too', async () => {
    const headers = await kit.api.login('franchise');
    const res = await kit.api.call('POST', '/franchise/add_pharmacy', {
      headers,
      body: pharmacyBody(alger.wilayaId, alger.franchiseId, { rib: '0079 9999 0001 2345 6789' }),
    });
    expect(res.body.code).toBe(2001);
    expect((await stored(res.body.payload[0].id)).rib).toBe('00799999000123456789');
  });

  it.each([
    ['pharm_phone1', '--------', 'at least 8 of them digits'],
    ['poc_phone', '(((())))', 'at least 8 of them digits'],
    ['zip', '1', 'The postal code must have 5 digits'],
    ['zip', '1600000', 'The postal code must have 5 digits'],
    ['rib', '0079 9999 0001 2345 678', 'exactly 20 digits'],
    ['poc_last_name', 'L', '2 to 40 characters'],
  ])('refuses %s = %j, saying why, and adds nothing', async (field, value, message) => {
    const before = await kit.api.db
      .selectFrom('pharmacies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await kit.call(
      'POST',
      '/admin/add_pharmacy',
      pharmacyBody(alger.wilayaId, alger.franchiseId, { [field]: value }),
    );
    expect(res.status).toBe(400);
    expect(res.body.payload[0].path).toBe(field);
    expect(res.body.meta).toContain(message);
    const after = await kit.api.db
      .selectFrom('pharmacies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('a franchisee named Li Ba is added; a phone of hyphens is refused in French', async () => {
    const wilaya = await freeWilaya(kit.api);
    const ok = await kit.call(
      'POST',
      '/admin/add_franchise',
      franchiseBody(wilaya.id, { first_name: 'Li', last_name: 'Ba' }),
    );
    expect(ok.body.code).toBe(2001);
    expect(ok.body.payload[0]).toMatchObject({ first_name: 'Li', last_name: 'Ba' });
    const other = await freeWilaya(kit.api);
    const refused = await kit.api.call('POST', '/admin/add_franchise', {
      headers: { ...(await kit.api.login('admin')), language: '1' },
      body: franchiseBody(other.id, { phone1: '--------' }),
    });
    expect(refused.body.code).toBe(4004);
    expect(refused.body.meta).toContain('dont au moins 8 chiffres');
  });
});
