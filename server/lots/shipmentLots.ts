import type { Database } from '../db/index.js';

/** The lots a shipment's lines were taken from (issue 29 §2), per product, earliest expiry first, the opening lot last. */
export const shipmentLots = (db: Database, shipmentId: number) =>
  db
    .selectFrom('shipment_lot_lines as sl')
    .innerJoin('lots as l', 'l.id', 'sl.lot_id')
    .select(['sl.product_id', 'l.lot', 'sl.quantity'])
    .select((eb) => eb.fn<string | null>('to_char', ['l.expiry', eb.val('YYYY-MM-DD')]).as('expiry'))
    .where('sl.shipment_id', '=', shipmentId)
    .orderBy('sl.product_id')
    .orderBy('l.expiry', (o) => o.asc().nullsLast())
    .orderBy('l.id')
    .execute();
