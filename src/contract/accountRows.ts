/** The rows of the trade-account lists (docs/accounts.md), shared by My account and the admin's account dialog. */

/** The chip colour of each invoice state (issue 30 §4), the same for the pharmacy and the back office. */
export const INVOICE_STATUS_COLOR = {
  open: 'default',
  partly_paid: 'info',
  paid: 'success',
  overdue: 'error',
} as const;

/** An invoice as the invoices lists answer it. */
export interface InvoiceRow {
  id: number;
  invoice_no: string;
  order_no: string;
  amount: number;
  amount_due: number;
  due_date: string;
  status: keyof typeof INVOICE_STATUS_COLOR;
  status_label: string;
}

/** An entry of a trade account as the entries lists answer it. */
export interface EntryRow {
  id: number;
  kind: string;
  date: string;
  debit: number;
  credit: number;
  method_label: string | null;
  reference: string | null;
  invoice_no: string | null;
  credit_note_no: string | null;
  method?: string | null;
  /** a later reversal entry corrects this one (D102) */
  reversed?: boolean;
}
