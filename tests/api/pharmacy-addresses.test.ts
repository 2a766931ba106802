import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

let api: TestApi;
let fx: PharmacyFixture;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
  await api.db.deleteFrom('addresses').execute();
});
afterAll(() => api?.close());

const list = (headers = fx.alger.headers) => api.call('GET', '/pharmacy/my_addresses', { headers });
const add = (address: unknown, headers = fx.alger.headers) =>
  api.call('POST', '/pharmacy/add_address', { headers, body: { address } });

describe('addresses', () => {
  it('adds two addresses, refuses a third with the limit message and keeps the two', async () => {
    expect((await list()).body).toMatchObject({ code: 2001, payload: [] });
    let res = await add('12 rue Didouche Mourad, Alger');
    expect(res.body).toMatchObject({ code: 2001, meta: 'Address added successfully.' });
    expect(res.body.payload).toEqual([{ address_id: expect.any(Number), address: '12 rue Didouche Mourad, Alger' }]);
    res = await add('  Cité des 200 logements, Bt 4 (Bab Ezzouar)  ');
    expect(res.body.payload[1].address).toBe('Cité des 200 logements, Bt 4 (Bab Ezzouar)');
    res = await add('3 boulevard Zighoud Youcef');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 4096, meta: 'Limit reached: 2 addresses at most.' });
    res = await api.call('POST', '/pharmacy/add_address', {
      headers: { ...fx.alger.headers, language: '1' },
      body: { address: '3 boulevard Zighoud Youcef' },
    });
    expect(res.body.meta).toBe('Limite atteinte : 2 adresses au maximum.');
    expect((await list()).body.payload).toHaveLength(2);
  });

  it('refuses two simultaneous adds beyond the limit', async () => {
    const results = await Promise.all(
      ['11 rue Larbi Ben Mhidi', '22 rue Larbi Ben Mhidi', '33 rue Larbi Ben Mhidi'].map((a) =>
        add(a, fx.oran.headers),
      ),
    );
    expect(results.filter((r) => r.body.code === 2001)).toHaveLength(2);
    expect(results.filter((r) => r.body.code === 4096)).toHaveLength(1);
    expect((await list(fx.oran.headers)).body.payload).toHaveLength(2);
  });

  it.each([[''], ['   '], ['abc'], ['x'.repeat(101)], ['12 rue <script>'], [undefined]])(
    'refuses the address %j with 4001',
    async (address) => {
      const [first] = (await list()).body.payload;
      const res = await api.call('PUT', '/pharmacy/update_address', {
        headers: fx.alger.headers,
        body: { address_id: first.address_id, address },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(4001);
      expect((await list()).body.payload[0].address).toBe(first.address);
    },
  );

  it('updates and deletes its own addresses', async () => {
    const [first, second] = (await list()).body.payload;
    let res = await api.call('PUT', '/pharmacy/update_address', {
      headers: fx.alger.headers,
      body: { address_id: String(first.address_id), address: '14 rue Didouche Mourad, Alger' },
    });
    expect(res.body).toMatchObject({ code: 2001, meta: 'Address updated successfully.' });
    expect(res.body.payload[0]).toEqual({ address_id: first.address_id, address: '14 rue Didouche Mourad, Alger' });
    res = await api.call('DELETE', '/pharmacy/delete_address', {
      headers: fx.alger.headers,
      body: { address_id: second.address_id },
    });
    expect(res.body).toMatchObject({ code: 2001, meta: 'Address deleted successfully.' });
    expect(res.body.payload).toHaveLength(1);
    // room again for a second one
    expect((await add('5 place des Martyrs, Alger')).body.code).toBe(2001);
  });

  it("answers another pharmacy's address exactly like a missing one", async () => {
    const [oranAddress] = (await list(fx.oran.headers)).body.payload;
    const missing = await api.call('PUT', '/pharmacy/update_address', {
      headers: fx.alger.headers,
      body: { address_id: 999999, address: '1 rue Inconnue' },
    });
    const foreign = await api.call('PUT', '/pharmacy/update_address', {
      headers: fx.alger.headers,
      body: { address_id: oranAddress.address_id, address: '1 rue Inconnue' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: 4041, meta: 'Address not found.' });
    const del = await api.call('DELETE', '/pharmacy/delete_address', {
      headers: fx.alger.headers,
      body: { address_id: oranAddress.address_id },
    });
    expect(del.body).toEqual(missing.body);
    const badId = await api.call('DELETE', '/pharmacy/delete_address', {
      headers: fx.alger.headers,
      body: { address_id: 'abc' },
    });
    expect(badId.body).toEqual(missing.body);
    expect((await list()).body.payload.some((a: any) => a.address_id === oranAddress.address_id)).toBe(false);
    expect((await list(fx.oran.headers)).body.payload[0]).toEqual(oranAddress);
  });

  it('refuses every address call without tokens', async () => {
    for (const [method, path] of [
      ['GET', '/pharmacy/my_addresses'],
      ['POST', '/pharmacy/add_address'],
      ['PUT', '/pharmacy/update_address'],
      ['DELETE', '/pharmacy/delete_address'],
    ] as const) {
      const res = await api.call(method, path, {
        body: method === 'GET' ? undefined : { address: '12 rue Didouche Mourad' },
      });
      expect(res.body.code, path).toBe(4031);
    }
  });
});
