import { sql } from 'kysely';
import { algiersDay } from '../../src/contract/algiersTime.js';
import type { Lang } from '../../src/contract/constants.js';
import { basisPointsToPercent, PRICING_LIMITS, type PromotionState } from '../../src/contract/pricing.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { figuresView, promotionFigures } from './campaignFigures.js';
import { PricingInput } from './input.js';
import { checkScopeTargets } from './scopeTargets.js';

/** Laboratory promotions (issue 40 §2, docs/pricing.md): free units "N + M" or a percentage, within dates and a cap. */

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Where a promotion stands on an Algiers day: ended (by hand or past its last day), coming, or running. */
const stateOn = (today: string) => sql<PromotionState>`CASE
  WHEN p.ended_at IS NOT NULL OR (p.valid_to IS NOT NULL AND p.valid_to < ${today}::date) THEN 'ended'
  WHEN p.valid_from IS NOT NULL AND p.valid_from > ${today}::date THEN 'coming'
  ELSE 'running' END`;

function promotionQuery(db: Database, today: string) {
  return db
    .selectFrom('promotions as p')
    .select([
      'p.id',
      'p.name',
      'p.kind',
      'p.product_ids',
      'p.category_id',
      'p.brand',
      'p.buy_quantity',
      'p.free_quantity',
      'p.percent_bp',
      'p.min_quantity',
      'p.scope',
      'p.scope_ids',
      day('p.valid_from').as('valid_from'),
      day('p.valid_to').as('valid_to'),
      'p.max_free_units',
      'p.free_units_given',
      'p.combinable',
      'p.ended_at',
      'p.created_at',
      'p.updated_at',
      stateOn(today).as('state'),
    ]);
}

type PromotionRow = Awaited<ReturnType<ReturnType<typeof promotionQuery>['executeTakeFirstOrThrow']>>;

const view = ({ percent_bp, ...p }: PromotionRow) => ({
  ...p,
  product_ids: p.product_ids ?? [],
  percent: percent_bp === null ? null : basisPointsToPercent(percent_bp),
});

/**
 * The promotions, newest first; `state` narrows to running, coming or ended today (Algiers). `figures`: each with what
 * it cost and sold (campaignFigures.ts), in one more grouped statement whatever their number.
 */
export async function listPromotions(db: Database, state: unknown, now = new Date(), { figures = false } = {}) {
  const today = algiersDay(now);
  let q = promotionQuery(db, today).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc');
  if (state === 'running' || state === 'coming' || state === 'ended') q = q.where(stateOn(today), '=', state);
  const rows = (await q.execute()).map(view);
  if (!figures) return rows;
  const byId = await promotionFigures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...figuresView(byId.get(r.id)) }));
}

async function promotionValues(db: Database, input: PricingInput, body: Record<string, unknown>) {
  const kind = input.kind(body.kind);
  const scope = input.promotionScope(body.scope);
  const productIds =
    body.product_ids === undefined ||
    body.product_ids === null ||
    (Array.isArray(body.product_ids) && !body.product_ids.length)
      ? null
      : input.ids(body.product_ids, 'product_ids', PRICING_LIMITS.itemsMax, 'unknownProduct');
  const categoryId =
    body.category_id === undefined || body.category_id === null
      ? null
      : input.id(body.category_id, 'category_id', 'badCategory');
  const brand = input.brand(body.brand);
  if (!productIds && categoryId === null && brand === null) input.refuse('product_ids', 'noTarget');
  const units = (v: unknown, path: string) =>
    input.whole(v, path, 'badUnits', 1, PRICING_LIMITS.unitsMax, { max: PRICING_LIMITS.unitsMax });
  const values = {
    name: input.name(body.name),
    kind,
    product_ids: productIds,
    category_id: categoryId,
    brand,
    buy_quantity: kind === 'free_units' ? units(body.buy_quantity, 'buy_quantity') : null,
    free_quantity: kind === 'free_units' ? units(body.free_quantity, 'free_quantity') : null,
    percent_bp: kind === 'percent' ? input.percent(body.percent) : null,
    min_quantity:
      body.min_quantity === undefined || body.min_quantity === null
        ? 1
        : input.whole(body.min_quantity, 'min_quantity', 'badQuantity', 1, PRICING_LIMITS.quantityMax),
    scope,
    scope_ids: input.scopeIds(scope, body.scope_ids),
    ...input.validity(body),
    max_free_units:
      kind === 'free_units' && body.max_free_units !== undefined && body.max_free_units !== null
        ? input.whole(body.max_free_units, 'max_free_units', 'badCap', 0, 1e9)
        : null,
    combinable: input.flag(body.combinable, 'combinable'),
  };
  await checkScopeTargets(db, input, scope, values.scope_ids);
  if (productIds) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM products WHERE id = ANY(${productIds}::int[]) AND deleted_at IS NULL`.execute(db);
    if (rows[0]!.n !== productIds.length) input.refuse('product_ids', 'unknownProduct', { line: 1 });
  }
  if (
    categoryId !== null &&
    !(await db.selectFrom('categories').select('id').where('id', '=', categoryId).executeTakeFirst())
  )
    input.refuse('category_id', 'badCategory');
  return values;
}

export async function addPromotion(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input: PricingInput = new PricingInput(lang);
  const values = await promotionValues(db, input, body);
  return inTransaction(db, async (trx) => {
    const created = await trx.insertInto('promotions').values(values).returning('id').executeTakeFirstOrThrow();
    await recordAudit(trx, account, {
      action: 'create',
      resource: 'promotion',
      resourceId: created.id,
      label: values.name,
      after: values,
    });
    return created.id;
  });
}

/**
 * Changes a promotion still running or coming; its cap never below the units it already gave. An order placed
 * meanwhile waits on the row (grantFreeUnits locks it), so the cap it checks is the one saved.
 */
export async function updatePromotion(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input: PricingInput = new PricingInput(lang);
  const id = input.id(body.id, 'id');
  const values = await promotionValues(db, input, body);
  return inTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('promotions')
      .selectAll()
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!before) input.refuse('id', 'notFound');
    if (before.ended_at !== null) input.refuse('id', 'promotionEnded');
    if (values.max_free_units !== null && values.max_free_units < before.free_units_given)
      input.refuse('max_free_units', 'capBelowGiven', { given: before.free_units_given });
    await trx
      .updateTable('promotions')
      .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
    const { created_at: _c, updated_at: _u, version: _v, id: _id, free_units_given: _g, ended_at: _e, ...old } = before;
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'promotion',
      resourceId: id,
      label: values.name,
      before: old,
      after: values,
    });
    return id;
  });
}

/** Ends a promotion now: it gives nothing more; orders already placed keep what they got. Ending twice is refused. */
export async function endPromotion(db: Database, account: Account, lang: Lang, idInput: unknown) {
  const input: PricingInput = new PricingInput(lang);
  const id = input.id(idInput, 'id');
  return inTransaction(db, async (trx) => {
    const ended = await trx
      .updateTable('promotions')
      .set({ ended_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!ended) {
      const exists = await trx.selectFrom('promotions').select('id').where('id', '=', id).executeTakeFirst();
      input.refuse('id', exists ? 'promotionEnded' : 'notFound');
    }
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'promotion',
      resourceId: id,
      label: ended.name,
      before: { ended: false },
      after: { ended: true },
    });
    return id;
  });
}

/** The brands of the live products, for the forms and filters. */
export async function listBrands(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('products')
    .select(sql<string>`min(brand)`.as('brand'))
    .where('brand', 'is not', null)
    .where('deleted_at', 'is', null)
    .groupBy(sql`lower(brand)`)
    .orderBy(sql`lower(brand)`)
    .execute();
  return rows.map((r) => r.brand);
}
