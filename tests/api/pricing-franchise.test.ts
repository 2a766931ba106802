import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';
import { franchiseWorld, type World } from './franchise-fixture.js';

/** Issue 40 §6: a franchisee sees the price lists of its wilaya, read only (GET /franchise/price_lists, docs/pricing.md). */
let api: TestApi;
let w: World;
let products: { id: number; ref: string; price: number }[];
const names = {
  alger: 'Liste wilaya Alger',
  oran: 'Liste wilaya Oran',
  both: 'Liste Alger et Oran',
  mixed: 'Contrats deux wilayas',
  groupAlger: 'Liste groupe Alger',
  groupOran: 'Liste groupe Oran',
};

beforeAll(async () => {
  api = await startApi();
  w = await franchiseWorld(api);
  // the demo's lists are set aside: each list here is known
  await api.db.deleteFrom('price_lists').execute();
  products = await api.db
    .selectFrom('products')
    .select(['id', 'ref', 'price'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const admin = (path: string, body: unknown) => api.call('POST', path, { headers: w.headers.admin, body });
  const group = async (name: string, pharmacyIds: number[]) =>
    (await admin('/admin/add_pharmacy_group', { name, pharmacy_ids: pharmacyIds })).body.payload[0].group_id as number;
  const groupAlger = await group('Groupe test Alger', [w.alger.pharmacyId]);
  const groupOran = await group('Groupe test Oran', [w.oran.pharmacyId]);
  const list = async (name: string, scope: string, scopeIds: number[], price: number) => {
    const added = await admin('/admin/add_price_list', { name, scope, scope_ids: scopeIds, valid_to: '2031-12-31' });
    expect(added.body.code, JSON.stringify(added.body)).toBe(2001);
    const id = added.body.payload[0].price_list_id as number;
    const set = await admin('/admin/set_price_list_items', {
      priceListId: id,
      items: [
        { product_id: products[0]!.id, price },
        { product_id: products[0]!.id, price: price - 1, min_quantity: 10 },
        { product_id: products[1]!.id, price: price + 5 },
      ],
    });
    expect(set.body.code, JSON.stringify(set.body)).toBe(2001);
  };
  await list(names.alger, 'wilayas', [w.alger.wilayaId], 50);
  await list(names.oran, 'wilayas', [w.oran.wilayaId], 60);
  await list(names.both, 'wilayas', [w.alger.wilayaId, w.oran.wilayaId], 70);
  await list(names.mixed, 'pharmacies', [w.alger.pharmacyId, w.oran.pharmacyId], 80);
  await list(names.groupAlger, 'group', [groupAlger], 90);
  await list(names.groupOran, 'group', [groupOran], 100);
});
afterAll(() => api?.close());

type Listed = { name: string; scope: string; scope_ids: number[]; items: Record<string, unknown>[] };
const listsOf = async (headers: Record<string, string>) => {
  const res = await api.call('GET', '/franchise/price_lists', { headers });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code).toBe(2001);
  return res.body.payload as Listed[];
};

describe('GET /franchise/price_lists', () => {
  it("answers the lists covering the franchisee's wilaya, by name, and none of the other wilaya's", async () => {
    const alger = await listsOf(w.headers.alger);
    expect(alger.map((l) => l.name)).toEqual([names.mixed, names.both, names.groupAlger, names.alger]);
    const oran = await listsOf(w.headers.oran);
    expect(oran.map((l) => l.name)).toEqual([names.mixed, names.both, names.groupOran, names.oran]);
  });

  it('names only what is the wilaya’s in a scope, and gives the items without the cost', async () => {
    const alger = await listsOf(w.headers.alger);
    const byName = new Map(alger.map((l) => [l.name, l]));
    expect(byName.get(names.both)).toMatchObject({ scope: 'wilayas', scope_ids: [w.alger.wilayaId] });
    expect(byName.get(names.mixed)).toMatchObject({ scope: 'pharmacies', scope_ids: [w.alger.pharmacyId] });
    const own = byName.get(names.alger)!;
    expect(own).toMatchObject({ scope: 'wilayas', valid_from: null, valid_to: '2031-12-31', items_count: 3 });
    const [p0, p1] = products as [(typeof products)[0], (typeof products)[0]];
    const expected = [
      { product_id: p0.id, ref: p0.ref, price: 50, min_quantity: 1, base_price: p0.price / 100 },
      { product_id: p0.id, ref: p0.ref, price: 49, min_quantity: 10, base_price: p0.price / 100 },
      { product_id: p1.id, ref: p1.ref, price: 55, min_quantity: 1, base_price: p1.price / 100 },
    ];
    expect(own.items).toHaveLength(3);
    for (const e of expected) expect(own.items).toContainEqual(expect.objectContaining(e));
    for (const l of alger) for (const i of l.items) expect(i).not.toHaveProperty('cost');
  });

  it('is read only: the franchisee changes no list, and only franchisees read these', async () => {
    const before = await api.db.selectFrom('price_list_items').selectAll().orderBy('price_list_id').execute();
    const list = (await listsOf(w.headers.alger)).find((l) => l.name === names.alger) as Listed & { id: number };
    for (const [method, path, body] of [
      ['POST', '/admin/set_price_list_items', { priceListId: list.id, items: [] }],
      ['PUT', '/admin/update_price_list', { id: list.id, name: 'Pris', scope: 'wilayas', scope_ids: [1] }],
      ['DELETE', '/admin/delete_price_list', { id: list.id }],
      ['POST', '/franchise/price_lists', { id: list.id }],
      ['PUT', '/franchise/price_lists', { id: list.id }],
      ['DELETE', '/franchise/price_lists', { id: list.id }],
    ] as const) {
      const res = await api.call(method, path, { headers: w.headers.alger, body });
      expect([401, 403, 404], `${method} ${path}: ${res.status}`).toContain(res.status);
    }
    expect(await api.db.selectFrom('price_list_items').selectAll().orderBy('price_list_id').execute()).toEqual(before);
    expect((await listsOf(w.headers.alger)).map((l) => l.name)).toContain(names.alger);
    const pharmacy = await api.call('GET', '/franchise/price_lists', { headers: w.headers.pharmacyAlger });
    expect([401, 403]).toContain(pharmacy.status);
    const nobody = await api.call('GET', '/franchise/price_lists');
    expect([401, 403]).toContain(nobody.status);
  });
});
