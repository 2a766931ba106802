import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCancelRoutes } from './cancel.js';
import { usesSandbox } from '../../payments/sandbox/inUse.js';
import { registerCheckoutRoutes } from './checkout.js';
import { registerConfirmRoutes } from './confirm.js';
import { registerInvoiceRoutes } from './invoices.js';
import { registerRefundRoutes } from './refunds.js';
import { registerSandboxRoutes } from './sandbox.js';
import { registerSummaryRoutes } from './summary.js';

/** Checkout, payment results, invoices by mail, admin refunds and the SATIM sandbox (D13–D17). */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCheckoutRoutes(app, ctx);
  registerCancelRoutes(app, ctx);
  registerSummaryRoutes(app, ctx);
  registerConfirmRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
  registerRefundRoutes(app, ctx);
  // the sandbox is served only while the portal uses it, never next to the real gateway
  if (usesSandbox(ctx.config.satimUrl)) registerSandboxRoutes(app, ctx);
}
