import { REVERSAL_REASON_MAX } from '../../src/contract/accounts.js';
import { Code } from '../../src/contract/codes.js';
import { toDinars } from '../../src/contract/constants.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { requireId } from '../http/ids.js';
import { reversePayment as reverseInLedger } from './ledger.js';
import { accountPosition } from './terms.js';

export interface ReversalForm {
  paymentId: number;
  reason: string;
}

/** The body of reverse_payment: 4001 the payment id, 4002 the reason (a non-empty string, never coerced). */
export function reversalFormOf(body: Record<string, unknown>): ReversalForm {
  const paymentId = requireId(body.paymentId, 'accounts.reversal.notFound', Code.V4001);
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (!reason || reason.length > REVERSAL_REASON_MAX)
    throw new ApiError(Code.V4002, 'accounts.reversal.badReason', { status: 400, vars: { max: REVERSAL_REASON_MAX } });
  return { paymentId, reason };
}

/**
 * Reverses a payment received (D102) under the pharmacy's row lock, audited in the same transaction: its allocations
 * are undone, the invoices it paid are open again, the balance is what it was before it. 4041 unknown payment, 4095
 * already reversed or a card payment (refunded through a credit note instead).
 */
export async function reversePayment(db: Database, admin: Account, form: ReversalForm) {
  return inTransaction(db, async (trx) => {
    const payment = await trx
      .selectFrom('ledger_entries')
      .select(['id', 'pharmacy_id', 'method', 'credit', 'reference'])
      .where('id', '=', form.paymentId)
      .where('kind', '=', 'payment')
      .executeTakeFirst();
    if (!payment) throw new ApiError(Code.NOT_FOUND, 'accounts.reversal.notFound', { status: 404 });
    if (payment.method === 'card') throw new ApiError(Code.STATE_CONFLICT, 'accounts.reversal.card', { status: 409 });
    const pharmacy = await trx
      .selectFrom('pharmacies')
      .select(['id', 'name'])
      .where('id', '=', payment.pharmacy_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const reversalId = await reverseInLedger(trx, payment.id, admin.id);
    if (reversalId === null) throw new ApiError(Code.STATE_CONFLICT, 'accounts.reversal.already', { status: 409 });
    await recordAudit(trx, admin, {
      action: 'delete',
      resource: 'payment',
      resourceId: payment.id,
      label: pharmacy.name,
      before: {
        pharmacy_id: pharmacy.id,
        amount: Number(payment.credit),
        method: payment.method,
        reference: payment.reference,
      },
      after: { reversal_id: reversalId, reason: form.reason },
    });
    const position = await accountPosition(trx, pharmacy.id);
    return {
      payment_id: payment.id,
      reversal_id: reversalId,
      amount: toDinars(Number(payment.credit)),
      balance: toDinars(position.balance),
    };
  });
}
