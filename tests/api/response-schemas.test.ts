import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApi, type TestApi } from '../support/api.js';

/** Every route the app registers, as Fastify's onRoute hook sees it (added to each instance buildApp makes). */
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const withRouteList = ((opts?: object) => {
    const app = real.default(opts);
    app.addHook('onRoute', (route) => void registered.push(route));
    return app;
  }) as typeof real.default;
  return { ...real, default: withRouteList, fastify: withRouteList };
});

/** Routes of the plugins, not ours: the OpenAPI page and the media files. */
const pluginRoute = (url: string) => url === '/docs' || url.startsWith('/docs/') || url.startsWith('/media/');

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
    api = await startApi({ seed: false });
  });
  afterAll(() => api?.close());

  it('every route of the app declares its answer', () => {
    const ours = registered.filter((r) => !methodsOf(r).every((m) => m === 'HEAD') && !pluginRoute(r.url));
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
