import type { Transaction } from 'kysely';
import { PREPARATION_BUSINESS_HOURS } from '../../src/contract/fulfilment.js';
import type { DB } from '../db/schema.js';
import { addBusinessHours } from '../fulfilment/businessHours.js';

const DAY = 86_400_000;

/**
 * The company's own fleet and a few Algerian couriers (issue 28), each a demo entry: their tracking addresses are
 * examples to check before use (D58).
 */
export const DEMO_CARRIERS = [
  { name: 'Flotte ParaPharm', tracking_url_template: null },
  { name: 'Yalidine Express', tracking_url_template: 'https://yalidine.app/suivi/{tracking}' },
  { name: 'ZR Express', tracking_url_template: 'https://zrexpress.app/tracking/{tracking}' },
  { name: 'Maystro Delivery', tracking_url_template: 'https://maystro-delivery.com/tracking/{tracking}' },
  { name: 'EMS Algérie', tracking_url_template: 'https://www.poste.dz/tracking/{tracking}' },
] as const;

const RECEIVERS = ['Amina Benali', 'Karim Saidi', 'Nadia Hamdi', 'Yacine Mansouri', 'Leila Bouzid'];

/**
 * Where the demo's placed orders are (issue 28): the three newest to prepare (the oldest of them past its due time
 * when the demo is seeded more than three working days after it), the demo pharmacy's newest paid order partly
 * shipped with a tracking number, the next one shipped with tracking, all older ones delivered in one shipment.
 * Orders awaiting sales validation stay out. Deterministic for a given `now`.
 */
export async function seedFulfilment(trx: Transaction<DB>, demoPharmacyId: number | null, now = new Date()) {
  const carriers = await trx
    .insertInto('carriers')
    .values(DEMO_CARRIERS.map((c) => ({ ...c, is_demo: true })))
    .returning(['id', 'name'])
    .execute();
  const fleet = carriers[0]!.id;
  const yalidine = carriers[1]!.id;
  const zr = carriers[2]!.id;
  const paid = await trx
    .selectFrom('orders')
    .select(['id', 'pharmacy_id', 'paid_at'])
    .where('state', '=', 'paid')
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (!paid.length) return { carriers: carriers.length, shipments: 0 };
  const lines = await trx
    .selectFrom('order_lines')
    .select(['order_id', 'product_id', 'quantity'])
    .where(
      'order_id',
      'in',
      paid.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
  const linesOf = (id: number) =>
    lines.filter((l) => l.order_id === id && l.product_id !== null) as {
      order_id: number;
      product_id: number;
      quantity: number;
    }[];

  const toPrepare = paid.slice(0, 3).map((o) => o.id);
  const rest = paid.slice(3);
  // the demo pharmacy's newest older order is partly shipped, the next order shipped: both with a tracking link
  const partly = rest.find((o) => o.pharmacy_id === demoPharmacyId) ?? rest[0];
  const shipped = rest.find((o) => o !== partly);
  let shipments = 0;
  let n = 0;
  for (const o of paid) {
    const due = addBusinessHours(o.paid_at!, PREPARATION_BUSINESS_HOURS, new Set());
    const own = linesOf(o.id);
    if (toPrepare.includes(o.id) || !own.length) {
      await trx.updateTable('orders').set({ fulfilment: 'to_prepare', due_at: due }).where('id', '=', o.id).execute();
      continue;
    }
    const leftAt = new Date(Math.min(o.paid_at!.getTime() + DAY, now.getTime() - 3_600_000));
    const kind = o === partly ? 'partly_shipped' : o === shipped ? 'shipped' : 'delivered';
    const tracked = kind !== 'delivered' || ++n % 2 === 0;
    const delivered =
      kind === 'delivered' ? new Date(Math.min(leftAt.getTime() + 2 * DAY, now.getTime() - 60_000)) : null;
    const s = await trx
      .insertInto('shipments')
      .values({
        order_id: o.id,
        pharmacy_id: o.pharmacy_id,
        kind: 'order',
        carrier_id: tracked ? (o.id % 2 ? yalidine : zr) : fleet,
        tracking_no: tracked ? `DZ${String(o.id).padStart(6, '0')}YL` : null,
        created_at: leftAt,
        delivered_at: delivered,
        receiver_name: delivered ? RECEIVERS[o.id % RECEIVERS.length]! : null,
        delivered_by_role: delivered ? 'admin' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // partly shipped: the first line only (or half of a single line)
    const sent =
      kind === 'partly_shipped'
        ? own.length > 1
          ? [own[0]!]
          : own.map((l) => ({ ...l, quantity: Math.max(1, Math.floor(l.quantity / 2)) }))
        : own;
    await trx
      .insertInto('shipment_lines')
      .values(sent.map((l) => ({ shipment_id: s.id, product_id: l.product_id, quantity: l.quantity })))
      .execute();
    await trx
      .updateTable('orders')
      .set({ fulfilment: kind, due_at: due, preparing_at: leftAt })
      .where('id', '=', o.id)
      .execute();
    shipments++;
  }
  return { carriers: carriers.length, shipments };
}
