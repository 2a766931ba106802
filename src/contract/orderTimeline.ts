/** GET /admin/order_timeline/{id} and /franchise/order_timeline/{id}: the server writes it, the details show it. */

/** What happened to an order, oldest first (issue 13 "Histories"). */
export type TimelineKind = 'created' | 'payment' | 'validated' | 'unvalidated' | 'rejected' | 'note' | 'refund';

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
  /** a note's text */
  text?: string;
}
