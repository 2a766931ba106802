import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerArea } from '../area.js';
import { registerFranchiseAccountRoutes } from './accounts.js';
import { registerFranchiseFulfilmentRoutes } from './fulfilment.js';
import { registerFranchiseDisputeRoutes } from './disputes.js';
import { registerFranchiseOrderRoutes } from './orders.js';
import { registerFranchisePharmacyRoutes } from './pharmacies.js';
import { registerFranchisePricingRoutes } from './pricing.js';
import { registerFranchiseRecallRoutes } from './recalls.js';
import { registerFranchiseStatsRoutes } from './stats.js';
import { registerFranchiseReceivablesRoutes } from './receivables.js';

/**
 * The franchise area (spec 000 §2, §7): a franchisee runs the pharmacies and follows the orders of its own
 * wilaya, nothing else (D11); anything outside the wilaya answers exactly like a missing id. One plugin whose
 * hook lets only franchisees in (sign-in lives in routes/auth.ts, the invoice download in routes/orderInvoice.ts).
 */
export const registerFranchiseArea = (app: FastifyInstance, ctx: AppContext) =>
  registerArea(app, ctx, {
    role: 'franchise',
    routes: (area, ctx) => {
      registerFranchisePharmacyRoutes(area, ctx);
      registerFranchiseOrderRoutes(area, ctx);
      registerFranchiseStatsRoutes(area, ctx);
      registerFranchiseFulfilmentRoutes(area, ctx);
      registerFranchiseDisputeRoutes(area, ctx);
      registerFranchiseAccountRoutes(area, ctx);
      registerFranchiseRecallRoutes(area, ctx);
      registerFranchiseReceivablesRoutes(area, ctx);
      registerFranchisePricingRoutes(area, ctx);
    },
  });
