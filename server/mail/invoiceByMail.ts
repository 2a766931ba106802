import type { Lang } from '../../src/contract/constants.js';
import { Code } from '../../src/contract/codes.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import { ApiError, notFound } from '../http/envelope.js';
import { renderInvoice } from '../invoices/index.js';
import { INVOICED_STATES } from '../invoices/numbering.js';
import { queueMail } from './queue.js';
import { invoiceMail } from './templates.js';

/** Queues the invoice PDF of one of the pharmacy's invoiced orders to its e-mail address (D18 queue); answers that address. */
export async function mailInvoice(db: Database, config: Config, pharmacyId: number, orderId: number, lang: Lang) {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
    .select(['o.id', 'o.state', 'o.status', 'p.email', 'p.name'])
    .where('o.id', '=', orderId)
    .where('o.pharmacy_id', '=', pharmacyId)
    .executeTakeFirst();
  if (!order) throw notFound();
  if (!INVOICED_STATES.includes(order.state) && order.status !== 1)
    throw new ApiError(Code.NOT_FOUND, 'payment.invoiceUnavailable', { status: 404 });
  const rendered = await renderInvoice(db, config, orderId, lang);
  if (!rendered) throw notFound();
  await queueMail(db, {
    to: order.email,
    ...invoiceMail(lang, {
      orderNo: rendered.orderNo,
      pharmacyName: order.name,
      pdf: rendered.pdf,
      invoiceNo: rendered.invoiceNo,
    }),
  });
  return order.email;
}
