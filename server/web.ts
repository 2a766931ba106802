import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(root, 'dist');

/** What the browser app reads at start-up, so one build serves any deployment (D1). */
export const runtimeConfig = (config: Config) => ({
  apiUrl: config.publicApiUrl,
  mediaUrl: config.mediaUrl,
  recaptchaSiteKey: config.recaptchaSiteKey,
});

export async function buildWebIfMissing(log: Logger, distDir = DIST_DIR): Promise<string> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    log.info('No build of the browser app yet: building it (once)…');
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn' });
  }
  return distDir;
}

/** Serves the built app: hashed assets cached for a year, every other path answers index.html (client routes). */
export async function startWebServer(config: Config, distDir: string, log: Logger) {
  const web = Fastify({ logger: false });
  web.get('/config.json', async (_req, reply) => reply.header('cache-control', 'no-store').send(runtimeConfig(config)));
  await web.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders(res, file) {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const indexHtml = fs.readFileSync(path.join(distDir, 'index.html'));
  web.setNotFoundHandler((request, reply) => {
    if (/\.\w{2,5}$/.test(request.url.split('?')[0]!)) return reply.status(404).send('Not found');
    return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
  await web.listen({ port: config.webPort, host: config.host });
  log.info(`Browser app on ${config.webUrl}`);
  return web;
}
