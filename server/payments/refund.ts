import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { type Lang, PAYMENT_TYPE, toCentimes, toDinars } from '../../src/contract/constants.js';
import { isPlainNumber } from '../../src/contract/validation.js';
import { recordAudit } from '../audit/record.js';
import type { Account } from '../auth/guard.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError, notFound } from '../http/envelope.js';
import { money } from '../invoices/pdf.js';
import { createSatimClient, type SatimClient, SatimError } from './satim.js';

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

export interface RefundRequest {
  orderId: number;
  /** centimes */
  amount: number;
  admin: Account;
  lang: Lang;
  log: FastifyBaseLogger;
}

interface Reservation {
  refundId: number;
  paymentId: number;
  mdOrder: string;
  /** what the payment had refunded before this refund */
  before: number;
}

/**
 * Admin refund of an order paid online, in full or in part, through SATIM's refund.do. The amount is reserved
 * on the payment row (locked) before the gateway is called, so two refunds at once never exceed what was paid;
 * a refund the gateway did not make gives the reservation back.
 */
export async function refundOrder(db: Database, config: Config, r: RefundRequest) {
  const reserved = await reserveRefund(db, r);
  const failure = await askGateway(createSatimClient(config), reserved, r);
  if (failure) {
    r.log.warn({ orderId: r.orderId, kind: failure.kind, err: failure.message }, 'SATIM refund failed');
    await releaseRefund(db, reserved, r.amount, failure);
    if (failure.kind === 'refused') throw new ApiError(Code.PAYMENT_FAILED, 'payment.refundFailed', { vars: { reason: failure.message } });
    throw new ApiError(Code.PROVIDER_ERROR, 'payment.refundUnavailable');
  }
  const updated = await recordRefund(db, reserved, r);
  r.log.info({ orderId: r.orderId, amount: r.amount, admin: r.admin.id }, 'order refunded');
  return {
    orderId: r.orderId,
    refunded_amount: toDinars(updated.refunded_amount),
    refundable_amount: toDinars(updated.total - updated.refunded_amount),
  };
}

async function reserveRefund(db: Database, { orderId, amount, admin, lang }: RefundRequest): Promise<Reservation> {
  const order = await db.selectFrom('orders').select(['id', 'state', 'payement_type']).where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound();
  return inTransaction(db, async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'provider_order_id', 'amount', 'refunded_amount'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'paid')
      .forUpdate()
      .executeTakeFirst();
    if (order.payement_type !== PAYMENT_TYPE.CARD || order.state !== 'paid' || !payment?.provider_order_id)
      throw new ApiError(Code.STATE_CONFLICT, 'payment.refundNotAllowed');
    const available = payment.amount - payment.refunded_amount;
    if (amount > available) throw new ApiError(Code.V4002, 'payment.refundTooMuch', { status: 400, vars: { available: money(available, lang) } });
    await trx
      .updateTable('payments')
      .set({ refunded_amount: sql`refunded_amount + ${amount}`, updated_at: new Date() })
      .where('id', '=', payment.id)
      .execute();
    const refund = await trx
      .insertInto('refunds')
      .values({ payment_id: payment.id, admin_id: admin.id, amount, status: 'pending' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { refundId: refund.id, paymentId: payment.id, mdOrder: payment.provider_order_id, before: payment.refunded_amount };
  });
}

/** The gateway's refusal or failure, or null when the refund was made. */
async function askGateway(satim: SatimClient, reserved: Reservation, { amount, lang }: RefundRequest): Promise<SatimError | null> {
  try {
    await satim.refund(reserved.mdOrder, amount);
    return null;
  } catch (err) {
    if (!(err instanceof SatimError)) throw err;
    if (err.kind === 'refused') return err;
    // No answer does not mean no refund: the gateway's refunded total tells.
    const status = await satim.status(reserved.mdOrder, lang).catch(() => null);
    const info = status?.raw.paymentAmountInfo as { refundedAmount?: number } | undefined;
    return info && Number(info.refundedAmount) >= reserved.before + amount ? null : err;
  }
}

async function releaseRefund(db: Database, reserved: Reservation, amount: number, failure: SatimError) {
  await inTransaction(db, async (trx) => {
    await trx.updateTable('refunds').set({ status: 'failed', raw: JSON.stringify({ error: failure.message }) }).where('id', '=', reserved.refundId).execute();
    await trx
      .updateTable('payments')
      .set({ refunded_amount: sql`refunded_amount - ${amount}`, updated_at: new Date() })
      .where('id', '=', reserved.paymentId)
      .execute();
  });
}

async function recordRefund(db: Database, reserved: Reservation, { orderId, amount, admin }: RefundRequest) {
  return inTransaction(db, async (trx) => {
    await trx.updateTable('refunds').set({ status: 'done' }).where('id', '=', reserved.refundId).execute();
    const row = await trx
      .updateTable('orders')
      .set({ refunded_amount: sql`refunded_amount + ${amount}`, updated_at: new Date() })
      .where('id', '=', orderId)
      .returning(['order_no', 'refunded_amount', 'total'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, admin, {
      action: 'create',
      resource: 'refund',
      resourceId: reserved.refundId,
      label: row.order_no,
      after: { order_id: orderId, amount, refunded_amount: row.refunded_amount },
    });
    return row;
  });
}
