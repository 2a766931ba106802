import { type Static, Type } from 'typebox';
import { DISPUTE_REASONS, DISPUTE_RESOLUTIONS } from '../disputes.js';
import { DateTime, Id, Money, Nullable } from './envelope.js';

const DisputeReason = Type.Union(DISPUTE_REASONS.map((r) => Type.Literal(r)));
const DisputeResolution = Type.Union(DISPUTE_RESOLUTIONS.map((r) => Type.Literal(r)));

/** A dispute as the lists read it (issue 28, src/contract/disputes.ts DisputeView). */
export const DisputeView = Type.Object({
  id: Id,
  order_id: Id,
  order_no: Type.String(),
  payement_type: Type.Integer(),
  pharmacy_id: Id,
  pharmacy_name: Type.String(),
  wilaya_id: Id,
  comment: Type.String(),
  opened_at: DateTime,
  due_at: DateTime,
  overdue: Type.Boolean(),
  status: Type.Union([Type.Literal('open'), Type.Literal('resolved')]),
  status_label: Type.String(),
  resolution: Nullable(DisputeResolution),
  resolution_label: Nullable(Type.String()),
  resolution_reason: Nullable(Type.String()),
  resolved_at: Nullable(DateTime),
  credit_note_id: Nullable(Id),
  credit_note_number: Nullable(Type.String()),
  replacement_shipment_id: Nullable(Id),
  claimed_amount: Money,
  lines_count: Type.Integer(),
});
export type DisputeView = Static<typeof DisputeView>;

export const DisputePage = Type.Object({ disputes: Type.Array(DisputeView), total: Type.Integer() });
export type DisputePage = Static<typeof DisputePage>;

export const DisputeMessage = Type.Object({
  id: Id,
  author_role: Type.Union([Type.Literal('pharmacy'), Type.Literal('admin')]),
  body: Type.String(),
  created_at: DateTime,
});
export type DisputeMessage = Static<typeof DisputeMessage>;

/** One dispute with its lines, photos (addresses of the caller's guarded photo call) and messages. */
export const DisputeDetail = Type.Object({
  ...DisputeView.properties,
  lines: Type.Array(
    Type.Object({
      product_id: Id,
      ref: Type.String(),
      name: Type.String(),
      quantity: Type.Integer(),
      reason: DisputeReason,
      reason_label: Type.String(),
      unit_price: Money,
    }),
  ),
  photos: Type.Array(Type.Object({ id: Id, url: Type.String() })),
  messages: Type.Array(DisputeMessage),
});
export type DisputeDetail = Static<typeof DisputeDetail>;

/** open_dispute: payload[0]. */
export const OpenedDispute = Type.Object({ dispute_id: Id, order_id: Id, opened_at: DateTime, due_at: DateTime });
export type OpenedDispute = Static<typeof OpenedDispute>;
