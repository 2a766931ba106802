import { Code } from '../../src/contract/codes.js';
import { MAX_ADDRESSES } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';

/** Delivery addresses of a pharmacy: at most two (spec 000 §5, §9). */

export const addressNotFound = () => new ApiError(Code.NOT_FOUND, 'pharmacy.addressNotFound', { status: 404 });

export const listAddresses = (db: Database, pharmacyId: number) =>
  db
    .selectFrom('addresses')
    .select(['id as address_id', 'address'])
    .where('pharmacy_id', '=', pharmacyId)
    .orderBy('id')
    .execute();

export async function addAddress(db: Database, pharmacyId: number, address: string) {
  // through inTransaction, so an Idempotency-Key is marked with the write (D109)
  await inTransaction(db, async (trx) => {
    // the pharmacy row lock makes two simultaneous adds count one after the other
    await trx.selectFrom('pharmacies').select('id').where('id', '=', pharmacyId).forUpdate().executeTakeFirst();
    const { n } = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('pharmacy_id', '=', pharmacyId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_ADDRESSES) throw new ApiError(Code.LIMIT_REACHED, 'pharmacy.addressLimit');
    await trx.insertInto('addresses').values({ pharmacy_id: pharmacyId, address }).execute();
  });
}

export async function updateAddress(db: Database, pharmacyId: number, id: number, address: string) {
  const updated = await db
    .updateTable('addresses')
    .set({ address })
    .where('id', '=', id)
    .where('pharmacy_id', '=', pharmacyId)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw addressNotFound();
}

export async function deleteAddress(db: Database, pharmacyId: number, id: number) {
  const deleted = await db
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('pharmacy_id', '=', pharmacyId)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw addressNotFound();
}
