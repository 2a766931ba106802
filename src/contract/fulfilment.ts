/**
 * An order's life after it is placed (issue 28, docs/fulfilment.md), beside the contract's `status`, `state` and
 * `payement_type`, which keep their meaning. A card order enters at its payment, an offline one at its sales
 * validation; an offline order awaiting validation has none (null).
 */
export const FULFILMENT_STATES = [
  'to_prepare',
  'preparing',
  'partly_shipped',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type FulfilmentState = (typeof FULFILMENT_STATES)[number];

/** Orders the warehouse still has to prepare or ship: the preparation queue holds them. */
export const OPEN_FULFILMENT_STATES: readonly FulfilmentState[] = ['to_prepare', 'preparing', 'partly_shipped'];
/** Orders that left, in whole or part, and are not all delivered: the pharmacy's "on their way". */
export const ON_THEIR_WAY_STATES: readonly FulfilmentState[] = ['partly_shipped', 'shipped'];

export const isFulfilmentState = (v: unknown): v is FulfilmentState =>
  typeof v === 'string' && (FULFILMENT_STATES as readonly string[]).includes(v);

/** The message key of a state's label (src/contract/messages/fulfilment.ts). */
export const fulfilmentLabelKey = (state: FulfilmentState) => `fulfilment.${state}`;

export type FulfilmentTone = 'success' | 'warning' | 'error' | 'info' | 'default';
export const FULFILMENT_TONE: Record<FulfilmentState, FulfilmentTone> = {
  to_prepare: 'warning',
  preparing: 'info',
  partly_shipped: 'info',
  shipped: 'info',
  delivered: 'success',
  cancelled: 'default',
};

/** Business hours between an order's payment (or sales validation) and its preparation's due time (spec 000 §1). */
export const PREPARATION_BUSINESS_HOURS = 72;
/** The quickest preparation the texts promise ("within 24 to 72 business hours", spec 000 §1). */
export const PREPARATION_BUSINESS_HOURS_FROM = 24;

/** Limits of the fulfilment calls. */
export const TRACKING_NO_MAX = 100;
export const RECEIVER_NAME_LENGTH = { min: 2, max: 120 } as const;
export const CARRIER_NAME_LENGTH = { min: 2, max: 80 } as const;
export const TRACKING_URL_MAX = 300;
export const HOLIDAY_NAME_LENGTH = { min: 2, max: 80 } as const;
/** Orders one bulk shipment, or one picking list, takes at most (a page of the queue). */
export const MAX_BULK_FULFILMENT = 100;
/** The placeholder of a carrier's tracking URL template. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** A carrier's tracking link for a tracking number, or null without a template or number. */
export function trackingUrl(template: string | null | undefined, trackingNo: string | null | undefined): string | null {
  if (!template || !trackingNo || !template.includes(TRACKING_PLACEHOLDER)) return null;
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNo));
}

/** A shipment as the order details of the three areas answer it (addition of issue 28). */
export interface ShipmentView {
  shipment_id: number;
  kind: 'order' | 'replacement';
  created_at: string;
  carrier: { id: number; name: string } | null;
  tracking_no: string | null;
  tracking_url: string | null;
  lines: { product_id: number; ref: string; name: string; quantity: number }[];
  delivered_at: string | null;
  receiver_name: string | null;
  delivered_by_role: 'admin' | 'franchise' | null;
}

/** The order details' `fulfilment` (addition of issue 28). */
export interface FulfilmentView {
  state: FulfilmentState | null;
  label: string | null;
  due_at: string | null;
  overdue: boolean;
  preparing_at: string | null;
  /** held with its back-orders until it can ship complete: not in the preparation queue yet (D125, addition) */
  held_until_complete?: boolean;
  /** per ordered product: ordered, shipped (own shipments only) and what is still to ship */
  lines: {
    product_id: number | null;
    ref: string;
    name: string;
    ordered: number;
    shipped: number;
    remaining: number;
  }[];
}
