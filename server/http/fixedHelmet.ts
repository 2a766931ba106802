import type { ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

type Header = [name: string, value: string | number | readonly string[]];

/** The headers helmet sets for a set of options (and the ones it removes), read once from helmet itself. */
function helmetHeaders(options: FastifyHelmetOptions): { set: Header[]; removed: string[] } {
  const set: Header[] = [];
  const removed: string[] = [];
  const probe = {
    setHeader: (name: string, value: Header[1]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as ServerResponse;
  const { enableCSPNonces: _nonces, global: _global, ...helmetOptions } = options;
  // the same options, typed by @fastify/helmet's copy of helmet's types
  helmet(helmetOptions as Parameters<typeof helmet>[0])(probe as never, probe, () => {});
  return { set, removed };
}

/**
 * @fastify/helmet, with the headers of every answer computed once. The plugin builds helmet's middleware again at
 * each request (its options read, its policy written out: some 20 µs of each API call), for headers that never
 * change. Here one hook sets them; the plugin stays for `reply.helmet(…)`, a page's own policy (the sandbox's).
 */
export async function registerHelmet(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  await app.register(fastifyHelmet, { ...options, global: false });
  const { set, removed } = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
}
