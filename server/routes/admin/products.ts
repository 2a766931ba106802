import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import { type Lang, MAX_PRODUCT_IMAGES, toCentimes, toDinars } from '../../../src/contract/constants.js';
import { PRODUCT_FIELDS } from '../../../src/contract/adminFields.js';
import { productEditForm, productForm } from '../../../src/contract/forms.js';
import { translate } from '../../../src/contract/messages/index.js';
import { recordAudit } from '../../audit/record.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, ok } from '../../http/envelope.js';
import { type CatalogueParams, catalogueParamsSchema, listCatalogue, productDetails, productItem, type ProductRow } from '../../queries/products.js';
import { imageProblem, removeImageFiles, storeProductImage } from '../../media/productImages.js';
import { adminSecurity, bodyOf, checkForm, fieldRefusal, formBodySchema, requireId, text, uniqueViolation } from './input.js';
import { registerDetailsRoute } from './detailsRoute.js';
import { firstValues, readForm, type UploadedFile } from './multipart.js';

const notFound = () => new ApiError(Code.NOT_FOUND, 'admin.productNotFound', { status: 404 });

/** What the back office adds to the common product fields (001 §3). */
const adminFields = (r: ProductRow) => ({ cost: toDinars(r.cost), category_fk: r.category_id });
const ADMIN_SORTS = ['name', 'ref', 'price', 'customer_price', 'created_at', 'cost'] as const;

async function details(db: Database, id: number) {
  const product = await productDetails(db, id, adminFields);
  if (!product) return null;
  const categories = await db.selectFrom('categories').select(['id', 'name_fr as nameFR', 'name_en as nameEN']).orderBy('name_fr').execute();
  return { ...product, categories };
}

async function checkCategory(db: Database, lang: Lang, id: unknown) {
  const c = await db.selectFrom('categories').select('id').where('id', '=', Number(id)).executeTakeFirst();
  if (!c) throw fieldRefusal(lang, Code.V4001, 'category_fk', 'admin.unknownCategory');
  return c.id;
}

async function checkRefFree(db: Database, lang: Lang, ref: string, selfId?: number) {
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

const isUnique = (e: unknown, lang: Lang, ref: string) =>
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
        summary:
          'Every product (not withdrawn) with its category names and main image; ?ts= is ignored (cache buster). With `offset`/`limit` one page, `{products, total}`; optional `search`, `category`, `sort` (also `cost`) (D22); ' +
          'low_stock is true under LOW_STOCK_THRESHOLD units, ?low_stock=1 lists only those',
        security: adminSecurity,
        querystring: {
          ...catalogueParamsSchema,
          properties: { ...catalogueParamsSchema.properties, ts: { type: 'string' }, low_stock: { type: 'string', enum: ['', '0', '1'] } },
        },
      },
    },
    async (request, reply) => {
      const { low_stock: lowOnly, ...params } = request.query as CatalogueParams & { low_stock?: string };
      const threshold = ctx.config.lowStockThreshold;
      const item = (r: ProductRow) => ({ ...productItem(r), ...adminFields(r), low_stock: r.quantity < threshold });
      return ok(request, reply, await listCatalogue(db, { ...params, ...(lowOnly === '1' ? { quantityBelow: threshold } : {}) }, item, ADMIN_SORTS));
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
            .returningAll()
            .executeTakeFirstOrThrow();
          const images = stored.paths.map((path, position) => ({ product_id: row.id, path, position, is_main: position === mainIndex }));
          if (images.length) await trx.insertInto('product_images').values(images).execute();
          await recordAudit(trx, request.account, {
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
        summary: 'Updates a product (prodId); a description sent empty clears it, one not sent is kept',
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
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await trx.selectFrom('products').selectAll().where('id', '=', id).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
          if (!before) throw notFound();
          const after = await trx
            .updateTable('products')
            .set({
              category_id: categoryId,
              ref,
              name: text(body.name),
              // descriptions are optional on edit (001 §5): sent empty means cleared
              ...('descriptionFr' in body ? { description_fr: text(body.descriptionFr) } : {}),
              ...('descriptionEn' in body ? { description_en: text(body.descriptionEn) } : {}),
              quantity: Number(body.quantity),
              cost: toCentimes(text(body.cost)),
              price: toCentimes(text(body.price)),
              customer_price: toCentimes(text(body.customer_price)),
              updated_at: new Date(),
            })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'update', resource: 'product', resourceId: id, label: after.ref, before, after });
        })
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
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('products')
          .set({ deleted_at: new Date(), updated_at: new Date() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw notFound();
        await recordAudit(trx, request.account, { action: 'delete', resource: 'product', resourceId: id, label: row.ref, before: { ...row, deleted_at: null } });
      });
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
          const product = await trx.selectFrom('products').select(['id', 'ref']).where('id', '=', productId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
          if (!product) throw notFound();
          const images = await trx.selectFrom('product_images').select(['is_main', 'position']).where('product_id', '=', productId).execute();
          if (images.length >= MAX_PRODUCT_IMAGES) throw fieldRefusal(request.lang, Code.LIMIT_REACHED, 'image', 'admin.tooManyImages');
          const main = makeMain || !images.some((i) => i.is_main);
          if (main) await trx.updateTable('product_images').set({ is_main: false }).where('product_id', '=', productId).execute();
          const image = await trx
            .insertInto('product_images')
            .values({ product_id: productId, path: stored.paths[0]!, is_main: main, position: Math.max(-1, ...images.map((i) => i.position)) + 1 })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'create', resource: 'product_image', resourceId: image.id, label: product.ref, after: image });
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
        const product = await trx.selectFrom('products').select(['id', 'ref']).where('id', '=', productId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
        if (!product) throw notFound();
        const image = await trx
          .deleteFrom('product_images')
          .where('id', '=', imageId)
          .where('product_id', '=', productId)
          .returningAll()
          .executeTakeFirst();
        if (!image) throw new ApiError(Code.NOT_FOUND, 'admin.imageNotFound', { status: 404 });
        await recordAudit(trx, request.account, { action: 'delete', resource: 'product_image', resourceId: imageId, label: product.ref, before: image });
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

  app.put(
    '/admin/set_main_image',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary:
          'Addition (D22): makes one image of a product its main image, the others not; answers the product like product_details. 4041 when the product or the image (of that product) is unknown',
        security: adminSecurity,
        body: formBodySchema(['productId', 'imageId'], ['productId', 'imageId']),
      },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const productId = requireId(body.productId);
      const imageId = requireId(body.imageId, 'admin.invalidId', Code.V4002);
      await db.transaction().execute(async (trx) => {
        const product = await trx.selectFrom('products').select('id').where('id', '=', productId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
        if (!product) throw notFound();
        const image = await trx.selectFrom('product_images').select('id').where('id', '=', imageId).where('product_id', '=', productId).executeTakeFirst();
        if (!image) throw new ApiError(Code.NOT_FOUND, 'admin.imageNotFound', { status: 404 });
        // two statements: the one-main unique index is checked row by row
        await trx.updateTable('product_images').set({ is_main: false }).where('product_id', '=', productId).execute();
        await trx.updateTable('product_images').set({ is_main: true }).where('id', '=', imageId).execute();
      });
      return ok(request, reply, [await details(db, productId)], 'admin.mainImageSet');
    },
  );
}
