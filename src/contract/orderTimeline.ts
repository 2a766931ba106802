/** GET /admin/order_timeline/{id} and /franchise/order_timeline/{id}: the server writes it, the details show it. */

/** What happened to an order, oldest first (issue 13 "Histories"). */
export type TimelineKind =
  'created' | 'payment' | 'validated' | 'unvalidated' | 'rejected' | 'note' | 'refund' | FulfilmentTimelineKind;
/** Issue 28: the preparation started, a shipment left (`shipment_id`, `text` its tracking number), it was delivered (`text` the receiver). */
export type FulfilmentTimelineKind = 'preparing' | 'shipment' | 'delivery';

export interface TimelineEvent {
  at: string;
  kind: TimelineKind;
  /** who did it: the pharmacy's name, an admin's or franchisee's e-mail; null when not shown to this caller */
  by: string | null;
  by_role: 'pharmacy' | 'admin' | 'franchise' | null;
  /** dinars: a payment attempt's or a refund's amount */
  amount?: number;
  /** a payment attempt's status (payments.status) or a refund's (done, pending, failed) */
  outcome?: string;
  /** the gateway's reason of a failed attempt; an admin's reason of a rejection */
  reason?: string | null;
  /** a note's text; a shipment's tracking number; who received a delivery */
  text?: string;
  /** the shipment a shipment or delivery entry is about (issue 28) */
  shipment_id?: number;
}
