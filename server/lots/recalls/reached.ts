import type { Database } from '../../db/index.js';

/**
 * The pharmacies that received a lot, from the shipments that carried it (shipment_lot_lines, D83): units and first
 * and last shipment dates per pharmacy, with the pharmacy's wilaya and what its recall notice needs.
 */
export const pharmaciesReached = (trx: Database, productId: number, lot: string) =>
  trx
    .selectFrom('shipment_lot_lines as sll')
    .innerJoin('shipments as s', 's.id', 'sll.shipment_id')
    .innerJoin('pharmacies as p', 'p.id', 's.pharmacy_id')
    .select(['p.id as pharmacy_id', 'p.wilaya_id', 'p.name', 'p.email', 'p.language'])
    .select((eb) => [
      eb.fn.sum<number>('sll.quantity').as('quantity'),
      eb.fn.min('s.created_at').as('first_shipped_at'),
      eb.fn.max('s.created_at').as('last_shipped_at'),
    ])
    .where('sll.product_id', '=', productId)
    .where('sll.lot', '=', lot)
    .groupBy(['p.id', 'p.wilaya_id', 'p.name', 'p.email', 'p.language'])
    .orderBy('p.id')
    .execute();
