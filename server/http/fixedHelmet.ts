import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

type Header = [name: string, value: string | number | readonly string[]];
type HelmetOptions = Parameters<typeof helmet>[0];

/** The headers helmet sets for a set of options (and the ones it removes), read once from helmet itself. */
function helmetHeaders(helmetOptions: HelmetOptions): { set: Header[]; removed: string[] } {
  const set: Header[] = [];
  const removed: string[] = [];
  const probe = {
    setHeader: (name: string, value: Header[1]) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as ServerResponse;
  helmet(helmetOptions)(probe as never, probe, () => {});
  return { set, removed };
}

/**
 * @fastify/helmet's headers, computed once. The plugin builds helmet's middleware again at each request (its options
 * read, its policy written out: some 20 µs of each API call), for headers that never change, and its two hooks ran
 * even once it no longer set them. Here one hook sets them, and `reply.helmet(…)` (typed by @fastify/helmet) applies
 * a page's own policy over the same options, as the plugin's does (the sandbox's pages).
 */
export async function registerHelmet(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const { enableCSPNonces: _nonces, global: _global, ...fastifyTyped } = options;
  // the same options, typed by @fastify/helmet's copy of helmet's types
  const helmetOptions = fastifyTyped as HelmetOptions;
  const { set, removed } = helmetHeaders(helmetOptions);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    done();
  });
  app.decorateReply('helmet', function (this: FastifyReply, own?: HelmetOptions) {
    helmet({ ...helmetOptions, ...own } as HelmetOptions)(this.request.raw, this.raw, () => {});
  } as FastifyReply['helmet']);
}
