import { sql } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';

/**
 * Products as the admin back office and the pharmacy storefront read them (spec 000 §3, 001 §3): only those not
 * withdrawn (soft delete), with their category names and main image. Each area adds its own fields to the
 * common ones (the admin sees the cost, the pharmacies never do).
 */

/** Path of a product's main image (or its first one); usable inside a select on `products`. */
export const mainImagePath = sql<string | null>`(
  select pi.path from product_images pi where pi.product_id = products.id
  order by pi.is_main desc, pi.position, pi.id limit 1
)`;

export function catalogueQuery(db: Database) {
  return db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.category_id')
    .where('products.deleted_at', 'is', null)
    .select([
      'products.id',
      'products.ref',
      'products.name',
      'products.cost',
      'products.price',
      'products.customer_price',
      'products.quantity',
      'products.category_id',
      'categories.name_fr as categoryFr',
      'categories.name_en as categoryEn',
      'products.description_fr',
      'products.description_en',
      mainImagePath.as('image'),
    ]);
}

export type ProductRow = Awaited<ReturnType<ReturnType<typeof catalogueQuery>['executeTakeFirstOrThrow']>>;

/** The fields of a product list item in both areas, money in dinars. */
export const productItem = (r: ProductRow) => ({
  id: r.id,
  ref: r.ref,
  name: r.name,
  price: toDinars(r.price),
  customer_price: toDinars(r.customer_price),
  quantity: r.quantity,
  categoryFr: r.categoryFr,
  categoryEn: r.categoryEn,
  mainImage: r.image,
  default_image: r.image,
});

/** A product with its descriptions and images (main first), plus the area's own fields; null when missing or withdrawn. */
export async function productDetails<Extra extends object>(db: Database, id: number, extra: (r: ProductRow) => Extra) {
  const row = await catalogueQuery(db).where('products.id', '=', id).executeTakeFirst();
  if (!row) return null;
  const images = await db
    .selectFrom('product_images')
    .select(['id', 'path', 'is_main'])
    .where('product_id', '=', id)
    .orderBy('is_main', 'desc')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return {
    ...productItem(row),
    ...extra(row),
    product_id: row.id,
    descriptionFr: row.description_fr,
    descriptionEn: row.description_en,
    images: images.map((i) => ({ id: i.id, path: i.path, mainImage: i.is_main ? 1 : 0 })),
  };
}
