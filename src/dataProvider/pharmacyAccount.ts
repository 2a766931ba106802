import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import type { AvailabilityRequest, Backorder } from '../contract/answers/shortages';
import type { BackorderPolicy } from '../contract/shortages';
import type { FetchInvoice } from '../components/useInvoiceDownload';
import { areaInvoice } from './invoice';
import { MAX_LIST_LIMIT } from '../contract/constants';
import type { HttpClient } from '../http/client';
import type { OrderDetailsPayload as OrderDetails } from '../storefront/orders/types';
import { listLocally, type ResourceMap, type ResourceMapping } from './index';
import { collectPages } from './paging';

/** "All" of My orders: every page is asked, up to this many orders; beyond, the list says it stops there. */
export const ALL_ORDERS_CAP = 1000;

type OrdersPage = { orders: RaRecord[]; total: number } | RaRecord[];

/**
 * My orders, a page (`perPage` ≤ 100, the server's limit) or "All" (`perPage` above it): then pages of 100 are
 * asked one after the other until the total or ALL_ORDERS_CAP is reached; `meta.capped` tells the cap was hit.
 * `filter.q` is the order number search; without `filter.state` ("placed orders") it asks `state=placed` (D44): the
 * orders placed, rejected or awaiting payment, not the failed, expired or cancelled card attempts.
 */
export async function listPharmacyOrders(client: HttpClient, params: GetListParams): Promise<GetListResult> {
  const { page = 1, perPage = 10 } = params.pagination ?? {};
  const search = typeof params.filter?.q === 'string' && params.filter.q.trim() ? params.filter.q.trim() : undefined;
  const ask = async (offset: number, limit: number) => {
    const payload = await client.call<OrdersPage>('GET', `/pharmacy/orders_list/${offset}/${limit}`, {
      query: { search, state: params.filter?.state || 'placed' },
    });
    return Array.isArray(payload)
      ? { orders: payload, total: payload.length }
      : { orders: payload.orders ?? [], total: Number(payload.total) || 0 };
  };
  if (perPage <= MAX_LIST_LIMIT) {
    const { orders, total } = await ask((page - 1) * perPage, perPage);
    return { data: orders, total };
  }
  const all = await collectPages(
    async (offset, limit) => {
      const { orders, total } = await ask(offset, limit);
      return { rows: orders, total };
    },
    { start: 0, count: ALL_ORDERS_CAP, exactTotal: true },
  );
  return { data: all.data, total: all.total, meta: { capped: all.total > ALL_ORDERS_CAP } };
}

/** A saved delivery address (GET /pharmacy/my_addresses); `id` is its address_id, for react-admin. */
export interface DeliveryAddress extends RaRecord {
  address_id: number;
  address: string;
}

/** A saved card (GET /pharmacy/get_my_cc, D16: masked number); `id` is its cc_id. */
export interface SavedCard extends RaRecord {
  cc_id: number;
  card_name: string;
  card_number: string;
  card_holder: string;
  exp_month: string;
  exp_year: string;
}

/** GET /pharmacy/my_profile_info: one record, `id` 'me'. */
export interface PharmacyProfile extends RaRecord {
  name: string;
  email: string;
  phone1: string;
  phone2: string | null;
  nif: string;
  rib: string;
}

/** Saved addresses and cards answer the whole list after each change: the changed one is read from it. */
function savedList<T extends RaRecord>(
  key: 'address_id' | 'cc_id',
  paths: { list: string; add: string; update: string; remove: string },
): ResourceMapping {
  const withIds = (payload: unknown) =>
    (Array.isArray(payload) ? payload : []).map((r: Record<string, unknown>) => ({ ...r, id: r[key] }) as unknown as T);
  const changed = (payload: unknown, id?: RaRecord['id']) => {
    const rows = withIds(payload);
    // a new one has the highest id
    const found =
      id === undefined
        ? rows.reduce<T | undefined>((a, r) => (!a || Number(r.id) > Number(a.id) ? r : a), undefined)
        : rows.find((r) => r.id === id);
    return found ?? ({ id: id ?? 0 } as T);
  };
  return {
    // in the server's order: "Address 1", "Address 2" follow it
    getList: async (client, params) =>
      listLocally(withIds(await client.call('GET', paths.list)), { ...params, sort: { field: '', order: 'ASC' } }),
    // one Idempotency-Key per click: a repeat after a lost answer adds nothing more (issue 26 §7)
    create: async (client, data) => changed(await client.call('POST', paths.add, { body: data, idempotent: true })),
    update: async (client, id, data) =>
      changed(await client.call('PUT', paths.update, { body: { ...data, [key]: id } }), id),
    delete: async (client, id) => void (await client.call('DELETE', paths.remove, { body: { [key]: id } })),
  };
}

/** The account's react-admin resources: orders, addresses, cards, profile. */
export const accountResources: ResourceMap = {
  orders: { getList: listPharmacyOrders },
  addresses: savedList<DeliveryAddress>('address_id', {
    list: '/pharmacy/my_addresses',
    add: '/pharmacy/add_address',
    update: '/pharmacy/update_address',
    remove: '/pharmacy/delete_address',
  }),
  cards: savedList<SavedCard>('cc_id', {
    list: '/pharmacy/get_my_cc',
    add: '/pharmacy/add_cc',
    update: '/pharmacy/update_cc',
    remove: '/pharmacy/delete_cc',
  }),
  // issue 41 §1: the pharmacy's back-orders, newest first
  backorders: {
    getList: async (client) => {
      const rows = await client.call<Backorder[]>('GET', '/pharmacy/backorders');
      return { data: rows.map((r) => ({ ...r, id: r.backorder_id })), total: rows.length };
    },
  },
  // issue 41 §3: the "tell me when it is back" requests, waiting and told in the last days, newest first
  availabilityRequests: {
    getList: async (client) => {
      const rows = await client.call<AvailabilityRequest[]>('GET', '/pharmacy/availability_requests');
      return { data: rows.map((r) => ({ ...r, id: r.request_id })), total: rows.length };
    },
  },
  profile: {
    getOne: async (client) => ({
      ...(await client.call<Omit<PharmacyProfile, 'id'>>('GET', '/pharmacy/my_profile_info')),
      id: 'me',
    }),
    update: async (client, _id, data) => ({
      ...(await client.call<Omit<PharmacyProfile, 'id'>>('PUT', '/pharmacy/update_profile_info', { body: data })),
      id: 'me',
    }),
  },
};

/** POST /pharmacy/order_details: the order and its lines. */
const orderDetails = (client: HttpClient, orderId: RaRecord['id']) =>
  client.call<OrderDetails>('POST', '/pharmacy/order_details', { body: { orderID: orderId } });

/** The account's custom calls, used through `useDataProvider<PharmacyDataProvider>()`; refusals throw ApiError. */
export interface AccountCalls {
  /** POST /pharmacy/change_pswd */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** POST /pharmacy/cancel_order: the server's sentence */
  cancelOrder(orderId: number): Promise<{ message: string | null }>;
  /** POST /pharmacy/order_details */
  orderDetails(orderId: number): Promise<OrderDetails>;
  /** GET /generate-invoice/{id}, the PDF in `lang` */
  invoice: FetchInvoice;
  /** POST /pharmacy/cancel_backorder: the server's sentence */
  cancelBackorder(backorderId: number): Promise<string | null>;
  backorderPolicy(): Promise<BackorderPolicy>;
  setBackorderPolicy(policy: BackorderPolicy): Promise<string | null>;
  /** POST /pharmacy/cancel_availability_request: the server's sentence */
  cancelAvailabilityRequest(requestId: number): Promise<{ data: null; message: string | null }>;
}

export function accountCalls(client: HttpClient): AccountCalls {
  return {
    changePassword: async (oldPassword, newPassword) =>
      void (await client.call('POST', '/pharmacy/change_pswd', { body: { old_pw: oldPassword, new_pw: newPassword } })),
    cancelOrder: async (orderId) => ({
      message: await client.sentence('POST', '/pharmacy/cancel_order', { body: { orderId } }),
    }),
    orderDetails: (orderId) => orderDetails(client, orderId),
    invoice: areaInvoice(client),
    cancelBackorder: (backorderId) => client.sentence('POST', '/pharmacy/cancel_backorder', { body: { backorderId } }),
    backorderPolicy: async () =>
      (await client.call<[{ backorder_policy: BackorderPolicy }]>('GET', '/pharmacy/backorder_policy'))[0]
        .backorder_policy,
    setBackorderPolicy: (policy) => client.sentence('POST', '/pharmacy/set_backorder_policy', { body: { policy } }),
    cancelAvailabilityRequest: async (requestId) => ({
      data: null,
      message: await client.sentence('POST', '/pharmacy/cancel_availability_request', { body: { requestId } }),
    }),
  };
}
