import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import { PLACED_STATES } from '../queries/orders.js';
import type { Lang } from '../../src/contract/constants.js';
import { catalogueQuery, readerItem } from '../queries/products.js';

export const FREQUENT_PRODUCTS_COUNT = 10;

/**
 * The products a pharmacy ordered most (placed orders only, by units then by number of orders), still in the
 * catalogue, as catalogue items in the reader's language (D64) with `ordered_quantity` (GET /pharmacy/frequent_products).
 */
export async function frequentProducts(db: Database, pharmacyId: number, lang: Lang = 'fr') {
  const ranked = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('o.pharmacy_id', '=', pharmacyId)
    .where('o.state', 'in', PLACED_STATES)
    .where('l.product_id', 'is not', null)
    .groupBy('l.product_id')
    .select(['l.product_id', sql<string>`sum(l.quantity)`.as('units'), sql<string>`count(distinct o.id)`.as('times')]);
  const rows = await catalogueQuery(db)
    .innerJoin(ranked.as('r'), 'r.product_id', 'products.id')
    .select(['r.units', 'r.times'])
    .orderBy('r.units', 'desc')
    .orderBy('r.times', 'desc')
    .orderBy('products.id')
    .limit(FREQUENT_PRODUCTS_COUNT)
    .execute();
  const item = readerItem(lang);
  return rows.map((r) => ({ ...item(r), ordered_quantity: Number(r.units), ordered_times: Number(r.times) }));
}
