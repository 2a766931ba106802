import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerAddressRoutes } from './addresses.js';
import { registerBasketRoutes } from './basket.js';
import { registerCardRoutes } from './cards.js';
import { registerCatalogueRoutes } from './catalogue.js';
import { registerOrderRoutes } from './orders.js';
import { registerProfileRoutes } from './profile.js';
import { registerReorderRoutes } from './reorder.js';

/** The pharmacy storefront calls (spec 000 §7 "Pharmacy"); sign-in, password and checkout calls live elsewhere. */
export function registerPharmacyRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCatalogueRoutes(app, ctx);
  registerBasketRoutes(app, ctx);
  registerAddressRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerProfileRoutes(app, ctx);
  registerReorderRoutes(app, ctx);
}
