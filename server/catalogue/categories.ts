import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, text } from '../http/envelope.js';
import { fieldRefusal, uniqueViolation } from '../http/fieldRefusals.js';
import { removeImageFiles } from '../media/productImages.js';
import { auditedUpdate } from '../db/auditedUpdate.js';

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
      'c.name_ar as nameAR',
      'c.description_ar as descriptionAR',
      'c.version',
      sql<number>`(select count(*)::int from products p where p.category_id = c.id and p.deleted_at is null)`.as(
        'products_count',
      ),
    ]);
}

/** The name a reader sees: an Arabic one when there is one, the French one otherwise (D64). */
const NAME_ORDER = {
  fr: sql`c.name_fr`,
  en: sql`c.name_en`,
  ar: sql`coalesce(nullif(c.name_ar, ''), c.name_fr)`,
} as const satisfies Record<Lang, unknown>;

/** Every category, in the order of the reader's language. */
export const listCategories = (db: Database, lang: Lang) =>
  categoryQuery(db).orderBy(NAME_ORDER[lang]).orderBy('c.id').execute();

/** The columns of a validated category form. */
const values = (body: Record<string, unknown>) => ({
  name_fr: text(body.nameFR),
  name_en: text(body.nameEN),
  description_fr: text(body.descriptionFR),
  description_en: text(body.descriptionEN),
  // optional (D64): kept when not sent, cleared when sent empty
  ...('nameAR' in body ? { name_ar: text(body.nameAR) } : {}),
  ...('descriptionAR' in body ? { description_ar: text(body.descriptionAR) } : {}),
});

type CategoryValues = ReturnType<typeof values>;
const NAME_FIELDS = [
  ['name_fr', 'nameFR'],
  ['name_en', 'nameEN'],
] as const;

/** Another category already bears one of these names (case and outer spaces aside): refused on that field. */
async function checkNamesFree(db: Database, lang: Lang, row: CategoryValues, selfId?: number) {
  for (const [column, field] of NAME_FIELDS) {
    let q = db
      .selectFrom('categories')
      .select('id')
      .where(sql`lower(trim(${sql.ref(column)}))`, '=', row[column].toLowerCase());
    if (selfId) q = q.where('id', '!=', selfId);
    if (await q.executeTakeFirst())
      throw fieldRefusal(lang, Code.CONFLICT, field, 'admin.categoryNameTaken', { name: row[column] });
  }
}

/** A concurrent save that took the name first trips the unique index: the same refusal. */
const nameRace = (e: unknown, lang: Lang, row: CategoryValues) => {
  const index = uniqueViolation(e);
  if (index === null) return e;
  const [column, field] = NAME_FIELDS.find(([c]) => index.endsWith(c)) ?? NAME_FIELDS[0];
  return fieldRefusal(lang, Code.CONFLICT, field, 'admin.categoryNameTaken', { name: row[column] });
};

/** Adds a category from a validated form; names are unique in either language (4091). Its id. */
export async function addCategory(
  db: Database,
  account: Account,
  lang: Lang,
  body: Record<string, unknown>,
): Promise<number> {
  const category = values(body);
  await checkNamesFree(db, lang, category);
  // through inTransaction, so an Idempotency-Key is marked with the write (D109)
  return inTransaction(db, async (trx) => {
    const created = await trx.insertInto('categories').values(category).returningAll().executeTakeFirstOrThrow();
    await recordAudit(trx, account, {
      action: 'create',
      resource: 'category',
      resourceId: created.id,
      label: created.name_fr,
      after: created,
    });
    return created.id;
  }).catch((e: unknown) => {
    throw nameRace(e, lang, category);
  });
}

/** Updates a category from a validated form, names staying unique as on add; a form read at an older version is refused (StaleEdit, D23). */
export async function updateCategory(
  db: Database,
  account: Account,
  lang: Lang,
  id: number,
  body: Record<string, unknown>,
  version?: number,
): Promise<void> {
  const category = values(body);
  await checkNamesFree(db, lang, category, id);
  await auditedUpdate(db, account, {
    table: 'categories',
    id,
    resource: 'category',
    version,
    set: category,
    label: (after) => after.name_fr,
    notFound,
    refusal: (e) => nameRace(e, lang, category),
  });
}

/** Deletes a category that holds no live product (4094 otherwise), with its withdrawn products and their pictures. */
export async function deleteCategory(db: Database, account: Account, mediaDir: string, id: number): Promise<void> {
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
    await recordAudit(trx, account, {
      action: 'delete',
      resource: 'category',
      resourceId: id,
      label: row.name_fr,
      before: row,
    });
  });
  await removeImageFiles(mediaDir, paths);
}
