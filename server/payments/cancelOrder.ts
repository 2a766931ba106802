import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError } from '../http/envelope.js';
import { closeOpenAttempts } from './attempts.js';
import { createSatimClient } from './satim.js';

/**
 * "Cancel" in My orders: the pharmacy gives up an order awaiting card payment. The gateway is asked first,
 * as when a newer attempt supersedes it: a paid attempt is never cancelled; otherwise its stock goes back at once.
 */
export async function cancelAwaitingOrder(
  db: Database,
  config: Config,
  pharmacyId: number,
  orderId: number | null,
  log: FastifyBaseLogger,
) {
  const order =
    orderId === null
      ? undefined
      : await db
          .selectFrom('orders')
          .select(['id', 'order_no', 'state'])
          .where('id', '=', orderId)
          .where('pharmacy_id', '=', pharmacyId)
          .executeTakeFirst();
  if (!order) throw new ApiError(Code.NOT_FOUND, 'pharmacy.orderNotFound', { status: 404 });
  if (order.state !== 'awaiting_payment') throw new ApiError(Code.STATE_CONFLICT, 'payment.notCancellable');
  const closed = await closeOpenAttempts(
    db,
    createSatimClient(config),
    { pharmacyId, as: 'cancelled', orderId: order.id, webUrl: config.webUrl },
    log,
  );
  if (closed.paid)
    throw new ApiError(Code.STATE_CONFLICT, 'payment.alreadyPaid', {
      vars: { order: order.order_no },
      payload: { orderId: order.id, order_no: order.order_no, state: 'paid' },
    });
  if (closed.unchecked) throw new ApiError(Code.PROVIDER_ERROR, 'payment.previousUnchecked');
  const now = await db.selectFrom('orders').select('state').where('id', '=', order.id).executeTakeFirstOrThrow();
  if (now.state !== 'cancelled') throw new ApiError(Code.STATE_CONFLICT, 'payment.notCancellable');
  return { orderId: order.id, order_no: order.order_no, state: now.state };
}
