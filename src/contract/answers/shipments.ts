import { type Static, Type } from 'typebox';
import { DateTime, Id, Nullable } from './envelope.js';

/** One of the pharmacy's shipments (issue 28, server/fulfilment/pharmacyShipments.ts); `carrier` is its name. */
export const PharmacyShipment = Type.Object({
  shipment_id: Id,
  order_id: Id,
  order_no: Type.String(),
  kind: Type.Union([Type.Literal('order'), Type.Literal('replacement')]),
  created_at: DateTime,
  carrier: Nullable(Type.String()),
  tracking_no: Nullable(Type.String()),
  tracking_url: Nullable(Type.String()),
  delivered_at: Nullable(DateTime),
  receiver_name: Nullable(Type.String()),
});
export type PharmacyShipment = Static<typeof PharmacyShipment>;

export const PharmacyShipmentPage = Type.Object({ total: Type.Integer(), shipments: Type.Array(PharmacyShipment) });

/** mark_delivered: payload[0], the shipment delivered and the order's fulfilment state now. */
export const Delivered = Type.Object({
  shipment_id: Id,
  order_id: Id,
  delivered_at: DateTime,
  receiver_name: Type.String(),
  delivered_by_role: Type.Union([Type.Literal('admin'), Type.Literal('franchise')]),
  fulfilment: Nullable(Type.String()),
});
export type Delivered = Static<typeof Delivered>;
