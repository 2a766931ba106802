import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { frameworkErrorOptions } from './http/badInput.js';
import { registerHelmet } from './http/fixedHelmet.js';
import { headerValues, webHelmet } from './http/securityHeaders.js';
import { entryPreloads, LANDING_HTML, readManifest } from './webPreload.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(root, 'dist');
/** The first slide of the landing carousel (src/public/landing/HeroCarousel.tsx): the landing page's LCP image. */
const LANDING_HERO = '/img/slide-1.webp';

/** What the browser app reads at start-up, so one build serves any deployment (D1). */
export const runtimeConfig = (config: Config) => ({
  apiUrl: config.publicApiUrl,
  mediaUrl: config.mediaUrl,
  recaptchaSiteKey: config.recaptchaSiteKey,
  socialLinks: config.socialLinks,
  // the franchise app offers "record a cash collection" only where it is allowed (issue 30 §5, D96)
  franchiseCashCollection: config.franchiseCashCollection,
  // printed at the top of a payment receipt (issue 27 §11); the same public identity the invoices print
  company: {
    name: config.company.name,
    address: config.company.address,
    rc: config.company.rc,
    nif: config.company.nif,
    phone: config.company.phone,
  },
});

export async function buildWebIfMissing(log: Logger, distDir = DIST_DIR): Promise<string> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    log.info('No build of the browser app yet: building it (once)…');
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn' });
  }
  return distDir;
}

/**
 * Serves the built app: hashed assets cached for a year, every other path answers index.html (client routes).
 * Files are sent brotli- or gzip-compressed from the `.br`/`.gz` copies the build writes (scripts/precompress.ts).
 */
export async function startWebServer(config: Config, distDir: string, log: Logger) {
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'));
  // the landing page drawn before the app's code has loaded (scripts/prerenderLanding.ts), served for / only
  const landing = fs.existsSync(path.join(distDir, LANDING_HTML)) ? LANDING_HTML : 'index.html';
  const pages =
    landing === LANDING_HTML
      ? `${indexHtml}\n${fs.readFileSync(path.join(distDir, landing))}`
      : indexHtml.toString('utf8');
  const securityHeaders = headerValues(webHelmet(config, pages));
  const web = Fastify({
    logger: false,
    // the same limits as the API (app.ts): a slow client is answered 408 and its connection closed
    requestTimeout: config.requestTimeout * 1000,
    connectionTimeout: config.idleTimeout * 1000,
    http: { headersTimeout: config.requestTimeout * 1000, connectionsCheckingInterval: 1000 },
    // answers sent before any hook (malformed URL, broken HTTP) carry the security headers too
    ...frameworkErrorOptions(() => securityHeaders),
  });
  const manifest = readManifest(distDir);
  const preloads = manifest ? entryPreloads(manifest) : [];
  await registerHelmet(web, webHelmet(config, pages));
  web.get('/config.json', async (_req, reply) => reply.header('cache-control', 'no-store').send(runtimeConfig(config)));
  await web.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, file) {
      res.header(
        'cache-control',
        file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  web.setNotFoundHandler((request, reply) => {
    if (/\.\w{2,5}$/.test(request.url.split('?')[0]!)) return reply.status(404).send('Not found');
    // index.html, compressed like the assets when the build wrote its .br/.gz copies; the landing page's largest
    // picture and an entry page's route chunks are asked for at once, before the app's code has run
    const pathname = request.url.split('?')[0]!;
    let links = [...(preloads.find((p) => p.match.test(pathname))?.links ?? [])];
    if (pathname === '/') {
      // the prerendered page is drawn without its code: the code waits for the page and the picture
      if (landing === LANDING_HTML) links = links.map((link) => `${link}; fetchpriority=low`);
      links.unshift(`<${LANDING_HERO}>; rel=preload; as=image; fetchpriority=high`);
    }
    if (links.length) reply.header('link', links.join(', '));
    return reply.header('cache-control', 'no-cache').sendFile(pathname === '/' ? landing : 'index.html');
  });
  await web.listen({ port: config.webPort, host: config.host });
  log.info(`Browser app on ${config.webUrl}`);
  return web;
}
