/** What POST /pharmacy/payment answers (spec 000 §3 "Payment result"), money in dinars. */
export interface PaymentDetails {
  respCode?: string | null;
  respCode_desc: string;
  orderId: string | null;
  orderNumber: string;
  approvalCode: string | null;
  pan?: string | null;
  date: string;
  paymentMethod: string;
  amount: number;
  order_no?: string;
}

export interface PaymentResultPayload {
  paymentDetails?: PaymentDetails;
  orderId?: number;
  order_no?: string;
  /** base64 PDF, when paid */
  invoice?: string | null;
  /** why it is not paid */
  reason?: string;
  /** the payment is still open at the gateway */
  pending?: boolean;
  /** a replaced attempt paid late: its automatic refund is under way or done (D27) */
  late_refund?: 'pending' | 'done';
}

/** What POST /pharmacy/special_payment answers, kept for the offline result page. */
export interface OfflineOrderResult {
  invoice: string | null;
  orderId: number;
  order_no: string;
  invoice_no?: string;
  amount: number;
  date: string;
}

/** GET /pharmacy/payment_summary: the amounts the offline order and its invoice will carry, in dinars. */
export interface PaymentSummary {
  method: 'online' | 'offline';
  price_without_tax: number;
  tax_rate: number;
  tax_amount: number;
  stamp_duty: number;
  total: number;
}

/** What POST /pharmacy/save_order answers: the gateway's page to send the browser to. */
export interface OnlineOrderStart {
  formUrl?: string;
  orderNumber?: string;
}
