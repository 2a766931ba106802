import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, franchiseBody, freeWilaya, pharmacyBody, placeOrder, startAdminKit } from './admin-fixtures.js';

let kit: AdminKit;
let alger: { wilayaId: number; franchiseId: number };
let oran: { wilayaId: number; franchiseId: number };
beforeAll(async () => {
  kit = await startAdminKit();
  const of = async (email: string) => {
    const f = await kit.api.db
      .selectFrom('franchisees')
      .select(['id', 'wilaya_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return { wilayaId: f.wilaya_id, franchiseId: f.id };
  };
  alger = await of('franchise@demo.dz');
  oran = await of('franchise.oran@demo.dz');
});
afterAll(async () => kit?.api.close());

const add = (overrides: Record<string, unknown> = {}) =>
  kit.call('POST', '/admin/add_pharmacy', pharmacyBody(alger.wilayaId, alger.franchiseId, overrides));

describe('pharmacy list and details', () => {
  it('lists pharmacies with point of contact and franchisee full names', async () => {
    const res = await kit.call('GET', '/admin/pharmacies_list');
    expect(res.body.code).toBe(2001);
    expect(res.body.payload.length).toBeGreaterThanOrEqual(35);
    const demo = res.body.payload.find((p: { email: string }) => p.email === 'pharmacy@demo.dz');
    expect(demo.franchise_fullName).not.toBe('-');
    expect(demo).toMatchObject({
      wilaya_id: alger.wilayaId,
      franchise_fk: alger.franchiseId,
      poc_fullName: expect.any(String),
    });
    expect(JSON.stringify(res.body.payload)).not.toContain('password');
  });

  it('gives details with poc, franchise and last orders', async () => {
    const pharmacy = await kit.api.db
      .selectFrom('pharmacies')
      .select('id')
      .where('email', '=', 'pharmacy@demo.dz')
      .executeTakeFirstOrThrow();
    const order = await placeOrder(kit.api, { pharmacyId: pharmacy.id });
    const res = await kit.call('POST', '/admin/pharmacy_details', { id: pharmacy.id });
    expect(res.body.code).toBe(2001);
    const d = res.body.payload[0];
    expect(d.franchise).toMatchObject({
      fra_id: alger.franchiseId,
      first_name: expect.any(String),
      last_name: expect.any(String),
      email: 'franchise@demo.dz',
      fullName: expect.any(String),
    });
    expect(d.orders[0]).toEqual({
      order_id: order.id,
      order_no: order.order_no,
      order_date: expect.any(String),
      total_price: expect.any(Number),
      status: 2,
      payement_type: 1,
    });
    expect((await kit.call('POST', '/admin/pharmacy_details', { id: 999999 })).body.code).toBe(4041);
    expect((await kit.call('POST', '/admin/pharmacy_details', { id: '1 or 1=1' })).body.code).toBe(4001);
  });
});

describe('add pharmacy', () => {
  it("adds a pharmacy followed by its wilaya's franchisee and mails it a link to set its password", async () => {
    const body = pharmacyBody(alger.wilayaId, alger.franchiseId);
    const res = await kit.call('POST', '/admin/add_pharmacy', body);
    expect(res.body.code).toBe(2001);
    const d = res.body.payload[0];
    expect(d).toMatchObject({
      name: body.pharm_name,
      email: body.pharm_email,
      franchise_fk: alger.franchiseId,
      phone2: null,
      address2: null,
    });
    expect(d.poc).toMatchObject({ first_name: 'Samia', last_name: 'Haddad', fullName: 'Samia Haddad' });
    const mail = await kit.api.db
      .selectFrom('outgoing_mail')
      .selectAll()
      .where('recipient', '=', body.pharm_email)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('/pharmacy/reset_password?t=');
  });

  it('adds a pharmacy without point of contact', async () => {
    const res = await add({ poc_first_name: '', poc_last_name: '', poc_email: '', poc_phone: '' });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0].poc).toBeNull();
    expect(res.body.payload[0].poc_fullName).toBe('-');
  });

  it.each([
    ['pharm_name', ''],
    ['pharm_name', 'P'],
    ['pharm_email', 'x@y'],
    ['pharm_phone1', ''],
    ['pharm_phone2', '12'],
    ['rc', '12 B16/20'],
    ['nif', '123'],
    ['rib', '1234567890123456789'],
    ['zip', 'abc'],
    ['adress1', ''],
    ['adress2', 'a;b'],
    ['poc_first_name', 'X1'],
    ['poc_email', 'nope'],
    ['poc_phone', 'abc'],
    ['wilaya', ''],
    ['franchise_fk', ''],
  ])('refuses %s = %j (4000 with the field in the payload)', async (field, value) => {
    const res = await add({ [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(4000);
    expect(res.body.payload.map((e: { path: string }) => e.path)).toContain(field);
  });

  it('refuses a franchisee of another wilaya, an unknown wilaya and a taken e-mail', async () => {
    const wrong = await kit.call('POST', '/admin/add_pharmacy', pharmacyBody(alger.wilayaId, oran.franchiseId));
    expect(wrong.body.code).toBe(4000);
    expect(wrong.body.payload[0].path).toBe('franchise_fk');
    expect(wrong.body.meta).toBe("Choose the franchisee of the pharmacy's wilaya.");
    expect(
      (await kit.call('POST', '/admin/add_pharmacy', pharmacyBody(99999, alger.franchiseId))).body.payload[0].path,
    ).toBe('wilaya');
    const taken = await add({ pharm_email: 'PHARMACY@demo.dz' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(4091);
  });

  it('adds a pharmacy in a wilaya that just got its first franchisee', async () => {
    const w = await freeWilaya(kit.api);
    const f = await kit.call('POST', '/admin/add_franchise', franchiseBody(w.id));
    expect(f.body.code).toBe(2001);
    const res = await kit.call('POST', '/admin/add_pharmacy', pharmacyBody(w.id, f.body.payload[0].id));
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0].wilaya_name).toBe(w.name);
  });
});

describe('update and delete pharmacy', () => {
  it('updates a pharmacy, its franchisee given as fra_id', async () => {
    const d = (await add()).body.payload[0];
    const body = {
      id: d.id,
      ...pharmacyBody(oran.wilayaId, 0, { pharm_email: d.email, pharm_name: 'Pharmacie du Port' }),
      fra_id: oran.franchiseId,
    };
    const res = await kit.call('PUT', '/admin/update_pharmacy', body);
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0]).toMatchObject({
      name: 'Pharmacie du Port',
      wilaya_id: oran.wilayaId,
      franchise_fk: oran.franchiseId,
    });
    const mismatch = await kit.call('PUT', '/admin/update_pharmacy', { ...body, fra_id: alger.franchiseId });
    expect(mismatch.body.payload[0].path).toBe('franchise_fk');
    expect((await kit.call('PUT', '/admin/update_pharmacy', { ...body, id: 999999 })).body.code).toBe(4041);
    expect(
      (await kit.call('PUT', '/admin/update_pharmacy', { ...body, pharm_email: 'pharmacy.oran@demo.dz' })).body.code,
    ).toBe(4091);
  });

  it('deletes a pharmacy softly: its sessions end, its orders stay, its e-mail is free again', async () => {
    const pharmacy = await kit.api.db
      .selectFrom('pharmacies')
      .select(['id', 'email'])
      .where('email', '=', 'pharmacy.oran@demo.dz')
      .executeTakeFirstOrThrow();
    const headers = await kit.api.login('pharmacy', pharmacy.email);
    const order = await placeOrder(kit.api, { pharmacyId: pharmacy.id });
    const res = await kit.call('DELETE', '/admin/delete_pharmacy', { id: pharmacy.id });
    expect(res.body.code).toBe(2001);
    const after = await kit.api.call('GET', '/pharmacy/get_basket_info', { headers });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(4041);
    expect((await kit.call('POST', '/admin/order_details', { orderId: order.id })).body.code).toBe(2001);
    const list = (await kit.call('GET', '/admin/pharmacies_list')).body.payload;
    expect(list.find((p: { id: number }) => p.id === pharmacy.id)).toBeUndefined();
    expect((await kit.call('POST', '/admin/pharmacy_details', { id: pharmacy.id })).body.code).toBe(4041);
    expect((await kit.call('DELETE', '/admin/delete_pharmacy', { id: pharmacy.id })).body.code).toBe(4041);
    expect(
      (
        await kit.call(
          'POST',
          '/admin/add_pharmacy',
          pharmacyBody(oran.wilayaId, oran.franchiseId, { pharm_email: pharmacy.email }),
        )
      ).body.code,
    ).toBe(2001);
  });

  it('stores injection-looking text verbatim', async () => {
    const address = "1 rue l'Emir (A) -- x, y.";
    const res = await add({ adress1: address, poc_last_name: 'Drop Table' });
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0].address1).toBe(address);
  });
});

describe('refusals to other roles', () => {
  it.each([
    ['GET', '/admin/pharmacies_list'],
    ['POST', '/admin/pharmacy_details'],
    ['POST', '/admin/add_pharmacy'],
    ['PUT', '/admin/update_pharmacy'],
    ['DELETE', '/admin/delete_pharmacy'],
  ])('%s %s refuses franchise and pharmacy tokens', async (method, path) => {
    for (const headers of [kit.franchise, kit.pharmacy]) {
      const res = await kit.api.call(method, path, { body: method === 'GET' ? undefined : { id: 1 }, headers });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(4031);
    }
  });
});
