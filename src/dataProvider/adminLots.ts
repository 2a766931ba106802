import type { RaRecord } from 'react-admin';
import type { ResourceMap } from './index';

/**
 * The admin's lots (issue 29, docs/lots.md): `lots` lists a product's lots (filter productId) and receives goods
 * (create → POST /admin/receive_stock); `productByGtin` finds the product of a scanned GTIN (getOne, id: the GTIN).
 */
type Row = RaRecord & Record<string, unknown>;

export const lotResources: ResourceMap = {
  lots: {
    getList: async (client, params) => {
      const productId = Number(params.filter?.productId);
      if (!productId) return { data: [], total: 0 };
      const [product] = await client.call<{ lots: Row[]; sellable_from?: string }[]>(
        'GET',
        `/admin/product_lots/${productId}`,
      );
      const rows = product?.lots ?? [];
      // the earliest expiry still sellable if received today (issue 38 §4): goods-in warns under it
      return { data: rows, total: rows.length, meta: { sellableFrom: product?.sellable_from } };
    },
    create: async (client, data) => {
      const body = {
        productId: Number(data.productId),
        lot: String(data.lot ?? ''),
        expiry: String(data.expiry ?? ''),
        quantity: Number(data.quantity),
      };
      const [lot] = await client.call<Row[]>('POST', '/admin/receive_stock', { body, idempotent: true });
      return { ...lot!, id: lot!.lot_id as number };
    },
  },
  // the expiry watch (issue 29 §4), paged by the server; a row's id is its lot's
  expiryWatch: {
    getList: async (client, params) => {
      const page = params.pagination?.page ?? 1;
      const perPage = Math.min(params.pagination?.perPage ?? 25, 100);
      const state = typeof params.filter?.state === 'string' && params.filter.state ? params.filter.state : undefined;
      const days =
        typeof params.filter?.days === 'string' && /^\d+$/.test(params.filter.days) ? params.filter.days : undefined;
      const answer = await client.call<{ lots: Row[]; total: number; days?: number }>(
        'GET',
        `/admin/expiry_watch/${(page - 1) * perPage}/${perPage}`,
        { query: { state, days } },
      );
      return {
        data: answer.lots.map((l) => ({ ...l, id: l.lot_id as number })),
        total: answer.total,
        meta: { days: answer.days },
      };
    },
  },
  // a lot's stock correction (POST /admin/adjust_stock): the expiry write-off of the watch
  lotAdjustments: {
    create: async (client, data) => {
      const body = { lotId: Number(data.lotId), change: Number(data.change), reason: String(data.reason) };
      const [lot] = await client.call<Row[]>('POST', '/admin/adjust_stock', { body, idempotent: true });
      return { ...lot!, id: lot!.lot_id as number };
    },
  },
  productByGtin: {
    getOne: async (client, id) => {
      const [product] = await client.call<Row[]>('GET', `/admin/product_by_gtin/${encodeURIComponent(String(id))}`);
      return product!;
    },
  },
};
