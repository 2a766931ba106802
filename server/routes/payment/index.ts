import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCheckoutRoutes } from './checkout.js';
import { registerConfirmRoutes } from './confirm.js';
import { registerInvoiceRoutes } from './invoices.js';
import { registerRefundRoutes } from './refunds.js';
import { registerSandboxRoutes } from './sandbox.js';

/** Checkout, payment results, invoices by mail, admin refunds and the SATIM sandbox (D13–D17). */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCheckoutRoutes(app, ctx);
  registerConfirmRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerRefundRoutes(app, ctx);
  registerSandboxRoutes(app, ctx);
}
