import { type Static, Type } from 'typebox';
import { Id, Money, Nullable } from './envelope.js';
import { quotaFields, shortageDetailFields } from './shortages.js';

/**
 * A product list item of both areas, money in dinars (server/queries/products.ts productItem); `mainImage` and
 * `default_image` are the same path; `nameAr`, `categoryAr` '' when not translated (D64).
 */
export const productItemFields = {
  id: Id,
  ref: Type.String(),
  name: Type.String(),
  nameAr: Type.String(),
  price: Money,
  customer_price: Money,
  quantity: Type.Integer(),
  categoryFr: Type.String(),
  categoryEn: Type.String(),
  categoryAr: Type.String(),
  mainImage: Nullable(Type.String()),
  default_image: Nullable(Type.String()),
  earliest_expiry: Nullable(Type.String({ description: 'YYYY-MM-DD (issue 29)' })),
};

/** A quantity tier of the pharmacy's price (issue 40): from `min_quantity` units, each costs `price` (dinars). */
export const PriceTier = Type.Object({ min_quantity: Type.Integer({ minimum: 2 }), price: Money });
export type PriceTier = Static<typeof PriceTier>;

/** A promotion running today for the reading pharmacy on a product (issue 40, docs/pricing.md). */
export const ProductPromotion = Type.Object({
  promotion_id: Id,
  label: Type.String({ description: "the promotion's name" }),
  kind: Type.Union([Type.Literal('free_units'), Type.Literal('percent')]),
  buy_quantity: Nullable(Type.Integer({ description: 'N of "N + M" (free_units)' })),
  free_quantity: Nullable(Type.Integer({ description: 'M of "N + M" (free_units)' })),
  percent: Nullable(Type.Number({ description: 'percentage off (percent), up to two decimals' })),
  min_quantity: Type.Integer({ description: 'the quantity from which it applies (1 when none)' }),
  valid_to: Nullable(Type.String({ description: 'last Algiers day it runs, YYYY-MM-DD; null when open-ended' })),
  combinable: Type.Boolean(),
});
export type ProductPromotion = Static<typeof ProductPromotion>;

/**
 * What a pharmacy's storefront item adds (issue 40): `price` is already the unit price this pharmacy pays for one
 * unit today; `base_price` is the catalogue price.
 */
export const storefrontPricingFields = {
  base_price: Money,
  tiers: Type.Array(PriceTier),
  promotions: Type.Array(ProductPromotion),
};

/** A storefront product: `name` in the reader's language, `nameFr` as stored (D64). */
export const StorefrontProduct = Type.Object({
  ...productItemFields,
  nameFr: Type.String(),
  category_id: Id,
  ...storefrontPricingFields,
  ...quotaFields,
});
export type StorefrontProduct = Static<typeof StorefrontProduct>;

/** products_list: the plain list, or one page with the number of matches (D22). */
export const catalogueAnswer = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Union([Type.Array(item), Type.Object({ products: Type.Array(item), total: Type.Integer() })]);

export const ProductImage = Type.Object({
  id: Id,
  path: Type.String(),
  mainImage: Type.Union([Type.Literal(0), Type.Literal(1)]),
});
export type ProductImage = Static<typeof ProductImage>;

/** The parts of product_details both areas answer, besides the list item's fields. */
export const productDetailsFields = {
  product_id: Id,
  descriptionFr: Type.String(),
  descriptionEn: Type.String(),
  descriptionAr: Type.String(),
  images: Type.Array(ProductImage),
};

export const StorefrontProductDetails = Type.Object({
  ...productItemFields,
  ...productDetailsFields,
  category_id: Id,
  nameFr: Type.String(),
  ...storefrontPricingFields,
  ...shortageDetailFields,
});
export type StorefrontProductDetails = Static<typeof StorefrontProductDetails>;

export const ListedCategory = Type.Object({
  id: Id,
  nameFr: Type.String(),
  nameEn: Type.String(),
  nameAr: Type.String(),
});
export type ListedCategory = Static<typeof ListedCategory>;
