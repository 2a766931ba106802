import { type Static, Type } from 'typebox';
import { DateTime, Id, Money, Nullable } from './envelope.js';

/** An invoice as the account lists show it (server/ledger/accountLists.ts), amounts in dinars. */
export const InvoiceView = Type.Object({
  invoice_id: Id,
  invoice_no: Type.String(),
  order_id: Id,
  order_no: Type.String(),
  amount: Money,
  amount_due: Money,
  issued_at: DateTime,
  due_date: DateTime,
  status: Type.String(),
  status_label: Type.String(),
});
export type InvoiceView = Static<typeof InvoiceView>;

export const InvoicePage = Type.Object({ invoices: Type.Array(InvoiceView), total: Type.Integer() });
export type InvoicePage = Static<typeof InvoicePage>;

/** An account entry: invoice, payment, credit note, refund, reversal. */
export const AccountEntry = Type.Object({
  id: Id,
  kind: Type.String(),
  date: DateTime,
  debit: Money,
  credit: Money,
  method: Nullable(Type.String()),
  method_label: Nullable(Type.String()),
  reference: Nullable(Type.String()),
  bank: Nullable(Type.String()),
  order_no: Nullable(Type.String()),
  invoice_no: Nullable(Type.String()),
  credit_note_no: Nullable(Type.String()),
  reversed: Type.Boolean(),
});
export type AccountEntry = Static<typeof AccountEntry>;

export const EntryPage = Type.Object({ entries: Type.Array(AccountEntry), total: Type.Integer() });
export type EntryPage = Static<typeof EntryPage>;

/** The account summary: terms, position, and whether offline orders are closed and why (server/ledger/terms.ts). */
export const AccountSummary = Type.Object({
  balance: Money,
  credit_limit: Money,
  available_credit: Money,
  overdue: Money,
  payment_terms_days: Type.Integer(),
  credit_hold: Type.Boolean(),
  credit_hold_reason: Nullable(Type.Union([Type.Literal('overdue'), Type.Literal('limit')])),
  credit_hold_days: Type.Integer(),
});
export type AccountSummary = Static<typeof AccountSummary>;

/** pay_invoices: the gateway's payment page of the attempt. */
export const InvoicePaymentStarted = Type.Object({ formUrl: Type.String(), orderNumber: Type.String() });
export type InvoicePaymentStarted = Static<typeof InvoicePaymentStarted>;

/** A pharmacy's receivables (server/ledger/accountLists.ts listReceivables); `id` and `pharmacy_id` repeat each other. */
export const Receivable = Type.Object({
  id: Id,
  pharmacy_id: Id,
  name: Type.String(),
  wilaya_id: Id,
  payment_terms_days: Type.Integer(),
  credit_limit: Money,
  available_credit: Money,
  balance: Money,
  overdue: Money,
  aging: Type.Object({ d0_30: Money, d31_60: Money, d61_90: Money, d90_plus: Money }),
});
export type Receivable = Static<typeof Receivable>;

export const ReceivablePage = Type.Object({ pharmacies: Type.Array(Receivable), total: Type.Integer() });
export type ReceivablePage = Static<typeof ReceivablePage>;

/** A cash collection a franchisee recorded (server/ledger/collections.ts). */
export const Collection = Type.Object({
  id: Id,
  pharmacy_id: Id,
  pharmacy_name: Type.String(),
  wilaya_id: Id,
  franchisee_name: Nullable(Type.String()),
  amount: Money,
  reference: Nullable(Type.String()),
  invoice_ids: Type.Array(Id),
  status: Type.String(),
  status_label: Type.String(),
  reason: Nullable(Type.String()),
  payment_id: Nullable(Id),
  created_at: DateTime,
  decided_at: Nullable(DateTime),
});
export type Collection = Static<typeof Collection>;

export const CollectionPage = Type.Object({ collections: Type.Array(Collection), total: Type.Integer() });
export type CollectionPage = Static<typeof CollectionPage>;
