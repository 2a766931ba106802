import { type Static, Type } from 'typebox';
import { DateTime, Id, Money, Nullable } from './envelope.js';
import { OrderStateName } from './orders.js';

/** save_order: the gateway's payment page of the order's attempt (D13). */
export const CardPaymentStarted = Type.Object({
  formUrl: Type.String(),
  orderNumber: Type.String({ description: 'our attempt number, kept by the browser for the return page' }),
  orderId: Id,
  order_no: Type.String(),
});
export type CardPaymentStarted = Static<typeof CardPaymentStarted>;

/** special_payment: the offline order placed, with its invoice (base64). */
export const OfflineOrderPlaced = Type.Object({
  invoice: Nullable(Type.String({ description: 'the invoice PDF, base64' })),
  orderId: Id,
  order_no: Type.String(),
  invoice_no: Nullable(Type.String()),
  amount: Money,
  date: DateTime,
});
export type OfflineOrderPlaced = Static<typeof OfflineOrderPlaced>;

/** payment_summary: the basket's amounts as the order will carry them for a payment method. */
export const PaymentSummary = Type.Object({
  method: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
  price_without_tax: Money,
  tax_rate: Type.Number(),
  tax_amount: Money,
  stamp_duty: Money,
  total: Money,
});
export type PaymentSummary = Static<typeof PaymentSummary>;

/** What the result pages show of a card payment (D17); `orderId` is the gateway's, `orderNumber` our attempt's. */
const paymentDetailsFields = {
  respCode: Nullable(Type.String()),
  respCode_desc: Type.String(),
  orderId: Nullable(Type.String()),
  orderNumber: Type.String(),
  approvalCode: Nullable(Type.String()),
  pan: Nullable(Type.String()),
  date: DateTime,
  paymentMethod: Type.String(),
  amount: Money,
};

/** /pharmacy/payment of an order's attempt, paid. `order_no` is sent in paymentDetails and beside it. */
export const OrderPaymentResult = Type.Object({
  paymentDetails: Type.Object({ ...paymentDetailsFields, order_no: Type.String() }),
  orderId: Id,
  order_no: Type.String(),
  invoice: Nullable(Type.String({ description: 'the invoice PDF, base64' })),
});
export type OrderPaymentResult = Static<typeof OrderPaymentResult>;

/** /pharmacy/payment of a pay_invoices attempt, paid (issue 30 §4, D98, D99). */
export const InvoicesPaymentResult = Type.Object({
  paymentDetails: Type.Object(paymentDetailsFields),
  invoices: Type.Array(
    Type.Object({ invoice_id: Id, invoice_no: Type.String(), amount: Money, paid: Money, amount_due: Money }),
  ),
  on_account: Money,
});
export type InvoicesPaymentResult = Static<typeof InvoicesPaymentResult>;

export const PaymentResult = Type.Union([OrderPaymentResult, InvoicesPaymentResult]);
export type PaymentResult = Static<typeof PaymentResult>;

/** cancel_order: the order awaiting payment, now cancelled. */
export const CancelledOrder = Type.Object({ orderId: Id, order_no: Type.String(), state: OrderStateName });
export type CancelledOrder = Static<typeof CancelledOrder>;

/** send_invoice: the order and the address the invoice was mailed to. */
export const InvoiceSent = Type.Object({ orderId: Id, email: Type.String() });
export type InvoiceSent = Static<typeof InvoiceSent>;

/** refund_order: what was refunded so far and what can still be. */
export const OrderRefunded = Type.Object({ orderId: Id, refunded_amount: Money, refundable_amount: Money });
export type OrderRefunded = Static<typeof OrderRefunded>;

/** A SATIM REST answer of the sandbox (D14): the gateway's own JSON, not an envelope. */
export const SatimAnswer = Type.Object({}, { description: 'the fields SATIM answers for this endpoint' });

/** A page of the sandbox: HTML. */
export const htmlResponse = (description: string, statuses: number[] = [200]) =>
  Object.fromEntries(statuses.map((s) => [s, { description, content: { 'text/html': { schema: Type.String() } } }]));
