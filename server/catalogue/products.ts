import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { PRICING_LIMITS } from '../../src/contract/pricing.js';
import { type Lang, toCentimes, toDinars } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { softDelete } from '../db/softDelete.js';
import { text } from '../http/envelope.js';
import { fieldRefusal, uniqueViolation } from '../http/fieldRefusals.js';
import { productDetails, type ProductRow } from '../queries/products.js';
import { productNotFound } from './notFound.js';
import { checkImages, type ImageFile, storeImages } from './images.js';
import { auditedUpdate } from '../db/auditedUpdate.js';
import { checkOpeningStock, stockAfterEdit } from './stockEdit.js';
import { applyStockEdit } from '../lots/adjust.js';
import { normalGtin } from '../../src/contract/gs1.js';

/** The back office's products (001 §3, §5): references unique among live products, withdrawal instead of deletion. */

type Form = Record<string, unknown>;

/** What the back office adds to the common product fields (001 §3); `version` is the one its saves carry (D23). */
export const adminFields = (r: ProductRow) => ({
  cost: toDinars(r.cost),
  category_fk: r.category_id,
  version: r.version,
  gtin: r.gtin ?? '',
  brand: r.brand ?? '',
});

/** One product with images and descriptions, plus the category list of the edit form; null when unknown or withdrawn. */
export async function adminProductDetails(db: Database, id: number) {
  const product = await productDetails(db, id, adminFields);
  if (!product) return null;
  const categories = await db
    .selectFrom('categories')
    .select(['id', 'name_fr as nameFR', 'name_en as nameEN', 'name_ar as nameAR'])
    .orderBy('name_fr')
    .execute();
  return { ...product, categories };
}

async function checkCategory(db: Database, lang: Lang, id: unknown) {
  const c = await db.selectFrom('categories').select('id').where('id', '=', Number(id)).executeTakeFirst();
  if (!c) throw fieldRefusal(lang, Code.V4001, 'category_fk', 'admin.unknownCategory');
  return c.id;
}

async function checkRefFree(db: Database, lang: Lang, ref: string, selfId?: number) {
  let q = db
    .selectFrom('products')
    .select('id')
    .where(sql`lower(ref)`, '=', ref.toLowerCase())
    .where('deleted_at', 'is', null);
  if (selfId) q = q.where('id', '!=', selfId);
  if (await q.executeTakeFirst()) throw fieldRefusal(lang, Code.CONFLICT, 'ref', 'admin.refTaken', { ref });
}

const refRace = (e: unknown, lang: Lang, ref: string) => {
  const index = uniqueViolation(e);
  if (index === 'products_gtin_unique') return fieldRefusal(lang, Code.CONFLICT, 'gtin', 'lots.gtinTaken', { ref: '' });
  return index !== null ? fieldRefusal(lang, Code.CONFLICT, 'ref', 'admin.refTaken', { ref }) : e;
};

/** The columns of a validated product form (money in dinars on the wire, centimes in the database, D3). */
const columns = (body: Form, categoryId: number) => ({
  category_id: categoryId,
  ref: text(body.ref),
  name: text(body.name),
  quantity: Number(body.quantity),
  cost: toCentimes(text(body.cost)),
  price: toCentimes(text(body.price)),
  customer_price: toCentimes(text(body.customer_price)),
});

/** The Arabic name and description (D64): optional, kept when not sent, cleared when sent empty. */
const arabic = (body: Form) => ({
  ...('nameAr' in body ? { name_ar: text(body.nameAr) } : {}),
  ...('descriptionAr' in body ? { description_ar: text(body.descriptionAr) } : {}),
});

/**
 * The optional GTIN (issue 29 §6): an EAN-13 or GTIN-14 with its right check digit, stored as 14 digits, free among
 * live products; sent empty it is cleared, not sent it is kept (undefined).
 */
async function checkGtin(db: Database, lang: Lang, body: Form, selfId?: number): Promise<{ gtin?: string | null }> {
  if (!('gtin' in body) || body.gtin === undefined) return {};
  if (typeof body.gtin !== 'string') throw fieldRefusal(lang, Code.V4002, 'gtin', 'lots.gtin');
  if (body.gtin.trim() === '') return { gtin: null };
  const gtin = normalGtin(body.gtin);
  if (!gtin) throw fieldRefusal(lang, Code.V4002, 'gtin', 'lots.gtin');
  let q = db.selectFrom('products').select('ref').where('gtin', '=', gtin).where('deleted_at', 'is', null);
  if (selfId) q = q.where('id', '!=', selfId);
  const other = await q.executeTakeFirst();
  if (other) throw fieldRefusal(lang, Code.CONFLICT, 'gtin', 'lots.gtinTaken', { ref: other.ref });
  return { gtin };
}

/** The optional brand (laboratory, issue 40): sent empty it is cleared, not sent it is kept. */
function brandOf(lang: Lang, body: Form): { brand?: string | null } {
  if (!('brand' in body) || body.brand === undefined) return {};
  if (typeof body.brand !== 'string')
    throw fieldRefusal(lang, Code.VALIDATION, 'brand', 'pricing.badBrand', { max: PRICING_LIMITS.brandMax });
  const brand = body.brand.trim();
  if (brand.length > PRICING_LIMITS.brandMax)
    throw fieldRefusal(lang, Code.VALIDATION, 'brand', 'pricing.badBrand', { max: PRICING_LIMITS.brandMax });
  return { brand: brand || null };
}

/** The checks beyond the field rules: a known category, a free reference and a valid free GTIN. */
async function checkProduct(db: Database, lang: Lang, body: Form, selfId?: number) {
  const categoryId = await checkCategory(db, lang, body.category_fk);
  await checkRefFree(db, lang, text(body.ref), selfId);
  const gtin = await checkGtin(db, lang, body, selfId);
  return { categoryId, gtin: { ...gtin, ...brandOf(lang, body) } };
}

export interface NewProduct {
  body: Form;
  files: ImageFile[];
  /** the repeated `mainImage` flags, in the order of the files (D9) */
  mainFlags: string[];
}

/** The picture marked main ("1" or "true"), else the first. */
const mainIndexOf = (flags: string[], files: number) =>
  Math.max(
    0,
    flags.findIndex((v, i) => i < files && (v === '1' || v === 'true')),
  );

/** Adds a product from a validated form with its pictures (stored first, removed again if the insert fails). Its id. */
export async function addProduct(
  db: Database,
  account: Account,
  lang: Lang,
  mediaDir: string,
  product: NewProduct,
): Promise<number> {
  const { body, files } = product;
  const { categoryId, gtin } = await checkProduct(db, lang, body);
  // its stock comes in through goods-in, with a lot and an expiry (D111): its opening lot starts empty
  checkOpeningStock(lang, Number(body.quantity));
  await checkImages(lang, files, 'images');
  const mainIndex = mainIndexOf(product.mainFlags, files.length);
  const stored = await storeImages(mediaDir, files);
  return db
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto('products')
        .values({
          ...columns(body, categoryId),
          ...gtin,
          description_fr: text(body.descriptionFr),
          description_en: text(body.descriptionEn),
          ...arabic(body),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const images = stored.paths.map((path, position) => ({
        product_id: row.id,
        path,
        position,
        is_main: position === mainIndex,
      }));
      if (images.length) await trx.insertInto('product_images').values(images).execute();
      await recordAudit(trx, account, {
        action: 'create',
        resource: 'product',
        resourceId: row.id,
        label: row.ref,
        after: { ...row, images: images.map((i) => i.path) },
      });
      return row.id;
    })
    .catch(async (e: unknown) => {
      await stored.cleanup();
      throw refRace(e, lang, text(body.ref));
    });
}

/** What an edit form knew when it was read (D23, D24): both optional, a contract client sends neither. */
export interface EditBasis {
  version?: number;
  /** the stock the form showed: the quantity sent is applied as a change from it */
  quantityLoaded?: number;
}

/**
 * Updates a live product from a validated form; a description sent empty clears it, one not sent is kept. A form
 * read at an older version is refused (StaleEdit); its stock is applied as a change when it says what it loaded.
 */
export async function updateProduct(
  db: Database,
  account: Account,
  lang: Lang,
  id: number,
  body: Form,
  basis: EditBasis = {},
): Promise<void> {
  const current = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!current) throw productNotFound();
  const { categoryId, gtin } = await checkProduct(db, lang, body, id);
  await auditedUpdate(db, account, {
    table: 'products',
    id,
    resource: 'product',
    version: basis.version,
    set: (before) => ({
      ...columns(body, categoryId),
      quantity: stockAfterEdit(lang, before.quantity, {
        quantity: Number(body.quantity),
        loaded: basis.quantityLoaded,
      }),
      // descriptions are optional on edit (001 §5): sent empty means cleared
      ...('descriptionFr' in body ? { description_fr: text(body.descriptionFr) } : {}),
      ...('descriptionEn' in body ? { description_en: text(body.descriptionEn) } : {}),
      ...arabic(body),
      ...gtin,
      updated_at: new Date(),
    }),
    label: (after) => after.ref,
    alongside: (trx, before, after) => applyStockEdit(trx, account, after, after.quantity - before.quantity),
    notFound: productNotFound,
    refusal: (e) => refRace(e, lang, text(body.ref)),
  });
}

/** Withdraws a product: it leaves the catalogue, past orders keep their lines. */
export async function withdrawProduct(db: Database, account: Account, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await softDelete(trx, account, { table: 'products', id, resource: 'product', label: (r) => r.ref })))
      throw productNotFound();
  });
}
