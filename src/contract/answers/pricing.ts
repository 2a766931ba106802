import { type Static, Type } from 'typebox';
import { DateTime, Day, Id, Money, Nullable } from './envelope.js';

/** The answers of the pricing calls (issue 40, docs/pricing.md); money in dinars, days YYYY-MM-DD. */

const Scope = Type.Union([Type.Literal('pharmacies'), Type.Literal('group'), Type.Literal('wilayas')]);

export const PriceList = Type.Object({
  id: Id,
  name: Type.String(),
  scope: Scope,
  scope_ids: Type.Array(Id),
  valid_from: Nullable(Day),
  valid_to: Nullable(Day),
  items_count: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type PriceList = Static<typeof PriceList>;

export const PriceListItem = Type.Object({
  product_id: Id,
  ref: Type.String(),
  name: Type.String(),
  price: Money,
  min_quantity: Type.Integer({ minimum: 1 }),
  base_price: Money,
  cost: Money,
});
export type PriceListItem = Static<typeof PriceListItem>;

export const PriceListItemsPreview = Type.Object({
  items: Type.Array(PriceListItem),
  unmatched: Type.Array(
    Type.Object({
      line: Type.Integer({ minimum: 1 }),
      ref: Type.String(),
      reason: Type.Union([Type.Literal('unknown'), Type.Literal('bad_price'), Type.Literal('bad_quantity')]),
    }),
  ),
});
export type PriceListItemsPreview = Static<typeof PriceListItemsPreview>;

export const PharmacyGroup = Type.Object({
  id: Id,
  name: Type.String(),
  pharmacy_ids: Type.Array(Id),
  members_count: Type.Integer(),
  created_at: DateTime,
  updated_at: DateTime,
});
export type PharmacyGroup = Static<typeof PharmacyGroup>;

/**
 * What a campaign cost and sold (GET /admin/promotions only, docs/pricing.md "Campaign figures"): over the lines of
 * placed orders under it; free units valued at their product's cost.
 */
const CampaignFigures = {
  orders_count: Type.Optional(Type.Integer({ minimum: 0 })),
  sales_amount: Type.Optional(Money),
  discount_given: Type.Optional(Money),
  free_units_placed: Type.Optional(Type.Integer({ minimum: 0 })),
  free_units_cost: Type.Optional(Money),
};

export const Promotion = Type.Object({
  id: Id,
  name: Type.String(),
  kind: Type.Union([Type.Literal('free_units'), Type.Literal('percent')]),
  product_ids: Type.Array(Id),
  category_id: Nullable(Id),
  brand: Nullable(Type.String()),
  buy_quantity: Nullable(Type.Integer()),
  free_quantity: Nullable(Type.Integer()),
  percent: Nullable(Type.Number()),
  min_quantity: Type.Integer(),
  scope: Type.Union([Type.Literal('all'), Scope]),
  scope_ids: Type.Array(Id),
  valid_from: Nullable(Day),
  valid_to: Nullable(Day),
  max_free_units: Nullable(Type.Integer()),
  free_units_given: Type.Integer(),
  combinable: Type.Boolean(),
  ended_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
  state: Type.Union([Type.Literal('running'), Type.Literal('coming'), Type.Literal('ended')]),
  ...CampaignFigures,
});
export type Promotion = Static<typeof Promotion>;

export const PriceCheck = Type.Object({
  base_price: Money,
  list_price: Money,
  price_list_id: Nullable(Id),
  price_list_name: Nullable(Type.String()),
  unit_price: Money,
  discount_amount: Money,
  free_quantity: Type.Integer(),
  percent_promotion_id: Nullable(Id),
  free_promotion_id: Nullable(Id),
  candidates: Type.Array(
    Type.Object({
      source: Type.Union([Type.Literal('base'), Type.Literal('list')]),
      price_list_id: Nullable(Id),
      name: Nullable(Type.String()),
      min_quantity: Type.Integer(),
      price: Money,
      chosen: Type.Boolean(),
    }),
  ),
  promotions: Type.Array(
    Type.Object({
      promotion_id: Id,
      name: Type.String(),
      kind: Type.Union([Type.Literal('free_units'), Type.Literal('percent')]),
      applied: Type.Boolean(),
      reason: Type.Union([
        Type.Literal('applied'),
        Type.Literal('below_minimum'),
        Type.Literal('cap_reached'),
        Type.Literal('not_best'),
      ]),
    }),
  ),
});
export type PriceCheck = Static<typeof PriceCheck>;

/** A price list as a franchisee reads it (GET /franchise/price_lists): its items without the product's cost. */
export const FranchisePriceList = Type.Object({
  ...PriceList.properties,
  items: Type.Array(Type.Omit(PriceListItem, ['cost'])),
});
export type FranchisePriceList = Static<typeof FranchisePriceList>;

/** GET /admin/brand_pricing_stats: per laboratory, what its products sold and what its discounts and free units cost. */
export const BrandPricingStats = Type.Object({
  from: Day,
  to: Day,
  brands: Type.Array(
    Type.Object({
      brand: Type.String(),
      orders_count: Type.Integer({ minimum: 0 }),
      units_sold: Type.Integer({ minimum: 0 }),
      sales_amount: Money,
      discount_given: Money,
      free_units: Type.Integer({ minimum: 0 }),
      free_units_cost: Money,
    }),
  ),
});
export type BrandPricingStats = Static<typeof BrandPricingStats>;
