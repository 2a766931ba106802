import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transaction } from 'kysely';
import type { Logger } from 'pino';
import { toCentimes } from '../../src/contract/constants.js';
import type { DB } from '../db/schema.js';
import { CATEGORIES, PRODUCTS } from './data/catalogue.js';
import { CATEGORY_ARABIC, PRODUCT_ARABIC_NAMES } from './data/catalogueArabic.js';

/** Generated product pictures shipped with the code: `<ref>-<n>.webp`. */
export const SEED_IMAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
/** Product images live under `<media root>/products/`; rows hold the path relative to the media root. */
export const PRODUCT_IMAGES_FOLDER = 'products';

export interface SeededProduct {
  id: number;
  ref: string;
  name: string;
  /** centimes */
  price: number;
  quantity: number;
}

/** Categories, products (prices given in DZD, stored in centimes, D3) and their images copied into the media folder. */
export async function seedCatalogue(trx: Transaction<DB>, mediaDir: string, log: Logger) {
  const categories = await trx
    .insertInto('categories')
    .values(
      CATEGORIES.map((c) => ({
        name_fr: c.nameFR,
        name_en: c.nameEN,
        description_fr: c.descriptionFR,
        description_en: c.descriptionEN,
        name_ar: CATEGORY_ARABIC[c.key]?.nameAR ?? '',
        description_ar: CATEGORY_ARABIC[c.key]?.descriptionAR ?? '',
      })),
    )
    .returning('id')
    .execute();
  const categoryId = new Map(CATEGORIES.map((c, i) => [c.key, categories[i]!.id]));

  const rows = await trx
    .insertInto('products')
    .values(
      PRODUCTS.map((p) => {
        const category = categoryId.get(p.category);
        if (!category) throw new Error(`seed: product ${p.ref} has unknown category ${p.category}`);
        return {
          category_id: category,
          ref: p.ref,
          name: p.name,
          name_ar: PRODUCT_ARABIC_NAMES[p.ref] ?? '',
          description_fr: p.descriptionFr,
          description_en: p.descriptionEn,
          quantity: p.quantity,
          cost: toCentimes(p.cost),
          price: toCentimes(p.price),
          customer_price: toCentimes(p.customer_price),
        };
      }),
    )
    .returning(['id', 'ref', 'name', 'price', 'quantity'])
    .execute();

  const target = path.join(mediaDir, PRODUCT_IMAGES_FOLDER);
  await fs.mkdir(target, { recursive: true });
  const images: { product_id: number; path: string; is_main: boolean; position: number }[] = [];
  const missing: string[] = [];
  await Promise.all(
    PRODUCTS.flatMap((p, i) =>
      Array.from({ length: p.images }, async (_, n) => {
        const file = `${p.ref}-${n + 1}.webp`;
        try {
          await fs.copyFile(path.join(SEED_IMAGES_DIR, file), path.join(target, file));
          images.push({
            product_id: rows[i]!.id,
            path: `${PRODUCT_IMAGES_FOLDER}/${file}`,
            is_main: false,
            position: n,
          });
        } catch {
          missing.push(file);
        }
      }),
    ),
  );
  if (missing.length)
    log.warn({ missing }, 'seed: some product images are missing; those products show the default image');
  images.sort((a, b) => a.product_id - b.product_id || a.position - b.position);
  // the first image of each product is its main one, even when an earlier file was missing
  images.forEach((img, i) => (img.is_main = i === 0 || images[i - 1]!.product_id !== img.product_id));
  if (images.length) await trx.insertInto('product_images').values(images).execute();

  return { categories: categories.length, products: rows as SeededProduct[], images: images.length };
}
