import type { WilayaQuotaUse } from '../contract/answers/shortages';
import type { FranchisePriceList } from '../contract/answers/pricing';
import type { FulfilmentView, ShipmentView } from '../contract/fulfilment';
import type { RaRecord } from 'react-admin';
import { Code } from '../contract/codes';
import { ApiError } from '../http/client';
import { disputesResource } from './disputes';
import { franchiseRecallResources } from './recalls';
import { receivableResources } from './receivables';
import { listLocally, type ResourceMap } from './index';
import { orderListFilters } from '../contract/orderFilters';
import { orderListQuery } from './orderQuery';

/**
 * The franchise area's calls (spec 000 §7 "Franchise") as react-admin resources:
 * - `orders`: server-paginated list (`filter.q` is the search, sent trimmed and only when non-empty) and details;
 * - `pharmacies`: the plain list searched in the browser, details with last orders, and the add.
 */

export interface FranchiseOrder extends RaRecord {
  order_no: string;
  pharmacy_name: string;
  status: number;
  /** ISO instant the order was placed; shown in Algiers time */
  order_date: string;
  /** total with tax, in dinars */
  order_price: number;
  /** the state in words (src/contract/orderStates.ts) */
  state?: string;
  state_reason?: string | null;
}

export interface OrderLine {
  id: number;
  name: string;
  quantity: number;
  unity_price: number;
  quantity_price: number;
}

/** `{...order, details}` of POST /franchise/order_details. */
export interface FranchiseOrderDetails extends RaRecord {
  order_no: string;
  name: string;
  address: string;
  status: number;
  payement_type: number;
  /** addition (D114): paid by card, an offline order's invoice too once paid from My account */
  paid_by_card?: boolean;
  tax: number;
  order_price: number;
  details: OrderLine[];
  /** issue 28: where the order is and what left the warehouse */
  fulfilment_view?: FulfilmentView;
  shipments?: ShipmentView[];
}

export interface PharmacyOrder {
  order_id: number | string;
  order_no?: string;
  order_date: string;
  total_price: number;
  status: number;
}

export interface FranchisePharmacy extends RaRecord {
  name: string;
  email: string;
  phone?: string;
  phone1: string;
  phone2?: string | null;
  rc: string;
  nif: string;
  rib: string;
  wilaya?: string | number | null;
  zip: string;
  address1: string;
  address2?: string | null;
  poc?: {
    fullName?: string;
    first_name?: string | null;
    last_name?: string | null;
    email?: string | null;
    phone?: string | null;
  } | null;
  poc_fullName?: string;
  orders?: PharmacyOrder[];
}

/** A created pharmacy as react-admin needs it, with the server's success message. */
export interface CreatedPharmacy extends RaRecord {
  message: string | null;
}

export const franchiseResourceMap: ResourceMap = {
  priceLists: {
    async getList(client, params) {
      return listLocally(await client.call<FranchisePriceList[]>('GET', '/franchise/price_lists'), params);
    },
  },
  // what the wilaya's pharmacies took of the products under quota (issue 41 §4)
  quotas: {
    async getList(client, params) {
      return listLocally(await client.call<WilayaQuotaUse[]>('GET', '/franchise/quotas'), params);
    },
  },
  orders: {
    async getList(client, params) {
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? 50;
      const q = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
      const payload = await client.call<{ orders: FranchiseOrder[]; total: number } | FranchiseOrder[]>(
        'GET',
        `/franchise/orders_list/${(page - 1) * perPage}/${perPage}`,
        {
          query: {
            search: q || undefined,
            ...orderListQuery(params, orderListFilters('franchise')),
          },
        },
      );
      // the contract allows a plain list too (spec 000 §3)
      if (Array.isArray(payload)) return { data: payload, total: payload.length };
      return { data: payload.orders ?? [], total: payload.total ?? 0 };
    },
    async getOne(client, id) {
      const { order, details, fulfilment, shipments } = await client.call<{
        order: Omit<FranchiseOrderDetails, 'details'>;
        details: OrderLine[];
        fulfilment?: FulfilmentView;
        shipments?: ShipmentView[];
      }>('POST', '/franchise/order_details', { body: { orderID: id } });
      return {
        ...order,
        id: order.id ?? id,
        details: details ?? [],
        fulfilment: fulfilment?.state ?? null,
        fulfilment_view: fulfilment,
        shipments: shipments ?? [],
      };
    },
  },
  pharmacies: {
    async getList(client, params) {
      const list = await client.call<FranchisePharmacy[]>('GET', '/franchise/pharmacies_list');
      const rows = list.map((p) => ({ ...p, poc_fullName: p.poc?.fullName || p.poc_fullName || '-' }));
      return listLocally(rows, params);
    },
    async getOne(client, id) {
      const payload = await client.call<FranchisePharmacy[]>('POST', '/franchise/pharmacy_details', {
        body: { pharmacyID: id },
      });
      const pharmacy = payload[0];
      if (!pharmacy) throw new ApiError({ code: Code.NOT_FOUND, payload: [], meta: null, status: 404 });
      return pharmacy;
    },
    async create(client, data) {
      const result = await client.request<{ id?: number }[]>('POST', '/franchise/add_pharmacy', { body: data });
      if (result.code !== Code.OK) throw new ApiError(result);
      const created: CreatedPharmacy = {
        ...data,
        id: result.payload?.[0]?.id ?? String(data.pharm_email),
        message: result.meta,
      };
      return created;
    },
  },
  disputes: disputesResource('franchise'),
  ...franchiseRecallResources,
  ...receivableResources('franchise'),
};
