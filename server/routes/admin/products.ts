import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import { MAX_PRODUCT_IMAGES, toCentimes, toDinars } from '../../../src/contract/constants.js';
import { PRODUCT_FIELDS } from '../../../src/contract/adminFields.js';
import { productEditForm, productForm } from '../../../src/contract/forms.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, ok } from '../../http/envelope.js';
import { catalogueQuery, productDetails, productItem, type ProductRow } from '../../queries/products.js';
import { imageProblem, removeImageFiles, storeProductImage } from '../../media/productImages.js';
import { adminSecurity, bodyOf, checkForm, fieldRefusal, formBodySchema, requireId, text, uniqueViolation } from './input.js';
import { registerDetailsRoute } from './detailsRoute.js';
import { firstValues, readForm, type UploadedFile } from './multipart.js';

const notFound = () => new ApiError(Code.NOT_FOUND, 'admin.productNotFound', { status: 404 });

/** What the back office adds to the common product fields (001 §3). */
const adminFields = (r: ProductRow) => ({ cost: toDinars(r.cost), category_fk: r.category_id });

async function details(db: Database, id: number) {
  const product = await productDetails(db, id, adminFields);
  if (!product) return null;
  const categories = await db.selectFrom('categories').select(['id', 'name_fr as nameFR', 'name_en as nameEN']).orderBy('name_fr').execute();
  return { ...product, categories };
}

async function checkCategory(db: Database, lang: 'fr' | 'en', id: unknown) {
  const c = await db.selectFrom('categories').select('id').where('id', '=', Number(id)).executeTakeFirst();
  if (!c) throw fieldRefusal(lang, Code.V4001, 'category_fk', 'admin.unknownCategory');
  return c.id;
}

async function checkRefFree(db: Database, lang: 'fr' | 'en', ref: string, selfId?: number) {
  let q = db.selectFrom('products').select('id').where(sql`lower(ref)`, '=', ref.toLowerCase()).where('deleted_at', 'is', null);
  if (selfId) q = q.where('id', '!=', selfId);
  if (await q.executeTakeFirst()) throw fieldRefusal(lang, Code.CONFLICT, 'ref', 'admin.refTaken', { ref });
}

/** Every file must be a real JPEG/PNG/WebP within 5 MB; the first bad one names the refusal. */
async function checkImages(request: FastifyRequest, files: UploadedFile[], path: string) {
  if (files.length > MAX_PRODUCT_IMAGES) throw fieldRefusal(request.lang, Code.LIMIT_REACHED, path, 'admin.tooManyImages');
  for (const f of files) {
    const problem = await imageProblem(f.buffer);
    if (problem === 'tooLarge') throw new ApiError(Code.VALIDATION, 'admin.imageTooLarge', { status: 413, payload: [{ path, msg: translate(request.lang, 'admin.imageTooLarge') }] });
    if (problem) throw fieldRefusal(request.lang, Code.VALIDATION, path, 'admin.imageInvalid', { name: f.filename || '?' });
  }
}

/** Stores the files; if anything after fails, `cleanup` removes what was written. */
async function storeAll(mediaDir: string, files: UploadedFile[]) {
  const paths: string[] = [];
  try {
    for (const f of files) paths.push(await storeProductImage(mediaDir, f.buffer));
  } catch (e) {
    await removeImageFiles(mediaDir, paths);
    throw e;
  }
  return { paths, cleanup: () => removeImageFiles(mediaDir, paths) };
}

const isUnique = (e: unknown, lang: 'fr' | 'en', ref: string) =>
  uniqueViolation(e) !== null ? fieldRefusal(lang, Code.CONFLICT, 'ref', 'admin.refTaken', { ref }) : e;

export function registerProductRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, mediaDir } = ctx;
  const preHandler = ctx.guard('admin');

  app.get(
    '/admin/products_list',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Every product (not withdrawn) with its category names and main image; ?ts= is ignored (cache buster)',
        security: adminSecurity,
      },
    },
    async (request, reply) => {
      const rows = await catalogueQuery(db).orderBy('products.name').orderBy('products.id').execute();
      return ok(request, reply, rows.map((r) => ({ ...productItem(r), ...adminFields(r) })));
    },
  );

  registerDetailsRoute(app, preHandler, {
    path: '/admin/product_details',
    summary: 'One product with images, descriptions and the category list: payload[0]',
    load: (id) => details(db, id),
    notFound,
  });

  app.post(
    '/admin/add_product',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'Adds a product. multipart/form-data: the fields plus up to 5 repeated `images` files, each paired with a repeated `mainImage` "1"/"0" in the same order (D9); none marked → the first is main',
        security: adminSecurity,
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const body = firstValues(form.fields);
      checkForm(request.lang, productForm, body);
      const categoryId = await checkCategory(db, request.lang, body.category_fk);
      const ref = text(body.ref);
      await checkRefFree(db, request.lang, ref);
      const files = form.files.filter((f) => f.field === 'images' || f.field === 'image');
      await checkImages(request, files, 'images');
      const flags = form.fields.mainImage ?? [];
      const chosen = flags.findIndex((v, i) => i < files.length && (v === '1' || v === 'true'));
      const mainIndex = chosen >= 0 ? chosen : 0;

      const stored = await storeAll(mediaDir, files);
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const row = await trx
            .insertInto('products')
            .values({
              category_id: categoryId,
              ref,
              name: text(body.name),
              description_fr: text(body.descriptionFr),
              description_en: text(body.descriptionEn),
              quantity: Number(body.quantity),
              cost: toCentimes(text(body.cost)),
              price: toCentimes(text(body.price)),
              customer_price: toCentimes(text(body.customer_price)),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (stored.paths.length)
            await trx
              .insertInto('product_images')
              .values(stored.paths.map((path, position) => ({ product_id: row.id, path, position, is_main: position === mainIndex })))
              .execute();
          return row.id;
        })
        .catch(async (e: unknown) => {
          await stored.cleanup();
          throw isUnique(e, request.lang, ref);
        });
      return ok(request, reply, [await details(db, id)], 'admin.productAdded');
    },
  );

  app.put(
    '/admin/update_product',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Updates a product (prodId); empty descriptions keep the current ones',
        security: adminSecurity,
        body: formBodySchema(['prodId', ...PRODUCT_FIELDS]),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const id = requireId(body.prodId ?? body.id, 'admin.invalidId', Code.VALIDATION);
      checkForm(request.lang, productEditForm, body);
      const current = await db.selectFrom('products').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!current) throw notFound();
      const categoryId = await checkCategory(db, request.lang, body.category_fk);
      const ref = text(body.ref);
      await checkRefFree(db, request.lang, ref, id);
      const descriptionFr = text(body.descriptionFr);
      const descriptionEn = text(body.descriptionEn);
      await db
        .updateTable('products')
        .set({
          category_id: categoryId,
          ref,
          name: text(body.name),
          ...(descriptionFr ? { description_fr: descriptionFr } : {}),
          ...(descriptionEn ? { description_en: descriptionEn } : {}),
          quantity: Number(body.quantity),
          cost: toCentimes(text(body.cost)),
          price: toCentimes(text(body.price)),
          customer_price: toCentimes(text(body.customer_price)),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .execute()
        .catch((e: unknown) => {
          throw isUnique(e, request.lang, ref);
        });
      return ok(request, reply, [await details(db, id)], 'admin.productUpdated');
    },
  );

  app.put(
    '/admin/delete_product',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Withdraws a product (soft delete): it leaves the catalogue, past orders keep their lines',
        security: adminSecurity,
        body: formBodySchema(['id']),
      },
    },
    async (request, reply) => {
      const id = requireId(bodyOf(request.body).id);
      const row = await db
        .updateTable('products')
        .set({ deleted_at: new Date(), updated_at: new Date() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw notFound();
      return ok(request, reply, [{ id }], 'admin.productDeleted');
    },
  );

  app.post(
    '/admin/add_product_image',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Adds one image to a product (multipart `image`, `productId`, optional `mainImage` "1"); 5 images at most',
        security: adminSecurity,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const productId = requireId(form.fields.productId?.[0]);
      const file = form.files.find((f) => f.field === 'image') ?? form.files[0];
      if (!file) throw fieldRefusal(request.lang, Code.VALIDATION, 'image', 'admin.imageRequired');
      await checkImages(request, [file], 'image');
      const makeMain = ['1', 'true'].includes(form.fields.mainImage?.[0] ?? '');
      const stored = await storeAll(mediaDir, [file]);
      await db
        .transaction()
        .execute(async (trx) => {
          const product = await trx.selectFrom('products').select('id').where('id', '=', productId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
          if (!product) throw notFound();
          const images = await trx.selectFrom('product_images').select(['is_main', 'position']).where('product_id', '=', productId).execute();
          if (images.length >= MAX_PRODUCT_IMAGES) throw fieldRefusal(request.lang, Code.LIMIT_REACHED, 'image', 'admin.tooManyImages');
          const main = makeMain || !images.some((i) => i.is_main);
          if (main) await trx.updateTable('product_images').set({ is_main: false }).where('product_id', '=', productId).execute();
          await trx
            .insertInto('product_images')
            .values({ product_id: productId, path: stored.paths[0]!, is_main: main, position: Math.max(-1, ...images.map((i) => i.position)) + 1 })
            .execute();
        })
        .catch(async (e: unknown) => {
          await stored.cleanup();
          throw e;
        });
      return ok(request, reply, [await details(db, productId)], 'admin.imageAdded');
    },
  );

  app.delete(
    '/admin/delete_product_image',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Deletes one image of a product; if it was the main one, the next image becomes main',
        security: adminSecurity,
        body: formBodySchema(['imageId', 'productId']),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const imageId = requireId(body.imageId);
      const productId = requireId(body.productId, 'admin.invalidId', Code.V4002);
      const removed = await db.transaction().execute(async (trx) => {
        const product = await trx.selectFrom('products').select('id').where('id', '=', productId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
        if (!product) throw notFound();
        const image = await trx
          .deleteFrom('product_images')
          .where('id', '=', imageId)
          .where('product_id', '=', productId)
          .returning(['path', 'is_main'])
          .executeTakeFirst();
        if (!image) throw new ApiError(Code.NOT_FOUND, 'admin.imageNotFound', { status: 404 });
        if (image.is_main) {
          const next = await trx.selectFrom('product_images').select('id').where('product_id', '=', productId).orderBy('position').orderBy('id').executeTakeFirst();
          if (next) await trx.updateTable('product_images').set({ is_main: true }).where('id', '=', next.id).execute();
        }
        return image.path;
      });
      await removeImageFiles(mediaDir, [removed]);
      return ok(request, reply, [await details(db, productId)], 'admin.imageDeleted');
    },
  );
}
