import path from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { Code } from '../src/contract/codes.js';
import { type Lang, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, ROLES, tokenKeys } from '../src/contract/constants.js';
import { translate } from '../src/contract/messages/index.js';
import { requireRole } from './auth/guard.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/index.js';
import { ApiError, errorBody } from './http/envelope.js';
import { requestLang } from './http/language.js';
import { registerAdminRoutes } from './routes/admin/index.js';
import { registerAuthRoutes } from './routes/auth.js';
import { registerFranchiseRoutes } from './routes/franchise.js';
import { registerPaymentRoutes } from './routes/payment/index.js';
import { registerPharmacyRoutes } from './routes/pharmacy/index.js';
import { registerPublicRoutes } from './routes/public.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

const roleHeaders = ROLES.flatMap((r) => [tokenKeys(r).accessHeader, tokenKeys(r).refreshHeader]);

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // tokens, passwords and card data never reach the logs
    redact: {
      paths: [...roleHeaders.map((h) => `req.headers["${h}"]`), 'req.headers.authorization', '*.password', '*.cvv'],
      censor: '[hidden]',
    },
  };
}

export async function buildApp(config: Config, db: Database, opts: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app: FastifyInstance = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    // our own onResponse hook logs one line per request
    logController: new LogController({ disableRequestLogging: true }),
    // rate limits count per client address: trust X-Forwarded-For only behind our own proxy
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, allErrors: false } },
  });
  const ctx: AppContext = {
    config,
    db,
    guard: (role) => requireRole(db, config, role),
    mediaDir: path.join(config.dataDir, 'media'),
  };

  app.decorateRequest('lang', 'fr');
  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request);
  });
  // One log line per request, without bodies or token headers.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  app.setErrorHandler((error: Error & { validation?: unknown; statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof ApiError) {
      const { status, body } = errorBody(request.lang, error);
      return reply.status(status).send(body);
    }
    if (error.validation) {
      return reply.status(400).send({ code: Code.VALIDATION, payload: [], meta: `${translate(request.lang, 'server.badRequest')} (${error.message})` });
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ code: Code.VALIDATION, payload: [], meta: translate(request.lang, 'server.payloadTooLarge') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: Code.VALIDATION, payload: [], meta: translate(request.lang, 'server.badRequest') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: Code.SERVER_ERROR, payload: [], meta: translate(request.lang, 'server.error') });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ code: Code.NOT_FOUND, payload: [], meta: translate(request.lang, 'server.routeNotFound') }),
  );

  await app.register(cors, {
    // read at each request: the web URL may be set after start-up (tests start the web server second)
    origin: (origin, cb) => cb(null, origin === config.webUrl.replace(/\/+$/, '')),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'language', 'lang', ...roleHeaders],
    exposedHeaders: ['content-disposition'],
    maxAge: 600,
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES, fields: 40, fieldSize: 10_000 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ParaPharm DZ ordering portal API',
        description:
          'Every JSON answer is `{code, payload, meta}`: 2001 success, 2000 tokens renewed (repeat the call). ' +
          'Each role sends its two token headers; `language: 1` French, `2` English.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: Object.fromEntries(
          ROLES.map((r) => [`${r}Access`, { type: 'apiKey' as const, in: 'header', name: tokenKeys(r).accessHeader }]),
        ),
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(fastifyStatic, {
    root: ctx.mediaDir,
    prefix: '/media/',
    // server-made names never change content
    maxAge: '365d',
    immutable: true,
    decorateReply: true,
  });

  registerPublicRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerFranchiseRoutes(app, ctx);
  registerPharmacyRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  return app;
}
