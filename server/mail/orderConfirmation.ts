import type { Kysely } from 'kysely';
import { formatDZD, langFromHeader, PAYMENT_TYPE, toDinars } from '../../src/contract/constants.js';
import type { DB } from '../db/schema.js';
import { invoiceLineOf } from '../invoices/data.js';
import { queueMail } from './queue.js';
import { orderConfirmedMail } from './templates.js';

/**
 * Queues the confirmation of a placed order (offline, awaiting validation) or a paid one (card) to its pharmacy, in
 * the pharmacy's language (issue 27, point 2). Called inside the transaction that places or pays the order, with it
 * (issue 37 §6): the mail is queued if and only if the order commits, so a database dropped between the order's
 * commit and its mail can no longer lose the mail, and a failure to queue it fails the order (nothing is placed, the
 * basket stays) rather than placing it without its notice. Two reads and an insert, while the order's rows are locked.
 * A line shows the units paid for and its discount; its free units (UG) come on a line of their own at 0 DA.
 */
export async function queueOrderConfirmation(trx: Kysely<DB>, webUrl: string, orderId: number): Promise<void> {
  const order = await trx
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .select([
      'o.order_no',
      'o.address',
      'o.payement_type',
      'o.created_at',
      'o.price_without_tax',
      'o.tax_rate',
      'o.tax_amount',
      'o.stamp_duty',
      'o.total',
      'p.name',
      'p.email',
      'p.language',
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const lines = await trx
    .selectFrom('order_lines')
    .select(['ref', 'name', 'quantity', 'unit_price', 'total', 'free_quantity', 'base_price', 'discount_amount'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const lang = langFromHeader(order.language);
  const money = (centimes: number | string) => formatDZD(toDinars(Number(centimes)), lang);
  const duty = Number(order.stamp_duty);
  // paid units, free units and the discount as the invoice prints them (invoiceLineOf, D120)
  const shown = lines.map((line) => ({ line, priced: invoiceLineOf(line, line.name) }));
  const discounts = shown.reduce((s, l) => s + l.priced.discount, 0);
  await queueMail(trx, {
    to: order.email,
    ...orderConfirmedMail(lang, {
      pharmacyName: order.name,
      orderNo: order.order_no,
      placedAt: new Date(order.created_at),
      address: order.address,
      kind: order.payement_type === PAYMENT_TYPE.CASH ? 'offline' : 'card',
      taxRate: Number(order.tax_rate),
      lines: shown.map(({ line: l, priced }) => ({
        ref: l.ref,
        name: l.name,
        quantity: priced.quantity,
        unitPrice: money(l.unit_price),
        total: money(l.total),
        free: priced.freeQuantity,
        discount:
          priced.discount > 0 && priced.basePrice !== null
            ? { price: money(priced.basePrice), amount: money(priced.discount) }
            : null,
      })),
      discounts: discounts > 0 ? money(-discounts) : null,
      zero: money(0),
      subtotal: money(order.price_without_tax),
      tax: money(order.tax_amount),
      stampDuty: duty > 0 ? money(duty) : null,
      total: money(order.total),
      link: `${webUrl}/pharmacy/orders`,
    }),
  });
}
