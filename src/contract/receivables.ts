/** Receivables in the back offices (issue 30 §5): what browser and server agree on. */
import type { Aging } from './accounts';

/** A franchisee's cash collection, until the admin decides (D96). */
export const COLLECTION_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

/** A rejection's reason, characters at most. */
export const COLLECTION_REASON_MAX = 500;

/** One row of /admin/receivables and /franchise/receivables (dinars). */
export interface ReceivableRow {
  id: number;
  pharmacy_id: number;
  name: string;
  wilaya_id: number;
  balance: number;
  overdue: number;
  available_credit: number;
  credit_limit: number;
  payment_terms_days: number;
  aging: Aging;
}

/** One collection of /admin/collections and /franchise/collections (dinars). */
export interface CollectionView {
  id: number;
  pharmacy_id: number;
  pharmacy_name: string;
  wilaya_id: number;
  franchisee_name: string | null;
  amount: number;
  reference: string | null;
  invoice_ids: number[];
  status: CollectionStatus;
  status_label: string;
  reason: string | null;
  payment_id: number | null;
  created_at: string;
  decided_at: string | null;
}

/**
 * An offline order's exposure on the sales-validation list (D97, dinars): the pharmacy's balance now (this order's
 * invoice included), its limit and available credit, and whether the balance stays within the limit.
 */
export interface OrderExposure {
  balance: number;
  credit_limit: number;
  available_credit: number;
  fits: boolean;
}
