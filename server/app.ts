import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { Code } from '../src/contract/codes.js';
import { type Lang, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, ROLES, tokenKeys } from '../src/contract/constants.js';
import { translate } from '../src/contract/messages/index.js';
import { requireRole } from './auth/guard.js';
import { SESSIONS_CHANNEL, SessionCache } from './auth/sessionCache.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { isDatabaseUnavailable } from './db/faults.js';
import { type Database, withDatabasePlugin } from './db/index.js';
import { listenToDatabase } from './db/notifications.js';
import { servedPublicly } from './fulfilment/disputePhotos.js';
import { installAnswerSerializer, checkingAnswers } from './http/answerSerializer.js';
import { ApiError, errorBody } from './http/envelope.js';
import { requestLang } from './http/language.js';
import { frameworkErrorOptions, isDataException, registerJsonParser, schemaRefusal } from './http/badInput.js';
import { ControlCharGuard, registerInputGuard } from './http/inputGuard.js';
import { registerHelmet } from './http/fixedHelmet.js';
import { apiHeaders, apiHelmet, docsCsp } from './http/securityHeaders.js';
import { registerAdminArea } from './routes/admin/index.js';
import { type Area, registerArea } from './routes/area.js';
import { authAreas } from './routes/auth.js';
import { registerFranchiseArea } from './routes/franchise/index.js';
import { recordRequestMetrics } from './routes/metrics.js';
import { operationsArea } from './routes/operations.js';
import { registerOrderInvoiceArea } from './routes/orderInvoice.js';
import { paymentAreas } from './routes/payment/index.js';
import { pharmacyArea } from './routes/pharmacy/index.js';
import { publicArea } from './routes/public.js';

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
      // (busboyOptions: @fastify/multipart logs the request's headers at trace level)
      paths: [
        ...['req.headers', 'busboyOptions.headers'].flatMap((at) => [
          ...roleHeaders.map((h) => `${at}["${h}"]`),
          `${at}.authorization`,
        ]),
        '*.password',
        '*.cvv',
      ],
      censor: '[hidden]',
    },
  };
}

export async function buildApp(
  config: Config,
  rawDb: Database,
  opts: {
    logger?: FastifyServerOptions['logger'];
    /** Told every route as it is registered (the test that lists the routes without a response schema). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
) {
  // no text with control characters reaches the database from a request
  const db = withDatabasePlugin(rawDb, new ControlCharGuard());
  const app: FastifyInstance = Fastify({
    logger: opts.logger ?? loggerOptions(config.logLevel),
    // our own onResponse hook logs one line per request
    logController: new LogController({ disableRequestLogging: true }),
    // rate limits count per client address: trust X-Forwarded-For only behind our own proxy
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // a client must send its whole request (headers and body) within requestTimeout, and a connection silent
    // for idleTimeout is closed: slow-body clients cannot hold connections open (408, then closed)
    requestTimeout: config.requestTimeout * 1000,
    connectionTimeout: config.idleTimeout * 1000,
    http: { headersTimeout: config.requestTimeout * 1000, connectionsCheckingInterval: 1000 },
    // no coercion (D36): a body's array, object or "1e3" is never turned into the text or number a field takes;
    // query strings and path parameters are declared as strings and read by their handlers
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, allErrors: false } },
    ...frameworkErrorOptions(() => apiHeaders(config)),
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  registerJsonParser(app);
  // answers go out as JSON.stringify writes them; CHECK_ANSWERS=1 checks them against their schemas (docs/answers.md)
  installAnswerSerializer(app, { check: checkingAnswers() });
  const sessions = new SessionCache();
  const stopListening = await listenToDatabase(
    rawDb,
    config.databaseUrl,
    SESSIONS_CHANNEL,
    { onPayload: (what) => sessions.forget(what), onLive: (live) => sessions.setLive(live) },
    app.log,
  );
  app.addHook('onClose', async () => {
    sessions.close();
    await stopListening();
  });
  const ctx: AppContext = {
    config,
    db,
    guard: (role) => requireRole(db, config, role, sessions),
    mediaDir: path.join(config.dataDir, 'media'),
  };

  app.decorateRequest('lang', 'fr');
  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request);
  });
  registerInputGuard(app, [...roleHeaders, 'language', 'lang', 'x-forwarded-for']);
  // One log line per request, without bodies or token headers.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  recordRequestMetrics(app);

  app.setErrorHandler((error: Error & { validation?: unknown; statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof ApiError) {
      const { status, body } = errorBody(request.lang, error);
      return reply.status(status).send(body);
    }
    if (error.validation) {
      const { status, body } = errorBody(request.lang, schemaRefusal(request.lang, error));
      return reply.status(status).send(body);
    }
    if (isDataException(error)) {
      request.log.warn({ err: error }, 'value refused by the database');
      return reply
        .status(400)
        .send({ code: Code.VALIDATION, payload: [], meta: translate(request.lang, 'server.badRequest') });
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply
        .status(413)
        .send({ code: Code.VALIDATION, payload: [], meta: translate(request.lang, 'server.payloadTooLarge') });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: Code.VALIDATION, payload: [], meta: translate(request.lang, 'server.badRequest') });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send({ code: Code.SERVER_ERROR, payload: [], meta: translate(request.lang, 'server.databaseUnavailable') });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ code: Code.SERVER_ERROR, payload: [], meta: translate(request.lang, 'server.error') });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ code: Code.NOT_FOUND, payload: [], meta: translate(request.lang, 'server.routeNotFound') }),
  );

  // security headers on every answer; the sandbox pages set their own policy (routes/payment/sandbox.ts)
  await registerHelmet(app, apiHelmet(config));
  await app.register(cors, {
    // read at each request: the web URL may be set after start-up (tests start the web server second)
    origin: (origin, cb) => cb(null, origin === config.webUrl.replace(/\/+$/, '')),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'language', 'lang', 'idempotency-key', ...roleHeaders],
    exposedHeaders: ['content-disposition'],
    maxAge: 600,
  });
  // JSON answers over 1 KB go out brotli or gzip, whichever the client takes; PDFs and images are left as they are.
  // Brotli at quality 3: on a page of orders (5-45 KB of JSON) as small as at the plugin's 4, for half its CPU.
  // Answers up to 64 KB are compressed in one call, not through a stream (the plugin's default on 2 cores is 8 KB):
  // a page of the back-orders queue (22 KB) went from 439 to 1 425 req/s at 50 connections (p99 180 → 94 ms), the
  // stream's chunked writes costing more than the compression (docs/performance.md → Compression).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 65_536,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
      },
    },
  });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_PRODUCT_IMAGES, fields: 40, fieldSize: 10_000 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'ParaPharm DZ ordering portal API',
        description:
          'Every JSON answer is `{code, payload, meta}`: 2001 success, 2000 tokens renewed (repeat the call); ' +
          '5001 with HTTP 503 while the database is unreachable (try again). ' +
          'Each role sends its two token headers; `language: 1` French, `2` English, `3` Arabic (an addition to spec 000 §7).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: Object.fromEntries(
          ROLES.map((r) => [`${r}Access`, { type: 'apiKey' as const, in: 'header', name: tokenKeys(r).accessHeader }]),
        ),
      },
    },
  });
  // no badge from validator.swagger.io: the page loads nothing from elsewhere
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: docsCsp(config), uiConfig: { validatorUrl: null } });
  await app.register(fastifyStatic, {
    root: ctx.mediaDir,
    prefix: '/media/',
    // server-made names never change content
    maxAge: '365d',
    immutable: true,
    decorateReply: true,
    // the disputes' photos are answered only by the guarded dispute_photo calls, private (D116)
    allowedPath: (pathName) => servedPublicly(pathName),
  });

  const areas: Area[] = [publicArea, ...authAreas, pharmacyArea, ...paymentAreas(config), operationsArea];
  for (const area of areas) await registerArea(app, ctx, area);
  await registerAdminArea(app, ctx);
  await registerFranchiseArea(app, ctx);
  await registerOrderInvoiceArea(app, ctx);
  return app;
}
