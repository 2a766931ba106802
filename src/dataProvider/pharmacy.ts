import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import { Code } from '../contract/codes';
import { MAX_LIST_LIMIT } from '../contract/constants';
import type { BasketFillAdded, BasketFillIssue, QuickOrderLine } from '../contract/quickOrder';
import { ApiError, type HttpClient } from '../http/client';
import { createDataProvider, type ResourceMap } from './index';

/** What order again and the quick order pad answer: the whole basket and what was (not) taken as asked. */
export interface BasketFillResult {
  basket: Record<string, unknown> & { products: unknown[] };
  added: BasketFillAdded[];
  rejected: BasketFillIssue[];
  /** the server's sentence in the user's language */
  message: string | null;
}

/** A product of GET /pharmacy/frequent_products: a catalogue item with how much the pharmacy ordered it. */
export interface FrequentProduct {
  id: number;
  ref: string;
  name: string;
  price: number;
  quantity: number;
  mainImage?: string | null;
  ordered_quantity: number;
  ordered_times: number;
}

/** The storefront's custom calls (issue 14), used through `useDataProvider<PharmacyDataProvider>()`. */
export interface PharmacyCalls {
  reorder(orderId: number): Promise<BasketFillResult>;
  quickOrder(lines: QuickOrderLine[]): Promise<BasketFillResult>;
  frequentProducts(): Promise<FrequentProduct[]>;
  /** The id of the one catalogue product whose reference is `ref` (any case), or null: a scanned code opens it. */
  productIdByRef(ref: string): Promise<number | null>;
}
export type PharmacyDataProvider = DataProvider & PharmacyCalls;

async function fill(client: HttpClient, path: string, body: unknown): Promise<BasketFillResult> {
  const result = await client.request<Omit<BasketFillResult, 'message'>>('POST', path, { body });
  if (result.code !== Code.OK) throw new ApiError(result);
  return { ...result.payload, message: result.meta };
}

/** "All" of My orders: every page is asked, up to this many orders; beyond, the list says it stops there. */
export const ALL_ORDERS_CAP = 1000;

type OrdersPage = { orders: RaRecord[]; total: number } | RaRecord[];

/**
 * My orders, a page (`perPage` ≤ 100, the server's limit) or "All" (`perPage` above it): then pages of 100 are
 * asked one after the other until the total or ALL_ORDERS_CAP is reached; `meta.capped` tells the cap was hit.
 * `filter.q` is the order number search.
 */
export async function listPharmacyOrders(client: HttpClient, params: GetListParams): Promise<GetListResult> {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const search = typeof params.filter?.q === 'string' && params.filter.q.trim() ? params.filter.q.trim() : undefined;
  const ask = async (offset: number, limit: number) => {
    const payload = await client.call<OrdersPage>('GET', `/pharmacy/orders_list/${offset}/${limit}`, { query: { search, state: params.filter?.state } });
    return Array.isArray(payload) ? { orders: payload, total: payload.length } : { orders: payload.orders ?? [], total: Number(payload.total) || 0 };
  };
  if (perPage <= MAX_LIST_LIMIT) {
    const { orders, total } = await ask((page - 1) * perPage, perPage);
    return { data: orders, total };
  }
  const first = await ask(0, MAX_LIST_LIMIT);
  const data = [...first.orders];
  const wanted = Math.min(first.total, ALL_ORDERS_CAP);
  while (data.length < wanted) {
    const next = await ask(data.length, Math.min(MAX_LIST_LIMIT, wanted - data.length));
    if (!next.orders.length) break;
    data.push(...next.orders);
  }
  return { data: data.slice(0, ALL_ORDERS_CAP), total: first.total, meta: { capped: first.total > ALL_ORDERS_CAP } };
}

const resources: ResourceMap = { orders: { getList: listPharmacyOrders } };

/** The storefront's dataProvider: react-admin's methods over the pharmacy client, plus the custom calls. */
export function createPharmacyDataProvider(client: HttpClient): PharmacyDataProvider {
  return {
    ...createDataProvider(client, resources),
    reorder: (orderId) => fill(client, '/pharmacy/reorder', { orderID: orderId }),
    quickOrder: (lines) => fill(client, '/pharmacy/quick_order', { lines }),
    frequentProducts: () => client.call<FrequentProduct[]>('GET', '/pharmacy/frequent_products'),
    productIdByRef: async (ref) => {
      const wanted = ref.trim().toLowerCase();
      if (!wanted) return null;
      const { products } = await client.call<{ products: { id: number; ref?: string }[] }>('GET', '/pharmacy/products_list', {
        query: { search: wanted, offset: 0, limit: 2 },
      });
      const exact = products.filter((p) => p.ref?.toLowerCase() === wanted);
      return exact.length === 1 && products.length === 1 ? exact[0]!.id : null;
    },
  };
}
