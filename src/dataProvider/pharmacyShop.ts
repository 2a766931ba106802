import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { Code } from '../contract/codes';
import type { BasketFillAdded, BasketFillIssue, BasketFillMode, QuickOrderLine } from '../contract/quickOrder';
import { ApiError, type HttpClient } from '../http/client';
import type { Basket, BasketInfo } from '../storefront/basket/types';
import type { Category, Product, ProductDetails } from '../storefront/catalogue/types';
import type { OrderDetailsPayload } from '../storefront/orders/types';
import type {
  OfflineOrderResult,
  OnlineOrderStart,
  PaymentResultPayload,
  PaymentSummary,
} from '../storefront/payment/types';
import type { ResourceMap } from './index';
import { scannedGtin } from '../contract/gs1';
import { recordSeen } from '../storefront/basket/expirySeen';

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
  /** the quantity the pharmacy usually orders of it (D71): what the dashboard's add button adds, capped at the stock */
  usual_quantity: number;
}

/** How POST /pharmacy/payment found an online payment: paid (2001) or failed at the gateway, with the server's sentence. */
export interface PaymentCheck {
  paid: boolean;
  payload: PaymentResultPayload;
  message: string | null;
}

/** The id of the only basket a pharmacy has: `basket` is read with `useGetOne('basket', { id: BASKET_ID })`. */
export const BASKET_ID = 'current';

/**
 * The shop's custom calls (catalogue, basket, checkout), used through `useDataProvider<PharmacyDataProvider>()`.
 * A refusal rejects with the ApiError (its message is the server's `meta`), as react-admin's own methods do.
 */
export interface ShopCalls {
  /** `mode`: what happens to a product already in the basket (D119); the server's default, 'set', when not given */
  reorder(orderId: number, mode?: BasketFillMode): Promise<BasketFillResult>;
  quickOrder(lines: QuickOrderLine[], mode?: BasketFillMode): Promise<BasketFillResult>;
  frequentProducts(): Promise<FrequentProduct[]>;
  /** The id of the one catalogue product whose reference is `ref` (any case), or null: a scanned code opens it. */
  productIdByRef(ref: string): Promise<number | null>;
  /** Up to 8 products for what is typed in the search box (GET /pharmacy/search_suggestions, D66). */
  searchSuggestions(q: string): Promise<Product[]>;
  /** Sets a line's quantity (D12: set, not added); each basket change answers the whole basket. */
  setBasketQuantity(productId: number, quantity: number, backorder?: boolean): Promise<Basket>;
  /** POST /pharmacy/notify_when_available (issue 41 §3): the server's sentence */
  notifyWhenAvailable(productId: number): Promise<string | null>;
  /** POST /pharmacy/keep_backorders: the basket's back-ordered parts kept without an order; the server's sentence */
  keepBackorders(addressId: number): Promise<string | null>;
  removeFromBasket(productId: number): Promise<Basket>;
  emptyBasket(): Promise<Basket>;
  /** Online order: the gateway's page (one Idempotency-Key per call). */
  saveOrder(deliveryAddress: number, captcha: string | null): Promise<OnlineOrderStart>;
  /** Offline order (one Idempotency-Key per call). */
  specialPayment(deliveryAddress: number): Promise<OfflineOrderResult>;
  /** null when the server knows no such attempt (404); any other refusal rejects (nothing is decided). */
  paymentResult(query: { orderId: string } | { orderNumber: string | null }): Promise<PaymentCheck | null>;
  /** The offline amounts the server will charge, or null when it does not say. */
  paymentSummary(deliveryAddress: number): Promise<PaymentSummary | null>;
  /** E-mails the order's invoice; resolves with the server's sentence. */
  sendInvoice(orderId: number): Promise<string | null>;
  orderDetails(orderId: number): Promise<OrderDetailsPayload>;
}

async function fill(client: HttpClient, path: string, body: unknown): Promise<BasketFillResult> {
  const result = await client.request<Omit<BasketFillResult, 'message'>>('POST', path, { body });
  if (result.code !== Code.OK) throw new ApiError(result);
  recordSeen(result.payload.basket);
  return { ...result.payload, message: result.meta };
}

/** The sorts products_list knows; react-admin's default (`id`) is not sent, the server then sorts by name. */
const PRODUCT_SORTS = ['name', 'ref', 'price', 'customer_price', 'created_at'];

/**
 * `products`: one page of products_list (offset/limit, D22). `filter.search` is sent trimmed and only when
 * non-empty, `filter.category` only when set.
 */
async function listProducts(client: HttpClient, params: GetListParams): Promise<GetListResult<Product>> {
  const { page = 1, perPage = 16 } = params.pagination ?? {};
  const query: Record<string, string | number> = { offset: (page - 1) * perPage, limit: perPage };
  const search = typeof params.filter?.search === 'string' ? params.filter.search.trim() : '';
  if (search) query.search = search;
  if (params.filter?.category) query.category = params.filter.category as string | number;
  if (params.sort && PRODUCT_SORTS.includes(params.sort.field))
    query.sort = `${params.sort.order === 'DESC' ? '-' : ''}${params.sort.field}`;
  const { products, total } = await client.call<{ products: Product[]; total: number }>(
    'GET',
    '/pharmacy/products_list',
    { query },
  );
  return { data: products, total };
}

const emptyBasket: BasketInfo = {
  products: [],
  basket_id: null,
  basket_total_price: 0,
  tax_amount: 0,
  price_without_tax: 0,
};

/** GET /pharmacy/get_basket_info; the payload may be the basket or a one-item list holding it. */
async function basketInfo(client: HttpClient): Promise<BasketInfo & RaRecord> {
  const payload = await client.call<unknown>('GET', '/pharmacy/get_basket_info');
  const info = (Array.isArray(payload) ? payload[0] : payload) as Partial<BasketInfo> | undefined;
  const basket = {
    ...emptyBasket,
    ...info,
    products: Array.isArray(info?.products) ? info.products : [],
    id: BASKET_ID,
  };
  recordSeen(basket);
  return basket;
}

/** The shop's react-admin resources: catalogue (`products`, `product_details`, `categories`) and `basket`. */
export const shopResources: ResourceMap = {
  products: { getList: listProducts },
  product_details: {
    getOne: async (client, id) => {
      const product = await client.call<ProductDetails>('POST', '/pharmacy/product_details', { body: { id } });
      return { ...product, id: product.id ?? id };
    },
  },
  categories: {
    getList: async (client) => {
      const categories = await client.call<Category[]>('GET', '/pharmacy/categories_list');
      return { data: categories, total: categories.length };
    },
  },
  basket: { getOne: (client) => basketInfo(client) },
};

export function shopCalls(client: HttpClient): ShopCalls {
  const changeBasket = async (method: string, path: string, body?: unknown) => {
    const basket = await client.call<Basket>(method, path, body === undefined ? {} : { body });
    recordSeen(basket);
    return basket;
  };
  return {
    reorder: (orderId, mode) => fill(client, '/pharmacy/reorder', { orderID: orderId, ...(mode && { mode }) }),
    quickOrder: (lines, mode) => fill(client, '/pharmacy/quick_order', { lines, ...(mode && { mode }) }),
    frequentProducts: () => client.call<FrequentProduct[]>('GET', '/pharmacy/frequent_products'),
    productIdByRef: async (ref) => {
      const wanted = ref.trim().toLowerCase();
      if (!wanted) return null;
      // a scanned EAN/GTIN: the one product carrying it (issue 29)
      if (scannedGtin(wanted)) {
        const { data: found } = await listProducts(client, {
          pagination: { page: 1, perPage: 2 },
          filter: { search: scannedGtin(wanted)! },
          sort: { field: 'id', order: 'ASC' },
        });
        const exactRef = found.filter((p) => p.ref?.toLowerCase() === wanted);
        if (exactRef.length === 1) return exactRef[0]!.id;
        if (found.length === 1) return found[0]!.id;
        return null;
      }
      const { data: products } = await listProducts(client, {
        pagination: { page: 1, perPage: 2 },
        filter: { search: wanted },
        sort: { field: 'id', order: 'ASC' },
      });
      const exact = products.filter((p) => p.ref?.toLowerCase() === wanted);
      return exact.length === 1 && products.length === 1 ? exact[0]!.id : null;
    },
    searchSuggestions: (q) => client.call<Product[]>('GET', '/pharmacy/search_suggestions', { query: { q } }),
    setBasketQuantity: (productId, quantity, backorder) =>
      changeBasket('POST', '/pharmacy/add_product_to_basket', {
        product_id: productId,
        quantity,
        ...(backorder && { backorder: true }),
      }),
    notifyWhenAvailable: (productId) =>
      client.sentence('POST', '/pharmacy/notify_when_available', { body: { product_id: productId } }),
    keepBackorders: (addressId) =>
      client.sentence('POST', '/pharmacy/keep_backorders', { body: { address_id: addressId } }),
    removeFromBasket: (productId) =>
      changeBasket('DELETE', '/pharmacy/delete_basket_product', { product_id: productId }),
    emptyBasket: () => changeBasket('DELETE', '/pharmacy/empty_basket'),
    saveOrder: (deliveryAddress, captcha) =>
      client.call<OnlineOrderStart>('POST', '/pharmacy/save_order', {
        body: { deliveryAdress: deliveryAddress, 'g-recaptcha-response': captcha },
        idempotent: true,
      }),
    specialPayment: (deliveryAddress) =>
      client.call<OfflineOrderResult>('POST', '/pharmacy/special_payment', {
        body: { delivery_address: deliveryAddress },
        idempotent: true,
      }),
    paymentResult: async (query) => {
      const res = await client.request<PaymentResultPayload>('POST', '/pharmacy/payment', { query });
      if (res.code === Code.OK || res.code === Code.PAYMENT_FAILED)
        return { paid: res.code === Code.OK, payload: res.payload ?? {}, message: res.meta };
      if (res.code === Code.NOT_FOUND && res.status === 404) return null;
      throw new ApiError(res);
    },
    paymentSummary: async (deliveryAddress) => {
      const res = await client.request<PaymentSummary>('GET', '/pharmacy/payment_summary', {
        query: { delivery_address: deliveryAddress, method: 'offline' },
      });
      return res.code === Code.OK ? res.payload : null;
    },
    sendInvoice: async (orderId) => {
      const res = await client.request('POST', '/pharmacy/send_invoice', { body: { orderId } });
      if (res.code !== Code.OK) throw new ApiError(res);
      return res.meta;
    },
    orderDetails: (orderId) =>
      client.call<OrderDetailsPayload>('POST', '/pharmacy/order_details', { body: { orderID: orderId } }),
  };
}
