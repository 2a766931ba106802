import { describe, expect, it } from 'vitest';
import { ALL_ORDERS_CAP, listPharmacyOrders } from '../../src/dataProvider/pharmacy';
import type { HttpClient } from '../../src/http/client';

/** A pharmacy client answering GET /pharmacy/orders_list/:offset/:limit over `count` orders, as the server pages them (limit ≤ 100). */
function fakeClient(count: number) {
  const asked: string[] = [];
  const client = {
    call: async (_method: string, path: string) => {
      asked.push(path);
      const [offset, limit] = path.split('/').slice(-2).map(Number) as [number, number];
      const end = Math.min(count, offset + Math.min(limit, 100));
      return {
        orders: Array.from({ length: Math.max(0, end - offset) }, (_, i) => ({ id: count - offset - i })),
        total: count,
      };
    },
  } as unknown as HttpClient;
  return { client, asked };
}

const all = {
  pagination: { page: 1, perPage: ALL_ORDERS_CAP },
  sort: { field: 'id', order: 'DESC' as const },
  filter: {},
};

describe('My orders "All" (issue 12)', () => {
  it('gives all 150 orders of a pharmacy, asked page by page', async () => {
    const { client, asked } = fakeClient(150);
    const result = await listPharmacyOrders(client, all);
    expect(result.data).toHaveLength(150);
    expect(new Set(result.data.map((o) => o.id)).size).toBe(150);
    expect(result).toMatchObject({ total: 150, meta: { capped: false } });
    expect(asked).toEqual(['/pharmacy/orders_list/0/100', '/pharmacy/orders_list/100/50']);
  });

  it('stops at the stated cap and says so', async () => {
    const { client, asked } = fakeClient(ALL_ORDERS_CAP + 234);
    const result = await listPharmacyOrders(client, all);
    expect(result.data).toHaveLength(ALL_ORDERS_CAP);
    expect(result).toMatchObject({ total: ALL_ORDERS_CAP + 234, meta: { capped: true } });
    expect(asked).toHaveLength(ALL_ORDERS_CAP / 100);
  });

  it('asks one page for a page size the server allows', async () => {
    const { client, asked } = fakeClient(150);
    const result = await listPharmacyOrders(client, {
      ...all,
      pagination: { page: 2, perPage: 25 },
      filter: { q: '  ZT01 ' },
    });
    expect(result.data).toHaveLength(25);
    expect(asked).toEqual(['/pharmacy/orders_list/25/25']);
  });
});
