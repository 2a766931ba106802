import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import type { Lang } from '../../../src/contract/constants.js';
import { CATEGORY_FIELDS } from '../../../src/contract/adminFields.js';
import { categoryForm } from '../../../src/contract/forms.js';
import { recordAudit } from '../../audit/record.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/index.js';
import { ApiError, ok } from '../../http/envelope.js';
import { removeImageFiles } from '../../media/productImages.js';
import { adminSecurity, bodyOf, checkForm, fieldRefusal, formBodySchema, requireId, text, uniqueViolation } from './input.js';

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

type CategoryValues = ReturnType<typeof values>;
const NAME_FIELDS = [
  ['name_fr', 'nameFR'],
  ['name_en', 'nameEN'],
] as const;

/** Another category already bears one of these names (case and outer spaces aside): refused on that field. */
async function checkNamesFree(db: Database, lang: Lang, row: CategoryValues, selfId?: number) {
  for (const [column, field] of NAME_FIELDS) {
    let q = db.selectFrom('categories').select('id').where(sql`lower(trim(${sql.ref(column)}))`, '=', row[column].toLowerCase());
    if (selfId) q = q.where('id', '!=', selfId);
    if (await q.executeTakeFirst()) throw fieldRefusal(lang, Code.CONFLICT, field, 'admin.categoryNameTaken', { name: row[column] });
  }
}

/** A concurrent save that took the name first trips the unique index: the same refusal. */
const nameRace = (e: unknown, lang: Lang, row: CategoryValues) => {
  const index = uniqueViolation(e);
  if (index === null) return e;
  const [column, field] = NAME_FIELDS.find(([c]) => index.endsWith(c)) ?? NAME_FIELDS[0];
  return fieldRefusal(lang, Code.CONFLICT, field, 'admin.categoryNameTaken', { name: row[column] });
};

/** Categories are named in French and English: an Arabic list is in French order. */
const NAME_COLUMN = { fr: 'c.name_fr', en: 'c.name_en', ar: 'c.name_fr' } as const satisfies Record<Lang, string>;

export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const preHandler = ctx.guard('admin');

  app.get(
    '/admin/categories_list',
    { preHandler, schema: { tags: ['admin'], summary: 'Every category, names and descriptions in both languages', security: adminSecurity } },
    async (request, reply) => {
      const rows = await categoryQuery(db).orderBy(NAME_COLUMN[request.lang]).orderBy('c.id').execute();
      return ok(request, reply, rows);
    },
  );

  app.post(
    '/admin/add_category',
    { preHandler, schema: { tags: ['admin'], summary: 'Adds a category; a name another category bears (either language, any case) is refused with 4091 on that field', security: adminSecurity, body: formBodySchema(CATEGORY_FIELDS) } },
    async (request, reply) => {
      const body = bodyOf(request.body);
      checkForm(request.lang, categoryForm, body);
      const category = values(body);
      await checkNamesFree(db, request.lang, category);
      const row = await db
        .transaction()
        .execute(async (trx) => {
          const created = await trx.insertInto('categories').values(category).returningAll().executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'create', resource: 'category', resourceId: created.id, label: created.name_fr, after: created });
          return created;
        })
        .catch((e: unknown) => {
          throw nameRace(e, request.lang, category);
        });
      const created = await categoryQuery(db).where('c.id', '=', row.id).executeTakeFirstOrThrow();
      return ok(request, reply, [created], 'admin.categoryAdded');
    },
  );

  app.put(
    '/admin/update_category',
    {
      preHandler,
      schema: { tags: ['admin'], summary: 'Updates a category (catId); names must stay unique as on add (4091)', security: adminSecurity, body: formBodySchema(['catId', ...CATEGORY_FIELDS]) },
    },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const id = requireId(body.catId ?? body.id, 'admin.invalidId', Code.VALIDATION);
      checkForm(request.lang, categoryForm, body);
      const category = values(body);
      await checkNamesFree(db, request.lang, category, id);
      await db
        .transaction()
        .execute(async (trx) => {
          const before = await trx.selectFrom('categories').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
          if (!before) throw notFound();
          const after = await trx.updateTable('categories').set(category).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
          await recordAudit(trx, request.account, { action: 'update', resource: 'category', resourceId: id, label: after.name_fr, before, after });
        })
        .catch((e: unknown) => {
          throw nameRace(e, request.lang, category);
        });
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
        const row = await trx.selectFrom('categories').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw notFound();
        const { n } = await trx
          .selectFrom('products')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('category_id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(n) > 0) throw new ApiError(Code.IN_USE, 'admin.categoryInUse', { vars: { smart_count: Number(n) } });
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
        await recordAudit(trx, request.account, { action: 'delete', resource: 'category', resourceId: id, label: row.name_fr, before: row });
      });
      await removeImageFiles(ctx.mediaDir, paths);
      return ok(request, reply, [{ id }], 'admin.categoryDeleted');
    },
  );
}
