import { Type } from 'typebox';
import { Empty, publicResponse } from '../../src/contract/answers/envelope.js';
import { Wilaya } from '../../src/contract/answers/public.js';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { pingDatabase } from '../db/faults.js';
import { ok } from '../http/envelope.js';
import type { Area, AreaApp } from './area.js';

/** `/ok` is the load balancer's probe: an instance whose database does not answer this fast is out. */
const OK_DATABASE_MS = 1000;

/** Calls without a token: the landing page's (spec 000 §7 "Public") and the probe of the contract. */
export const publicArea: Area = { routes: registerPublicRoutes };

function registerPublicRoutes(app: AreaApp, { db }: AppContext) {
  app.get(
    '/ok',
    {
      schema: {
        tags: ['public'],
        summary: 'Server reachability: code 2001 when the database answers within 1 s, else 5001 (HTTP 503)',
        response: publicResponse(Empty),
      },
    },
    async (request, reply) => {
      await pingDatabase(() => sql`SELECT 1`.execute(db), OK_DATABASE_MS);
      return ok(request, reply, []);
    },
  );

  app.get(
    '/wilayas_list',
    {
      schema: {
        tags: ['public'],
        summary: 'The 58 wilayas plus the 11 of the 2025 reform (D19)',
        response: publicResponse(Type.Array(Wilaya)),
      },
    },
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
