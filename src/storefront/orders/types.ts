import type { FulfilmentView, ShipmentView } from '../../contract/fulfilment';

/** An order of GET /pharmacy/orders_list (spec 000 §3). */
export interface OrderRow {
  id: number;
  order_no: string;
  pharmacy_name: string;
  status: number;
  payement_type?: number;
  order_price?: number;
  order_date?: string;
  /** the state in words (src/contract/orderStates.ts) */
  state?: string;
  state_reason?: string | null;
  /** the gateway's page while an order awaiting payment can still be paid */
  resume_url?: string | null;
  /** issue 28: the fulfilment state (src/contract/fulfilment.ts) */
  fulfilment?: string | null;
}

/** POST /pharmacy/order_details: `{order, details}`. */
export interface OrderDetailsPayload {
  order: {
    id: number;
    order_no: string;
    name: string;
    address: string;
    status: number;
    payement_type: number;
    /** addition (D114): paid by card, an offline order's invoice too once paid from My account */
    paid_by_card?: boolean;
    price_without_tax: number;
    tax: number;
    tax_amount: number;
    stamp_duty?: number;
    order_price: number;
    order_date?: string;
    state?: string;
    state_reason?: string | null;
    resume_url?: string | null;
    /** when and why an admin rejected the order (issue 26) */
    rejected_at?: string | null;
    rejection_reason?: string | null;
  };
  details: {
    id: number;
    product_id?: number | null;
    name: string;
    quantity: number;
    unity_price: number;
    quantity_price: number;
    /** issue 40, absent from older answers: free units on top of `quantity` (what was paid), the line's discount */
    free_quantity?: number;
    discount_amount?: number;
    promotion_id?: number | null;
  }[];
  /** issue 28: where the order is and what left the warehouse */
  fulfilment?: FulfilmentView;
  shipments?: ShipmentView[];
}
