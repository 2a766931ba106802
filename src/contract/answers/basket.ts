import { type Static, Type } from 'typebox';
import { Id, Money, Nullable } from './envelope.js';
import { PriceTier, ProductPromotion, productItemFields, storefrontPricingFields } from './products.js';
import { BasketBackorder, basketBackorderFields, quotaFields, Substitute } from './shortages.js';
import { BASKET_FILL_REASONS } from '../quickOrder.js';

/** What a few more units would give (issue 40): the next tier's price, or the next free units. */
export const NextOffer = Type.Object({
  kind: Type.Union([Type.Literal('tier'), Type.Literal('free_units')]),
  missing_quantity: Type.Integer({ minimum: 1, description: 'units to add' }),
  price: Nullable(Money),
  free_quantity: Nullable(Type.Integer()),
});
export type NextOffer = Static<typeof NextOffer>;

/** A basket line (server/orders/basket.ts): `id` and `product_id`, `mainImage` and `default_image` repeat each other. */
export const BasketLine = Type.Object({
  id: Id,
  product_id: Id,
  ref: Type.String(),
  name: Type.String(),
  nameAr: Type.String(),
  selected_quantity: Type.Integer(),
  product_quantity: Type.Integer({ description: 'stock now (0 when withdrawn)' }),
  unity_price: Money,
  total_price: Money,
  mainImage: Nullable(Type.String()),
  default_image: Nullable(Type.String()),
  insufficient_stock: Type.Boolean(),
  unavailable: Type.Boolean(),
  earliest_expiry: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
  // issue 40 (docs/pricing.md): `unity_price` is the unit price paid, after the price list and a percentage
  base_price: Money,
  list_price: Money,
  discount_amount: Money,
  free_quantity: Type.Integer({ description: 'free units (UG) given with the line, on top of selected_quantity' }),
  promotion_id: Nullable(Id),
  price_list_id: Nullable(Id),
  tiers: Type.Array(PriceTier),
  promotions: Type.Array(ProductPromotion),
  next_offer: Nullable(NextOffer),
  // issue 41 (docs/shortages.md)
  ...quotaFields,
  substitutes: Type.Array(Substitute, {
    description: 'in stock, offered for a line short of stock or with a back-ordered part; [] otherwise',
  }),
  ...basketBackorderFields,
});
export type BasketLine = Static<typeof BasketLine>;

/** The whole basket every basket call answers. */
export const Basket = Type.Object({
  basket_id: Id,
  products: Type.Array(BasketLine),
  count: Type.Integer(),
  price_without_tax: Money,
  tax_rate: Type.Number(),
  tax_amount: Money,
  basket_total_price: Money,
  can_checkout: Type.Boolean({ description: 'false while a line is flagged' }),
  savings: Money,
  free_units: Type.Integer({ description: 'free units of the whole basket (issue 40)' }),
  // issue 41 §1: the back-ordered parts, shown apart, neither charged nor invoiced now
  backorders: Type.Array(BasketBackorder, { description: 'back-ordered products with nothing in stock now' }),
  backorder_price_without_tax: Money,
  backorder_tax_amount: Money,
  backorder_total: Money,
});
export type Basket = Static<typeof Basket>;

export const BasketFillAdded = Type.Object({
  product_id: Id,
  ref: Type.String(),
  name: Type.String(),
  quantity: Type.Integer(),
});

export const BasketFillIssue = Type.Object({
  ref: Type.String(),
  name: Nullable(Type.String()),
  product_id: Nullable(Id),
  requested: Type.Integer({ description: 'the quantity asked' }),
  quantity: Type.Integer({ description: 'the quantity put in the basket (0: none)' }),
  reason: Type.Union(BASKET_FILL_REASONS.map((r) => Type.Literal(r))),
});

/** reorder and quick_order: the whole basket, the lines set and those not taken as asked. */
export const BasketFillAnswer = Type.Object(
  { basket: Basket, added: Type.Array(BasketFillAdded), rejected: Type.Array(BasketFillIssue) },
  {
    description:
      '{basket, added, rejected}: the whole basket as get_basket_info answers it, the lines set, and the lines not taken as asked',
  },
);
export type BasketFillAnswer = Static<typeof BasketFillAnswer>;

/** A frequently ordered product (D71): a storefront item and how it was ordered. */
export const FrequentProduct = Type.Object({
  ...productItemFields,
  nameFr: Type.String(),
  ordered_quantity: Type.Integer(),
  ordered_times: Type.Integer(),
  usual_quantity: Type.Integer(),
  ...storefrontPricingFields,
});
export type FrequentProduct = Static<typeof FrequentProduct>;
