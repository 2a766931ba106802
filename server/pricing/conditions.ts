import { sql } from 'kysely';
import { algiersDay } from '../../src/contract/algiersTime.js';
import type { Database } from '../db/index.js';
import type { ListItem, PromotionTerms } from './rule.js';

/** A running promotion as the storefront shows it (its badge). */
export interface ShownPromotion extends PromotionTerms {
  validTo: string | null;
}

/** The conditions covering one pharmacy, per product: the price lists' items and the promotions running today. */
export interface ProductConditions {
  items: ListItem[];
  promotions: ShownPromotion[];
}

export type Conditions = Map<number, ProductConditions>;

const none = (): ProductConditions => ({ items: [], promotions: [] });

/** The conditions of a product (none when no list nor promotion covers it). */
export const conditionsOf = (c: Conditions, productId: number) => c.get(productId) ?? none();

/**
 * Whom a list or promotion covers (docs/pricing.md): its pharmacies, a group the pharmacy belongs to, or its wilaya.
 * `t` is the list or promotion, `ph` the pharmacy with its groups.
 */
const covers = (t: string) => sql<boolean>`(
  (${sql.ref(`${t}.scope`)} = 'pharmacies' AND ph.id = ANY(${sql.ref(`${t}.scope_ids`)}))
  OR (${sql.ref(`${t}.scope`)} = 'group' AND ${sql.ref(`${t}.scope_ids`)} && ph.groups)
  OR (${sql.ref(`${t}.scope`)} = 'wilayas' AND ph.wilaya_id = ANY(${sql.ref(`${t}.scope_ids`)})))`;

const validOn = (t: string, day: string) => sql<boolean>`(
  (${sql.ref(`${t}.valid_from`)} IS NULL OR ${sql.ref(`${t}.valid_from`)} <= ${day}::date)
  AND (${sql.ref(`${t}.valid_to`)} IS NULL OR ${sql.ref(`${t}.valid_to`)} >= ${day}::date))`;

/**
 * The conditions covering a pharmacy for these products on the Algiers day of `now`. One statement reads the lists'
 * items and the promotions, so a price list or promotion saved meanwhile is seen whole or not at all, in one round
 * trip (docs/performance.md → Pricing: a catalogue page made two, and the round trips are the cost). The pharmacy and
 * its groups are read once (a materialized CTE: as a sub-select the planner ran the groups' look-up again for every
 * group list and promotion), and the brands are folded once per product and per promotion, not per pair. The items
 * are found from the products (index on product_id), then kept when their list covers the pharmacy: walking each
 * covering list's items instead read all of them, so a contract list of 5 000 items cost a catalogue page 1.6 ms.
 * Pass the transaction when inside one.
 */
export async function conditionsFor(
  db: Database,
  pharmacyId: number,
  productIds: readonly number[],
  now = new Date(),
): Promise<Conditions> {
  const result: Conditions = new Map();
  if (!productIds.length) return result;
  const day = algiersDay(now);
  const ids = [...new Set(productIds)];
  const { rows } = await sql<{
    /** 1: a list's item, 2: a promotion */
    row_kind: number;
    product_id: number;
    id: number;
    name: string;
    min_quantity: number;
    price: number | null;
    kind: 'free_units' | 'percent' | null;
    buy_quantity: number | null;
    free_quantity: number | null;
    percent_bp: number | null;
    combinable: boolean | null;
    left: number | null;
    valid_to: string | null;
  }>`
    WITH ph AS MATERIALIZED (
      SELECT p.id, p.wilaya_id,
        ARRAY(SELECT m.group_id FROM pharmacy_group_members m WHERE m.pharmacy_id = p.id) AS groups
      FROM pharmacies p WHERE p.id = ${pharmacyId}::int),
    pr AS MATERIALIZED (
      SELECT id, category_id, lower(brand) AS brand FROM products WHERE id = ANY(${ids}::int[])),
    x AS MATERIALIZED (
      SELECT x.id, x.name, x.kind, x.product_ids, x.category_id, lower(x.brand) AS brand, x.buy_quantity,
        x.free_quantity, x.percent_bp, x.min_quantity, x.combinable, x.max_free_units - x.free_units_given AS left,
        x.valid_to
      FROM ph JOIN promotions x ON x.ended_at IS NULL AND ${validOn('x', day)} AND (x.scope = 'all' OR ${covers('x')})),
    l AS MATERIALIZED (SELECT l.id, l.name FROM ph JOIN price_lists l ON ${covers('l')} AND ${validOn('l', day)})
    SELECT 1 AS row_kind, i.product_id, i.price_list_id AS id, l.name, i.min_quantity, i.price, NULL AS kind,
      NULL::int AS buy_quantity, NULL::int AS free_quantity, NULL::int AS percent_bp, NULL::boolean AS combinable,
      NULL::int AS left, NULL AS valid_to, i.min_quantity AS sort_key
    FROM price_list_items i JOIN l ON l.id = i.price_list_id
    WHERE i.product_id = ANY(${ids}::int[])
    UNION ALL
    SELECT 2, pr.id, x.id, x.name, x.min_quantity, NULL, x.kind, x.buy_quantity, x.free_quantity, x.percent_bp,
      x.combinable, x.left, to_char(x.valid_to, 'YYYY-MM-DD'), 0
    FROM x JOIN pr ON (x.product_ids IS NULL OR pr.id = ANY(x.product_ids))
      AND (x.category_id IS NULL OR pr.category_id = x.category_id)
      AND (x.brand IS NULL OR pr.brand = x.brand)
    ORDER BY row_kind, product_id, sort_key, id`.execute(db);
  const of = (id: number) => {
    let c = result.get(id);
    if (!c) result.set(id, (c = none()));
    return c;
  };
  for (const r of rows) {
    if (r.row_kind === 1)
      of(r.product_id).items.push({
        priceListId: r.id,
        priceListName: r.name,
        minQuantity: r.min_quantity,
        price: Number(r.price),
      });
    else
      of(r.product_id).promotions.push({
        id: r.id,
        name: r.name,
        kind: r.kind!,
        buyQuantity: r.buy_quantity,
        freeQuantity: r.free_quantity,
        percentBp: r.percent_bp,
        minQuantity: r.min_quantity,
        combinable: r.combinable!,
        freeUnitsLeft: r.left === null ? null : Number(r.left),
        validTo: r.valid_to,
      });
  }
  return result;
}
