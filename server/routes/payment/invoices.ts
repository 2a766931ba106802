import type { FastifyInstance } from 'fastify';
import { Code } from '../../../src/contract/codes.js';
import type { AppContext } from '../../context.js';
import { ApiError, notFound, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { renderInvoice } from '../../invoices/index.js';
import { INVOICED_STATES } from '../../invoices/numbering.js';
import { queueMail } from '../../mail/queue.js';
import { invoiceMail } from '../../mail/templates.js';

/** The pharmacy's "send by e-mail" on the result pages: the invoice PDF goes to its e-mail address (D18 queue). */
export function registerInvoiceRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;

  app.post(
    '/pharmacy/send_invoice',
    {
      preHandler: ctx.guard('pharmacy'),
      schema: {
        tags: ['payment'],
        summary: "Mails an order's invoice (PDF attached) to the pharmacy",
        body: { type: 'object', properties: { orderId: { anyOf: [{ type: 'integer' }, { type: 'string' }] } } },
      },
    },
    async (request, reply) => {
      const orderId = idOf((request.body as { orderId?: unknown } | undefined)?.orderId);
      if (orderId === null) throw notFound();
      const order = await db
        .selectFrom('orders as o')
        .innerJoin('pharmacies as p', 'p.id', 'o.pharmacy_id')
        .select(['o.id', 'o.state', 'o.status', 'p.email', 'p.name'])
        .where('o.id', '=', orderId)
        .where('o.pharmacy_id', '=', request.account.id)
        .executeTakeFirst();
      if (!order) throw notFound();
      if (!INVOICED_STATES.includes(order.state) && order.status !== 1)
        throw new ApiError(Code.NOT_FOUND, 'payment.invoiceUnavailable', { status: 404 });
      const rendered = await renderInvoice(db, config, orderId, request.lang);
      if (!rendered) throw notFound();
      await queueMail(db, {
        to: order.email,
        ...invoiceMail(request.lang, { orderNo: rendered.orderNo, pharmacyName: order.name, pdf: rendered.pdf, invoiceNo: rendered.invoiceNo }),
      });
      return ok(request, reply, { orderId, email: order.email }, 'payment.invoiceSent');
    },
  );
}
