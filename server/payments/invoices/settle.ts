import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';
import type { Database } from '../../db/index.js';
import type { InvoicePaymentStatus } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { postPayment } from '../../ledger/ledger.js';
import { paymentOutcomes } from '../../metrics.js';
import { type SatimClient, SatimError, type SatimStatus, verdict } from '../satim.js';
import { followCardPaidOrders, lockOrdersOfInvoicePayment } from './cardPaidOrders.js';

/** Who settles: the return page, the job, or a newer pay_invoices closing this one (D98). */
export type InvoiceSettleMode = 'return' | 'job' | 'superseded';

type Log = Pick<Logger | FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const invoiceAttemptColumns = [
  'id',
  'pharmacy_id',
  'order_number',
  'provider_order_id',
  'amount',
  'status',
  'lang',
  'form_url',
  'resp_code',
  'resp_code_desc',
  'approval_code',
  'pan_masked',
  'error_message',
  'ledger_entry_id',
  'expires_at',
  'confirmed_at',
  'created_at',
  'updated_at',
] as const;

export interface InvoiceAttempt {
  id: number;
  pharmacy_id: number;
  order_number: string;
  provider_order_id: string | null;
  amount: number;
  status: InvoicePaymentStatus;
  lang: string;
  form_url: string | null;
  resp_code: string | null;
  resp_code_desc: string | null;
  approval_code: string | null;
  pan_masked: string | null;
  error_message: string | null;
  ledger_entry_id: number | null;
  expires_at: Date | null;
  confirmed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * Applies what the gateway says about an invoice payment, once (D98, D99), with the order payment's verdict
 * (`verdict` of satim.ts: paid only for ErrorCode 0, OrderStatus 2, respCode 00 and the registered amount).
 * The attempt row is locked, then the pharmacy's row, then the ledger entries (postPayment): only an attempt still
 * `registered` (or `superseded`, whose gateway page may still be paid) changes, so a reloaded return page, two tabs
 * and the job racing each other credit the account once.
 *
 * - paid: ONE card credit (reference = our SATIM order number) through server/ledger, allocated to the named
 *   invoices first in their order, capped at what is left of each now; the rest follows the ledger's rule (the
 *   oldest open debits, otherwise on account). A replaced attempt paid late is `late_paid`, refunded in full by
 *   refundLateInvoicePayment (D110, where D98 credited it);
 * - declined, amount mismatch, unknown at the gateway: closed, nothing written to the ledger;
 * - not completed: left open on the return page (the gateway page may still be open), expired by the job, or
 *   superseded by a newer pay_invoices (then watched until its session is over).
 */
export async function settleInvoicePayment(
  db: Database,
  attemptId: number,
  status: SatimStatus | null,
  mode: InvoiceSettleMode,
  log: Log,
) {
  let outcome: InvoicePaymentStatus | null = null;
  const settled = await inTransaction(db, async (trx) => {
    outcome = null;
    const attempt = (await trx
      .selectFrom('invoice_payments')
      .select(invoiceAttemptColumns)
      .where('id', '=', attemptId)
      .forUpdate()
      .executeTakeFirstOrThrow()) as InvoiceAttempt;
    const replaced = attempt.status === 'superseded';
    if (attempt.status !== 'registered' && !replaced) return attempt;
    const amount = Number(attempt.amount);
    const v = status ? verdict(status, amount) : ({ paid: false, reason: 'not_completed' } as const);
    const now = new Date();
    if (replaced && !v.paid) {
      if (mode === 'job')
        await trx
          .updateTable('invoice_payments')
          .set({ expires_at: null, updated_at: now })
          .where('id', '=', attempt.id)
          .execute();
      return attempt;
    }
    const gateway = status
      ? {
          resp_code: status.respCode,
          resp_code_desc: status.respCodeDesc,
          approval_code: status.approvalCode,
          pan_masked: status.pan,
          raw: JSON.stringify(status.raw),
        }
      : {};
    if (v.paid && replaced) {
      // paid on a page a newer payment had replaced: never kept, refunded in full (refundLateInvoicePayment, D110)
      await trx
        .updateTable('invoice_payments')
        .set({ ...gateway, status: 'late_paid', confirmed_at: now, expires_at: null, updated_at: now })
        .where('id', '=', attempt.id)
        .execute();
      outcome = 'late_paid';
      log.warn({ orderNumber: attempt.order_number }, 'replaced invoice payment paid late: to be refunded');
    } else if (v.paid) {
      // the offline orders it pays, locked before the pharmacy (the lock order of docs/payments.md: order → pharmacy)
      const orders = await lockOrdersOfInvoicePayment(trx, attempt.id);
      const pharmacy = await trx
        .selectFrom('pharmacies')
        .select(['id', 'wilaya_id'])
        .where('id', '=', attempt.pharmacy_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const items = await trx
        .selectFrom('invoice_payment_items')
        .select('debit_entry_id')
        .where('invoice_payment_id', '=', attempt.id)
        .orderBy('position')
        .execute();
      const { entryId } = await postPayment(trx, {
        pharmacyId: pharmacy.id,
        wilayaId: pharmacy.wilaya_id,
        amount,
        method: 'card',
        reference: attempt.order_number,
        bank: null,
        createdBy: null,
        debitIds: items.map((i) => i.debit_entry_id),
        at: now,
      });
      // an offline order its card paid in whole reads as paid by card, and its stamp duty comes back (D114)
      await followCardPaidOrders(trx, orders, {
        invoicePaymentId: attempt.id,
        creditEntryId: entryId,
        reference: attempt.order_number,
        at: now,
      });
      await trx
        .updateTable('invoice_payments')
        .set({
          ...gateway,
          status: 'paid',
          ledger_entry_id: entryId,
          confirmed_at: now,
          expires_at: null,
          updated_at: now,
        })
        .where('id', '=', attempt.id)
        .execute();
      outcome = 'paid';
      log.info({ orderNumber: attempt.order_number, entryId }, 'invoice card payment confirmed');
    } else {
      if ((v.reason === 'not_completed' && mode === 'return') || v.reason === 'error') {
        if (v.reason === 'error')
          log.warn(
            { orderNumber: attempt.order_number, errorCode: status?.errorCode },
            'gateway status unclear, kept open',
          );
        return attempt;
      }
      const notCompleted = v.reason === 'not_completed';
      const next: InvoicePaymentStatus =
        v.reason === 'declined'
          ? 'declined'
          : notCompleted
            ? mode === 'superseded'
              ? 'superseded'
              : 'expired'
            : 'error';
      const message =
        v.reason === 'amount_mismatch'
          ? `amount mismatch: gateway ${status?.amount ?? '?'} vs attempt ${amount}`
          : v.reason === 'unknown_order'
            ? 'unknown at the gateway'
            : null;
      if (message) log.error({ orderNumber: attempt.order_number }, `invoice payment refused: ${message}`);
      // a replaced attempt keeps its expires_at: the job asks once more for a late payment when its session is over
      await trx
        .updateTable('invoice_payments')
        .set({
          ...gateway,
          status: next,
          error_message: message,
          expires_at: next === 'superseded' ? attempt.expires_at : null,
          updated_at: now,
        })
        .where('id', '=', attempt.id)
        .execute();
      outcome = next;
    }
    return (await trx
      .selectFrom('invoice_payments')
      .select(invoiceAttemptColumns)
      .where('id', '=', attempt.id)
      .executeTakeFirstOrThrow()) as InvoiceAttempt;
  });
  if (outcome && outcome !== 'superseded' && outcome !== 'late_paid') paymentOutcomes.inc({ outcome });
  return settled;
}

/** register.do failed: nothing was charged and no payment page exists. */
export async function abandonInvoiceRegistration(db: Database, attemptId: number, reason: string) {
  await db
    .updateTable('invoice_payments')
    .set({ status: 'error', error_message: reason.slice(0, 500), expires_at: null, updated_at: new Date() })
    .where('id', '=', attemptId)
    .where('status', '=', 'registered')
    .execute();
}

/**
 * Closes the pharmacy's open invoice payments opened before `createdBefore` (one open invoice payment per pharmacy,
 * D98): each is asked at the gateway first. Paid → credited (its invoices are then paid); declined → closed; not
 * paid → superseded, watched by the job until its session is over. `unchecked` when the gateway could not say.
 */
export async function closeOpenInvoicePayments(
  db: Database,
  satim: SatimClient,
  pharmacyId: number,
  createdBefore: Date,
  log: Log,
) {
  const open = await db
    .selectFrom('invoice_payments')
    .select(['id', 'provider_order_id', 'order_number'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('status', '=', 'registered')
    .where('created_at', '<', createdBefore)
    .orderBy('id')
    .execute();
  let unchecked = false;
  for (const attempt of open) {
    let status: SatimStatus | null = null;
    // without a gateway id the registration never finished: nothing can have been paid yet
    if (attempt.provider_order_id) {
      try {
        status = await satim.status(attempt.provider_order_id, 'fr');
      } catch (err) {
        if (!(err instanceof SatimError)) throw err;
        log.warn(
          { orderNumber: attempt.order_number, err: err.message },
          'open invoice payment could not be checked at the gateway',
        );
        unchecked = true;
        continue;
      }
    }
    const settled = await settleInvoicePayment(db, attempt.id, status, 'superseded', log);
    if (settled.status === 'registered') unchecked = true;
  }
  return { unchecked };
}
