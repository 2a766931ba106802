import type { Substitute } from '../../src/contract/answers/shortages.js';
import { type Lang, toDinars } from '../../src/contract/constants.js';
import type { Account } from '../auth/guard.js';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { mainImagePath, shownProductName } from '../queries/products.js';
import { conditionsFor, conditionsOf } from '../pricing/conditions.js';
import { priceLine } from '../pricing/rule.js';
import { ShortageInput } from './input.js';
import { sharesOf } from './quotas.js';

/**
 * `POST /admin/set_substitutes {productId, substitute_ids}` (issue 41 §2): replaces the product's substitutes, in the
 * order given. Every id is a product on sale other than the product itself; an empty list removes them all.
 */
export async function setSubstitutes(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input = new ShortageInput(lang);
  const productId = input.id(body.productId, 'productId');
  const ids = input.substituteIds(productId, body.substitute_ids);
  return inTransaction(db, async (trx) => {
    const found = await trx
      .selectFrom('products')
      .select(['id', 'ref'])
      .where('id', 'in', [productId, ...ids])
      .where('deleted_at', 'is', null)
      .execute();
    const product = found.find((p) => p.id === productId);
    if (!product) return input.refuse('productId', 'productNotFound');
    if (found.length !== ids.length + 1) input.refuse('substitute_ids', 'badSubstitutes');
    const before = await substituteIdsOf(trx, productId);
    await trx.deleteFrom('product_substitutes').where('product_id', '=', productId).execute();
    if (ids.length)
      await trx
        .insertInto('product_substitutes')
        .values(ids.map((substitute_id, position) => ({ product_id: productId, substitute_id, position })))
        .execute();
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'product',
      resourceId: productId,
      label: product.ref,
      before: { substitute_ids: before },
      after: { substitute_ids: ids },
    });
    return { product_id: productId, substitute_ids: ids };
  });
}

/** A product's substitutes as the admin set them, in order (withdrawn ones included: the admin sees them). */
export async function substituteIdsOf(db: Database, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_substitutes')
    .select('substitute_id')
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.substitute_id);
}

/**
 * The substitutes a pharmacy is offered for each of `productIds`: on sale and in stock, in the admin's order,
 * priced for that pharmacy for one unit (its lists and promotions, as products_list prices them).
 */
export async function substitutesFor(
  db: Database,
  pharmacyId: number,
  lang: Lang,
  productIds: readonly number[],
): Promise<Map<number, Substitute[]>> {
  const offered = new Map<number, Substitute[]>();
  if (!productIds.length) return offered;
  const rows = await db
    .selectFrom('product_substitutes as s')
    .innerJoin('products', 'products.id', 's.substitute_id')
    .select([
      's.product_id as forId',
      'products.id',
      'products.ref',
      'products.name',
      'products.name_ar',
      'products.price',
      'products.quantity',
      mainImagePath.as('mainImage'),
    ])
    .where('s.product_id', 'in', [...productIds])
    .where('products.deleted_at', 'is', null)
    .where('products.quantity', '>', 0)
    .orderBy('s.product_id')
    .orderBy('s.position')
    .execute();
  if (!rows.length) return offered;
  const conditions = await conditionsFor(db, pharmacyId, [...new Set(rows.map((r) => r.id))]);
  for (const r of rows) {
    const c = conditionsOf(conditions, r.id);
    const one = priceLine(r.price, 1, c.items, c.promotions);
    const list = offered.get(r.forId) ?? [];
    list.push({
      id: r.id,
      ref: r.ref,
      name: shownProductName(lang, r),
      price: toDinars(one.unitPrice),
      base_price: toDinars(r.price),
      quantity: r.quantity,
      mainImage: r.mainImage,
    });
    offered.set(r.forId, list);
  }
  return offered;
}

/**
 * What the admin's product screen shows of a product's shortage settings (`GET /admin/product_shortage`): its
 * substitutes in order with their reference, name and stock, and its quota.
 */
export async function productShortage(db: Database, lang: Lang, productId: unknown) {
  const id = new ShortageInput(lang).id(productId, 'productId');
  const [substitutes, quota] = await Promise.all([
    db
      .selectFrom('product_substitutes as s')
      .innerJoin('products', 'products.id', 's.substitute_id')
      .select(['products.id', 'products.ref', 'products.name', 'products.quantity', 'products.deleted_at'])
      .where('s.product_id', '=', id)
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('product_quotas')
      .select(['per_pharmacy', 'period_days'])
      .where('product_id', '=', id)
      .executeTakeFirst(),
  ]);
  return {
    product_id: id,
    substitutes: substitutes.map(({ deleted_at, ...s }) => ({ ...s, withdrawn: deleted_at !== null })),
    quota: quota ? { ...quota, wilaya_shares: await sharesOf(db, id) } : null,
  };
}
