import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidGtin } from '../../src/contract/gs1.js';
import { heldUnitsSql } from '../../server/lots/held.js';
import { addDays, algiersToday } from '../../server/lots/shelfLife.js';
import { startApi, type TestApi } from '../support/api.js';

/** Issue 29 §7: the demo's lots keep the stock invariant and show what the expiry watch and the storefront need. */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

describe('demo lots', () => {
  it('every demo product has its GTIN and dated lots; available = Σ sellable on hand − held, for every product', async () => {
    const { rows } = await sql<{
      id: number;
      gtin: string | null;
      quantity: number;
      sellable: number;
      held: number;
      dated: number;
    }>`
      SELECT p.id, p.gtin, p.quantity,
        coalesce((SELECT sum(l.on_hand) FROM lots l WHERE l.product_id = p.id AND l.sellable), 0)::int AS sellable,
        coalesce(h.held, 0)::int AS held,
        (SELECT count(*) FROM lots l WHERE l.product_id = p.id AND l.expiry IS NOT NULL AND l.on_hand > 0)::int AS dated
      FROM products p LEFT JOIN (${heldUnitsSql}) h ON h.product_id = p.id ORDER BY p.id`.execute(api.db);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.filter((r) => r.quantity !== r.sellable - r.held)).toEqual([]);
    expect(rows.filter((r) => !r.gtin || !isValidGtin(r.gtin))).toEqual([]);
    expect(new Set(rows.map((r) => r.gtin)).size).toBe(rows.length);
    // the demo's out-of-stock products hold nothing; every other one holds dated lots
    expect(rows.filter((r) => r.sellable > 0 && r.dated < 1)).toEqual([]);
    expect(rows.filter((r) => r.sellable > 0).length).toBeGreaterThanOrEqual(35);
  });

  it('one lot near expiry and one expired lot hold stock, neither sellable', async () => {
    const today = algiersToday();
    const odd = await api.db
      .selectFrom('lots')
      .select(['lot', 'on_hand', 'sellable', sql<string>`to_char(expiry, 'YYYY-MM-DD')`.as('expiry')])
      .where('on_hand', '>', 0)
      .where('expiry', '<', addDays(today, 90))
      .orderBy('expiry')
      .execute();
    expect(odd).toEqual([
      expect.objectContaining({ expiry: addDays(today, -20), on_hand: 8, sellable: false }),
      expect.objectContaining({ expiry: addDays(today, 45), on_hand: 12, sellable: false }),
    ]);
  });

  it('the storefront shows each product’s earliest expiry a pharmacy would receive', async () => {
    const res = await api.call('GET', '/pharmacy/products_list', { headers: await api.login('pharmacy') });
    expect(res.body.code).toBe(2001);
    const today = algiersToday();
    const onHand = await api.db
      .selectFrom('lots')
      .select('product_id')
      .where('sellable', '=', true)
      .where('on_hand', '>', 0)
      .execute();
    const stocked = new Set(onHand.map((l) => l.product_id));
    const products = res.body.payload as { id: number; earliest_expiry: string | null; ref: string }[];
    expect(products.filter((p) => stocked.has(p.id)).length).toBeGreaterThanOrEqual(35);
    for (const p of products) {
      if (!stocked.has(p.id)) {
        expect(p.earliest_expiry, p.ref).toBeNull();
        continue;
      }
      expect(p.earliest_expiry, p.ref).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.earliest_expiry! >= addDays(today, 180), p.ref).toBe(true);
    }
  });
});
