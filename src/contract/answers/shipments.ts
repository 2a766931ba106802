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

/** An order of the admin's preparation queue (issue 28, server/fulfilment/queue.ts); `id` and `order_id` repeat each other. */
export const QueuedOrder = Type.Object({
  id: Id,
  order_id: Id,
  order_no: Type.String(),
  pharmacy_id: Id,
  pharmacy_name: Type.String(),
  wilaya_id: Id,
  payement_type: Type.Integer(),
  order_price: Type.Number(),
  order_date: DateTime,
  placed_at: Nullable(DateTime),
  due_at: Nullable(DateTime),
  overdue: Type.Boolean(),
  preparing_at: Nullable(DateTime),
  lines: Type.Integer({ description: 'how many lines the order has' }),
  fulfilment: Nullable(Type.String()),
  fulfilment_label: Nullable(Type.String()),
});
export type QueuedOrder = Static<typeof QueuedOrder>;

export const PreparationQueue = Type.Object({ total: Type.Integer(), orders: Type.Array(QueuedOrder) });

const refusedOrders = Type.Array(Type.Object({ orderId: Id, code: Type.Integer(), reason: Type.String() }));

/** start_preparing: `[{started, refused}]`. */
export const PreparingStarted = Type.Object({ started: Type.Array(Id), refused: refusedOrders });

/** create_shipment: `[shipment]`, with the lots each line took. */
export const CreatedShipment = Type.Object({
  shipment_id: Id,
  order_id: Id,
  order_no: Type.String(),
  kind: Type.Literal('order'),
  created_at: DateTime,
  carrier: Nullable(Type.Object({ id: Id, name: Type.String() })),
  tracking_no: Nullable(Type.String()),
  tracking_url: Nullable(Type.String()),
  lines: Type.Array(Type.Object({ product_id: Id, quantity: Type.Integer(), lots: Type.Array(Type.Object({})) })),
  fulfilment: Nullable(Type.String()),
});
export type CreatedShipment = Static<typeof CreatedShipment>;

/** ship_orders: `[{shipped, refused}]`. */
export const OrdersShipped = Type.Object({
  shipped: Type.Array(Type.Object({ orderId: Id, shipment_id: Id })),
  refused: refusedOrders,
});

export const Carrier = Type.Object({
  id: Id,
  name: Type.String(),
  tracking_url_template: Nullable(Type.String()),
  is_demo: Type.Boolean(),
  active: Type.Boolean(),
});
export type Carrier = Static<typeof Carrier>;

export const Holiday = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD' }),
  name: Type.String(),
  fixed: Type.Boolean(),
});
export type Holiday = Static<typeof Holiday>;

/** update_shipment_tracking (issue 38 §1): payload[0], the shipment's carrier and tracking now; `mailed` when the pharmacy got its tracking. */
export const ShipmentTracking = Type.Object({
  shipment_id: Id,
  order_id: Id,
  order_no: Type.String(),
  carrier: Nullable(Type.Object({ id: Id, name: Type.String() })),
  tracking_no: Type.String(),
  tracking_url: Nullable(Type.String()),
  mailed: Type.Boolean(),
});
export type ShipmentTracking = Static<typeof ShipmentTracking>;

const PickedLot = Type.Object({
  lot_id: Id,
  lot: Type.String({ description: "'' for the opening lot" }),
  expiry: Nullable(Type.String({ description: 'YYYY-MM-DD; null for the opening lot' })),
  quantity: Type.Integer(),
});
const PickedProduct = {
  product_id: Id,
  ref: Type.String(),
  name: Type.String(),
  name_ar: Nullable(Type.String()),
  quantity: Type.Integer(),
  lots: Type.Array(PickedLot),
  short: Type.Integer({ description: 'units the shippable lots cannot cover' }),
};

/** picking_plan (issue 38 §2): payload[0], what to pick per order (FEFO's lots) and the wave summed per product. */
export const PickingPlan = Type.Object({
  orders: Type.Array(
    Type.Object({
      order_id: Id,
      order_no: Type.String(),
      pharmacy_name: Type.String(),
      lines: Type.Array(Type.Object(PickedProduct)),
    }),
  ),
  wave: Type.Array(
    Type.Object({
      ...PickedProduct,
      orders: Type.Array(Type.Object({ order_id: Id, order_no: Type.String(), quantity: Type.Integer() })),
    }),
  ),
});
