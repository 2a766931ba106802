import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { addDays, algiersToday } from '../lots/shelfLife.js';
import { DEMO_ACCOUNTS } from './accounts.js';

const HOUR = 3_600_000;

/**
 * The demo's recall (issue 29 §5, §7), run after the lots: a lot of a product the demo pharmacy and one other
 * pharmacy received, recalled yesterday. The seeded shipments predate lots, so their lines of that product are
 * recorded as taken from this lot (shipment_lot_lines, D83); the lot keeps a few units in the warehouse, blocked and
 * not sellable, so the available stock is unchanged (D79). The demo pharmacy has not answered (its banner shows,
 * no reminder yet); the other pharmacy answered with one unit left. Nothing when no product fits.
 */
export async function seedRecalls(trx: Transaction<DB>, demoPharmacyId: number | null, now = new Date()) {
  if (demoPharmacyId === null) return { recalls: 0 };
  const { rows } = await sql<{ product_id: number; other: number }>`
    SELECT mine.product_id, min(s2.pharmacy_id) AS other
    FROM shipment_lines mine JOIN shipments s ON s.id = mine.shipment_id AND s.pharmacy_id = ${demoPharmacyId}
    JOIN shipment_lines l2 ON l2.product_id = mine.product_id
    JOIN shipments s2 ON s2.id = l2.shipment_id AND s2.pharmacy_id <> ${demoPharmacyId}
    GROUP BY mine.product_id ORDER BY mine.product_id LIMIT 1`.execute(trx);
  const pick = rows[0];
  if (!pick) return { recalls: 0 };
  const product = await trx
    .selectFrom('products')
    .select(['id', 'ref', 'name', 'name_ar'])
    .where('id', '=', pick.product_id)
    .executeTakeFirstOrThrow();
  const today = algiersToday(now);
  const lotNo = `R${today.slice(2, 4)}0711`;
  const expiry = addDays(today, 320);
  const lot = await trx
    .insertInto('lots')
    .values({
      product_id: product.id,
      lot: lotNo,
      expiry,
      on_hand: 6,
      sellable: false,
      blocked: true,
      received_at: sql<Date>`now() - interval '90 days'`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // the demo pharmacy's shipments of the product, and the other pharmacy's first one
  const lines = await trx
    .selectFrom('shipment_lines as sl')
    .innerJoin('shipments as s', 's.id', 'sl.shipment_id')
    .select(['s.id as shipment_id', 's.pharmacy_id', 's.created_at', 'sl.quantity'])
    .where('sl.product_id', '=', product.id)
    .where('s.pharmacy_id', 'in', [demoPharmacyId, pick.other])
    .orderBy('s.id')
    .execute();
  const traced = [
    ...lines.filter((l) => l.pharmacy_id === demoPharmacyId),
    lines.find((l) => l.pharmacy_id === pick.other)!,
  ];
  await trx
    .insertInto('shipment_lot_lines')
    .values(
      traced.map((l) => ({
        shipment_id: l.shipment_id,
        product_id: product.id,
        lot_id: lot.id,
        lot: lotNo,
        expiry,
        quantity: l.quantity,
      })),
    )
    .execute();
  const admin = await trx
    .selectFrom('admins')
    .select(['id', 'first_name', 'last_name'])
    .where('email', '=', DEMO_ACCOUNTS.list.find((a) => a.role === 'admin')!.email)
    .executeTakeFirst();
  const startedAt = new Date(now.getTime() - 20 * HOUR);
  const recall = await trx
    .insertInto('recalls')
    .values({
      product_id: product.id,
      lot_id: lot.id,
      product_ref: product.ref,
      product_name: product.name,
      product_name_ar: product.name_ar,
      lot: lotNo,
      expiry,
      reason: 'Défaut d’étanchéité du flacon signalé par le fabricant',
      started_at: startedAt,
      started_by: admin?.id ?? null,
      started_by_name: admin ? `${admin.first_name} ${admin.last_name}` : '',
      blocked_units: 6,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pharmacies = await trx
    .selectFrom('pharmacies')
    .select(['id', 'wilaya_id'])
    .where('id', 'in', [demoPharmacyId, pick.other])
    .execute();
  await trx
    .insertInto('recall_pharmacies')
    .values(
      pharmacies.map((p) => {
        const own = traced.filter((l) => l.pharmacy_id === p.id);
        const answered = p.id !== demoPharmacyId;
        return {
          recall_id: recall.id,
          pharmacy_id: p.id,
          wilaya_id: p.wilaya_id,
          quantity_shipped: own.reduce((sum, l) => sum + l.quantity, 0),
          first_shipped_at: own[0]!.created_at,
          last_shipped_at: own.at(-1)!.created_at,
          acknowledged_at: answered ? new Date(startedAt.getTime() + 5 * HOUR) : null,
          quantity_on_hand: answered ? 1 : null,
        };
      }),
    )
    .execute();
  return { recalls: 1 };
}
