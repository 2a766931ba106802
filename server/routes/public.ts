import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ok } from '../http/envelope.js';

export function registerPublicRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/ok', { schema: { tags: ['public'], summary: 'Server reachability: code 2001' } }, async (request, reply) =>
    ok(request, reply, []),
  );

  app.get(
    '/wilayas_list',
    { schema: { tags: ['public'], summary: 'The 58 wilayas plus the 11 of the 2025 reform (D19)' } },
    async (request, reply) => {
      const wilayas = await db
        .selectFrom('wilayas')
        .select(['id', 'code', 'name', 'name_ar', 'from2027'])
        .orderBy('code')
        .execute();
      return ok(request, reply, wilayas);
    },
  );
}
