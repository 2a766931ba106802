import Fastify, { type RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAnswerSerializer } from '../../server/http/answerSerializer.js';
import { startApi, type TestApi } from '../support/api.js';

/** Every route the app registers, as Fastify's onRoute hook sees it. */
const registered: RouteOptions[] = [];

/** Routes of the plugins, not ours: the OpenAPI page, the media files and the CORS preflight. */
const pluginRoute = (route: RouteOptions) =>
  route.url === '/docs' ||
  route.url.startsWith('/docs/') ||
  route.url.startsWith('/media/') ||
  (route.url === '*' && methodsOf(route).every((m) => m === 'OPTIONS'));

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
const routeName = (route: RouteOptions) => `${methodsOf(route).join(',')} ${route.url}`;

/** A declared success answer: a 2xx or 3xx status, or `2xx`/`default`, with a schema or a content map. */
const hasSuccessSchema = (route: RouteOptions) => {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  return Boolean(response && Object.keys(response).some((status) => /^(2|3)\d\d$|^2xx$|^default$/.test(status)));
};

describe('response schemas (issue 39 §4, docs/answers.md)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ seed: false, onRoute: (route) => void registered.push(route) });
  });
  afterAll(() => api?.close());

  it('every route of the app declares its answer', () => {
    const ours = registered.filter((r) => !methodsOf(r).every((m) => m === 'HEAD') && !pluginRoute(r));
    expect(ours.length).toBeGreaterThan(140);
    expect(ours.filter((r) => !hasSuccessSchema(r)).map(routeName)).toEqual([]);
  });

  it('the OpenAPI document shows an answer for every call it lists', async () => {
    const res = await api.call('GET', '/docs/json');
    expect(res.status).toBe(200);
    const missing: string[] = [];
    for (const [path, item] of Object.entries(res.body.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const responses = Object.values(operation.responses ?? {}) as { content?: unknown }[];
        if (!responses.some((r) => r.content)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the answer serializer (server/http/answerSerializer.ts)', () => {
  const answerApp = async (check: boolean, answer: unknown) => {
    const app = Fastify({ logger: false });
    installAnswerSerializer(app, { check });
    app.get(
      '/x',
      { schema: { response: { 200: Type.Object({ n: Type.Integer(), s: Type.String() }) } } },
      async () => answer,
    );
    await app.ready();
    return app;
  };

  it('sends what JSON.stringify writes: nothing dropped, nothing coerced', async () => {
    const app = await answerApp(false, { n: '12', s: 3, extra: { deep: [1] }, when: new Date(0) });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.body).toBe('{"n":"12","s":3,"extra":{"deep":[1]},"when":"1970-01-01T00:00:00.000Z"}');
    await app.close();
  });

  it('with the check, an answer its schema does not describe fails with 500', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = await answerApp(true, { n: '12', s: 'a' });
    expect((await bad.inject({ method: 'GET', url: '/x' })).statusCode).toBe(500);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('GET /x (200) does not match its schema: /n'));
    await bad.close();
    error.mockRestore();
    const good = await answerApp(true, { n: 12, s: 'a', more: true });
    const res = await good.inject({ method: 'GET', url: '/x' });
    expect([res.statusCode, res.body]).toEqual([200, '{"n":12,"s":"a","more":true}']);
    await good.close();
  });
});
