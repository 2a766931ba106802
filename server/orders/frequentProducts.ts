import { sql } from 'kysely';
import type { Database } from '../db/index.js';
import { PLACED_STATES } from '../queries/orders/states.js';
import type { Lang } from '../../src/contract/constants.js';
import { catalogueQuery, readerItem } from '../queries/products.js';

export const FREQUENT_PRODUCTS_COUNT = 10;
/** The usual quantity looks at a product's last orders only: a pharmacy's habits change (D71). */
export const USUAL_QUANTITY_ORDERS = 10;

/**
 * The products a pharmacy ordered most (placed orders only, by units then by number of orders), still in the
 * catalogue, as catalogue items in the reader's language (D64) with `ordered_quantity`, `ordered_times` and
 * `usual_quantity`: the median quantity of its last orders of that product (D71) (GET /pharmacy/frequent_products).
 */
export async function frequentProducts(db: Database, pharmacyId: number, lang: Lang = 'fr') {
  // one row per order and product: a product on two lines of one order counts once, with both quantities
  const perOrder = db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .where('o.pharmacy_id', '=', pharmacyId)
    .where('o.state', 'in', PLACED_STATES)
    .where('l.product_id', 'is not', null)
    .groupBy(['l.product_id', 'o.id', 'o.created_at'])
    .select([
      'l.product_id',
      // the paid units, free units left out (issue 40)
      sql<number>`sum(l.quantity - l.free_quantity)`.as('quantity'),
      sql<number>`row_number() over (partition by l.product_id order by o.created_at desc, o.id desc)`.as('recency'),
    ]);
  const ranked = db
    .selectFrom(perOrder.as('p'))
    .groupBy('p.product_id')
    .select([
      'p.product_id',
      sql<string>`sum(p.quantity)`.as('units'),
      sql<string>`count(*)`.as('times'),
      // the lower median: always a quantity the pharmacy actually ordered
      sql<string>`percentile_disc(0.5) within group (order by p.quantity) filter (where p.recency <= ${USUAL_QUANTITY_ORDERS})`.as(
        'usual',
      ),
    ]);
  const rows = await catalogueQuery(db)
    .innerJoin(ranked.as('r'), 'r.product_id', 'products.id')
    .select(['r.units', 'r.times', 'r.usual'])
    .orderBy('r.units', 'desc')
    .orderBy('r.times', 'desc')
    .orderBy('products.id')
    .limit(FREQUENT_PRODUCTS_COUNT)
    .execute();
  const item = readerItem(lang);
  return rows.map(({ usual, ...r }) => ({
    ...item(r),
    ordered_quantity: Number(r.units),
    ordered_times: Number(r.times),
    usual_quantity: Number(usual),
  }));
}
