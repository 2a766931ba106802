import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { Role } from '../../src/contract/constants.js';
import type { AppContext } from '../context.js';

/** A route plugin's Fastify: bodies, queries and params typed from their TypeBox schemas. */
export type AreaApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface Area {
  /** The role whose guard runs before every route of the area (none: public calls). */
  role?: Role;
  routes: (app: AreaApp, ctx: AppContext) => void;
}

/**
 * Registers one area as an encapsulated plugin, in the shape of fastify/demo's autohooks: the role's guard is
 * added once, as a hook of the plugin, and runs before the routes' own preHandlers (idempotency comes after it).
 */
export async function registerArea(app: FastifyInstance, ctx: AppContext, area: Area) {
  await app.register(async (scope) => {
    if (area.role) scope.addHook('preHandler', ctx.guard(area.role));
    area.routes(scope.withTypeProvider<TypeBoxTypeProvider>(), ctx);
  });
}
