import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import { type Lang, PAYMENT_TYPE } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { type PlacedOrder, placeOrder } from '../orders/placeOrder.js';
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
  const startedAt = new Date();
  const satim = createSatimClient(config);
  const orderNumber = newAttemptNumber();
  const opened = await openAttempt(db, config, satim, c, orderNumber, startedAt);
  if ('joined' in opened) return joinAttempt(db, c.pharmacyId, opened.joined);
  const { order, paymentId } = opened;

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
    c.log.warn(
      { orderNumber, kind: err.kind, providerCode: err.providerCode, err: err.message },
      'SATIM register.do failed',
    );
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

/** How many times an attempt opened meanwhile by an older click may send a save_order round again. */
const ROUNDS = 5;

/**
 * One open card attempt per basket: the pharmacy's earlier open attempts (opened before this call began) are
 * closed first (asked at the gateway: paid → refused with a pointer to the paid order; not paid → superseded,
 * stock released), then the new order reserves the stock with the pharmacy row locked. An open attempt found
 * under that lock was opened meanwhile: by this same click sent twice (a double submit, a repeat after a lost
 * answer) when it is younger than this call, which then answers it (joinAttempt) instead of replacing it; by an
 * older call otherwise, which sends this one round again. Two calls at once never leave two open attempts.
 */
async function openAttempt(
  db: Database,
  config: Config,
  satim: SatimClient,
  { pharmacyId, addressId, log }: CardCheckout,
  orderNumber: string,
  startedAt: Date,
): Promise<{ order: PlacedOrder; paymentId: number } | { joined: number }> {
  for (let round = 0; round < ROUNDS; round++) {
    const closed = await closeOpenAttempts(
      db,
      satim,
      { pharmacyId, as: 'superseded', createdBefore: startedAt, webUrl: config.webUrl },
      log,
    );
    if (closed.paid) {
      const { order } = closed.paid;
      throw new ApiError(Code.STATE_CONFLICT, 'payment.alreadyPaid', {
        vars: { order: order.order_no },
        payload: { orderId: order.id, order_no: order.order_no, state: 'paid' },
      });
    }
    if (closed.unchecked) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
    const placed = await inTransaction(db, async (trx) => {
      await trx.selectFrom('pharmacies').select('id').where('id', '=', pharmacyId).forUpdate().execute();
      const other = await trx
        .selectFrom('orders as o')
        .innerJoin('payments as p', 'p.order_id', 'o.id')
        .select(['p.id', 'o.created_at'])
        .where('o.pharmacy_id', '=', pharmacyId)
        .where('o.state', '=', 'awaiting_payment')
        .executeTakeFirst();
      if (other) return other.created_at >= startedAt ? { joined: other.id } : null;
      const order = await placeOrder(trx, config, { pharmacyId, addressId, paymentType: PAYMENT_TYPE.CARD });
      const payment = await trx
        .insertInto('payments')
        .values({
          order_id: order.id,
          provider: 'satim',
          order_number: orderNumber,
          amount: order.total,
          status: 'registered',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { order, paymentId: payment.id };
    });
    if (placed) return placed;
  }
  throw new ApiError(Code.SERVER_ERROR, 'server.busyTryAgain', { status: 503 });
}

/** How long a joined attempt's registration at the gateway is waited for: the adapter's timeout, and a margin. */
const JOIN_WAIT_MS = 20_000;
const JOIN_POLL_MS = 25;

/**
 * The answer of the call that opened the attempt this one joined, once its registration at the gateway is over:
 * the same payment page; the same refusal when the gateway refused or did not answer it. Replaced meanwhile by a
 * newer call, it is that newer attempt that is answered.
 */
async function joinAttempt(db: Database, pharmacyId: number, joined: number) {
  const deadline = Date.now() + JOIN_WAIT_MS;
  let paymentId = joined;
  for (;;) {
    const p = await db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.status', 'p.form_url', 'p.order_number', 'o.id', 'o.order_no'])
      .where('p.id', '=', paymentId)
      .executeTakeFirstOrThrow();
    if (p.status === 'error') throw new ApiError(Code.PROVIDER_ERROR, 'payment.providerUnavailable');
    if (p.status === 'registered' && p.form_url)
      return { formUrl: p.form_url, orderNumber: p.order_number, orderId: p.id, order_no: p.order_no };
    if (p.status !== 'registered') {
      const newer = await db
        .selectFrom('orders as o')
        .innerJoin('payments as pay', 'pay.order_id', 'o.id')
        .select('pay.id')
        .where('o.pharmacy_id', '=', pharmacyId)
        .where('o.state', '=', 'awaiting_payment')
        .executeTakeFirst();
      // paid, declined or given up meanwhile with no newer attempt: the caller is told what the basket is now
      if (!newer)
        throw new ApiError(Code.STATE_CONFLICT, 'payment.basketAlreadyOrdered', {
          vars: { order: p.order_no },
          payload: { orderId: p.id, order_no: p.order_no },
        });
      paymentId = newer.id;
    }
    if (Date.now() > deadline) throw new ApiError(Code.SERVER_ERROR, 'server.busyTryAgain', { status: 503 });
    await new Promise((resolve) => setTimeout(resolve, JOIN_POLL_MS));
  }
}
