import type { RaRecord } from 'react-admin';
import type { FulfilmentView, ShipmentView } from '../../contract/fulfilment';
import type { OrderExposure } from '../../contract/receivables';

/** A row of the admin orders list (001 §3). */
export interface Order extends RaRecord {
  id: number;
  order_no: string;
  name: string;
  pharmacy_name: string;
  status: number;
  payement_type: number;
  /** addition (D114): paid by card, an offline order's invoice too once paid from My account (details only) */
  paid_by_card?: boolean;
  order_price: number;
  order_date: string;
  /** the state in words (src/contract/orderStates.ts) */
  state?: string;
  state_reason?: string | null;
  /** issue 30 (D97): an offline order awaiting validation, its pharmacy's balance against its limit */
  exposure?: OrderExposure;
  /** issue 28: where the order is after it was placed (src/contract/fulfilment.ts) */
  fulfilment?: string | null;
  fulfilment_label?: string | null;
  /** order_details only: its fulfilment and shipments */
  fulfilment_view?: FulfilmentView;
  shipments?: ShipmentView[];
  state_label?: string;
  /** additions of orders_list (issue 27 §15), for the export */
  wilaya_id?: number;
  price_without_tax?: number;
  tax_amount?: number;
  stamp_duty?: number;
  invoice_no?: string | null;
}

export interface OrderLine {
  id: number;
  name: string;
  ref?: string;
  quantity: number;
  unity_price: number;
  quantity_price: number;
}

/** order_details: the order with its lines (`details`). */
export interface OrderDetails extends Order {
  address: string;
  price_without_tax: number;
  tax_rate: number;
  tax: number;
  tax_amount: number;
  stamp_duty?: number;
  /** refunded to the card so far, and what can still be (order_details) */
  refunded_amount?: number;
  refundable_amount?: number;
  note: string | null;
  /** when and why an admin rejected the order (issue 26), null otherwise */
  rejected_at?: string | null;
  rejection_reason?: string | null;
  details: OrderLine[];
}
