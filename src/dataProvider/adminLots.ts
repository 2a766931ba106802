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
      const [product] = await client.call<{ lots: Row[] }[]>('GET', `/admin/product_lots/${productId}`);
      const rows = product?.lots ?? [];
      return { data: rows, total: rows.length };
    },
    create: async (client, data) => {
      const body = { productId: Number(data.productId), lot: String(data.lot ?? ''), expiry: String(data.expiry ?? ''), quantity: Number(data.quantity) };
      const [lot] = await client.call<Row[]>('POST', '/admin/receive_stock', { body, idempotent: true });
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
