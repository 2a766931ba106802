import { type Static, Type } from 'typebox';
import { DateTime, Id, Money, Nullable } from './envelope.js';

/**
 * Shortages (issue 41, docs/shortages.md). Money in dinars, as every storefront answer.
 */

/** A substitute offered for a product out of stock or short: in stock, priced for the reading pharmacy. */
export const Substitute = Type.Object({
  id: Id,
  ref: Type.String(),
  name: Type.String({ description: "in the reader's language (D64)" }),
  price: Money,
  base_price: Money,
  quantity: Type.Integer({ description: 'the stock available now (> 0)' }),
  mainImage: Nullable(Type.String()),
});
export type Substitute = Static<typeof Substitute>;

/** A product's quota as the pharmacy sees it; null fields when the product has none. */
export const quotaFields = {
  quota_left: Nullable(
    Type.Integer({ description: 'units this pharmacy may still order in the period; null: no quota' }),
  ),
  quota_period_days: Nullable(Type.Integer({ description: 'the period of the quota, in days; null: no quota' })),
};

/** What product_details adds for shortages. */
export const shortageDetailFields = {
  ...quotaFields,
  substitutes: Type.Array(Substitute, { description: 'in stock only, at most MAX_SUBSTITUTES' }),
  availability_request_id: Nullable(
    Type.Integer({ minimum: 1, description: 'the pending "tell me" request of this pharmacy, if any' }),
  ),
};

/** A "tell me when it is back" request of the pharmacy. */
export const AvailabilityRequest = Type.Object({
  request_id: Id,
  product_id: Id,
  ref: Type.String(),
  name: Type.String({ description: "in the reader's language (D64)" }),
  mainImage: Nullable(Type.String()),
  quantity: Type.Integer({ description: "the product's stock now" }),
  created_at: DateTime,
  notified_at: Nullable(
    Type.String({ description: 'ISO 8601: when the pharmacy was told it is back; null while waiting' }),
  ),
});
export type AvailabilityRequest = Static<typeof AvailabilityRequest>;

/** The admin's quota of a product (`POST /admin/set_quota`). */
/** A quota's share for one wilaya (D127): a percentage of the product's supply of the period. */
export const WilayaShare = Type.Object({
  wilaya_id: Id,
  percent: Type.Integer({ minimum: 1, maximum: 100 }),
});
export type WilayaShare = Static<typeof WilayaShare>;

export const ProductQuota = Type.Object({
  product_id: Id,
  per_pharmacy: Type.Integer({ minimum: 1 }),
  period_days: Type.Integer({ minimum: 1 }),
  wilaya_shares: Type.Optional(Type.Array(WilayaShare, { description: 'addition (D127): the shares per wilaya' })),
});
export type ProductQuota = Static<typeof ProductQuota>;

/** The admin's substitutes of a product (`POST /admin/set_substitutes`). */
export const ProductSubstitutes = Type.Object({
  product_id: Id,
  substitute_ids: Type.Array(Id),
});
export type ProductSubstitutes = Static<typeof ProductSubstitutes>;

/** A product's shortage settings as the admin's product screen reads them (`GET /admin/product_shortage`). */
export const ProductShortage = Type.Object({
  product_id: Id,
  substitutes: Type.Array(
    Type.Object({
      id: Id,
      ref: Type.String(),
      name: Type.String(),
      quantity: Type.Integer(),
      withdrawn: Type.Boolean(),
    }),
  ),
  quota: Nullable(
    Type.Object({
      per_pharmacy: Type.Integer(),
      period_days: Type.Integer(),
      wilaya_shares: Type.Array(WilayaShare, { description: 'its shares per wilaya (D127), the wilayas in order' }),
    }),
  ),
});
export type ProductShortage = Static<typeof ProductShortage>;

/** A row of the unserved-demand report (`GET /admin/unserved_demand`, issue 41 §5). */
export const UnservedDemandRow = Type.Object({
  id: Type.String({ description: 'the product id, or "<product>:<wilaya>" per wilaya' }),
  product_id: Id,
  ref: Type.String(),
  name: Type.String(),
  stock: Type.Integer({ description: 'its stock now' }),
  wilaya_id: Nullable(Type.Integer()),
  wilaya: Nullable(Type.String()),
  capped_units: Type.Integer({ description: 'units cut by order again or the quick order (stock, quota)' }),
  refused_units: Type.Integer({ description: 'units asked in the basket beyond the stock' }),
  searches: Type.Integer({ description: 'pharmacies whose search found it out of stock (once per flush)' }),
  notify_requests: Type.Integer({ description: '"tell me when it is back" requests made in the period' }),
  backorder_lost_units: Type.Optional(
    Type.Integer({ description: 'back-ordered units cancelled by the pharmacy or expired unserved (issue 41 §1)' }),
  ),
  pharmacies: Type.Integer({ description: 'distinct pharmacies that asked' }),
});
export type UnservedDemandRow = Static<typeof UnservedDemandRow>;

/** What a pharmacy of the franchisee's wilaya took of a product under quota (`GET /franchise/quotas`). */
export const WilayaQuotaUse = Type.Object({
  id: Type.String({ description: '"<product>:<pharmacy>"' }),
  product_id: Id,
  ref: Type.String(),
  name: Type.String(),
  per_pharmacy: Type.Integer(),
  period_days: Type.Integer(),
  pharmacy_id: Id,
  pharmacy: Type.String(),
  taken: Type.Integer({ description: 'paid units ordered in the period' }),
  left: Type.Integer(),
  wilaya_share: Type.Optional(
    Nullable(
      Type.Object(
        {
          percent: Type.Integer(),
          allowed: Type.Integer({ description: "the share's units of the period's supply" }),
          taken: Type.Integer({ description: 'paid units the pharmacies of the wilaya ordered in the period' }),
          left: Type.Integer(),
        },
        { description: "addition (D127): the wilaya's share of the product, null without one" },
      ),
    ),
  ),
});
export type WilayaQuotaUse = Static<typeof WilayaQuotaUse>;

/** The back-ordered part of a basket line (issue 41 §1): not charged, not invoiced, priced at today's conditions. */
export const basketBackorderFields = {
  backorder_quantity: Type.Integer({ minimum: 0, description: 'units kept as a back-order at checkout; 0: none' }),
  backorder_total: Type.Number({ description: 'what they would cost today, excl. tax (as the line’s total_price)' }),
};

/** A back-ordered product with nothing in stock now: it has no basket line, only its back-ordered part. */
export const BasketBackorder = Type.Object({
  product_id: Id,
  ref: Type.String(),
  name: Type.String({ description: "in the reader's language (D64)" }),
  mainImage: Nullable(Type.String()),
  backorder_quantity: Type.Integer({ minimum: 1 }),
  unity_price: Money,
  backorder_total: Type.Number({ description: 'what they would cost today, excl. tax' }),
  substitutes: Type.Optional(
    Type.Array(Substitute, { description: 'in stock, offered instead of waiting (addition, issue 41 §2)' }),
  ),
});
export type BasketBackorder = Static<typeof BasketBackorder>;

/** One of the pharmacy's back-orders (`GET /pharmacy/backorders`). */
export const Backorder = Type.Object({
  backorder_id: Id,
  product_id: Id,
  ref: Type.String(),
  name: Type.String({ description: "in the reader's language (D64)" }),
  mainImage: Nullable(Type.String()),
  ordered_quantity: Type.Integer({ minimum: 1, description: 'units back-ordered at first' }),
  quantity: Type.Integer({ minimum: 0, description: 'units still to serve' }),
  status: Type.Union([
    Type.Literal('waiting'),
    Type.Literal('served'),
    Type.Literal('cancelled'),
    Type.Literal('expired'),
  ]),
  created_at: DateTime,
  expires_at: DateTime,
  ended_at: Nullable(Type.String({ description: 'ISO 8601: when it was served in full, cancelled or expired' })),
  source_order_id: Nullable(Type.Integer({ description: 'the order it was kept from' })),
  source_order_no: Nullable(Type.String()),
  served_orders: Type.Array(
    Type.Object({ order_id: Id, order_no: Type.String(), quantity: Type.Integer({ minimum: 1 }), served_at: DateTime }),
    { description: 'the orders its units became, oldest first' },
  ),
});
export type Backorder = Static<typeof Backorder>;

/** A product's waiting back-orders, for the admin (`GET /admin/backorders`), per product or per product and wilaya. */
export const BackorderQueueRow = Type.Object({
  id: Type.String({ description: 'the product id, or "<product>:<wilaya>" per wilaya' }),
  product_id: Id,
  ref: Type.String(),
  name: Type.String(),
  stock: Type.Integer({ description: 'its stock available now' }),
  wilaya_id: Nullable(Type.Integer()),
  wilaya: Nullable(Type.String()),
  backorders: Type.Integer({ description: 'waiting back-orders' }),
  pharmacies: Type.Integer(),
  units: Type.Integer({ description: 'units waiting' }),
  oldest_at: DateTime,
  next_expiry_at: DateTime,
  next_served: Type.Array(
    Type.Object({
      backorder_id: Id,
      pharmacy_id: Id,
      pharmacy: Type.String(),
      quantity: Type.Integer({ minimum: 1 }),
      created_at: DateTime,
    }),
    { description: 'the back-orders the next goods-in serves first, oldest first (at most 5)' },
  ),
});
export type BackorderQueueRow = Static<typeof BackorderQueueRow>;

/** A page of the admin's back-orders queue (`GET /admin/backorders/:offset/:limit`) and how many groups there are. */
export const BackorderQueuePage = Type.Object({ rows: Type.Array(BackorderQueueRow), total: Type.Integer() });
export type BackorderQueuePage = Static<typeof BackorderQueuePage>;
