import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerArea } from '../area.js';
import { registerAccountAdminRoutes } from './accounts.js';
import { registerCategoryRoutes } from './categories.js';
import { registerDisputeAdminRoutes } from './disputes.js';
import { registerFranchiseeRoutes } from './franchisees.js';
import { registerFulfilmentAdminRoutes } from './fulfilment.js';
import { registerInsightAdminRoutes } from './insight.js';
import { registerLotAdminRoutes } from './lots.js';
import { registerOrderAdminRoutes } from './orders.js';
import { registerPharmacyAdminRoutes } from './pharmacies.js';
import { registerPricingAdminRoutes } from './pricing.js';
import { registerShortageAdminRoutes } from './shortages.js';
import { registerProductRoutes } from './products.js';
import { registerRecallAdminRoutes } from './recalls.js';
import { registerReceivablesAdminRoutes } from './receivables.js';

/**
 * The back office calls of spec 001 §7 (sign-in and password reset live in routes/auth.ts; the refund in
 * routes/payment/refunds.ts): one plugin whose hook lets only admins in.
 */
export const registerAdminArea = (app: FastifyInstance, ctx: AppContext) =>
  registerArea(app, ctx, {
    role: 'admin',
    routes: (area, ctx) => {
      registerFranchiseeRoutes(area, ctx);
      registerCategoryRoutes(area, ctx);
      registerProductRoutes(area, ctx);
      registerPharmacyAdminRoutes(area, ctx);
      registerOrderAdminRoutes(area, ctx);
      registerInsightAdminRoutes(area, ctx);
      registerFulfilmentAdminRoutes(area, ctx);
      registerDisputeAdminRoutes(area, ctx);
      registerLotAdminRoutes(area, ctx);
      registerAccountAdminRoutes(area, ctx);
      registerRecallAdminRoutes(area, ctx);
      registerReceivablesAdminRoutes(area, ctx);
      registerPricingAdminRoutes(area, ctx);
      registerShortageAdminRoutes(area, ctx);
    },
  });
