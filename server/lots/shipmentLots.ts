import type { Database } from '../db/index.js';

/**
 * The lots a shipment's lines were taken from (issue 29 §2), per product, earliest expiry first, the opening lot last;
 * read from the copies the shipment keeps (D83), so the trace outlives the product.
 */
export const shipmentLots = (db: Database, shipmentId: number) =>
  db
    .selectFrom('shipment_lot_lines as sl')
    .select(['sl.product_id', 'sl.lot', 'sl.quantity'])
    .select((eb) => eb.fn<string | null>('to_char', ['sl.expiry', eb.val('YYYY-MM-DD')]).as('expiry'))
    .where('sl.shipment_id', '=', shipmentId)
    .orderBy('sl.product_id')
    .orderBy('sl.expiry', (o) => o.asc().nullsLast())
    .orderBy('sl.lot')
    .execute();
