import { sql } from 'kysely';
import { toDinars } from '../../src/contract/constants.js';
import type { Lang } from '../../src/contract/constants.js';
import { PRICING_LIMITS } from '../../src/contract/pricing.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { uniqueViolation } from '../http/fieldRefusals.js';
import { PricingInput } from './input.js';
import { checkScopeTargets } from './scopeTargets.js';

/** Price lists (issue 40 §1, docs/pricing.md): whom each covers and when, and its items (tiers). */

const day = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

export function priceListQuery(db: Database) {
  return db
    .selectFrom('price_lists as l')
    .select([
      'l.id',
      'l.name',
      'l.scope',
      'l.scope_ids',
      day('l.valid_from').as('valid_from'),
      day('l.valid_to').as('valid_to'),
      sql<number>`(SELECT count(*) FROM price_list_items i WHERE i.price_list_id = l.id)::int`.as('items_count'),
      'l.created_at',
      'l.updated_at',
      'l.version',
    ]);
}

/** Every price list, by name; a franchisee's only those covering its wilaya or its pharmacies (read only). */
export async function listPriceLists(db: Database, wilayaId?: number) {
  let q = priceListQuery(db)
    .orderBy(sql`lower(l.name)`)
    .orderBy('l.id');
  if (wilayaId !== undefined)
    q = q.where(
      sql<boolean>`(l.scope = 'wilayas' AND ${wilayaId}::int = ANY(l.scope_ids))
        OR (l.scope = 'pharmacies' AND EXISTS (SELECT 1 FROM pharmacies p WHERE p.id = ANY(l.scope_ids) AND p.wilaya_id = ${wilayaId}::int))
        OR (l.scope = 'group' AND EXISTS (SELECT 1 FROM pharmacy_group_members m JOIN pharmacies p ON p.id = m.pharmacy_id
          WHERE m.group_id = ANY(l.scope_ids) AND p.wilaya_id = ${wilayaId}::int))`,
    );
  return (await q.execute()).map(({ version: _version, ...l }) => l);
}

/** A list's items with their product, by reference then minimum. */
export async function priceListItems(db: Database, priceListId: number) {
  const rows = await db
    .selectFrom('price_list_items as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.product_id', 'p.ref', 'p.name', 'i.price', 'i.min_quantity', 'p.price as base_price', 'p.cost'])
    .where('i.price_list_id', '=', priceListId)
    .orderBy(sql`lower(p.ref)`)
    .orderBy('i.min_quantity')
    .execute();
  return rows.map((r) => ({
    ...r,
    price: toDinars(r.price),
    base_price: toDinars(r.base_price),
    cost: toDinars(r.cost),
  }));
}

function priceListValues(input: PricingInput, body: Record<string, unknown>) {
  const scope = input.scope(body.scope);
  return {
    name: input.name(body.name),
    scope,
    scope_ids: input.scopeIds(scope, body.scope_ids),
    ...input.validity(body),
  };
}

const nameTaken = (input: PricingInput, e: unknown) => {
  if (uniqueViolation(e) !== null) input.refuse('name', 'nameTaken');
  throw e;
};

export async function addPriceList(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input: PricingInput = new PricingInput(lang);
  const values = priceListValues(input, body);
  await checkScopeTargets(db, input, values.scope, values.scope_ids);
  return inTransaction(db, async (trx) => {
    const created = await trx.insertInto('price_lists').values(values).returningAll().executeTakeFirstOrThrow();
    await recordAudit(trx, account, {
      action: 'create',
      resource: 'price_list',
      resourceId: created.id,
      label: created.name,
      after: values,
    });
    return created.id;
  }).catch((e: unknown) => nameTaken(input, e));
}

export async function updatePriceList(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input: PricingInput = new PricingInput(lang);
  const id = input.id(body.id, 'id');
  const values = priceListValues(input, body);
  await checkScopeTargets(db, input, values.scope, values.scope_ids);
  return inTransaction(db, async (trx) => {
    const before = await priceListQuery(trx).where('l.id', '=', id).forNoKeyUpdate().executeTakeFirst();
    if (!before) input.refuse('id', 'notFound');
    await trx
      .updateTable('price_lists')
      .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
    const { items_count: _n, created_at: _c, updated_at: _u, version: _v, id: _id, ...old } = before;
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'price_list',
      resourceId: id,
      label: values.name,
      before: old,
      after: values,
    });
    return id;
  }).catch((e: unknown) => nameTaken(input, e));
}

export async function deletePriceList(db: Database, account: Account, lang: Lang, idInput: unknown) {
  const input: PricingInput = new PricingInput(lang);
  const id = input.id(idInput, 'id');
  return inTransaction(db, async (trx) => {
    const gone = await trx.deleteFrom('price_lists').where('id', '=', id).returning(['id', 'name']).executeTakeFirst();
    if (!gone) input.refuse('id', 'notFound');
    await recordAudit(trx, account, { action: 'delete', resource: 'price_list', resourceId: id, label: gone.name });
    return id;
  });
}

export interface WantedItem {
  product_id: number;
  price: number;
  min_quantity: number;
}

/** The items of a call, checked line by line (line numbers from 1); a product and minimum given twice is refused. */
export function checkedItems(input: PricingInput, value: unknown): WantedItem[] {
  if (!Array.isArray(value)) input.refuse('items', 'badItems');
  if (value.length > PRICING_LIMITS.itemsMax) input.refuse('items', 'tooManyItems', { max: PRICING_LIMITS.itemsMax });
  const seen = new Set<string>();
  return value.map((raw: unknown, i) => {
    const line = i + 1;
    if (!raw || typeof raw !== 'object') input.refuse(`items.${i}`, 'badItems');
    const item = raw as Record<string, unknown>;
    const product_id = input.id(item.product_id, `items.${i}.product_id`, 'unknownProduct');
    const price = input.price(item.price, `items.${i}.price`, line);
    const min_quantity =
      item.min_quantity === undefined || item.min_quantity === null
        ? 1
        : input.whole(item.min_quantity, `items.${i}.min_quantity`, 'badMinQuantity', 1, PRICING_LIMITS.quantityMax, {
            line,
          });
    const key = `${product_id}:${min_quantity}`;
    if (seen.has(key)) input.refuse(`items.${i}`, 'duplicateItem', { line });
    seen.add(key);
    return { product_id, price, min_quantity };
  });
}

/**
 * Replaces a list's items with these, in one transaction: a checkout pricing meanwhile reads the old items or the new
 * ones, whole (its conditions are read in one statement). Unknown or withdrawn products are refused by line.
 */
export async function setPriceListItems(db: Database, account: Account, lang: Lang, body: Record<string, unknown>) {
  const input: PricingInput = new PricingInput(lang);
  const priceListId = input.id(body.priceListId, 'priceListId');
  const items = checkedItems(input, body.items);
  const ids = [...new Set(items.map((i) => i.product_id))];
  const known = new Set(
    ids.length
      ? (
          await db
            .selectFrom('products')
            .select('id')
            .where(sql<boolean>`id = ANY(${ids}::int[])`)
            .where('deleted_at', 'is', null)
            .execute()
        ).map((r) => r.id)
      : [],
  );
  const unknown = items.findIndex((i) => !known.has(i.product_id));
  if (unknown >= 0) input.refuse(`items.${unknown}.product_id`, 'unknownProduct', { line: unknown + 1 });
  return inTransaction(db, async (trx) => {
    // NO KEY UPDATE: a checkout inserting an order line that names this list (a foreign key, KEY SHARE) is not held
    // up by it, which with the products the checkout locks and this save's items reference made a deadlock
    const list = await trx
      .selectFrom('price_lists')
      .select(['id', 'name'])
      .where('id', '=', priceListId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!list) input.refuse('priceListId', 'notFound');
    const before = await trx
      .selectFrom('price_list_items')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('price_list_id', '=', priceListId)
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('price_list_items').where('price_list_id', '=', priceListId).execute();
    for (let from = 0; from < items.length; from += 1000)
      await trx
        .insertInto('price_list_items')
        .values(items.slice(from, from + 1000).map((i) => ({ price_list_id: priceListId, ...i })))
        .execute();
    await trx
      .updateTable('price_lists')
      .set({ updated_at: new Date(), version: sql`version + 1` })
      .where('id', '=', priceListId)
      .execute();
    await recordAudit(trx, account, {
      action: 'update',
      resource: 'price_list',
      resourceId: priceListId,
      label: list.name,
      before: { items: before.n },
      after: { items: items.length, products: ids.length },
    });
    return items.length;
  });
}

/**
 * The preview of an imported list: each line's reference matched to a live product (folded case), its price and
 * minimum read as on the form; the lines that do not match are listed with their line number and why.
 */
export async function previewPriceListItems(db: Database, lines: unknown) {
  const rows = Array.isArray(lines) ? lines.slice(0, PRICING_LIMITS.itemsMax) : [];
  const refs = [
    ...new Set(
      rows
        .map((r) =>
          r && typeof r === 'object'
            ? String((r as { ref?: unknown }).ref ?? '')
                .trim()
                .toLowerCase()
            : '',
        )
        .filter(Boolean),
    ),
  ];
  const products = refs.length
    ? await db
        .selectFrom('products')
        .select(['id', 'ref', 'name', 'price', 'cost'])
        .where(sql<boolean>`lower(ref) = ANY(${refs}::text[])`)
        .where('deleted_at', 'is', null)
        .execute()
    : [];
  const byRef = new Map(products.map((p) => [p.ref.toLowerCase(), p]));
  const items: {
    product_id: number;
    ref: string;
    name: string;
    price: number;
    min_quantity: number;
    base_price: number;
    cost: number;
  }[] = [];
  const unmatched: { line: number; ref: string; reason: 'unknown' | 'bad_price' | 'bad_quantity' }[] = [];
  rows.forEach((raw: unknown, i) => {
    const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const ref = String(r.ref ?? '').trim();
    const product = byRef.get(ref.toLowerCase());
    const price = typeof r.price === 'number' ? r.price : NaN;
    const min = r.min_quantity === undefined || r.min_quantity === null ? 1 : r.min_quantity;
    if (!product) unmatched.push({ line: i + 1, ref, reason: 'unknown' });
    else if (!(price > 0) || Math.abs(Math.round(price * 100) - price * 100) > 1e-6)
      unmatched.push({ line: i + 1, ref, reason: 'bad_price' });
    else if (typeof min !== 'number' || !Number.isSafeInteger(min) || min < 1)
      unmatched.push({ line: i + 1, ref, reason: 'bad_quantity' });
    else
      items.push({
        product_id: product.id,
        ref: product.ref,
        name: product.name,
        price,
        min_quantity: min,
        base_price: toDinars(product.price),
        cost: toDinars(product.cost),
      });
  });
  return { items, unmatched };
}

/**
 * A franchisee's view of the price lists (issue 40 §6, read only): the lists covering its wilaya, its pharmacies or a
 * group with a pharmacy of its wilaya, each with its items (no cost: the distributor's purchase price is not the
 * franchisee's). A scope names only what is the wilaya's: its own wilaya, its own pharmacies; a group by its id.
 * Two queries whatever the number of lists.
 */
export async function franchisePriceLists(db: Database, wilayaId: number) {
  const lists = await listPriceLists(db, wilayaId);
  if (!lists.length) return [];
  const ids = lists.map((l) => l.id);
  const [items, ownPharmacies] = await Promise.all([
    db
      .selectFrom('price_list_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .select([
        'i.price_list_id',
        'i.product_id',
        'p.ref',
        'p.name',
        'i.price',
        'i.min_quantity',
        'p.price as base_price',
      ])
      .where(sql<boolean>`i.price_list_id = ANY(${ids}::int[])`)
      .orderBy('i.price_list_id')
      .orderBy(sql`lower(p.ref)`)
      .orderBy('i.min_quantity')
      .execute(),
    db
      .selectFrom('pharmacies')
      .select('id')
      .where('wilaya_id', '=', wilayaId)
      .where(
        sql<boolean>`id = ANY(${[...new Set(lists.filter((l) => l.scope === 'pharmacies').flatMap((l) => l.scope_ids))]}::int[])`,
      )
      .execute(),
  ]);
  const own = new Set(ownPharmacies.map((p) => p.id));
  const byList = new Map<number, typeof items>();
  for (const i of items) byList.set(i.price_list_id, [...(byList.get(i.price_list_id) ?? []), i]);
  return lists.map((l) => ({
    ...l,
    scope_ids:
      l.scope === 'wilayas'
        ? [wilayaId]
        : l.scope === 'pharmacies'
          ? l.scope_ids.filter((id) => own.has(id))
          : l.scope_ids,
    items: (byList.get(l.id) ?? []).map(({ price_list_id: _l, ...i }) => ({
      ...i,
      price: toDinars(i.price),
      base_price: toDinars(i.base_price),
    })),
  }));
}
