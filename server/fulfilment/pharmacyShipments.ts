import { sql } from 'kysely';
import { trackingUrl } from '../../src/contract/fulfilment.js';
import type { Database } from '../db/index.js';
import { clampPage, iso } from '../queries/paging.js';

/**
 * A pharmacy's shipments, newest first, read on `shipments_of_pharmacy` (pharmacy_id, created_at DESC, id DESC):
 * a page is an index range whatever the number of orders. `onTheWay`: only those not delivered yet.
 */
export async function pharmacyShipments(
  db: Database,
  pharmacyId: number,
  o: { offset?: unknown; limit?: unknown; onTheWay: boolean },
) {
  const { offset, limit } = clampPage(o.offset, o.limit);
  let q = db.selectFrom('shipments as s').where('s.pharmacy_id', '=', pharmacyId);
  if (o.onTheWay) q = q.where('s.delivered_at', 'is', null);
  const [rows, count] = await Promise.all([
    q
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .leftJoin('carriers as c', 'c.id', 's.carrier_id')
      .select([
        's.id',
        's.order_id',
        'o.order_no',
        's.kind',
        's.created_at',
        's.tracking_no',
        's.delivered_at',
        's.receiver_name',
        'c.name as carrier',
        'c.tracking_url_template',
      ])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: count.n,
    shipments: rows.map((r) => ({
      shipment_id: r.id,
      order_id: r.order_id,
      order_no: r.order_no,
      kind: r.kind,
      created_at: iso(r.created_at),
      carrier: r.carrier,
      tracking_no: r.tracking_no,
      tracking_url: trackingUrl(r.tracking_url_template, r.tracking_no),
      delivered_at: r.delivered_at ? iso(r.delivered_at) : null,
      receiver_name: r.receiver_name,
    })),
  };
}
