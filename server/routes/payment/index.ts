import type { Config } from '../../config.js';
import { usesSandbox } from '../../payments/sandbox/inUse.js';
import type { Area } from '../area.js';
import { registerCancelRoutes } from './cancel.js';
import { registerCheckoutRoutes } from './checkout.js';
import { registerConfirmRoutes } from './confirm.js';
import { registerInvoiceRoutes } from './invoices.js';
import { registerRefundRoutes } from './refunds.js';
import { sandboxArea } from './sandbox.js';
import { registerSummaryRoutes } from './summary.js';

/** The pharmacy's checkout, payment results and invoices by mail (D13–D17). */
export const paymentArea: Area = {
  role: 'pharmacy',
  routes: (app, ctx) => {
    registerCheckoutRoutes(app, ctx);
    registerCancelRoutes(app, ctx);
    registerSummaryRoutes(app, ctx);
    registerConfirmRoutes(app, ctx);
    registerInvoiceRoutes(app, ctx);
  },
};

/** The admin's refunds of orders paid online (its path stays /admin/refund_order). */
export const refundArea: Area = { role: 'admin', routes: registerRefundRoutes };

/** The payment areas; the sandbox is served only while the portal uses it, never next to the real gateway. */
export const paymentAreas = (config: Config): Area[] => [
  paymentArea,
  refundArea,
  ...(usesSandbox(config.satimUrl) ? [sandboxArea] : []),
];
