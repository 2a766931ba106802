import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import { ApiError } from './envelope.js';
import { requestLang } from './language.js';

/**
 * Malformed requests answer the `{code, payload, meta}` envelope with a 4xx, never a 5xx: JSON nested too deep,
 * and what Fastify refuses before any route runs (malformed URL, too long parameter, broken HTTP).
 */

/** Deepest nesting a JSON body may have; the forms are flat, a deeper body is an attack on the parsers. */
export const MAX_JSON_DEPTH = 16;

/** True when the JSON text nests arrays/objects deeper than `limit` (brackets inside strings do not count). */
export function jsonTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** Fastify's JSON parser (with its prototype-poisoning checks), behind a depth check. */
export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonTooDeep(body as string))
      return done(
        new ApiError(Code.VALIDATION, 'server.jsonTooDeep', { status: 400, vars: { max: MAX_JSON_DEPTH } }),
        undefined,
      );
    parse(request, body as string, done);
  });
}

type AjvError = { instancePath?: string; keyword?: string; params?: { missingProperty?: string } };

/**
 * A body refused by its route's schema, named by field in the user's language (D36): an array, object or boolean
 * where a text or number is declared, a required field missing. Ajv's own English sentence is not shown.
 */
export function schemaRefusal(lang: Lang, error: { validation?: unknown }): ApiError {
  const first = (Array.isArray(error.validation) ? error.validation[0] : undefined) as AjvError | undefined;
  const missing = first?.keyword === 'required' ? first.params?.missingProperty : undefined;
  const field = missing ?? (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  if (!field) return new ApiError(Code.VALIDATION, 'server.badRequest', { status: 400 });
  const problem = missing ? 'validation.required' : 'validation.plainValue';
  return new ApiError(Code.VALIDATION, 'server.fieldKind', {
    status: 400,
    vars: { field },
    payload: [{ path: field, msg: translate(lang, problem) }],
  });
}

/**
 * A PostgreSQL "data exception" (SQLSTATE class 22: number out of range, invalid text…): a value the
 * validation let through. The client's input is refused (400), not reported as a server failure.
 */
export const isDataException = (error: unknown): boolean =>
  /^22[0-9A-Z]{3}$/.test(String((error as { code?: unknown })?.code ?? ''));

const envelope = (meta: string) => JSON.stringify({ code: Code.VALIDATION, payload: [], meta });

/**
 * Fastify options for the answers it sends before the hooks (so before helmet): the envelope, and the
 * API's security headers (`headers`).
 */
export function frameworkErrorOptions(
  headers: () => Record<string, string>,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .status(status)
        .headers(headers())
        .type('application/json; charset=utf-8')
        .send(envelope(translate(requestLang(request), 'server.badRequest')));
    },
    // broken HTTP (bad request line, header with control characters…): no request object, only the socket
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const timeout = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
      const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
      const [status, text] = timeout
        ? [408, 'Request Timeout']
        : tooLarge
          ? [431, 'Request Header Fields Too Large']
          : [400, 'Bad Request'];
      const body = envelope(translate('fr', tooLarge ? 'server.payloadTooLarge' : 'server.badRequest'));
      const head = Object.entries({
        ...headers(),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      if (socket.writable) socket.write(`HTTP/1.1 ${status} ${text}\r\n${head}\r\n${body}`);
      socket.destroy(error);
    },
  };
}
