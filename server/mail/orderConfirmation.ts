import type { Logger } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { formatDZD, langFromHeader, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import type { Database } from '../db/index.js';
import { queueMail } from './queue.js';
import { orderConfirmedMail } from './templates.js';

type Log = Pick<Logger | FastifyBaseLogger, 'error'>;

/**
 * Queues the confirmation of a placed order (offline, awaiting validation) or a paid one (card) to its pharmacy, in
 * the pharmacy's language (issue 27, point 2). Called once the order's transaction has committed, so no round trip
 * is added while its stock rows are locked; a failure is logged and never undoes or fails the order, which is
 * already placed (the mail is a notice, the order page remains the record).
 */
export async function queueOrderConfirmation(db: Database, webUrl: string, orderId: number, log: Log): Promise<void> {
  try {
    const order = await db
      .selectFrom('orders as o')
      .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
      .select([
        'o.order_no', 'o.address', 'o.payement_type', 'o.created_at', 'o.price_without_tax', 'o.tax_rate', 'o.tax_amount', 'o.stamp_duty',
        'o.total', 'p.name', 'p.email', 'p.language',
      ])
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    if (!order) return;
    const lines = await db
      .selectFrom('order_lines')
      .select(['ref', 'name', 'quantity', 'unit_price', 'total'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    const lang = langFromHeader(order.language);
    const money = (centimes: number | string) => formatDZD(toDinars(Number(centimes)), lang);
    const duty = Number(order.stamp_duty);
    await queueMail(db, {
      to: order.email,
      ...orderConfirmedMail(lang, {
        pharmacyName: order.name,
        orderNo: order.order_no,
        placedAt: new Date(order.created_at),
        address: order.address,
        kind: order.payement_type === PAYMENT_TYPE.CASH ? 'offline' : 'card',
        taxRate: Number(order.tax_rate),
        lines: lines.map((l) => ({ ref: l.ref, name: l.name, quantity: l.quantity, unitPrice: money(l.unit_price), total: money(l.total) })),
        subtotal: money(order.price_without_tax),
        tax: money(order.tax_amount),
        stampDuty: duty > 0 ? money(duty) : null,
        total: money(order.total),
        link: `${webUrl}/pharmacy/orders`,
      }),
    });
  } catch (err) {
    log.error({ err, orderId }, 'order confirmation mail not queued');
  }
}
