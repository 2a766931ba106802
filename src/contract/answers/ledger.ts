import { type Static, Type } from 'typebox';
import { AccountSummary } from './accounts.js';
import { DateTime, Id, Money, Nullable } from './envelope.js';

/**
 * The admin's account and ledger calls (issue 30, server/ledger). Objects list the fields the screens read and are
 * left open.
 */

/** pharmacy_account: the account summary of one pharmacy; `id` and `pharmacy_id` repeat each other. */
export const PharmacyAccount = Type.Object({
  id: Id,
  pharmacy_id: Id,
  name: Type.String(),
  wilaya_id: Id,
  ...AccountSummary.properties,
  uses_default_terms: Type.Boolean(),
  uses_default_limit: Type.Boolean(),
});
export type PharmacyAccount = Static<typeof PharmacyAccount>;

/** update_credit_terms: the terms now. */
export const CreditTerms = Type.Object({
  pharmacy_id: Id,
  payment_terms_days: Type.Integer(),
  credit_limit: Money,
  uses_default_terms: Type.Boolean(),
});
export type CreditTerms = Static<typeof CreditTerms>;

/** record_payment (and confirm_collection, with `collection_id`): the payment written, its allocations, the receipt. */
export const PaymentRecorded = Type.Object({
  payment_id: Id,
  amount: Money,
  allocations: Type.Array(Type.Object({ invoice_id: Id, invoice_no: Type.String(), amount: Money })),
  unallocated: Money,
  balance: Money,
  receipt: Nullable(Type.String({ description: 'the receipt PDF, base64' })),
});
export type PaymentRecorded = Static<typeof PaymentRecorded>;

export const CollectionConfirmed = Type.Object({ collection_id: Id, ...PaymentRecorded.properties });
export const CollectionRejected = Type.Object({
  collection_id: Id,
  status: Type.Literal('rejected'),
  reason: Type.String(),
});

/** reverse_payment. */
export const PaymentReversed = Type.Object({
  payment_id: Id,
  reversal_id: Nullable(Id),
  amount: Money,
  balance: Money,
});
export type PaymentReversed = Static<typeof PaymentReversed>;

/** One page of the audit log, newest first. */
export const AuditPage = Type.Object({
  total: Type.Integer(),
  entries: Type.Array(
    Type.Object({
      id: Id,
      at: DateTime,
      actor_role: Type.String(),
      actor_id: Type.Integer(),
      actor_email: Type.String(),
      action: Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('delete')]),
      resource: Type.String(),
      resource_id: Type.String({ description: 'the id as text' }),
      resource_label: Type.String(),
      changes: Nullable(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
});
export type AuditPage = Static<typeof AuditPage>;

const RefundStatus = Type.String({ description: 'none, done, pending or failed (D108)' });

/** resolve_dispute. */
export const DisputeResolved = Type.Object({
  dispute_id: Id,
  resolution: Type.String(),
  resolved_at: DateTime,
  credit_note_id: Nullable(Id),
  credit_note_number: Nullable(Type.String()),
  replacement_shipment_id: Nullable(Id),
  refund_status: RefundStatus,
});
export type DisputeResolved = Static<typeof DisputeResolved>;

/** refund_credit_note: what went to the card and the order's refund state. */
export const CreditNoteRefunded = Type.Object({ credit_note_id: Id, refunded_to_card: Money });
export type CreditNoteRefunded = Static<typeof CreditNoteRefunded>;

/** cancel_unshipped. */
export const UnshippedCancelled = Type.Object({
  cancellation_id: Id,
  order_id: Id,
  amount: Money,
  credit_note_id: Nullable(Id),
  credit_note_number: Nullable(Type.String()),
  refund_status: RefundStatus,
  rest_cancelled: Type.Boolean(),
  fulfilment: Nullable(Type.String()),
});
export type UnshippedCancelled = Static<typeof UnshippedCancelled>;
