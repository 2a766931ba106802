import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCategoryRoutes } from './categories.js';
import { registerFranchiseeRoutes } from './franchisees.js';
import { registerInsightAdminRoutes } from './insight.js';
import { registerOrderAdminRoutes } from './orders.js';
import { registerPharmacyAdminRoutes } from './pharmacies.js';
import { registerProductRoutes } from './products.js';

/** The back office calls of spec 001 §7 (sign-in and password reset live in routes/auth.ts). */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerFranchiseeRoutes(app, ctx);
  registerCategoryRoutes(app, ctx);
  registerProductRoutes(app, ctx);
  registerPharmacyAdminRoutes(app, ctx);
  registerOrderAdminRoutes(app, ctx);
  registerInsightAdminRoutes(app, ctx);
}
