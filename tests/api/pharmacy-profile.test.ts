import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

let api: TestApi;
let fx: PharmacyFixture;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
});
afterAll(() => api?.close());

const profile = (headers = fx.alger.headers) => api.call('GET', '/pharmacy/my_profile_info', { headers });
const update = (body: unknown, headers = fx.alger.headers) =>
  api.call('PUT', '/pharmacy/update_profile_info', { headers, body });

describe('profile', () => {
  it('answers the signed-in pharmacy’s profile', async () => {
    const res = await profile();
    expect(res.body.code).toBe(2001);
    const row = await api.db
      .selectFrom('pharmacies')
      .selectAll()
      .where('id', '=', fx.alger.id)
      .executeTakeFirstOrThrow();
    expect(res.body.payload).toMatchObject({
      id: fx.alger.id,
      name: row.name,
      company_name: row.name,
      pharm_name: row.name,
      email: 'pharmacy@demo.dz',
      phone1: row.phone1,
      pharm_phone1: row.phone1,
      nif: row.nif,
      rib: row.rib,
      rc: row.rc,
    });
    expect(res.body.payload).not.toHaveProperty('password_hash');
    expect((await profile(fx.oran.headers)).body.payload.email).toBe('pharmacy.oran@demo.dz');
  });

  it.each([
    [{ email: 'not-an-email', phone1: '0550 11 22 33' }, 4001, 'Email empty or malformed'],
    [{ email: '', phone1: '0550 11 22 33' }, 4001, 'Email empty or malformed'],
    [{ email: 'a@b.dz', phone1: '' }, 4002, 'Phone 1 malformed'],
    [{ email: 'a@b.dz', phone1: '12ab' }, 4002, 'Phone 1 malformed'],
    [{ email: 'a@b.dz', phone1: '0550 11 22 33', phone2: 'abc' }, 4003, 'Phone 2 malformed'],
  ])('refuses %j with %i', async (body, code, meta) => {
    const res = await update(body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, meta });
    expect((await profile()).body.payload.email).toBe('pharmacy@demo.dz');
  });

  it('refuses an e-mail another pharmacy uses (any case)', async () => {
    const res = await update({ email: 'PHARMACY.ORAN@demo.dz', phone1: '0550 11 22 33' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 4091, meta: 'This email address is already used by another pharmacy.' });
  });

  it('changes e-mail and phones only; name, NIF and RIB stay', async () => {
    const before = (await profile()).body.payload;
    const oranBefore = (await profile(fx.oran.headers)).body.payload;
    const res = await update({
      email: ' pharmacy@demo.dz ',
      phone1: '+213 550 11 22 33',
      phone2: '',
      name: 'Hacked',
      nif: '000000000000000',
    });
    expect(res.body).toMatchObject({ code: 2001, meta: 'Profile updated successfully.' });
    expect(res.body.payload).toMatchObject({
      email: 'pharmacy@demo.dz',
      phone1: '+213 550 11 22 33',
      phone2: null,
      name: before.name,
      nif: before.nif,
    });
    const french = await update(
      { email: 'pharmacy@demo.dz', phone1: '0550 11 22 33', phone2: '021 00 00 00' },
      { ...fx.alger.headers, language: '1' },
    );
    expect(french.body.meta).toBe('Profil mis à jour avec succès.');
    expect((await profile()).body.payload.phone2).toBe('021 00 00 00');
    // the other pharmacy is untouched
    expect((await profile(fx.oran.headers)).body.payload).toEqual(oranBefore);
  });

  it('refuses without tokens', async () => {
    expect((await api.call('GET', '/pharmacy/my_profile_info')).body.code).toBe(4031);
    expect(
      (await api.call('PUT', '/pharmacy/update_profile_info', { body: { email: 'x@y.dz', phone1: '0550112233' } })).body
        .code,
    ).toBe(4031);
  });
});
