import { sql } from 'kysely';
import { formatAlgiersDateTime } from '../../src/contract/algiersTime.js';
import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { shownProductName } from '../queries/products.js';
import { drawTableDocument } from './pdfDocument.js';

/**
 * The picking list of one or several orders (D57): every product still to ship in them, grouped, its quantities
 * summed, with the orders it goes to. Only orders still to prepare or ship count. Null when none of the ids is one.
 */
export async function renderPickingList(db: Database, config: Config, orderIds: number[], lang: Lang) {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_no'])
    .where('id', 'in', orderIds)
    .where('fulfilment', 'in', ['to_prepare', 'preparing', 'partly_shipped'])
    .orderBy('due_at')
    .orderBy('id')
    .execute();
  if (!orders.length) return null;
  const ids = orders.map((o) => o.id);
  const { rows } = await sql<{ ref: string; name: string; name_ar: string | null; quantity: number; orders: string }>`
    WITH open AS (
      SELECT l.order_id, l.product_id, min(l.ref) AS ref, min(l.name) AS name,
             sum(l.quantity) - coalesce((SELECT sum(sl.quantity) FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
                                          WHERE s.order_id = l.order_id AND s.kind = 'order' AND sl.product_id = l.product_id), 0) AS left_to_ship
      FROM order_lines l
      WHERE l.order_id = ANY(${ids}::int[]) AND l.product_id IS NOT NULL
      GROUP BY l.order_id, l.product_id
    )
    SELECT min(open.ref) AS ref, min(open.name) AS name, (SELECT pr.name_ar FROM products pr WHERE pr.id = open.product_id) AS name_ar,
           sum(left_to_ship)::int AS quantity,
           string_agg(o.order_no, ', ' ORDER BY o.order_no) AS orders
    FROM open JOIN orders o ON o.id = open.order_id
    WHERE left_to_ship > 0
    GROUP BY open.product_id
    ORDER BY min(open.ref)`.execute(db);
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `picking.${key}`, vars);
  const pdf = await drawTableDocument(
    {
      lang,
      title: t('title'),
      refs: [
        t('date', { date: formatAlgiersDateTime(new Date()) }),
        t('orders', { orders: orders.map((o) => o.order_no).join(', ') }),
      ],
      columns: [
        { label: t('ref'), width: 75, align: 'left', oneLine: true },
        { label: t('designation'), width: 0, align: 'left' },
        { label: t('quantity'), width: 80, align: 'right', oneLine: true },
        { label: t('inOrders'), width: 150, align: 'left' },
      ],
      rows: rows.map((r) => [r.ref, shownProductName(lang, r), String(r.quantity), r.orders]),
      closing: rows.length ? [] : [t('empty')],
    },
    config,
  );
  return { pdf, fileName: `picking_list_${orders.length}_${lang}.pdf`, products: rows };
}
