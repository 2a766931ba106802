import { type Static, Type } from 'typebox';
import { DateTime, Id, Money, Nullable } from './envelope.js';

/** The dashboard figures of both back offices (src/contract/stats.ts DashboardStats), money in dinars. */
export const orderStatsFields = {
  period: Type.Object({ from: Type.String(), to: Type.String() }),
  revenue: Type.Object({
    ht: Money,
    tva: Money,
    ttc: Money,
    stamp_duty: Money,
    due: Money,
    refunded: Money,
    credit_notes: Money,
    net: Money,
  }),
  revenue_orders: Type.Integer(),
  average_basket: Money,
  orders_by_state: Type.Array(Type.Object({ state: Type.String(), count: Type.Integer() })),
  awaiting_validation: Type.Integer(),
  top_products: Type.Array(
    Type.Object({
      product_id: Nullable(Id),
      ref: Type.String(),
      name: Type.String(),
      quantity: Type.Integer(),
      revenue_ht: Money,
    }),
  ),
  revenue_by_wilaya: Type.Array(
    Type.Object({
      wilaya_id: Id,
      code: Type.Integer(),
      name: Type.String(),
      orders: Type.Integer(),
      revenue: Money,
      refunded: Money,
    }),
  ),
  revenue_by_month: Type.Array(
    Type.Object({ month: Type.String(), orders: Type.Integer(), revenue: Money, refunded: Money }),
  ),
};

export const InactivePharmacy = Type.Object({
  id: Id,
  name: Type.String(),
  phone: Type.String(),
  last_order_date: Nullable(DateTime),
});

const inactiveFields = { inactive_days: Type.Integer(), inactive_pharmacies: Type.Array(InactivePharmacy) };

/** GET /franchise/stats: the wilaya's figures and its pharmacies without a recent order. */
export const FranchiseStats = Type.Object({ ...orderStatsFields, ...inactiveFields });
export type FranchiseStats = Static<typeof FranchiseStats>;

/** GET /admin/stats: the network's figures, low stock and the expiry watch (issue 29 §4). */
export const AdminStats = Type.Object({
  ...orderStatsFields,
  low_stock: Type.Object({
    threshold: Type.Integer(),
    count: Type.Integer(),
    products: Type.Array(Type.Object({ id: Id, ref: Type.String(), name: Type.String(), quantity: Type.Integer() })),
  }),
  expiry_watch: Type.Object({
    days: Type.Integer(),
    count: Type.Integer(),
    lots: Type.Array(
      Type.Object({
        lot_id: Id,
        product_id: Id,
        product_ref: Type.String(),
        product_name: Type.String(),
        lot: Type.String(),
        expiry: Type.String({ description: 'YYYY-MM-DD' }),
        days_left: Type.Integer(),
        on_hand: Type.Integer(),
        state: Type.Union([Type.Literal('expired'), Type.Literal('short'), Type.Literal('expiring')]),
      }),
    ),
  }),
});
export type AdminStats = Static<typeof AdminStats>;
