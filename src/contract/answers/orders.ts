import { type Static, Type } from 'typebox';
import { FULFILMENT_STATES } from '../fulfilment.js';
import { ORDER_STATES } from '../orderStates.js';
import { DateTime, Id, Money, Nullable } from './envelope.js';

export const OrderStateName = Type.Union(ORDER_STATES.map((s) => Type.Literal(s)));
export const FulfilmentState = Type.Union(FULFILMENT_STATES.map((s) => Type.Literal(s)));

/** The state in words beside the contract's status and payement_type (issue 10). */
const stateFields = {
  state: OrderStateName,
  state_label: Type.String(),
  state_reason: Nullable(Type.String({ description: 'why a failed payment failed, as the gateway said it' })),
  resume_url: Type.Optional(
    Nullable(Type.String({ description: 'pharmacy only: the gateway page of an order still awaiting payment' })),
  ),
};

/**
 * An order of the lists (server/queries/orders/wire.ts OrderListItem): `id` and `order_id`, `pharmacy_name` and `name`,
 * `order_price` and `total_price` repeat each other.
 */
export const OrderListItem = Type.Object({
  ...stateFields,
  id: Id,
  order_id: Id,
  order_no: Type.String(),
  pharmacy_id: Id,
  pharmacy_name: Type.String(),
  name: Type.String(),
  status: Type.Integer(),
  payement_type: Type.Integer(),
  order_price: Money,
  total_price: Money,
  order_date: DateTime,
  fulfilment: Nullable(FulfilmentState),
  fulfilment_label: Nullable(Type.String()),
  wilaya_id: Id,
  price_without_tax: Money,
  tax_amount: Money,
  stamp_duty: Money,
  invoice_no: Nullable(Type.String()),
});
export type OrderListItem = Static<typeof OrderListItem>;

/** orders_list: one page and the number of matches; `total_exact: false` when a search counted over 10 000 (D22). */
export const OrderPage = Type.Object({
  orders: Type.Array(OrderListItem),
  total: Type.Integer(),
  total_exact: Type.Optional(Type.Literal(false)),
});
export type OrderPage = Static<typeof OrderPage>;

export const ShipmentView = Type.Object({
  shipment_id: Id,
  kind: Type.Union([Type.Literal('order'), Type.Literal('replacement')]),
  created_at: DateTime,
  carrier: Nullable(Type.Object({ id: Id, name: Type.String() })),
  tracking_no: Nullable(Type.String()),
  tracking_url: Nullable(Type.String()),
  lines: Type.Array(Type.Object({ product_id: Id, ref: Type.String(), name: Type.String(), quantity: Type.Integer() })),
  delivered_at: Nullable(DateTime),
  receiver_name: Nullable(Type.String()),
  delivered_by_role: Nullable(Type.Union([Type.Literal('admin'), Type.Literal('franchise')])),
});
export type ShipmentView = Static<typeof ShipmentView>;

export const FulfilmentView = Type.Object({
  state: Nullable(FulfilmentState),
  label: Nullable(Type.String()),
  due_at: Nullable(Type.String()),
  overdue: Type.Boolean(),
  preparing_at: Nullable(DateTime),
  /** held with its back-orders until it can ship complete (D125, addition) */
  held_until_complete: Type.Optional(Type.Boolean()),
  lines: Type.Array(
    Type.Object({
      product_id: Nullable(Id),
      ref: Type.String(),
      name: Type.String(),
      ordered: Type.Integer(),
      shipped: Type.Integer(),
      remaining: Type.Integer(),
    }),
  ),
});
export type FulfilmentView = Static<typeof FulfilmentView>;

/** order_details of every area: `{order, details, fulfilment, shipments}`; `tax` repeats `tax_rate`. */
export const OrderDetails = Type.Object({
  order: Type.Object({
    ...stateFields,
    id: Id,
    order_no: Type.String(),
    pharmacy_id: Id,
    name: Type.String(),
    address: Type.String(),
    status: Type.Integer(),
    payement_type: Type.Integer(),
    price_without_tax: Money,
    tax_rate: Type.Number(),
    tax: Type.Number({ description: 'percent, as the screens show it' }),
    tax_amount: Money,
    stamp_duty: Money,
    order_price: Money,
    refunded_amount: Money,
    refundable_amount: Money,
    note: Nullable(Type.String()),
    order_date: DateTime,
    rejected_at: Nullable(DateTime),
    rejection_reason: Nullable(Type.String()),
    paid_by_card: Type.Boolean(),
    cash_to_collect: Money,
  }),
  details: Type.Array(
    Type.Object({
      id: Id,
      product_id: Nullable(Id),
      ref: Type.String(),
      name: Type.String(),
      quantity: Type.Integer({ description: 'units paid for' }),
      unity_price: Money,
      quantity_price: Money,
      free_quantity: Type.Integer({ description: 'free units (UG) on top of quantity (issue 40)' }),
      discount_amount: Money,
      promotion_id: Nullable(Id),
    }),
  ),
  fulfilment: FulfilmentView,
  shipments: Type.Array(ShipmentView),
});
export type OrderDetails = Static<typeof OrderDetails>;

/** The last orders of a pharmacy, in its details dialog (001 §3). */
export const PharmacyLastOrder = Type.Object({
  order_id: Id,
  order_no: Type.String(),
  order_date: DateTime,
  total_price: Money,
  status: Type.Integer(),
  payement_type: Type.Integer(),
});

/** An entry of an order's timeline (src/contract/orderTimeline.ts). */
export const TimelineEvent = Type.Object({
  at: DateTime,
  kind: Type.String(),
  by: Nullable(Type.String()),
  by_role: Nullable(Type.Union([Type.Literal('pharmacy'), Type.Literal('admin'), Type.Literal('franchise')])),
  amount: Type.Optional(Money),
  outcome: Type.Optional(Type.String()),
  reason: Type.Optional(Nullable(Type.String())),
  text: Type.Optional(Type.String()),
  shipment_id: Type.Optional(Id),
});
export type TimelineEvent = Static<typeof TimelineEvent>;

/** The admin's orders_list: each order may carry the pharmacy's credit exposure (src/contract/receivables.ts). */
export const AdminOrderPage = Type.Object({
  orders: Type.Array(
    Type.Object({
      ...OrderListItem.properties,
      exposure: Type.Optional(
        Type.Object({ balance: Money, credit_limit: Money, available_credit: Money, fits: Type.Boolean() }),
      ),
    }),
  ),
  total: Type.Integer(),
  total_exact: Type.Optional(Type.Literal(false)),
});
export type AdminOrderPage = Static<typeof AdminOrderPage>;

/** add_note: `[{orderId, note}]`. */
export const NoteSaved = Type.Tuple([Type.Object({ orderId: Id, note: Type.String() })]);
/** update_order_status: `[{orderId, status}]`. */
export const StatusSet = Type.Tuple([Type.Object({ orderId: Id, status: Type.Integer() })]);

/** validate_orders: `[{validated, refused}]`, each order on its own. */
export const BulkValidation = Type.Object({
  validated: Type.Array(Id),
  refused: Type.Array(Type.Object({ orderId: Id, code: Type.Integer(), reason: Type.String() })),
});
export type BulkValidation = Static<typeof BulkValidation>;

/** reject_order: `[rejected]`. */
export const RejectedOrder = Type.Object({
  orderId: Id,
  order_no: Type.String(),
  state: Type.Literal('rejected'),
  rejected_at: DateTime,
  rejection_reason: Type.String(),
});
export type RejectedOrder = Static<typeof RejectedOrder>;
