import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { type Lang, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { refundOrder } from '../payments/refund.js';
import { inTransaction } from '../db/transaction.js';
import { postRefund } from './ledger.js';

/**
 * Refunds a credit note of a card order to the card, through the existing refund path (payments/refund.ts), once:
 * the note is claimed first (refunded_to_card set from 0 to its total in one conditional statement), so two clicks
 * at once refund it a single time; a refund the gateway did not make gives the claim back.
 */
export async function refundCreditNote(db: Database, config: Config, r: { creditNoteId: number; admin: Account; lang: Lang; log: FastifyBaseLogger }) {
  const note = await db
    .selectFrom('credit_notes as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .select(['c.id', 'c.order_id', 'c.total', 'c.refunded_to_card', 'c.pharmacy_id', 'c.wilaya_id', 'o.payement_type'])
    .where('c.id', '=', r.creditNoteId)
    .executeTakeFirst();
  if (!note) throw new ApiError(Code.NOT_FOUND, 'creditNote.notFound', { status: 404 });
  if (note.payement_type !== PAYMENT_TYPE.CARD) throw new ApiError(Code.STATE_CONFLICT, 'creditNote.cardRefundNotAllowed');
  const total = Number(note.total);
  const claimed = await db
    .updateTable('credit_notes')
    .set({ refunded_to_card: total })
    .where('id', '=', note.id)
    .where('refunded_to_card', '=', 0)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new ApiError(Code.STATE_CONFLICT, 'creditNote.alreadyRefunded');
  let refunded;
  try {
    refunded = await refundOrder(db, config, { orderId: note.order_id, amount: total, admin: r.admin, lang: r.lang, log: r.log });
  } catch (error) {
    await db.updateTable('credit_notes').set({ refunded_to_card: sql`0` }).where('id', '=', note.id).execute();
    throw error;
  }
  // the money paid back is a debit of the trade account, which the credit note's credit pays (issue 30)
  await inTransaction(db, (trx) =>
    postRefund(trx, { pharmacyId: note.pharmacy_id, wilayaId: note.wilaya_id, creditNoteId: note.id, orderId: note.order_id, amount: total, createdBy: r.admin.id }),
  );
  return { credit_note_id: note.id, refunded_to_card: toDinars(total), ...refunded };
}
