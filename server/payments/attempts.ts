import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import { type SatimClient, SatimError, type SatimStatus } from './satim.js';
import { type Settled, settle } from './settle.js';

export interface ClosedAttempts {
  /** an open attempt the gateway says is paid: it is settled paid and never released */
  paid: Settled | null;
  /** the gateway could not say for at least one attempt: that one stays open, reserved */
  unchecked: boolean;
  closed: number;
}

/**
 * Closes the pharmacy's open card attempts (one basket, one open attempt): each one is asked at the gateway
 * first. Paid → settled paid (never released); declined → failed; not paid → superseded or cancelled with its
 * stock released at once. `orderId` narrows it to one order (cancel_order); `createdBefore` leaves alone the
 * attempts opened after a save_order began (the same click sent twice: it joins them, cardCheckout.ts).
 */
export async function closeOpenAttempts(
  db: Database,
  satim: SatimClient,
  o: { pharmacyId: number; as: 'superseded' | 'cancelled'; orderId?: number; createdBefore?: Date; webUrl: string },
  log: FastifyBaseLogger,
): Promise<ClosedAttempts> {
  let q = db
    .selectFrom('orders as o')
    .innerJoin('payments as p', 'p.order_id', 'o.id')
    .select(['p.id', 'p.provider_order_id', 'p.order_number'])
    .where('o.pharmacy_id', '=', o.pharmacyId)
    .where('o.state', '=', 'awaiting_payment')
    .where('p.status', '=', 'registered');
  if (o.orderId !== undefined) q = q.where('o.id', '=', o.orderId);
  if (o.createdBefore !== undefined) q = q.where('o.created_at', '<', o.createdBefore);
  const open = await q.orderBy('p.id').execute();

  const result: ClosedAttempts = { paid: null, unchecked: false, closed: 0 };
  for (const attempt of open) {
    let status: SatimStatus | null = null;
    // without a gateway id the registration never finished: nothing can have been paid at the gateway yet
    if (attempt.provider_order_id) {
      try {
        status = await satim.status(attempt.provider_order_id, 'fr');
      } catch (err) {
        if (!(err instanceof SatimError)) throw err;
        log.warn(
          { orderNumber: attempt.order_number, err: err.message },
          'open attempt could not be checked at the gateway',
        );
        result.unchecked = true;
        continue;
      }
    }
    const settled = await settle(db, attempt.id, status, o.as, log, o.webUrl);
    if (settled.payment.status === 'paid') result.paid ??= settled;
    else if (settled.payment.status === 'registered') result.unchecked = true;
    else result.closed++;
  }
  return result;
}
