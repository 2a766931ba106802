import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminKit,
  anyCategoryId,
  categoryBody,
  franchiseBody,
  freeWilaya,
  pharmacyBody,
  productFields,
  productForm,
  startAdminKit,
} from './admin-fixtures.js';

/** D21: real business names and addresses pass the server's checks; people's names take apostrophes and hyphens. */
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

const tag = () => Math.random().toString(36).slice(2, 8);

describe('D21 real names', () => {
  it.each([
    ["Pharmacie de l'Espoir", 'Bt 12 n°3, Cité El Badr'],
    ['Pharmacie Ibn-Sina', 'Lot 12/3 Bab Ezzouar'],
    ['Pharmacie du 1er Novembre', 'Résidence #4, Hydra'],
  ])('the admin adds the pharmacy %j at %j', async (name, address) => {
    const res = await kit.call(
      'POST',
      '/admin/add_pharmacy',
      pharmacyBody(alger.wilayaId, alger.franchiseId, {
        pharm_name: name,
        adress1: address,
        poc_last_name: "Aït-O'Brien",
      }),
    );
    expect(res.body.code).toBe(2001);
    const row = await kit.api.db
      .selectFrom('pharmacies')
      .select(['name', 'address1', 'poc_last_name'])
      .where('id', '=', res.body.payload[0].id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name, address1: address, poc_last_name: "Aït-O'Brien" });
  });

  it('a franchisee adds "Pharmacie Ibn-Sina" at "Lot 12/3" too', async () => {
    const headers = await kit.api.login('franchise');
    const body = pharmacyBody(alger.wilayaId, alger.franchiseId, {
      pharm_name: 'Pharmacie Ibn-Sina',
      adress1: 'Lot 12/3, n° 7',
    });
    const res = await kit.api.call('POST', '/franchise/add_pharmacy', { headers, body });
    expect(res.body.code).toBe(2001);
  });

  it("adds a franchisee named O'Neil Ben-Ali", async () => {
    const wilaya = await freeWilaya(kit.api);
    const res = await kit.call(
      'POST',
      '/admin/add_franchise',
      franchiseBody(wilaya.id, { first_name: "O'Neil", last_name: 'Ben-Ali', adress1: 'Bt 12 n°3' }),
    );
    expect(res.body.code).toBe(2001);
    expect(res.body.payload[0]).toMatchObject({ first_name: "O'Neil", last_name: 'Ben-Ali' });
  });

  it('adds a product and a category whose names hold digits, apostrophes and slashes', async () => {
    const category = await kit.call(
      'POST',
      '/admin/add_category',
      categoryBody({ nameFR: `Soins d'été ${tag()}`, nameEN: `Sun care 50+ ${tag()}`.replace('+', '') }),
    );
    expect(category.body.code).toBe(2001);
    const name = 'Vitamine C 500 mg (x30) 1/2';
    const product = await kit.post(
      '/admin/add_product',
      productForm(productFields(await anyCategoryId(kit.api), { name })),
    );
    expect(product.body.code).toBe(2001);
    expect(product.body.payload[0].name).toBe(name);
  });

  it.each([
    ['pharm_name', '500', 'Name of 2 to 80 characters'],
    ['pharm_name', 'Pharma@home', 'Name of 2 to 80 characters'],
    ['adress1', 'rue <b>5</b>', 'Address of 5 to 100 characters'],
    ['poc_first_name', 'Ali2', '2 to 40 characters'],
  ])('still refuses %s = %j with a message in the language asked', async (field, value, message) => {
    const res = await kit.call(
      'POST',
      '/admin/add_pharmacy',
      pharmacyBody(alger.wilayaId, alger.franchiseId, { [field]: value }),
    );
    expect(res.status).toBe(400);
    expect(res.body.payload[0].path).toBe(field);
    expect(res.body.meta).toContain(message);
  });
});
