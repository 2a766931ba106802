import { idOf } from '../../http/ids.js';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Code } from '../../../src/contract/codes.js';
import { PAYMENT_TYPE, toCentimes, toDinars } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import { recordAudit } from '../../audit/record.js';
import type { AppContext } from '../../context.js';
import { ApiError, notFound, send } from '../../http/envelope.js';
import { money } from '../../invoices/pdf.js';
import { createSatimClient, SatimError } from '../../payments/satim.js';

/** Dinars with at most 2 decimals, as typed by the admin, to centimes; null when malformed. */
function parseAmount(value: unknown): number | null {
  const s = String(value ?? '').trim().replace(',', '.');
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(s)) return null;
  const centimes = toCentimes(s);
  return centimes > 0 ? centimes : null;
}

/**
 * Admin refund of an order paid online, in full or in part, through SATIM's refund.do. The amount is reserved
 * on the payment row (locked) before the gateway is called, so two refunds at once never exceed what was paid.
 */
export function registerRefundRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.post(
    '/admin/refund_order',
    {
      preHandler: ctx.guard('admin'),
      schema: {
        tags: ['admin', 'payment'],
        summary: 'Refunds all or part of an order paid online (SATIM refund.do); the order shows refunded_amount',
        body: {
          type: 'object',
          properties: { orderId: { anyOf: [{ type: 'integer' }, { type: 'string' }] }, amount: { anyOf: [{ type: 'number' }, { type: 'string' }] } },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as { orderId?: unknown; amount?: unknown };
      const orderId = idOf(body.orderId);
      if (orderId === null) throw notFound();
      const amount = parseAmount(body.amount);
      if (amount === null) throw new ApiError(Code.V4002, 'payment.refundAmountInvalid', { status: 400 });
      const order = await db.selectFrom('orders').select(['id', 'state', 'payement_type']).where('id', '=', orderId).executeTakeFirst();
      if (!order) throw notFound();

      const reserved = await db.transaction().execute(async (trx) => {
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
        if (amount > available)
          throw new ApiError(Code.V4002, 'payment.refundTooMuch', { status: 400, vars: { available: money(available, request.lang) } });
        await trx
          .updateTable('payments')
          .set({ refunded_amount: sql`refunded_amount + ${amount}`, updated_at: new Date() })
          .where('id', '=', payment.id)
          .execute();
        const refund = await trx
          .insertInto('refunds')
          .values({ payment_id: payment.id, admin_id: request.account.id, amount, status: 'pending' })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { refundId: refund.id, paymentId: payment.id, mdOrder: payment.provider_order_id, before: payment.refunded_amount };
      });

      const satim = createSatimClient(config);
      let failure: SatimError | null = null;
      try {
        await satim.refund(reserved.mdOrder, amount);
      } catch (err) {
        if (!(err instanceof SatimError)) throw err;
        failure = err;
        // No answer does not mean no refund: the gateway's refunded total tells.
        if (err.kind !== 'refused') {
          const status = await satim.status(reserved.mdOrder, request.lang).catch(() => null);
          const info = status?.raw.paymentAmountInfo as { refundedAmount?: number } | undefined;
          if (info && Number(info.refundedAmount) >= reserved.before + amount) failure = null;
        }
      }

      if (failure) {
        request.log.warn({ orderId, kind: failure.kind, err: failure.message }, 'SATIM refund failed');
        await db.transaction().execute(async (trx) => {
          await trx.updateTable('refunds').set({ status: 'failed', raw: JSON.stringify({ error: failure.message }) }).where('id', '=', reserved.refundId).execute();
          await trx
            .updateTable('payments')
            .set({ refunded_amount: sql`refunded_amount - ${amount}`, updated_at: new Date() })
            .where('id', '=', reserved.paymentId)
            .execute();
        });
        if (failure.kind === 'refused') throw new ApiError(Code.PAYMENT_FAILED, 'payment.refundFailed', { vars: { reason: failure.message } });
        throw new ApiError(Code.PROVIDER_ERROR, 'payment.refundUnavailable');
      }

      const updated = await db.transaction().execute(async (trx) => {
        await trx.updateTable('refunds').set({ status: 'done' }).where('id', '=', reserved.refundId).execute();
        const row = await trx
          .updateTable('orders')
          .set({ refunded_amount: sql`refunded_amount + ${amount}`, updated_at: new Date() })
          .where('id', '=', orderId)
          .returning(['order_no', 'refunded_amount', 'total'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, request.account, {
          action: 'create',
          resource: 'refund',
          resourceId: reserved.refundId,
          label: row.order_no,
          after: { order_id: orderId, amount, refunded_amount: row.refunded_amount },
        });
        return row;
      });
      request.log.info({ orderId, amount, admin: request.account.id }, 'order refunded');
      const payload = { orderId, refunded_amount: toDinars(updated.refunded_amount), refundable_amount: toDinars(updated.total - updated.refunded_amount) };
      return send(reply, payload, translate(request.lang, 'payment.refunded', { amount: money(amount, request.lang) }));
    },
  );
}
