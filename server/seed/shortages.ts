import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SeededPharmacy } from './network.js';

/**
 * The demo's shortages (issue 41): a product out of stock with substitutes in stock and pharmacies waiting to be
 * told, a request of pharmacy@demo.dz already told (its dashboard's "back in stock" notice), a scarce product
 * under a quota of 6 a week, back-orders, and a pharmacy holding its order until complete.
 */
export async function seedShortages(trx: Transaction<DB>, pharmacies: SeededPharmacy[], now = new Date()) {
  const live = trx.selectFrom('products').select(['id', 'category_id', 'quantity']).where('deleted_at', 'is', null);
  const soldOut = await live.where('quantity', '=', 0).orderBy('id').executeTakeFirst();
  const inStock = await live.where('quantity', '>', 20).orderBy('id').limit(4).execute();
  if (!soldOut || inStock.length < 4) return { substitutes: 0, availabilityRequests: 0, quotas: 0, backorders: 0 };
  const sameCategory = await live
    .where('quantity', '>', 0)
    .where('category_id', '=', soldOut.category_id)
    .orderBy('id')
    .limit(2)
    .execute();
  const substitutes = (sameCategory.length ? sameCategory : inStock.slice(0, 2)).map((p) => p.id);
  await trx
    .insertInto('product_substitutes')
    .values(substitutes.map((substitute_id, position) => ({ product_id: soldOut.id, substitute_id, position })))
    .execute();

  const demo = pharmacies.find((p) => p.email === 'pharmacy@demo.dz');
  const waiting = pharmacies.filter((p) => p.email !== 'pharmacy@demo.dz').slice(0, 3);
  const hour = 3_600_000;
  await trx
    .insertInto('availability_requests')
    .values(
      waiting.map((p, i) => ({
        pharmacy_id: p.id,
        product_id: soldOut.id,
        created_at: new Date(now.getTime() - (72 - i * 20) * hour),
      })),
    )
    .execute();
  if (demo)
    await trx
      .insertInto('availability_requests')
      .values({
        pharmacy_id: demo.id,
        product_id: inStock[3]!.id,
        created_at: new Date(now.getTime() - 5 * 24 * hour),
        notified_at: new Date(now.getTime() - 20 * hour),
      })
      .execute();

  // a product from the middle of the catalogue: the tests that order pick the first ones or the last one
  const scarce =
    (await live.where('quantity', '>', 20).orderBy('id').offset(20).limit(1).executeTakeFirst()) ?? inStock[2]!;
  await trx.insertInto('product_quotas').values({ product_id: scarce.id, per_pharmacy: 6, period_days: 7 }).execute();
  // Algiers' pharmacies together take at most 60 % of its supply of the week (D127): never below 6 with its stock
  const algiers = await trx.selectFrom('wilayas').select('id').where('code', '=', 16).executeTakeFirst();
  if (algiers)
    await trx
      .insertInto('product_quota_shares')
      .values({ product_id: scarce.id, wilaya_id: algiers.id, percent: 60 })
      .execute();

  // back-orders on the sold-out product (issue 41 §1): the demo pharmacy's and two others', oldest first, and one of
  // another pharmacy that expired unserved (the demand report counts it)
  const day = 24 * hour;
  const backordering = [...(demo ? [demo] : []), ...waiting.slice(0, 2)];
  const backorders = backordering.map((p, i) => ({
    pharmacy_id: p.id,
    wilaya_id: p.wilayaId,
    product_id: soldOut.id,
    ordered_quantity: 4 + i * 2,
    quantity: 4 + i * 2,
    created_at: new Date(now.getTime() - (12 - i * 3) * day),
    expires_at: new Date(now.getTime() + (48 + i * 3) * day),
  }));
  const lapsed = waiting[2];
  if (lapsed)
    backorders.push({
      pharmacy_id: lapsed.id,
      wilaya_id: lapsed.wilayaId,
      product_id: soldOut.id,
      ordered_quantity: 3,
      quantity: 3,
      created_at: new Date(now.getTime() - 70 * day),
      expires_at: new Date(now.getTime() - 10 * day),
    });
  const held = await holdUntilComplete(trx, waiting[1]);
  if (backorders.length)
    await trx
      .insertInto('backorders')
      .values(
        backorders.map((b) =>
          b.expires_at < now
            ? { ...b, status: 'expired' as const, ended_at: b.expires_at }
            : held && b.pharmacy_id === held.pharmacyId
              ? { ...b, hold_id: held.holdId, source_order_id: held.orderId }
              : b,
        ),
      )
      .execute();
  if (lapsed)
    await trx
      .insertInto('unserved_demand')
      .values({
        product_id: soldOut.id,
        pharmacy_id: lapsed.id,
        wilaya_id: lapsed.wilayaId,
        kind: 'expired',
        quantity: 3,
        created_at: new Date(now.getTime() - 10 * day),
      })
      .execute();
  return {
    substitutes: substitutes.length,
    availabilityRequests: waiting.length + (demo ? 1 : 0),
    quotas: 1,
    backorders: backorders.length,
  };
}

/**
 * A pharmacy that holds its orders until complete (D125): its back-order and its order awaiting validation share a
 * hold, so the order, once validated, waits out of the preparation queue until the back-order is served.
 */
async function holdUntilComplete(trx: Transaction<DB>, pharmacy: SeededPharmacy | undefined) {
  if (!pharmacy) return null;
  await trx.updateTable('pharmacies').set({ backorder_policy: 'hold' }).where('id', '=', pharmacy.id).execute();
  const order = await trx
    .selectFrom('orders')
    .select('id')
    .where('pharmacy_id', '=', pharmacy.id)
    .where('state', '=', 'pending_validation')
    .where('fulfilment', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const hold = await trx
    .insertInto('backorder_holds')
    .values({ pharmacy_id: pharmacy.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (order) await trx.updateTable('orders').set({ hold_id: hold.id }).where('id', '=', order.id).execute();
  return { pharmacyId: pharmacy.id, holdId: hold.id, orderId: order?.id ?? null };
}
