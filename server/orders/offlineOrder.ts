import type { Kysely } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import { type Lang, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { ApiError } from '../http/envelope.js';
import { renderInvoice } from '../invoices/index.js';
import { queueOrderConfirmation } from '../mail/orderConfirmation.js';
import { placeOrder } from './placeOrder.js';
import { idOf } from '../http/ids.js';
import { keepBasketBackorders } from './basketBackorders.js';
import { accountPosition, effectiveTerms, refuseBeyondCredit } from '../ledger/terms.js';

/**
 * An offline order (special_payment, payment on delivery): takes the stock, empties the ordered lines from the
 * basket and numbers the invoice; answers the invoice PDF in base64 with the order's figures. The pharmacy's
 * confirmation mail (issue 27, point 2) is queued in the order's transaction (issue 37 §6): it follows the order.
 */
export async function placeOfflineOrder(
  db: Database,
  config: Config,
  {
    pharmacyId,
    addressId,
    lang,
  }: { pharmacyId: number; addressId: unknown; lang: Lang; log: Pick<FastifyBaseLogger, 'error'> },
) {
  const startedAt = new Date();
  // One transaction: the order, its lines, its basket clean-up and its invoice row (placeOrder's statement). The
  // row is provisional and numbered right after the commit, when renderInvoice reads it (invoice_number(),
  // migration 011): the transaction never waits for the year's counter.
  const order = await inTransaction(db, async (trx) => {
    let placed;
    try {
      placed = await placeUnderCreditControl(trx, config, { pharmacyId, addressId, lang });
    } catch (err) {
      if (err instanceof ApiError && err.code === Code.V4003)
        await refuseIfOrderedMeanwhile(trx, pharmacyId, startedAt);
      throw err;
    }
    // what the stock could not give, accepted as back-orders, is kept with this order (issue 41 §1)
    await keepBasketBackorders(trx, config, { pharmacyId, addressId: idOf(addressId), sourceOrderId: placed.id });
    // the confirmation commits with the order or not at all (issue 37 §6)
    await queueOrderConfirmation(trx, config.webUrl, placed.id);
    return placed;
  });
  const invoice = await renderInvoice(db, config, order.id, lang);
  return {
    invoice: invoice?.pdf.toString('base64') ?? null,
    orderId: order.id,
    order_no: order.orderNo,
    invoice_no: invoice?.invoiceNo ?? null,
    amount: toDinars(order.total),
    date: order.createdAt.toISOString(),
  };
}

/**
 * An offline order under the credit control (issue 30), inside the caller's transaction: the pharmacy is locked
 * first, so the same basket sent twice at once is read by the second call only once the first has ordered it
 * (issue 26) and two offline orders at once never both pass its limit. Over the limit with this order, the refusal
 * is thrown inside the transaction: the order, its stock and its invoice roll back. The basket's lines, or `lines`
 * (a back-order served, issue 41 §1).
 */
export async function placeUnderCreditControl(
  trx: Kysely<DB>,
  config: Config,
  o: { pharmacyId: number; addressId: unknown; lang: Lang; lines?: { productId: number; quantity: number }[] },
) {
  const owner = await trx
    .selectFrom('pharmacies')
    .select(['id', 'payment_terms_days', 'credit_limit'])
    .where('id', '=', o.pharmacyId)
    .forUpdate()
    .executeTakeFirst();
  const credit = {
    pharmacyId: o.pharmacyId,
    lang: o.lang,
    positionBefore: await accountPosition(trx, o.pharmacyId),
    terms: effectiveTerms(owner ?? { payment_terms_days: null, credit_limit: null }, config),
  };
  refuseBeyondCredit(config, { ...credit, orderTotal: 0 });
  const placed = await placeOrder(trx, config, {
    pharmacyId: o.pharmacyId,
    addressId: o.addressId,
    paymentType: PAYMENT_TYPE.CASH,
    ...(o.lines ? { lines: o.lines } : {}),
  });
  refuseBeyondCredit(config, { ...credit, orderTotal: placed.total });
  return placed;
}

/**
 * How long before a call an order of the same pharmacy still counts as "this basket, ordered a moment ago": a
 * double click's second call may begin only once the first has committed (one connection, a slow network).
 */
const JUST_ORDERED_MS = 10_000;

/** An empty basket because another call ordered it just before or while this one waited: "basket already ordered" (4095). */
async function refuseIfOrderedMeanwhile(trx: Kysely<DB>, pharmacyId: number, startedAt: Date): Promise<void> {
  const placed = await trx
    .selectFrom('orders')
    .select(['id', 'order_no'])
    .where('pharmacy_id', '=', pharmacyId)
    .where('created_at', '>=', new Date(startedAt.getTime() - JUST_ORDERED_MS))
    .where('state', 'in', ['pending_validation', 'awaiting_payment', 'paid'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (placed)
    throw new ApiError(Code.STATE_CONFLICT, 'payment.basketAlreadyOrdered', {
      vars: { order: placed.order_no },
      payload: { orderId: placed.id, order_no: placed.order_no },
    });
}
