import { response } from '../../../src/contract/answers/envelope.js';
import { InvoiceSent } from '../../../src/contract/answers/payments.js';
import { Type } from 'typebox';
import type { AppContext } from '../../context.js';
import { notFound, ok } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';
import { mailInvoice } from '../../mail/invoiceByMail.js';
import type { AreaApp } from '../area.js';
import { idOrString } from '../schemaParts.js';
import { paymentDoc } from './doc.js';

/** The pharmacy's "send by e-mail" on the result pages: the invoice PDF goes to its e-mail address. */
export function registerInvoiceRoutes(app: AreaApp, { db, config }: AppContext) {
  app.post(
    '/pharmacy/send_invoice',
    {
      schema: {
        ...paymentDoc("Mails an order's invoice (PDF attached) to the pharmacy"),
        body: Type.Object({ orderId: idOrString() }),
        response: response(InvoiceSent),
      },
    },
    async (request, reply) => {
      const orderId = idOf(request.body.orderId);
      if (orderId === null) throw notFound();
      const email = await mailInvoice(db, config, request.account.id, orderId, request.lang);
      return ok(request, reply, { orderId, email }, 'payment.invoiceSent');
    },
  );
}
