import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { conditionsFor, conditionsOf } from '../../server/pricing/conditions.js';
import { priceLine, priceLineWithFreeUnits, type PromotionTerms } from '../../server/pricing/rule.js';
import { startApi, type TestApi } from '../support/api.js';
import { type PharmacyFixture, pharmacyFixture } from './pharmacy-fixtures.js';

/**
 * The rules of issue 40 not covered by pricing.test.ts (docs/pricing.md): two promotions on one line, the validity
 * days at midnight Algiers time, bad input refused with nothing changed, and a pharmacy never shown another's contract.
 * Figures by hand: the balm costs 99,99 DA (9 999 centimes), 40 in stock.
 */
let api: TestApi;
let fx: PharmacyFixture;
let admin: Record<string, string>;

beforeAll(async () => {
  api = await startApi();
  fx = await pharmacyFixture(api);
  admin = await api.login('admin');
});
afterAll(() => api?.close());
beforeEach(async () => {
  // the demo's lists and promotions, and those of the test before, cover nothing here
  await api.db.deleteFrom('basket_items').where('pharmacy_id', 'in', [fx.alger.id, fx.oran.id]).execute();
  await api.db.deleteFrom('price_lists').execute();
  await api.db.updateTable('promotions').set({ ended_at: new Date() }).where('ended_at', 'is', null).execute();
});

const adminCall = (method: string, path: string, body?: unknown) => api.call(method, path, { headers: admin, body });
const added = async (path: string, body: Record<string, unknown>, key: string) => {
  const res = await adminCall('POST', path, body);
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return res.body.payload[0][key] as number;
};
const promotion = (body: Record<string, unknown>) =>
  added('/admin/add_promotion', { name: `Promo ${Math.random()}`, ...body }, 'promotion_id');
const priceList = async (body: Record<string, unknown>, items: unknown[]) => {
  const id = await added('/admin/add_price_list', { name: `Liste ${Math.random()}`, ...body }, 'price_list_id');
  const set = await adminCall('POST', '/admin/set_price_list_items', { priceListId: id, items });
  expect(set.body.code, JSON.stringify(set.body)).toBe(2001);
  return id;
};
const basketLine = async (quantity: number) => {
  const res = await api.call('POST', '/pharmacy/add_product_to_basket', {
    headers: fx.alger.headers,
    body: { product_id: fx.balm.id, quantity },
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return (res.body.payload.products as { product_id: number }[]).find((l) => l.product_id === fx.balm.id);
};
const priceCheck = async (quantity: number) => {
  const res = await adminCall('POST', '/admin/price_check', {
    pharmacy_id: fx.alger.id,
    product_id: fx.balm.id,
    quantity,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
  return res.body.payload;
};

describe('two promotions on one line', () => {
  it('a combinable percentage and combinable free units both apply', async () => {
    const percent = await promotion({ kind: 'percent', product_ids: [fx.balm.id], percent: 10, combinable: true });
    const free = await promotion({
      kind: 'free_units',
      product_ids: [fx.balm.id],
      buy_quantity: 10,
      free_quantity: 2,
      combinable: true,
    });
    // 10 % of 99,99 = 9,999 → 10,00 DA off each unit: 89,99 DA; 10 units: 899,90 DA, 100 DA off, and 2 free
    expect(await basketLine(10)).toMatchObject({
      unity_price: 89.99,
      list_price: 99.99,
      discount_amount: 100,
      total_price: 899.9,
      free_quantity: 2,
      promotion_id: percent,
    });
    expect(await priceCheck(10)).toMatchObject({
      unit_price: 89.99,
      discount_amount: 100,
      free_quantity: 2,
      percent_promotion_id: percent,
      free_promotion_id: free,
    });
  });

  it('a pair not both combinable gives the one worth more, by the figures', async () => {
    const percent = await promotion({ kind: 'percent', product_ids: [fx.balm.id], percent: 15 });
    const free = await promotion({
      kind: 'free_units',
      product_ids: [fx.balm.id],
      buy_quantity: 10,
      free_quantity: 2,
      combinable: true,
    });
    // 15 % of 99,99 = 14,9985 → 15,00 DA off a unit. At 10 units: 150,00 DA off against 2 free = 199,98 DA: the free units
    expect(await basketLine(10)).toMatchObject({
      unity_price: 99.99,
      discount_amount: 0,
      total_price: 999.9,
      free_quantity: 2,
      promotion_id: free,
    });
    const at10 = await priceCheck(10);
    expect(at10).toMatchObject({ percent_promotion_id: null, free_promotion_id: free });
    expect(at10.promotions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ promotion_id: percent, applied: false, reason: 'not_best' }),
        expect.objectContaining({ promotion_id: free, applied: true, reason: 'applied' }),
      ]),
    );
    // at 19 units: 19 × 15,00 = 285,00 DA off against still 2 free = 199,98 DA: the percentage; 19 × 84,99 = 1 614,81
    expect(await basketLine(19)).toMatchObject({
      unity_price: 84.99,
      discount_amount: 285,
      total_price: 1614.81,
      free_quantity: 0,
      promotion_id: percent,
    });
    expect(await priceCheck(19)).toMatchObject({ percent_promotion_id: percent, free_promotion_id: null });
  });
});

describe('a line priced again with the free units its checkout got (a cap emptied by a parallel order)', () => {
  const terms = (p: Partial<PromotionTerms> & Pick<PromotionTerms, 'id' | 'kind'>): PromotionTerms => ({
    name: `#${p.id}`,
    buyQuantity: null,
    freeQuantity: null,
    percentBp: null,
    minQuantity: 1,
    combinable: false,
    freeUnitsLeft: null,
    ...p,
  });
  // 1 000 DA, 10 units: "10 + 2" worth 2 × 1 000 = 2 000 DA, 5 % worth 10 × 50 = 500 DA, not combinable
  const free = terms({ id: 1, kind: 'free_units', buyQuantity: 10, freeQuantity: 2, freeUnitsLeft: 2 });
  const percent = terms({ id: 2, kind: 'percent', percentBp: 500 });
  const other = terms({ id: 3, kind: 'free_units', buyQuantity: 5, freeQuantity: 1 });

  it('gives the percentage when no free unit is left, and the one worth more when some are', () => {
    expect(priceLine(100_000, 10, [], [free, percent])).toMatchObject({ freeQuantity: 2, freePromotionId: 1 });
    expect(priceLineWithFreeUnits(100_000, 10, [], [free, percent], 1, 0)).toMatchObject({
      unitPrice: 95_000,
      discountAmount: 50_000,
      percentPromotionId: 2,
      freeQuantity: 0,
      freePromotionId: null,
    });
    // 1 free unit (1 000 DA) is still worth more than 500 DA
    expect(priceLineWithFreeUnits(100_000, 10, [], [free, percent], 1, 1)).toMatchObject({
      unitPrice: 100_000,
      percentPromotionId: null,
      freeQuantity: 1,
      freePromotionId: 1,
    });
    // another free-units promotion is not taken at that point (its row is not locked)
    expect(priceLineWithFreeUnits(100_000, 10, [], [free, other], 1, 0)).toMatchObject({
      freeQuantity: 0,
      freePromotionId: null,
    });
  });
});

describe('validity days at midnight Algiers time (UTC+1)', () => {
  const D = '2030-06-15';
  const priced = async (now: Date, quantity = 10) => {
    const c = conditionsOf(await conditionsFor(api.db, fx.alger.id, [fx.balm.id], now), fx.balm.id);
    return priceLine(Math.round(fx.balm.price * 100), quantity, c.items, c.promotions);
  };

  it('a list valid to D applies at D 23:59:59 Algiers (22:59:59Z), not at D+1 00:00 (23:00Z); from D likewise', async () => {
    const until = await priceList({ scope: 'pharmacies', scope_ids: [fx.alger.id], valid_to: D }, [
      { product_id: fx.balm.id, price: 80 },
    ]);
    expect(await priced(new Date(`${D}T22:59:59Z`))).toMatchObject({ listPrice: 8000, priceListId: until });
    expect(await priced(new Date(`${D}T22:59:59.999Z`))).toMatchObject({ listPrice: 8000 });
    expect(await priced(new Date(`${D}T23:00:00Z`))).toMatchObject({ listPrice: 9999, priceListId: null });

    await api.db.deleteFrom('price_lists').execute();
    const from = await priceList({ scope: 'pharmacies', scope_ids: [fx.alger.id], valid_from: D }, [
      { product_id: fx.balm.id, price: 70 },
    ]);
    // D 00:00 Algiers is D-1 23:00Z
    expect(await priced(new Date('2030-06-14T22:59:59Z'))).toMatchObject({ listPrice: 9999, priceListId: null });
    expect(await priced(new Date('2030-06-14T23:00:00Z'))).toMatchObject({ listPrice: 7000, priceListId: from });
  });

  it('a promotion valid to D gives its free units at D 23:59:59 Algiers and not a second later', async () => {
    const free = await promotion({
      kind: 'free_units',
      product_ids: [fx.balm.id],
      buy_quantity: 10,
      free_quantity: 2,
      valid_from: D,
      valid_to: D,
    });
    expect(await priced(new Date('2030-06-14T22:59:59Z'))).toMatchObject({ freeQuantity: 0, freePromotionId: null });
    expect(await priced(new Date('2030-06-14T23:00:00Z'))).toMatchObject({ freeQuantity: 2, freePromotionId: free });
    expect(await priced(new Date(`${D}T22:59:59Z`))).toMatchObject({ freeQuantity: 2, freePromotionId: free });
    expect(await priced(new Date(`${D}T23:00:00Z`))).toMatchObject({ freeQuantity: 0, freePromotionId: null });
  });
});

describe('bad input: a clear refusal on its field, nothing changed', () => {
  /** What the pricing tables and the audit log hold: a refused call leaves it as it was. */
  const state = async () =>
    (
      await sql<{ snapshot: string }>`SELECT concat_ws('|',
        (SELECT count(*) FROM price_lists), (SELECT count(*) FROM price_list_items),
        (SELECT string_agg(concat(price_list_id, ':', product_id, ':', min_quantity, ':', price), ',' ORDER BY 1) FROM price_list_items),
        (SELECT string_agg(concat(id, ':', name, ':', scope, ':', scope_ids, ':', valid_from, ':', valid_to), ',' ORDER BY 1) FROM price_lists),
        (SELECT count(*) FROM promotions), (SELECT max(updated_at) FROM promotions),
        (SELECT count(*) FROM audit_log)) AS snapshot`.execute(api.db)
    ).rows[0]!.snapshot;
  const refused = async (method: string, path: string, body: Record<string, unknown>, field: string, says?: RegExp) => {
    const before = await state();
    const res = await adminCall(method, path, body);
    expect(res.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.code).toBe(4000);
    expect(res.body.payload[0].path, JSON.stringify(body)).toBe(field);
    expect(typeof res.body.meta === 'string' && res.body.meta.length > 0).toBe(true);
    if (says) expect(res.body.meta).toMatch(says);
    expect(await state()).toBe(before);
  };

  it('price lists and their items', async () => {
    const id = await priceList({ scope: 'pharmacies', scope_ids: [fx.alger.id] }, [
      { product_id: fx.balm.id, price: 90 },
    ]);
    const items = (extra: Record<string, unknown>) => ({
      priceListId: id,
      items: [
        { product_id: fx.balm.id, price: 85 },
        { product_id: fx.serum.id, price: 1000, ...extra },
      ],
    });
    await refused('POST', '/admin/set_price_list_items', items({ price: 0 }), 'items.1.price');
    await refused('POST', '/admin/set_price_list_items', items({ price: 10.005 }), 'items.1.price');
    await refused('POST', '/admin/set_price_list_items', items({ min_quantity: -3 }), 'items.1.min_quantity');
    await refused('POST', '/admin/set_price_list_items', items({ product_id: 99_999_999 }), 'items.1.product_id');
    await refused(
      'POST',
      '/admin/set_price_list_items',
      {
        priceListId: id,
        items: [
          { product_id: fx.balm.id, price: 85 },
          { product_id: fx.balm.id, price: 84 },
        ],
      },
      'items.1',
    );
    await refused(
      'POST',
      '/admin/set_price_list_items',
      { priceListId: 99_999_999, items: [{ product_id: fx.balm.id, price: 85 }] },
      'priceListId',
    );
    for (const [scope, ids] of [
      ['pharmacies', [99_999_999]],
      ['pharmacies', [fx.alger.id, 99_999_999]],
      ['group', [99_999_999]],
      ['wilayas', [99_999]],
      ['wilayas', []],
    ] as const)
      await refused('POST', '/admin/add_price_list', { name: 'Nulle part', scope, scope_ids: ids }, 'scope_ids');
    await refused(
      'PUT',
      '/admin/update_price_list',
      { id, name: 'Changée', scope: 'pharmacies', scope_ids: [99_999_999] },
      'scope_ids',
    );
    await refused(
      'PUT',
      '/admin/update_price_list',
      {
        id,
        name: 'Changée',
        scope: 'pharmacies',
        scope_ids: [fx.alger.id],
        valid_from: '2030-02-01',
        valid_to: '2030-01-31',
      },
      'valid_to',
    );
    await refused(
      'POST',
      '/admin/add_price_list',
      { name: 'Jour faux', scope: 'wilayas', scope_ids: [16], valid_from: '2030-02-30' },
      'valid_from',
    );
  });

  it('promotions', async () => {
    const p = {
      name: 'Labo 10 + 2',
      kind: 'free_units',
      product_ids: [fx.balm.id],
      buy_quantity: 10,
      free_quantity: 2,
    };
    for (const [field, value] of [
      ['buy_quantity', 2.5],
      ['buy_quantity', 0],
      ['buy_quantity', '10'],
      ['free_quantity', 1.5],
      ['free_quantity', -2],
      ['min_quantity', 0],
      ['max_free_units', 12.5],
    ] as const)
      await refused('POST', '/admin/add_promotion', { ...p, [field]: value }, field);
    const percent = { name: 'Labo −15 %', kind: 'percent', product_ids: [fx.balm.id] };
    for (const value of [120, 0, -5, 100.001, '15'])
      await refused('POST', '/admin/add_promotion', { ...percent, percent: value }, 'percent');
    await refused(
      'POST',
      '/admin/add_promotion',
      { ...percent, percent: 15, valid_from: '2030-03-10', valid_to: '2030-03-09' },
      'valid_to',
    );
    await refused('POST', '/admin/add_promotion', { ...p, product_ids: [fx.balm.id, 99_999_999] }, 'product_ids');
    await refused('POST', '/admin/add_promotion', { ...p, product_ids: undefined }, 'product_ids');
    await refused(
      'POST',
      '/admin/add_promotion',
      { ...p, category_id: 99_999_999, product_ids: undefined },
      'category_id',
    );
    await refused('POST', '/admin/add_promotion', { ...p, scope: 'pharmacies', scope_ids: [99_999_999] }, 'scope_ids');
    await refused('POST', '/admin/add_promotion', { ...p, scope: 'group', scope_ids: [99_999_999] }, 'scope_ids');
    await refused('POST', '/admin/add_promotion', { ...p, scope: 'wilayas', scope_ids: [99_999] }, 'scope_ids');
    await refused('POST', '/admin/add_promotion', { ...p, kind: 'gift' }, 'kind');
    // an update refused leaves the promotion as it was
    const id = await promotion({ ...p, max_free_units: 10 });
    await refused('PUT', '/admin/update_promotion', { id, ...p, percent: 120, kind: 'percent' }, 'percent');
    await refused('PUT', '/admin/update_promotion', { id, ...p, free_quantity: 0.5 }, 'free_quantity');
    const kept = await api.db
      .selectFrom('promotions')
      .select(['kind', 'buy_quantity', 'free_quantity', 'max_free_units'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ kind: 'free_units', buy_quantity: 10, free_quantity: 2, max_free_units: 10 });
  });

  it('is worded in the caller’s language', async () => {
    const res = await api.call('POST', '/admin/add_promotion', {
      headers: { ...admin, language: '1' },
      body: { name: 'Labo', kind: 'percent', product_ids: [fx.balm.id], percent: 120 },
    });
    expect(res.body.code).toBe(4000);
    const en = await adminCall('POST', '/admin/add_promotion', {
      name: 'Labo',
      kind: 'percent',
      product_ids: [fx.balm.id],
      percent: 120,
    });
    expect(res.body.meta).not.toBe(en.body.meta);
  });
});

describe('a pharmacy never sees another’s contract', () => {
  it('products_list and product_details show the Oran pharmacy the catalogue price, no tier, no list of Alger', async () => {
    const name = 'Contrat secret Alger';
    await priceList({ scope: 'pharmacies', scope_ids: [fx.alger.id], name }, [
      { product_id: fx.balm.id, price: 55.55 },
      { product_id: fx.balm.id, price: 44.44, min_quantity: 5 },
      { product_id: fx.serum.id, price: 1111.11 },
    ]);
    const catalogue = async (headers: Record<string, string>) => {
      const res = await api.call('GET', '/pharmacy/products_list?search=zeta', { headers });
      expect(res.body.code, JSON.stringify(res.body)).toBe(2001);
      const products = res.body.payload as { id: number }[];
      return { text: JSON.stringify(res.body), byId: new Map(products.map((p) => [p.id, p])) };
    };
    const details = async (headers: Record<string, string>, id: number) => {
      const res = await api.call('POST', '/pharmacy/product_details', { headers, body: { id } });
      expect(res.body.code).toBe(2001);
      return res.body.payload;
    };
    const mine = await catalogue(fx.alger.headers);
    expect(mine.byId.get(fx.balm.id)).toMatchObject({ price: 55.55, tiers: [{ min_quantity: 5, price: 44.44 }] });
    expect(mine.byId.get(fx.serum.id)).toMatchObject({ price: 1111.11 });

    const theirs = await catalogue(fx.oran.headers);
    expect(theirs.byId.get(fx.balm.id)).toMatchObject({ price: 99.99, base_price: 99.99, tiers: [], promotions: [] });
    expect(theirs.byId.get(fx.serum.id)).toMatchObject({ price: 1250.5, tiers: [] });
    for (const secret of ['55.55', '44.44', '1111.11', name]) expect(theirs.text).not.toContain(secret);
    for (const id of [fx.balm.id, fx.serum.id]) {
      const d = await details(fx.oran.headers, id);
      const text = JSON.stringify(d);
      for (const secret of ['55.55', '44.44', '1111.11', name]) expect(text).not.toContain(secret);
    }
    expect(await details(fx.oran.headers, fx.balm.id)).toMatchObject({ price: 99.99, tiers: [] });
    // and in the other direction, once Oran's catalogue was read (no cache shares one pharmacy's prices with another)
    expect((await catalogue(fx.alger.headers)).byId.get(fx.balm.id)).toMatchObject({ price: 55.55 });
    expect((await catalogue(fx.oran.headers)).byId.get(fx.balm.id)).toMatchObject({ price: 99.99 });
  });
});
