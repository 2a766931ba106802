import { type Lang } from '../../src/contract/constants.js';
import {
  fulfilmentLabelKey,
  type FulfilmentView,
  type ShipmentView,
  trackingUrl,
} from '../../src/contract/fulfilment.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Database } from '../db/index.js';
import { isHeld, shippableLines } from './state.js';

/** Where an order is (order_details' `fulfilment`, issue 28): its state, due time and what is still to ship. */
export async function fulfilmentOf(db: Database, orderId: number, lang: Lang): Promise<FulfilmentView> {
  const [o, lines, held] = await Promise.all([
    db
      .selectFrom('orders')
      .select(['fulfilment', 'due_at', 'preparing_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow(),
    shippableLines(db, orderId),
    isHeld(db, orderId),
  ]);
  const open = o.fulfilment === 'to_prepare' || o.fulfilment === 'preparing' || o.fulfilment === 'partly_shipped';
  return {
    state: o.fulfilment,
    label: o.fulfilment ? translate(lang, fulfilmentLabelKey(o.fulfilment)) : null,
    due_at: o.due_at?.toISOString() ?? null,
    overdue: open && o.due_at !== null && o.due_at.getTime() < Date.now(),
    preparing_at: o.preparing_at?.toISOString() ?? null,
    held_until_complete: held,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      ref: l.ref,
      name: l.name,
      ordered: l.ordered,
      shipped: l.shipped,
      remaining: l.remaining,
    })),
  };
}

/** The shipments of orders, oldest first, each with its carrier, tracking link, lines (named as ordered) and delivery. */
export async function shipmentsOfOrders(db: Database, orderIds: number[]): Promise<Map<number, ShipmentView[]>> {
  const byOrder = new Map<number, ShipmentView[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .selectFrom('shipments as s')
    .leftJoin('carriers as c', 'c.id', 's.carrier_id')
    .select([
      's.id',
      's.order_id',
      's.kind',
      's.created_at',
      's.tracking_no',
      's.delivered_at',
      's.receiver_name',
      's.delivered_by_role',
      'c.id as carrier_id',
      'c.name as carrier_name',
      'c.tracking_url_template',
    ])
    .where('s.order_id', 'in', orderIds)
    .orderBy('s.order_id')
    .orderBy('s.id')
    .execute();
  if (!rows.length) return byOrder;
  const lines = await db
    .selectFrom('shipment_lines as sl')
    .innerJoin('shipments as s', 's.id', 'sl.shipment_id')
    .leftJoin('order_lines as l', (j) =>
      j.onRef('l.order_id', '=', 's.order_id').onRef('l.product_id', '=', 'sl.product_id'),
    )
    .select(['sl.shipment_id', 'sl.product_id', 'sl.quantity', 'l.ref', 'l.name'])
    .where('s.order_id', 'in', orderIds)
    .orderBy('sl.shipment_id')
    .orderBy('l.id')
    .execute();
  for (const r of rows) {
    const list = byOrder.get(r.order_id) ?? [];
    list.push({
      shipment_id: r.id,
      kind: r.kind,
      created_at: r.created_at.toISOString(),
      carrier: r.carrier_id !== null && r.carrier_name !== null ? { id: r.carrier_id, name: r.carrier_name } : null,
      tracking_no: r.tracking_no,
      tracking_url: trackingUrl(r.tracking_url_template, r.tracking_no),
      lines: lines
        .filter((l) => l.shipment_id === r.id)
        .map((l) => ({ product_id: l.product_id, ref: l.ref ?? '', name: l.name ?? '', quantity: l.quantity })),
      delivered_at: r.delivered_at?.toISOString() ?? null,
      receiver_name: r.receiver_name,
      delivered_by_role:
        r.delivered_by_role === 'admin' || r.delivered_by_role === 'franchise' ? r.delivered_by_role : null,
    });
    byOrder.set(r.order_id, list);
  }
  return byOrder;
}

export const shipmentsOfOrder = async (db: Database, orderId: number) =>
  (await shipmentsOfOrders(db, [orderId])).get(orderId) ?? [];
