import type { Area } from '../area.js';
import { registerAccountRoutes } from './account.js';
import { registerAddressRoutes } from './addresses.js';
import { registerBasketRoutes } from './basket.js';
import { registerCardRoutes } from './cards.js';
import { registerCatalogueRoutes } from './catalogue.js';
import { registerPharmacyFulfilmentRoutes } from './fulfilment.js';
import { registerDisputeRoutes } from './disputes.js';
import { registerOrderRoutes } from './orders.js';
import { registerProfileRoutes } from './profile.js';
import { registerPharmacyRecallRoutes } from './recalls.js';
import { registerReorderRoutes } from './reorder.js';
import { registerShortageRoutes } from './shortages.js';

/** The pharmacy storefront calls (spec 000 §7 "Pharmacy"); sign-in, password and checkout calls live elsewhere. */
export const pharmacyArea: Area = {
  role: 'pharmacy',
  routes: (app, ctx) => {
    registerCatalogueRoutes(app, ctx);
    registerBasketRoutes(app, ctx);
    registerAddressRoutes(app, ctx);
    registerCardRoutes(app, ctx);
    registerOrderRoutes(app, ctx);
    registerProfileRoutes(app, ctx);
    registerReorderRoutes(app, ctx);
    registerPharmacyFulfilmentRoutes(app, ctx);
    registerDisputeRoutes(app, ctx);
    registerAccountRoutes(app, ctx);
    registerPharmacyRecallRoutes(app, ctx);
    registerShortageRoutes(app, ctx);
  },
};
