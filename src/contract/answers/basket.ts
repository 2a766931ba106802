import { type Static, Type } from 'typebox';
import { Id, Money, Nullable } from './envelope.js';
import { productItemFields } from './products.js';

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
  reason: Type.Union(['unknown', 'removed', 'out_of_stock', 'reduced', 'merged'].map((r) => Type.Literal(r))),
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
});
export type FrequentProduct = Static<typeof FrequentProduct>;
