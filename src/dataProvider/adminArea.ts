import type { DataProvider, Identifier } from 'react-admin';
import type { Lang } from '../contract/constants';
import type { BlobResult, HttpClient } from '../http/client';
import { clients } from '../http/clients';
import { addProductImage, adminResourceMap, deleteProductImage, setMainImage } from './admin';
import { pricingCalls, type PricingCalls, pricingResources } from './adminPricing';
import { shortageResources } from './adminShortages';
import { act, type BackOfficeCalls, backOfficeCalls, keyOf } from './backOffice';
import { creditNotePdf } from './disputes';
import { createDataProvider } from './index';
import type { ActionMeta, ActionResult } from './useAction';

interface Refusal {
  orderId: number;
  reason: string;
}

/** The admin's own calls (spec 001, issues 26–29). */
export interface AdminCalls extends BackOfficeCalls, PricingCalls {
  /** POST /admin/refund_order: a card order's refund, in full or in part */
  refundOrder(body: { orderId: Identifier; amount: string }, meta?: ActionMeta): Promise<ActionResult>;
  /** POST /admin/cancel_unshipped (issue 28), with an Idempotency-Key */
  cancelUnshipped(body: { orderId: Identifier }, meta?: ActionMeta): Promise<ActionResult>;
  /** PUT /admin/validate_orders: the cash orders of a selection */
  validateOrders(
    body: { orderIds: Identifier[] },
    meta?: ActionMeta,
  ): Promise<ActionResult<{ validated: number[]; refused: Refusal[] }[]>>;
  /** POST /admin/dispute_message */
  /** POST /admin/dispute_message, with an Idempotency-Key: a double click or a repeat writes (and mails) once */
  disputeMessage(body: { disputeId: number; body: string }, meta?: ActionMeta): Promise<ActionResult>;
  /** POST /admin/resolve_dispute, with an Idempotency-Key */
  resolveDispute(
    body: { disputeId: number; resolution: string; reason: string; refund_to_card: boolean },
    meta?: ActionMeta,
  ): Promise<ActionResult>;
  /** GET /admin/credit_note/{id} in `lang` */
  creditNote(id: number, lang: Lang): Promise<BlobResult>;
  /** POST /admin/record_payment, with the action's Idempotency-Key */
  recordPayment(
    body: Record<string, unknown>,
    meta?: ActionMeta,
  ): Promise<ActionResult<{ payment_id: number; amount: number; balance: number }>>;
  /** POST /admin/reverse_payment (D102), with the action's Idempotency-Key */
  reversePayment(body: { paymentId: number; reason: string }, meta?: ActionMeta): Promise<ActionResult>;
  /** GET /admin/payment_receipt/{id} in `lang` */
  paymentReceipt(paymentId: number, lang: Lang): Promise<BlobResult>;
  /** POST /admin/confirm_collection or /admin/reject_collection (D96) */
  decideCollection(
    body: { decision: 'confirm' | 'reject'; collectionId: number; reason?: string },
    meta?: ActionMeta,
  ): Promise<ActionResult>;
  /** POST /admin/start_preparing (issue 28): refused orders are listed in the answer */
  startPreparing(body: { orderIds: Identifier[] }, meta?: ActionMeta): Promise<ActionResult<{ refused: Refusal[] }[]>>;
  /**
   * POST /admin/ship_orders, with an Idempotency-Key: every open line of each order; `parcels` gives each order its
   * tracking number (null: none) and carrier (issue 38 §1)
   */
  shipOrders(
    body: {
      orderIds: Identifier[];
      carrier?: number | null;
      parcels?: { orderId: number; tracking_no: string | null; carrier?: number | null }[];
    },
    meta?: ActionMeta,
  ): Promise<ActionResult<{ refused: Refusal[] }[]>>;
  /** POST /admin/create_shipment, with an Idempotency-Key: one parcel */
  createShipment(body: Record<string, unknown>, meta?: ActionMeta): Promise<ActionResult>;
  /** GET /admin/delivery_note/{id} */
  deliveryNote(shipmentId: number): Promise<BlobResult>;
  /** GET /admin/picking_list?orders=…&lang&list: `wave` (summed per product) or `orders` (each order's lots), issue 38 §2 */
  pickingList(orderIds: Identifier[], lang: Lang, list?: 'wave' | 'orders'): Promise<BlobResult>;
  /** GET /admin/recall_trace_pdf/{id}?lang */
  recallTracePdf(recallId: number, lang: Lang): Promise<BlobResult>;
  /** POST /admin/add_product_image: the product as it is now */
  addProductImage(body: { productId: Identifier; file: File }, meta?: ActionMeta): Promise<unknown>;
  /** DELETE /admin/delete_product_image */
  deleteProductImage(body: { productId: Identifier; imageId: Identifier }, meta?: ActionMeta): Promise<unknown>;
  /** PUT /admin/set_main_image */
  setMainImage(body: { productId: Identifier; imageId: Identifier }, meta?: ActionMeta): Promise<unknown>;
}

export type AdminDataProvider = DataProvider & AdminCalls;

export function createAdminDataProvider(client: HttpClient): AdminDataProvider {
  return {
    // the pricing's resources and actions (issue 40): adminPricing.ts; a product's shortage settings (issue 41)
    ...createDataProvider(client, { ...adminResourceMap, ...pricingResources, ...shortageResources }),
    ...backOfficeCalls(client, 'admin'),
    ...pricingCalls(client),
    invoice: (orderId, lang) =>
      client.blob('GET', `/admin/generate-invoice/${encodeURIComponent(String(orderId))}`, {
        query: { orderId: String(orderId), lang },
        lang,
      }),
    refundOrder: (body) => act(client, 'POST', '/admin/refund_order', { body }),
    cancelUnshipped: (body, meta) => act(client, 'POST', '/admin/cancel_unshipped', { body, idempotent: keyOf(meta) }),
    validateOrders: (body) => act(client, 'PUT', '/admin/validate_orders', { body }),
    disputeMessage: (body, meta) => act(client, 'POST', '/admin/dispute_message', { body, idempotent: keyOf(meta) }),
    resolveDispute: (body, meta) => act(client, 'POST', '/admin/resolve_dispute', { body, idempotent: keyOf(meta) }),
    creditNote: (id, lang) => creditNotePdf(client, 'admin', id, lang),
    recordPayment: (body, meta) => act(client, 'POST', '/admin/record_payment', { body, idempotent: keyOf(meta) }),
    reversePayment: (body, meta) => act(client, 'POST', '/admin/reverse_payment', { body, idempotent: keyOf(meta) }),
    paymentReceipt: (paymentId, lang) => client.blob('GET', `/admin/payment_receipt/${paymentId}`, { lang }),
    decideCollection: ({ decision, ...body }) => act(client, 'POST', `/admin/${decision}_collection`, { body }),
    startPreparing: (body) => act(client, 'POST', '/admin/start_preparing', { body }, true),
    shipOrders: (body, meta) => act(client, 'POST', '/admin/ship_orders', { body, idempotent: keyOf(meta) }, true),
    createShipment: (body, meta) => act(client, 'POST', '/admin/create_shipment', { body, idempotent: keyOf(meta) }),
    deliveryNote: (shipmentId) => client.blob('GET', `/admin/delivery_note/${shipmentId}`),
    pickingList: (orderIds, lang, list = 'wave') =>
      client.blob('GET', '/admin/picking_list', { query: { orders: orderIds.join(','), lang, list }, lang }),
    recallTracePdf: (recallId, lang) =>
      client.blob('GET', `/admin/recall_trace_pdf/${recallId}`, { query: { lang }, lang }),
    addProductImage: ({ productId, file }) => addProductImage(client, productId, file),
    deleteProductImage: ({ productId, imageId }) => deleteProductImage(client, productId, imageId),
    setMainImage: ({ productId, imageId }) => setMainImage(client, productId, imageId),
  };
}

/** The admin back office's one dataProvider, over the admin's HTTP client. */
export const adminDataProvider = createAdminDataProvider(clients.admin);
