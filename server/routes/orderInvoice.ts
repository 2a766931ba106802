import { fileResponse } from '../../src/contract/answers/envelope.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import { langFromInvoiceHeader, tokenKeys } from '../../src/contract/constants.js';
import type { AppContext } from '../context.js';
import { franchiseeOf } from '../franchise/franchisee.js';
import { ApiError } from '../http/envelope.js';
import { requireId } from '../http/ids.js';
import { requestLang } from '../http/language.js';
import { sendPdf } from '../http/pdfReply.js';
import { invoiceFileName, renderInvoice } from '../invoices/index.js';
import { orderInScope } from '../queries/orders/access.js';
import type { OrderScope } from '../queries/orders/scope.js';
import { registerArea } from './area.js';
import { idParams } from './backOfficeSchemas.js';
import { franchiseOrderNotFound } from './franchise/orders.js';

const hasRoleHeader = (request: FastifyRequest, role: 'franchise' | 'pharmacy') => {
  const k = tokenKeys(role);
  const present = (name: string) => {
    const v = request.headers[name];
    return typeof v === 'string' && v !== '' && v !== 'null' && v !== 'undefined';
  };
  return present(k.accessHeader) || present(k.refreshHeader);
};

/**
 * The invoice download of spec 000 §7, a franchise call also used by pharmacies for their own orders: an area
 * of its own, whose guard is the one of whichever role's tokens come (franchise first), and whose scope follows.
 * Admins have their own /admin/generate-invoice.
 */
export function registerOrderInvoiceArea(app: FastifyInstance, ctx: AppContext) {
  const { db, config } = ctx;
  const franchiseGuard = ctx.guard('franchise');
  const pharmacyGuard = ctx.guard('pharmacy');

  async function invoiceGuard(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (hasRoleHeader(request, 'franchise')) return franchiseGuard.call(this, request, reply);
    if (hasRoleHeader(request, 'pharmacy')) return pharmacyGuard.call(this, request, reply);
    throw new ApiError(Code.NO_TOKENS, 'server.noTokens');
  }

  return registerArea(app, ctx, {
    routes: (area) =>
      area.get(
        '/generate-invoice/:id',
        {
          preHandler: invoiceGuard,
          schema: {
            tags: ['franchise', 'pharmacy'],
            summary:
              'Invoice PDF of an order of the wilaya (franchise token) or of the pharmacy (pharmacy token). ' +
              'Here `language` 1 means English, 2 French (spec 000 §7, D8), 3 Arabic (an addition).',
            params: idParams('id'),
            response: fileResponse('application/pdf', 'the invoice PDF'),
          },
        },
        async (request, reply) => {
          const id = requireId(request.params.id, 'franchise.invalidOrderId');
          const scope: OrderScope =
            request.account.role === 'franchise'
              ? { wilayaId: franchiseeOf(request.account).wilaya_id }
              : { pharmacyId: request.account.id };
          if (!(await orderInScope(db, id, scope))) throw franchiseOrderNotFound();
          const lang = requestLang(request, langFromInvoiceHeader);
          const invoice = await renderInvoice(db, config, id, lang);
          if (!invoice) throw franchiseOrderNotFound();
          return sendPdf(reply, invoiceFileName(invoice.orderNo, lang), invoice.pdf, 'private, no-store');
        },
      ),
  });
}
