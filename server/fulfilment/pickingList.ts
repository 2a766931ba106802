import { sql } from 'kysely';
import { formatAlgiersDateTime } from '../../src/contract/algiersTime.js';
import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { expiryText } from '../lots/receive.js';
import { sellableFrom } from '../lots/shelfLife.js';
import { shownProductName } from '../queries/products.js';
import { drawTableDocument } from './pdfDocument.js';

/** The two picking lists (issue 38 §2): one per order with its lots, or the wave summed per product with its split. */
export const PICKING_LISTS = ['orders', 'wave'] as const;
export type PickingListKind = (typeof PICKING_LISTS)[number];

export interface PickedLot {
  lot_id: number;
  /** '' for the opening lot */
  lot: string;
  /** YYYY-MM-DD, null for the opening lot */
  expiry: string | null;
  quantity: number;
}

interface Product {
  product_id: number;
  ref: string;
  name: string;
  name_ar: string | null;
}

export interface PickingPlan {
  /** the orders still to prepare or ship among those asked, oldest due first: the order they ship in */
  orders: {
    order_id: number;
    order_no: string;
    pharmacy_name: string;
    lines: (Product & { quantity: number; lots: PickedLot[]; short: number })[];
  }[];
  /** every product of those orders, by reference: the units summed, the lots of all of them, the split per order */
  wave: (Product & {
    quantity: number;
    lots: PickedLot[];
    short: number;
    orders: { order_id: number; order_no: string; quantity: number }[];
  })[];
}

/**
 * What to pick for some orders (D57, issue 38 §2): each order's lines still to ship, each taken from the lots FEFO
 * will take when it ships (server/lots/allocate.ts: sellable, not blocked, at least `minShelfLifeDays` left, earliest
 * expiry first, the opening lot last), the orders served oldest due first, as the bulk shipment ships them; what the
 * lots cannot cover is `short`. Read only: nothing is reserved. Null when none of the ids is an order to prepare.
 */
export async function pickingPlan(db: Database, orderIds: number[], minShelfLifeDays: number) {
  const orders = await db
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .select(['o.id', 'o.order_no', 'p.name as pharmacy_name'])
    .where('o.id', 'in', orderIds)
    .where('o.fulfilment', 'in', ['to_prepare', 'preparing', 'partly_shipped'])
    .orderBy('o.due_at')
    .orderBy('o.id')
    .execute();
  if (!orders.length) return null;
  const ids = orders.map((o) => o.id);
  const { rows: lines } = await sql<Product & { order_id: number; quantity: number }>`
    WITH open AS (
      SELECT l.order_id, l.product_id, min(l.ref) AS ref, min(l.name) AS name,
             sum(l.quantity) - coalesce((SELECT sum(sl.quantity) FROM shipment_lines sl JOIN shipments s ON s.id = sl.shipment_id
                                          WHERE s.order_id = l.order_id AND s.kind = 'order' AND sl.product_id = l.product_id), 0) AS left_to_ship
      FROM order_lines l
      WHERE l.order_id = ANY(${ids}::int[]) AND l.product_id IS NOT NULL
      GROUP BY l.order_id, l.product_id
    )
    SELECT open.order_id, open.product_id, open.ref, open.name, pr.name_ar, open.left_to_ship::int AS quantity
    FROM open LEFT JOIN products pr ON pr.id = open.product_id
    WHERE open.left_to_ship > 0
    ORDER BY open.ref, open.product_id`.execute(db);
  const productIds = [...new Set(lines.map((l) => l.product_id))];
  const lots = productIds.length
    ? await db
        .selectFrom('lots')
        .select(['id', 'product_id', 'lot', 'on_hand', expiryText.as('expiry')])
        .where('product_id', 'in', productIds)
        .where('on_hand', '>', 0)
        .where('sellable', '=', true)
        .where('blocked', '=', false)
        .where((eb) => eb.or([eb('expiry', 'is', null), eb('expiry', '>=', sellableFrom(minShelfLifeDays))]))
        .orderBy('product_id')
        .orderBy('expiry', (o) => o.asc().nullsLast())
        .orderBy('id')
        .execute()
    : [];
  const left = new Map(lots.map((l) => [l.id, l.on_hand]));
  const take = (productId: number, quantity: number) => {
    const parts: PickedLot[] = [];
    let wanted = quantity;
    for (const l of lots) {
      if (wanted === 0) break;
      if (l.product_id !== productId) continue;
      const n = Math.min(wanted, left.get(l.id)!);
      if (n === 0) continue;
      left.set(l.id, left.get(l.id)! - n);
      wanted -= n;
      parts.push({ lot_id: l.id, lot: l.lot, expiry: l.expiry, quantity: n });
    }
    return { parts, short: wanted };
  };
  const plan: PickingPlan = {
    orders: orders.map((o) => ({
      order_id: o.id,
      order_no: o.order_no,
      pharmacy_name: o.pharmacy_name,
      lines: lines
        .filter((l) => l.order_id === o.id)
        .map((l) => {
          const { parts, short } = take(l.product_id, l.quantity);
          return {
            product_id: l.product_id,
            ref: l.ref,
            name: l.name,
            name_ar: l.name_ar,
            quantity: l.quantity,
            lots: parts,
            short,
          };
        }),
    })),
    wave: [],
  };
  for (const line of lines) {
    if (plan.wave.some((w) => w.product_id === line.product_id)) continue;
    const own = plan.orders.flatMap((o) =>
      o.lines.filter((l) => l.product_id === line.product_id).map((l) => ({ order: o, line: l })),
    );
    const merged: PickedLot[] = [];
    for (const { line: l } of own)
      for (const p of l.lots) {
        const same = merged.find((m) => m.lot_id === p.lot_id);
        if (same) same.quantity += p.quantity;
        else merged.push({ ...p });
      }
    plan.wave.push({
      product_id: line.product_id,
      ref: line.ref,
      name: line.name,
      name_ar: line.name_ar,
      quantity: own.reduce((s, x) => s + x.line.quantity, 0),
      lots: merged,
      short: own.reduce((s, x) => s + x.line.short, 0),
      orders: own.map((x) => ({ order_id: x.order.order_id, order_no: x.order.order_no, quantity: x.line.quantity })),
    });
  }
  return plan;
}

/**
 * The picking list PDF of one or several orders (D57, issue 38 §2), from pickingPlan: `orders`, a row per lot to
 * pick for each order (its number, the product, the lot and its expiry, the units), or `wave`, a row per product
 * with the units summed, the lots to take and the split per order beside them. Null when none of the ids is an
 * order to prepare.
 */
export async function renderPickingList(
  db: Database,
  config: Config,
  orderIds: number[],
  lang: Lang,
  kind: PickingListKind = 'wave',
) {
  const plan = await pickingPlan(db, orderIds, config.minShelfLifeDays);
  if (!plan) return null;
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `picking.${key}`, vars);
  const lotText = (l: PickedLot) =>
    l.lot ? `${l.lot} ${l.expiry ? `${l.expiry.slice(5, 7)}/${l.expiry.slice(0, 4)}` : ''}`.trim() : t('openingLot');
  const lotsText = (lots: PickedLot[], short: number) =>
    [...lots.map((l) => `${lotText(l)} ×${l.quantity}`), ...(short ? [t('short', { quantity: short })] : [])].join(
      ', ',
    );
  const refs = [
    t(kind === 'orders' ? 'perOrder' : 'wave'),
    t('date', { date: formatAlgiersDateTime(new Date()) }),
    t('orders', { orders: plan.orders.map((o) => o.order_no).join(', ') }),
  ];
  const empty = plan.wave.length ? [] : [t('empty')];
  const pdf =
    kind === 'orders'
      ? await drawTableDocument(
          {
            lang,
            title: t('title'),
            refs,
            columns: [
              { label: t('order'), width: 110, align: 'left' },
              { label: t('ref'), width: 65, align: 'left', oneLine: true },
              { label: t('designation'), width: 0, align: 'left' },
              { label: t('lot'), width: 105, align: 'left' },
              { label: t('quantity'), width: 80, align: 'right', oneLine: true },
            ],
            rows: plan.orders.flatMap((o) =>
              o.lines.flatMap((l) => {
                const order = `${o.order_no} ${o.pharmacy_name}`;
                const picks = l.lots.map((p) => [
                  order,
                  l.ref,
                  shownProductName(lang, l),
                  lotText(p),
                  String(p.quantity),
                ]);
                if (l.short)
                  picks.push([
                    order,
                    l.ref,
                    shownProductName(lang, l),
                    t('short', { quantity: l.short }),
                    String(l.short),
                  ]);
                return picks;
              }),
            ),
            closing: [...empty, t('fefoNote')],
          },
          config,
        )
      : await drawTableDocument(
          {
            lang,
            title: t('title'),
            refs,
            columns: [
              { label: t('ref'), width: 65, align: 'left', oneLine: true },
              { label: t('designation'), width: 0, align: 'left' },
              { label: t('quantity'), width: 80, align: 'right', oneLine: true },
              { label: t('lots'), width: 120, align: 'left' },
              { label: t('split'), width: 120, align: 'left' },
            ],
            rows: plan.wave.map((w) => [
              w.ref,
              shownProductName(lang, w),
              String(w.quantity),
              lotsText(w.lots, w.short),
              w.orders.map((o) => `${o.order_no}: ${o.quantity}`).join(', '),
            ]),
            closing: [...empty, t('fefoNote')],
          },
          config,
        );
  return { pdf, fileName: `picking_list_${kind}_${plan.orders.length}_${lang}.pdf`, plan };
}
