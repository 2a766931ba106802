import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from '../../src/contract/constants.js';
import { toDinars } from '../../src/contract/constants.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { completeRefund, refundState, reserveCreditNoteRefund } from '../payments/refund.js';

/**
 * Refunds a credit note of a card order to the card, once, through the card refund engine (payments/refund.ts,
 * D108): the note is claimed with the refund's reservation in one transaction, so two clicks at once refund it a
 * single time, and a refund the gateway made is recorded with its `refund` entry whatever fails after it.
 */
export async function refundCreditNote(
  db: Database,
  config: Config,
  r: { creditNoteId: number; admin: Account; lang: Lang; log: FastifyBaseLogger },
) {
  const reserved = await inTransaction(db, (trx) =>
    reserveCreditNoteRefund(trx, { creditNoteId: r.creditNoteId, adminId: r.admin.id, lang: r.lang }),
  );
  await completeRefund(db, config, reserved, r);
  return {
    credit_note_id: r.creditNoteId,
    refunded_to_card: toDinars(reserved.amount),
    ...(await refundState(db, reserved.orderId)),
  };
}
