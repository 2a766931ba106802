import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import { type Lang, PAYMENT_TYPE } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { placeOrder } from '../orders/placeOrder.js';
import { closeOpenAttempts } from './attempts.js';
import { newAttemptNumber } from './orderNumber.js';
import { createSatimClient, type SatimClient, SatimError } from './satim.js';
import { abandonRegistration } from './settle.js';

export interface CardCheckout {
  pharmacyId: number;
  /** the delivery address id as sent (placeOrder checks it) */
  addressId: unknown;
  lang: Lang;
  log: FastifyBaseLogger;
}

/**
 * An online order (save_order): reserves the stock in a new order and registers its payment at SATIM; answers
 * the gateway's page to send the pharmacy to. The basket is kept until the payment is confirmed.
 */
export async function startCardPayment(db: Database, config: Config, c: CardCheckout) {
  const satim = createSatimClient(config);
  const orderNumber = newAttemptNumber();
  const { order, paymentId } = await openAttempt(db, config, satim, c, orderNumber);

  // The gateway is called outside the transaction: no lock is held while waiting for it.
  let registered: { orderId: string; formUrl: string };
  try {
    registered = await satim.register({
      orderNumber,
      amount: order.total,
      returnUrl: `${config.webUrl}/payment/success`,
      failUrl: `${config.webUrl}/payment/failed`,
      description: translate(c.lang, 'payment.orderDescription', { order: order.orderNo }),
      lang: c.lang,
      udf1: order.orderNo,
      sessionTimeoutSecs: config.paymentTimeoutMinutes * 60,
    });
  } catch (err) {
    if (!(err instanceof SatimError)) throw err;
    c.log.warn({ orderNumber, kind: err.kind, providerCode: err.providerCode, err: err.message }, 'SATIM register.do failed');
    await abandonRegistration(db, paymentId, err.message);
    throw new ApiError(Code.PROVIDER_ERROR, 'payment.providerUnavailable');
  }
  await db
    .updateTable('payments')
    .set({ provider_order_id: registered.orderId, form_url: registered.formUrl, updated_at: new Date() })
    .where('id', '=', paymentId)
    .execute();
  return { formUrl: registered.formUrl, orderNumber, orderId: order.id, order_no: order.orderNo };
}

/**
 * One open card attempt per basket: the pharmacy's earlier open attempt is closed first (asked at the
 * gateway: paid → refused with a pointer to the paid order; not paid → superseded, stock released), then the
 * new order reserves the stock. The pharmacy row is locked while placing, and an attempt opened meanwhile by
 * another tab sends us round again, so two tabs never leave two open attempts.
 */
async function openAttempt(db: Database, config: Config, satim: SatimClient, { pharmacyId, addressId, log }: CardCheckout, orderNumber: string) {
  for (let round = 0; ; round++) {
    const closed = await closeOpenAttempts(db, satim, { pharmacyId, as: 'superseded' }, log);
    if (closed.paid) {
      const { order } = closed.paid;
      throw new ApiError(Code.STATE_CONFLICT, 'payment.alreadyPaid', {
        vars: { order: order.order_no },
        payload: { orderId: order.id, order_no: order.order_no, state: 'paid' },
      });
    }
    if (closed.unchecked) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
    const placed = await db.transaction().execute(async (trx) => {
      await trx.selectFrom('pharmacies').select('id').where('id', '=', pharmacyId).forUpdate().execute();
      const other = await trx
        .selectFrom('orders')
        .select('id')
        .where('pharmacy_id', '=', pharmacyId)
        .where('state', '=', 'awaiting_payment')
        .executeTakeFirst();
      if (other) return null;
      const order = await placeOrder(trx, config, { pharmacyId, addressId, paymentType: PAYMENT_TYPE.CARD });
      const payment = await trx
        .insertInto('payments')
        .values({ order_id: order.id, provider: 'satim', order_number: orderNumber, amount: order.total, status: 'registered' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { order, paymentId: payment.id };
    });
    if (placed) return placed;
    if (round >= 3) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
  }
}
