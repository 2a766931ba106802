import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { registerHelmet } from '../../server/http/fixedHelmet';
import { apiHelmet, sandboxPageHelmet, webHelmet } from '../../server/http/securityHeaders';

const config = loadConfig({
  PUBLIC_API_URL: 'https://api.portal.test',
  WEB_URL: 'https://portal.test',
  MEDIA_URL: 'https://api.portal.test/media/',
});
const ignored = new Set(['date', 'connection', 'keep-alive', 'content-length']);

/** The headers of a plain answer and of a page with its own policy. */
async function answers(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => {
    reply.helmet(sandboxPageHelmet(config, '<style>p{}</style>'));
    return reply.type('text/html').send('<p>page</p>');
  });
  const headers = async (url: string) =>
    Object.fromEntries(Object.entries((await app.inject({ url })).headers).filter(([name]) => !ignored.has(name)));
  const result = { plain: await headers('/'), page: await headers('/page') };
  await app.close();
  return result;
}

describe('registerHelmet', () => {
  for (const [name, options] of [
    ['API', apiHelmet(config)],
    ['web', webHelmet(config, '<script>boot()</script>')],
  ] as const) {
    it(`sets exactly the headers @fastify/helmet sets (${name}), and keeps reply.helmet for a page's own policy`, async () => {
      const fixed = await answers((app) => registerHelmet(app, options));
      const plugin = await answers(async (app) => {
        await app.register(fastifyHelmet, options);
      });
      expect(fixed).toEqual(plugin);
      expect(fixed.plain['x-frame-options']).toBe('DENY');
      expect(fixed.plain['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(fixed.page['content-security-policy']).toContain("style-src 'sha256-");
    });
  }
});
