import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import { CATEGORY_FIELDS } from '../../../src/contract/adminFields.js';
import { categoryForm } from '../../../src/contract/forms.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, ok } from '../../http/envelope.js';
import { removeImageFiles } from '../../media/productImages.js';
import { adminSecurity, bodyOf, checkForm, formBodySchema, requireId, text } from './input.js';

const notFound = () => new ApiError(Code.NOT_FOUND, 'admin.categoryNotFound', { status: 404 });

/** Categories with the number of (live) products they hold. */
export function categoryQuery(db: Database) {
  return db
    .selectFrom('categories as c')
    .select([
      'c.id',
      'c.name_fr as nameFR',
      'c.name_en as nameEN',
      'c.description_fr as descriptionFR',
      'c.description_en as descriptionEN',
      sql<number>`(select count(*)::int from products p where p.category_id = c.id and p.deleted_at is null)`.as('products_count'),
    ]);
}

const values = (body: Record<string, unknown>) => ({
  name_fr: text(body.nameFR),
  name_en: text(body.nameEN),
  description_fr: text(body.descriptionFR),
  description_en: text(body.descriptionEN),
});

export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const preHandler = ctx.guard('admin');

  app.get(
    '/admin/categories_list',
    { preHandler, schema: { tags: ['admin'], summary: 'Every category, names and descriptions in both languages', security: adminSecurity } },
    async (request, reply) => {
      const rows = await categoryQuery(db).orderBy(request.lang === 'en' ? 'c.name_en' : 'c.name_fr').orderBy('c.id').execute();
      return ok(request, reply, rows);
    },
  );

  app.post(
    '/admin/add_category',
    { preHandler, schema: { tags: ['admin'], summary: 'Adds a category', security: adminSecurity, body: formBodySchema(CATEGORY_FIELDS) } },
    async (request, reply) => {
      const body = bodyOf(request.body);
      checkForm(request.lang, categoryForm, body);
      const row = await db.insertInto('categories').values(values(body)).returning('id').executeTakeFirstOrThrow();
      const created = await categoryQuery(db).where('c.id', '=', row.id).executeTakeFirstOrThrow();
      return ok(request, reply, [created], 'admin.categoryAdded');
    },
  );

  app.put(
    '/admin/update_category',
    {
      preHandler,
      schema: { tags: ['admin'], summary: 'Updates a category (catId)', security: adminSecurity, body: formBodySchema(['catId', ...CATEGORY_FIELDS]) },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const id = requireId(body.catId ?? body.id, 'admin.invalidId', Code.VALIDATION);
      checkForm(request.lang, categoryForm, body);
      const updated = await db.updateTable('categories').set(values(body)).where('id', '=', id).returning('id').executeTakeFirst();
      if (!updated) throw notFound();
      return ok(request, reply, [await categoryQuery(db).where('c.id', '=', id).executeTakeFirstOrThrow()], 'admin.categoryUpdated');
    },
  );

  app.delete(
    '/admin/delete_category',
    {
      preHandler,
      schema: {
        tags: ['admin'],
        summary: 'Deletes a category; refused (4094) while it still holds products',
        security: adminSecurity,
        body: formBodySchema(['id']),
      },
    },
    async (request, reply) => {
      const id = requireId(bodyOf(request.body).id, 'admin.invalidId', Code.VALIDATION);
      let paths: string[] = [];
      await db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('categories').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw notFound();
        const { n } = await trx
          .selectFrom('products')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('category_id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(n) > 0) throw new ApiError(Code.IN_USE, 'admin.categoryInUse', { vars: { count: Number(n) } });
        // Withdrawn products go with it: order lines keep their own name, reference and prices (product_id → null).
        paths = (
          await trx
            .selectFrom('product_images as i')
            .innerJoin('products as p', 'p.id', 'i.product_id')
            .select('i.path')
            .where('p.category_id', '=', id)
            .execute()
        ).map((r) => r.path);
        await trx.deleteFrom('products').where('category_id', '=', id).where('deleted_at', 'is not', null).execute();
        await trx.deleteFrom('categories').where('id', '=', id).execute();
      });
      await removeImageFiles(ctx.mediaDir, paths);
      return ok(request, reply, [{ id }], 'admin.categoryDeleted');
    },
  );
}
