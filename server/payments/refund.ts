import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Logger } from 'pino';
import { Code } from '../../src/contract/codes.js';
import { type Lang, PAYMENT_TYPE, toCentimes, toDinars } from '../../src/contract/constants.js';
import { isPlainNumber } from '../../src/contract/validation.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, notFound } from '../http/envelope.js';
import { money } from '../invoices/pdf.js';
import { issueRefundCreditNote } from '../ledger/creditNotes.js';
import { postRefund, releaseHeldCredit } from '../ledger/ledger.js';
import { refundableOf } from './refundable.js';
import { createSatimClient, type SatimClient, SatimError } from './satim.js';

type Log = Pick<Logger | FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/**
 * Dinars with at most 2 decimals, a JSON number or a plain decimal string (D36: never "1e3", " 12", [1]), to
 * centimes; null when malformed.
 */
export function refundAmountOf(value: unknown): number | null {
  if (!isPlainNumber(value)) return null;
  const s = String(value);
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(s)) return null;
  const centimes = toCentimes(s);
  return centimes > 0 ? centimes : null;
}

/** A refund reserved on its payment, to be asked of the gateway. */
export interface Reservation {
  refundId: number;
  paymentId: number;
  orderId: number;
  mdOrder: string;
  orderNumber: string;
  amount: number;
  /** what the payment had refunded or reserved before this refund */
  before: number;
  /** the credit note it pays back; null for a refund by amount, whose credit note is issued once it is made */
  creditNoteId: number | null;
}

/**
 * A refund left pending this long was another caller's that died between the gateway and its record: the job (or a
 * retry) settles it from the gateway's refunded total. Well above the SATIM client's time limit.
 */
export const PENDING_REFUND_STALE_MS = 2 * 60_000;

/**
 * The card refund engine (D108). Every card refund of an order's payment, by amount (/admin/refund_order) or of a
 * credit note (refund_credit_note, the card part of cancel_unshipped, a dispute settled with a refund):
 * 1. reserve, in one transaction with the payment's then the order's row locked: the refund row `pending`, its
 *    amount added to the payment's refunded_amount, so refunds at once never exceed the payment, and credit notes
 *    plus refunds by amount never exceed what was paid;
 * 2. ask the gateway (refund.do; when it did not answer, its refunded total tells);
 * 3. record, in one transaction: the refund `done`, its credit note (issued now for a refund by amount), the
 *    ledger's `refund` debit paid by that credit note's credit, the order's refunded_amount, the audit. Only a
 *    definite "not refunded" gives the reservation back. Any failure after the gateway leaves the refund
 *    `pending`, never undone: settlePendingRefunds settles it from the gateway's refunded total.
 */
export async function refundOrder(
  db: Database,
  config: Config,
  r: { orderId: number; amount: number; admin: Account; lang: Lang; log: Log },
) {
  const reserved = await inTransaction(db, (trx) => reserveOrderRefund(trx, r));
  await completeRefund(db, config, reserved, r);
  return refundState(db, r.orderId);
}

/** What an order has refunded and what /admin/refund_order may still refund, in dinars. */
export async function refundState(db: Kysely<DB>, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select('refunded_amount')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    orderId,
    refunded_amount: toDinars(Number(order.refunded_amount)),
    refundable_amount: toDinars(await refundableOf(db, orderId)),
  };
}

/** The order's paid card payment, then the order, locked in that order (docs/payments.md). */
async function lockPaidCardOrder(trx: Kysely<DB>, orderId: number) {
  const payment = await trx
    .selectFrom('payments')
    .select(['id', 'provider_order_id', 'order_number', 'amount', 'refunded_amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'paid')
    .forUpdate()
    .executeTakeFirst();
  const order = await trx
    .selectFrom('orders')
    .select(['id', 'state', 'payement_type'])
    .where('id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!order) throw notFound();
  if (order.payement_type !== PAYMENT_TYPE.CARD || !payment?.provider_order_id)
    throw new ApiError(Code.STATE_CONFLICT, 'payment.refundNotAllowed');
  return { payment: { ...payment, provider_order_id: payment.provider_order_id }, order };
}

async function insertReservation(
  trx: Kysely<DB>,
  p: { id: number; provider_order_id: string; order_number: string; refunded_amount: number },
  r: { orderId: number; amount: number; adminId: number | null; creditNoteId: number | null },
): Promise<Reservation> {
  await trx
    .updateTable('payments')
    .set({ refunded_amount: sql`refunded_amount + ${r.amount}`, updated_at: new Date() })
    .where('id', '=', p.id)
    .execute();
  const refund = await trx
    .insertInto('refunds')
    .values({
      payment_id: p.id,
      admin_id: r.adminId,
      amount: r.amount,
      status: 'pending',
      credit_note_id: r.creditNoteId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    refundId: refund.id,
    paymentId: p.id,
    orderId: r.orderId,
    mdOrder: p.provider_order_id,
    orderNumber: p.order_number,
    amount: r.amount,
    before: Number(p.refunded_amount),
    creditNoteId: r.creditNoteId,
  };
}

/** Step 1 of a refund by amount, in the caller's transaction. */
export async function reserveOrderRefund(
  trx: Kysely<DB>,
  r: { orderId: number; amount: number; admin: Account; lang: Lang },
): Promise<Reservation> {
  const { payment, order } = await lockPaidCardOrder(trx, r.orderId);
  if (order.state !== 'paid') throw new ApiError(Code.STATE_CONFLICT, 'payment.refundNotAllowed');
  const available = await refundableOf(trx, r.orderId);
  if (r.amount > available)
    throw new ApiError(Code.V4002, 'payment.refundTooMuch', {
      status: 400,
      vars: { available: money(available, r.lang) },
    });
  return insertReservation(trx, payment, {
    orderId: r.orderId,
    amount: r.amount,
    adminId: r.admin.id,
    creditNoteId: null,
  });
}

/**
 * Step 1 of a credit note's refund to the card, in the caller's transaction (which may be the one that issued the
 * note): the note is claimed (refunded_to_card = its total) with the reservation, so it is refunded once.
 */
export async function reserveCreditNoteRefund(
  trx: Kysely<DB>,
  r: { creditNoteId: number; adminId: number | null; lang: Lang },
): Promise<Reservation> {
  const found = await trx
    .selectFrom('credit_notes')
    .select('order_id')
    .where('id', '=', r.creditNoteId)
    .executeTakeFirst();
  if (!found) throw new ApiError(Code.NOT_FOUND, 'creditNote.notFound', { status: 404 });
  const { payment } = await lockPaidCardOrder(trx, found.order_id).catch((error: unknown) => {
    throw error instanceof ApiError && error.messageKey === 'payment.refundNotAllowed'
      ? new ApiError(Code.STATE_CONFLICT, 'creditNote.cardRefundNotAllowed')
      : error;
  });
  const note = await trx
    .selectFrom('credit_notes')
    .select(['id', 'total', 'refunded_to_card'])
    .where('id', '=', r.creditNoteId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (Number(note.refunded_to_card) > 0) throw new ApiError(Code.STATE_CONFLICT, 'creditNote.alreadyRefunded');
  const total = Number(note.total);
  const available = Number(payment.amount) - Number(payment.refunded_amount);
  if (total > available)
    throw new ApiError(Code.V4002, 'payment.refundTooMuch', {
      status: 400,
      vars: { available: money(available, r.lang) },
    });
  await trx.updateTable('credit_notes').set({ refunded_to_card: total }).where('id', '=', note.id).execute();
  return insertReservation(trx, payment, {
    orderId: found.order_id,
    amount: total,
    adminId: r.adminId,
    creditNoteId: note.id,
  });
}

type Outcome = { made: true } | { made: false; error: SatimError } | { made: 'unknown'; error: Error };

/** The gateway's refunded total of a payment, or null when it does not answer. */
async function refundedAtGateway(satim: SatimClient, mdOrder: string): Promise<number | null> {
  const status = await satim.status(mdOrder, 'fr').catch(() => null);
  const info = status?.raw.paymentAmountInfo as { refundedAmount?: number } | undefined;
  return info && Number.isFinite(Number(info.refundedAmount)) ? Number(info.refundedAmount) : null;
}

/** Step 2: refund.do; when it gave no answer, the gateway's refunded total tells whether it was made. */
async function askGateway(satim: SatimClient, res: Reservation): Promise<Outcome> {
  try {
    await satim.refund(res.mdOrder, res.amount);
    return { made: true };
  } catch (err) {
    if (!(err instanceof SatimError)) return { made: 'unknown', error: err as Error };
    if (err.kind === 'refused') return { made: false, error: err };
    const refunded = await refundedAtGateway(satim, res.mdOrder);
    if (refunded === null) return { made: 'unknown', error: err };
    return refunded >= res.before + res.amount ? { made: true } : { made: false, error: err };
  }
}

/**
 * Steps 2 and 3 after a reservation committed. A refund the gateway refused answers 4093 / 5021 as before; one
 * whose outcome is unknown stays pending (5021, "will be settled") and settlePendingRefunds ends it.
 */
export async function completeRefund(
  db: Database,
  config: Config,
  res: Reservation,
  r: { admin: Account | null; lang: Lang; log: Log },
) {
  const outcome = await askGateway(createSatimClient(config), res);
  if (outcome.made === true) {
    await recordRefundMade(db, res, r.admin);
    r.log.info({ orderId: res.orderId, amount: res.amount, refundId: res.refundId }, 'card refund made');
    return;
  }
  if (outcome.made === 'unknown') {
    r.log.warn(
      { orderId: res.orderId, refundId: res.refundId, err: outcome.error.message },
      'card refund outcome unknown: left pending for the reconciliation',
    );
    throw new ApiError(Code.PROVIDER_ERROR, 'payment.refundPending');
  }
  r.log.warn({ orderId: res.orderId, kind: outcome.error.kind, err: outcome.error.message }, 'SATIM refund failed');
  await recordRefundNotMade(db, res, outcome.error.message);
  if (outcome.error.kind === 'refused')
    throw new ApiError(Code.PAYMENT_FAILED, 'payment.refundFailed', { vars: { reason: outcome.error.message } });
  throw new ApiError(Code.PROVIDER_ERROR, 'payment.refundUnavailable');
}

export type RefundStatus = 'done' | 'pending' | 'failed';

/**
 * completeRefund for a caller whose own write already committed (a cancellation, a dispute settled): the refund's
 * outcome as a status instead of an error. `pending`: the reconciliation settles it; `failed`: not made, the credit
 * stays on the account.
 */
export async function completeRefundStatus(
  db: Database,
  config: Config,
  res: Reservation,
  r: { admin: Account | null; lang: Lang; log: Log },
): Promise<RefundStatus> {
  try {
    await completeRefund(db, config, res, r);
    return 'done';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    r.log.warn(
      { orderId: res.orderId, refundId: res.refundId, err: error.messageKey },
      'card refund of a credit note not made at once',
    );
    return error.messageKey === 'payment.refundPending' ? 'pending' : 'failed';
  }
}

/** Step 3, once: only the caller that moves the refund from pending to done writes its documents and entries. */
export async function recordRefundMade(db: Database, res: Reservation, admin: Account | null) {
  await inTransaction(db, async (trx) => {
    const flipped = await trx
      .updateTable('refunds')
      .set({ status: 'done' })
      .where('id', '=', res.refundId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!flipped) return;
    const order = await trx
      .updateTable('orders')
      .set({ refunded_amount: sql`refunded_amount + ${res.amount}`, updated_at: new Date() })
      .where('id', '=', res.orderId)
      .returning(['order_no', 'pharmacy_id', 'wilaya_id', 'refunded_amount'])
      .executeTakeFirstOrThrow();
    let creditNoteId = res.creditNoteId;
    if (creditNoteId === null) {
      const note = await issueRefundCreditNote(trx, {
        orderId: res.orderId,
        amount: res.amount,
        reference: res.orderNumber,
        createdBy: admin?.id ?? null,
      });
      creditNoteId = note.id;
      await trx.updateTable('credit_notes').set({ refunded_to_card: res.amount }).where('id', '=', note.id).execute();
      await trx.updateTable('refunds').set({ credit_note_id: note.id }).where('id', '=', res.refundId).execute();
    }
    await postRefund(trx, {
      pharmacyId: order.pharmacy_id,
      wilayaId: order.wilaya_id,
      creditNoteId,
      orderId: res.orderId,
      amount: res.amount,
      reference: res.orderNumber,
      createdBy: admin?.id ?? null,
    });
    if (admin)
      await recordAudit(trx, admin, {
        action: 'create',
        resource: 'refund',
        resourceId: res.refundId,
        label: order.order_no,
        after: {
          order_id: res.orderId,
          amount: res.amount,
          refunded_amount: order.refunded_amount,
          credit_note_id: creditNoteId,
        },
      });
  });
}

/** A refund the gateway did not make, once: the reservation and the credit note's claim are given back. */
async function recordRefundNotMade(db: Database, res: Reservation, reason: string) {
  await inTransaction(db, async (trx) => {
    const flipped = await trx
      .updateTable('refunds')
      .set({ status: 'failed', raw: JSON.stringify({ error: reason }) })
      .where('id', '=', res.refundId)
      .where('status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    if (!flipped) return;
    await trx
      .updateTable('payments')
      .set({ refunded_amount: sql`refunded_amount - ${res.amount}`, updated_at: new Date() })
      .where('id', '=', res.paymentId)
      .execute();
    if (res.creditNoteId !== null) {
      await trx.updateTable('credit_notes').set({ refunded_to_card: 0 }).where('id', '=', res.creditNoteId).execute();
      await releaseHeldCredit(trx, res.creditNoteId);
    }
  });
}

/**
 * The reconciliation of refunds left pending (a crash, a lost connection or no answer after the gateway was
 * asked): per payment, the gateway's refunded total less what is recorded done tells, oldest pending first, which
 * were made (recorded now, once) and which were not (given back). A gateway that does not answer leaves them for
 * the next run. `force` settles even those not yet stale (a test, or a retry by the admin).
 */
export async function settlePendingRefunds(
  db: Database,
  satim: SatimClient,
  log: Log,
  o: { force?: boolean; paymentId?: number } = {},
) {
  const stale = new Date(Date.now() - PENDING_REFUND_STALE_MS);
  const pending = await db
    .selectFrom('refunds as f')
    .innerJoin('payments as p', 'p.id', 'f.payment_id')
    .select([
      'f.id',
      'f.payment_id',
      'f.amount',
      'f.credit_note_id',
      'f.created_at',
      'p.order_id',
      'p.provider_order_id',
      'p.order_number',
    ])
    .where('f.status', '=', 'pending')
    .where('p.status', '=', 'paid')
    .$if(!o.force, (q) => q.where('f.created_at', '<', stale))
    .$if(o.paymentId !== undefined, (q) => q.where('f.payment_id', '=', o.paymentId!))
    .orderBy('f.id')
    .limit(100)
    .execute();
  let settled = 0;
  for (const paymentId of new Set(pending.map((p) => p.payment_id))) {
    const rows = pending.filter((p) => p.payment_id === paymentId);
    const mdOrder = rows[0]!.provider_order_id;
    if (!mdOrder) continue;
    const atGateway = await refundedAtGateway(satim, mdOrder);
    if (atGateway === null) {
      log.warn({ paymentId }, 'pending refunds: gateway unavailable, will retry');
      continue;
    }
    const done = await db
      .selectFrom('refunds')
      .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('sum'))
      .where('payment_id', '=', paymentId)
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow();
    let recorded = Number(done.sum);
    for (const row of rows) {
      const res: Reservation = {
        refundId: row.id,
        paymentId,
        orderId: row.order_id,
        mdOrder,
        orderNumber: row.order_number,
        amount: Number(row.amount),
        before: recorded,
        creditNoteId: row.credit_note_id,
      };
      if (atGateway >= recorded + res.amount) {
        await recordRefundMade(db, res, null);
        recorded += res.amount;
        log.info({ refundId: row.id, amount: res.amount }, 'pending refund found made at the gateway: recorded');
      } else {
        await recordRefundNotMade(db, res, 'not made at the gateway (reconciliation)');
        log.warn({ refundId: row.id, amount: res.amount }, 'pending refund not made at the gateway: given back');
      }
      settled++;
    }
  }
  return settled;
}
