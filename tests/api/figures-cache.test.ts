import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FiguresCache, FIGURES_TTL_MS } from '../../server/stats/figuresCache.js';
import { startApi, type TestApi } from '../support/api.js';
import { insertOrder } from '../support/orders.js';

/** The dashboards' figures are computed once per version of the data (migration 014, server/stats/figuresCache.ts). */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

/** A cache whose computation counts its runs. */
function counted() {
  const cache = new FiguresCache<number>(api.db);
  let runs = 0;
  return { get: (key = 'k', now?: number) => cache.get(key, async () => ++runs, now), runs: () => runs };
}

async function anOrder() {
  const pharmacy = await api.db.selectFrom('pharmacies').select('id').orderBy('id').executeTakeFirstOrThrow();
  const product = await api.db
    .selectFrom('products')
    .select(['id', 'ref', 'name'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return insertOrder(api, {
    pharmacyId: pharmacy.id,
    orderNo: `FC-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`,
    address: 'Adresse de test',
    status: 1,
    payementType: 2,
    state: 'paid',
    createdAt: new Date(),
    lines: [{ productId: product.id, ref: product.ref, name: product.name, quantity: 1, unitPrice: 1_000 }],
  });
}

describe('FiguresCache', () => {
  it('computes once while nothing changes, and calls at the same moment share that computation', async () => {
    const c = counted();
    expect(await Promise.all([c.get(), c.get(), c.get(), c.get(), c.get()])).toEqual([1, 1, 1, 1, 1]);
    expect(await c.get()).toBe(1);
    expect(await c.get('other key')).toBe(2);
  });

  it('computes again once an order is committed, not for a transaction rolled back', async () => {
    const c = counted();
    expect(await c.get()).toBe(1);
    await api.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('products')
          .set({ name: 'Nom provisoire' })
          .where('id', '=', (await trx.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow()).id)
          .execute();
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await c.get()).toBe(1);
    await anOrder();
    expect(await c.get()).toBe(2);
    expect(await c.get()).toBe(2);
  });

  it('never answers from memory past its time limit', async () => {
    const c = counted();
    const now = Date.now();
    expect(await c.get('k', now)).toBe(1);
    expect(await c.get('k', now + FIGURES_TTL_MS - 1)).toBe(1);
    expect(await c.get('k', now + FIGURES_TTL_MS)).toBe(2);
  });

  it('does not keep a failure', async () => {
    const cache = new FiguresCache<number>(api.db);
    await expect(cache.get('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
