import { Code } from '../../src/contract/codes.js';
import { type Lang, MAX_PRODUCT_IMAGES } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { fieldRefusal } from '../http/fieldRefusals.js';
import {
  type ImageProblem,
  imageProblem,
  MAX_INPUT_PIXELS,
  removeImageFiles,
  storeProductImage,
} from '../media/productImages.js';
import { imageNotFound, productNotFound } from './notFound.js';

/** A product's pictures (001 §3, D9): five at most, exactly one main while it has any. */

/** An uploaded picture. */
export interface ImageFile {
  filename: string;
  buffer: Buffer;
  /** cut short by the upload's 5 MB limit */
  tooLarge?: boolean;
}

/** The sentence naming one refused file, per problem. */
const REFUSAL_KEY = {
  tooLarge: 'admin.imageTooHeavy',
  tooManyPixels: 'admin.imageTooManyPixels',
  notAnImage: 'admin.imageInvalid',
} as const;

/**
 * Every file must be a real JPEG/PNG/WebP within 5 MB and 40 megapixels. Every refused file is named with its own
 * reason, in one message (on field `path`; issue 27 §14); 413 when each refused file is only too heavy.
 */
export async function checkImages(lang: Lang, files: ImageFile[], path: string) {
  if (files.length > MAX_PRODUCT_IMAGES) throw fieldRefusal(lang, Code.LIMIT_REACHED, path, 'admin.tooManyImages');
  const refused: { problem: ImageProblem; name: string }[] = [];
  for (const f of files) {
    const problem = f.tooLarge ? 'tooLarge' : await imageProblem(f.buffer);
    if (problem) refused.push({ problem, name: f.filename || '?' });
  }
  if (!refused.length) return;
  const status = refused.every((r) => r.problem === 'tooLarge') ? 413 : 400;
  const vars = (r: (typeof refused)[number]) => ({ name: r.name, max: MAX_INPUT_PIXELS / 1_000_000 });
  const [only] = refused;
  if (refused.length === 1 && only)
    throw withStatus(fieldRefusal(lang, Code.VALIDATION, path, REFUSAL_KEY[only.problem], vars(only)), status);
  const list = refused.map((r) => translate(lang, REFUSAL_KEY[r.problem], vars(r))).join(' ');
  throw withStatus(fieldRefusal(lang, Code.VALIDATION, path, 'admin.imagesRefused', { list }), status);
}

const withStatus = (e: ApiError, status: number) => new ApiError(e.code, e.messageKey, { ...e.opts, status });

/** Stores the files; if anything after fails, `cleanup` removes what was written. */
export async function storeImages(mediaDir: string, files: ImageFile[]) {
  const paths: string[] = [];
  try {
    for (const f of files) paths.push(await storeProductImage(mediaDir, f.buffer));
  } catch (e) {
    await removeImageFiles(mediaDir, paths);
    throw e;
  }
  return { paths, cleanup: () => removeImageFiles(mediaDir, paths) };
}

/** The live product, locked for the rest of the transaction; 404 when unknown or withdrawn. */
async function lockProduct(trx: Database, productId: number) {
  const product = await trx
    .selectFrom('products')
    .select(['id', 'ref'])
    .where('id', '=', productId)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!product) throw productNotFound();
  return product;
}

/** Adds one picture to a product (the main one if asked, or if it has none yet); refused past five. */
export async function addProductImage(
  db: Database,
  account: Account,
  lang: Lang,
  mediaDir: string,
  productId: number,
  file: ImageFile,
  makeMain: boolean,
) {
  await checkImages(lang, [file], 'image');
  const stored = await storeImages(mediaDir, [file]);
  await db
    .transaction()
    .execute(async (trx) => {
      const product = await lockProduct(trx, productId);
      const images = await trx
        .selectFrom('product_images')
        .select(['is_main', 'position'])
        .where('product_id', '=', productId)
        .execute();
      if (images.length >= MAX_PRODUCT_IMAGES)
        throw fieldRefusal(lang, Code.LIMIT_REACHED, 'image', 'admin.tooManyImages');
      const main = makeMain || !images.some((i) => i.is_main);
      if (main)
        await trx.updateTable('product_images').set({ is_main: false }).where('product_id', '=', productId).execute();
      const image = await trx
        .insertInto('product_images')
        .values({
          product_id: productId,
          path: stored.paths[0]!,
          is_main: main,
          position: Math.max(-1, ...images.map((i) => i.position)) + 1,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, account, {
        action: 'create',
        resource: 'product_image',
        resourceId: image.id,
        label: product.ref,
        after: image,
      });
    })
    .catch(async (e: unknown) => {
      await stored.cleanup();
      throw e;
    });
}

/** Deletes one picture of a product; if it was the main one, the next becomes main. */
export async function deleteProductImage(
  db: Database,
  account: Account,
  mediaDir: string,
  productId: number,
  imageId: number,
) {
  const removed = await db.transaction().execute(async (trx) => {
    const product = await lockProduct(trx, productId);
    const image = await trx
      .deleteFrom('product_images')
      .where('id', '=', imageId)
      .where('product_id', '=', productId)
      .returningAll()
      .executeTakeFirst();
    if (!image) throw imageNotFound();
    await recordAudit(trx, account, {
      action: 'delete',
      resource: 'product_image',
      resourceId: imageId,
      label: product.ref,
      before: image,
    });
    if (image.is_main) {
      const next = await trx
        .selectFrom('product_images')
        .select('id')
        .where('product_id', '=', productId)
        .orderBy('position')
        .orderBy('id')
        .executeTakeFirst();
      if (next) await trx.updateTable('product_images').set({ is_main: true }).where('id', '=', next.id).execute();
    }
    return image.path;
  });
  await removeImageFiles(mediaDir, [removed]);
}

/** Makes one picture of a product its main one, the others not; audited as the product's main image changing (issue 27 §14). */
export async function setMainImage(db: Database, account: Account, productId: number, imageId: number) {
  await db.transaction().execute(async (trx) => {
    const product = await lockProduct(trx, productId);
    const image = await trx
      .selectFrom('product_images')
      .select(['id', 'path'])
      .where('id', '=', imageId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!image) throw imageNotFound();
    const before = await trx
      .selectFrom('product_images')
      .select('path')
      .where('product_id', '=', productId)
      .where('is_main', '=', true)
      .executeTakeFirst();
    // two statements: the one-main unique index is checked row by row
    await trx.updateTable('product_images').set({ is_main: false }).where('product_id', '=', productId).execute();
    await trx.updateTable('product_images').set({ is_main: true }).where('id', '=', imageId).execute();
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'product',
      resourceId: productId,
      label: product.ref,
      before: { main_image: before?.path ?? null },
      after: { main_image: image.path },
    });
  });
}
