import { type Static, Type } from 'typebox';
import { Id, Money } from './envelope.js';
import { productDetailsFields, productItemFields } from './products.js';

/** A category of the back office with the number of live products it holds (server/catalogue/categories.ts). */
export const Category = Type.Object({
  id: Id,
  nameFR: Type.String(),
  nameEN: Type.String(),
  descriptionFR: Type.String(),
  descriptionEN: Type.String(),
  nameAR: Type.String(),
  descriptionAR: Type.String(),
  version: Type.Integer({ description: 'what an edit carries back (D23)' }),
  products_count: Type.Integer(),
});
export type Category = Static<typeof Category>;

/** What the back office reads of a product besides the common fields; `category_fk` is the storefront's category_id. */
const adminFields = {
  cost: Money,
  category_fk: Id,
  version: Type.Integer({ description: 'what an edit carries back (D23)' }),
  gtin: Type.String({ description: '14 digits, or "" (issue 29)' }),
  brand: Type.String({ description: 'the laboratory, or "" (issue 40)' }),
};

export const AdminProductItem = Type.Object({
  ...productItemFields,
  ...adminFields,
  low_stock: Type.Boolean(),
});
export type AdminProductItem = Static<typeof AdminProductItem>;

/** A product with its images and descriptions and the category list of the edit form. */
export const AdminProductDetails = Type.Object({
  ...productItemFields,
  ...adminFields,
  ...productDetailsFields,
  categories: Type.Array(Type.Object({ id: Id, nameFR: Type.String(), nameEN: Type.String(), nameAR: Type.String() })),
});
export type AdminProductDetails = Static<typeof AdminProductDetails>;

/** A delete's answer: `[{id}]`. */
export const Deleted = Type.Tuple([Type.Object({ id: Id })]);
