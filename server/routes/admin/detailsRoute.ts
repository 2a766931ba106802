import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { type ApiError, ok } from '../../http/envelope.js';
import { adminSecurity, bodyOf, formBodySchema, requireId } from './input.js';

interface DetailsRoute {
  path: string;
  summary: string;
  /** message of an id that cannot be one (4001, 400); `admin.invalidId` by default */
  invalidIdKey?: string;
  load: (id: number) => Promise<object | null | undefined>;
  notFound: () => ApiError;
}

/** A `POST /admin/<resource>_details` call (001 §7): body `{id}`, the record answered as `payload[0]`, the resource's 404 when missing. */
export function registerDetailsRoute(app: FastifyInstance, preHandler: preHandlerAsyncHookHandler, route: DetailsRoute) {
  app.post(
    route.path,
    { preHandler, schema: { tags: ['admin'], summary: route.summary, security: adminSecurity, body: formBodySchema(['id']) } },
    async (request, reply) => {
      const record = await route.load(requireId(bodyOf(request.body).id, route.invalidIdKey));
      if (!record) throw route.notFound();
      return ok(request, reply, [record]);
    },
  );
}
