import type { Area } from './area.js';
import { registerHealthRoutes } from './health.js';
import { registerMetricsRoutes } from './metrics.js';
import { registerRuntimeConfigRoute } from './runtimeConfig.js';

/** Calls of the operators and the nginx layout (docs/operations.md): probes, metrics and the app's /config.json. */
export const operationsArea: Area = {
  routes: (app, ctx) => {
    registerHealthRoutes(app, ctx);
    registerMetricsRoutes(app, ctx);
    registerRuntimeConfigRoute(app, ctx);
  },
};
