import { RuntimeConfig } from '../../src/contract/answers/public.js';
import type { AppContext } from '../context.js';
import { runtimeConfig } from '../web.js';
import type { AreaApp } from './area.js';

/**
 * The browser app's /config.json, also from the API: behind nginx (deploy/) the instances run with
 * --api-only and nginx forwards the app's /config.json here, so the API's environment configures both.
 */
export function registerRuntimeConfigRoute(app: AreaApp, { config }: AppContext) {
  app.get(
    '/config.json',
    // the app's own file (plain JSON, as the web server serves it), not a call of the API: kept out of /docs
    {
      schema: {
        hide: true,
        summary: "The browser app's runtime configuration: API URL, media URL, reCAPTCHA site key",
        response: { 200: RuntimeConfig },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(runtimeConfig(config)),
  );
}
