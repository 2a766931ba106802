import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { Code } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import { hasControlChars, hasInvisibleFormatting } from '../../src/contract/validation.js';
import { ApiError } from './envelope.js';

/**
 * Control characters never get in (the rule is src/contract/validation.ts `hasControlChars`). Body fields of
 * a form are refused by its validation with the field's own code; everything else is caught here, in the
 * two places every request goes through: before validation (query string, path, headers the server reads),
 * and at the database (any other text that would reach it).
 */

/** Where the first text with control characters is (`query.search`), or null. */
function controlCharPath(value: unknown, path: string, multiline: boolean): string | null {
  if (typeof value === 'string') return hasControlChars(value, multiline) ? path : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharPath(item, `${path}.${key}`, multiline);
      if (found) return found;
    }
  }
  return null;
}

const refusal = (request: FastifyRequest, path: string) => {
  const vars = { field: path };
  return new ApiError(Code.VALIDATION, 'server.controlChars', {
    status: 400,
    vars,
    payload: [{ path, msg: translate(request.lang, 'server.controlChars', vars) }],
  });
};

/** Fields whose text is a secret the user typed, compared and never shown: left as typed. */
const SECRET = /password|captcha|token/i;

/** The texts of the request that hold invisible formatting characters, each with where it was sent. */
interface SentTexts {
  invisible: { text: string; path: string }[];
  lang?: Lang;
}
const sentTexts = new AsyncLocalStorage<SentTexts>();

/** The body's texts holding invisible formatting characters. Only plain objects and arrays are descended into. */
function collectInvisible(value: unknown, path: string, into: SentTexts['invisible']) {
  if (typeof value === 'string') {
    if (hasInvisibleFormatting(value)) into.push({ text: value, path });
    return;
  }
  if (Array.isArray(value) || (value && Object.getPrototypeOf(value) === Object.prototype))
    for (const [key, item] of Object.entries(value as object))
      if (!SECRET.test(key)) collectInvisible(item, path ? `${path}.${key}` : key, into);
}

/**
 * Refuses control characters in the query string, path parameters and the given request headers. Texts of the body
 * holding invisible formatting characters (issue 37 §8) are noted: a form's field is refused by its validation with
 * its own code (failedRule), any other is refused by ControlCharGuard when it would reach the database, and so a
 * document, a mail or another user's screen. The server's own texts (isolates laying out Arabic) are not refused.
 */
export function registerInputGuard(app: FastifyInstance, headerNames: readonly string[]) {
  app.addHook('onRequest', (_request, _reply, done) => sentTexts.run({ invisible: [] }, done));
  app.addHook('preValidation', async (request) => {
    const headers = Object.fromEntries(headerNames.map((name) => [name, request.headers[name]]));
    const found =
      controlCharPath(request.query, 'query', false) ??
      controlCharPath(request.params, 'params', false) ??
      controlCharPath(headers, 'headers', false);
    if (found) throw refusal(request, found);
    const sent = sentTexts.getStore();
    if (!sent) return;
    sent.lang = request.lang;
    collectInvisible(request.body, '', sent.invisible);
  });
}

/** The text fields of a multipart form, read in the handler: noted as a JSON body's are. */
export function noteSentFields(fields: Record<string, string[]>) {
  const sent = sentTexts.getStore();
  if (!sent) return;
  for (const [key, values] of Object.entries(fields))
    if (!SECRET.test(key)) for (const v of values) collectInvisible(v, key, sent.invisible);
}

/** A value about to be written that holds a text the user sent with invisible formatting characters. */
function refuseInvisible(value: unknown) {
  if (!hasInvisibleFormatting(value)) return;
  const store = sentTexts.getStore();
  const sent = store?.invisible.find((t) => (value as string).includes(t.text));
  if (!sent) return;
  const vars = { field: sent.path };
  throw new ApiError(Code.VALIDATION, 'server.invisibleChars', {
    status: 400,
    vars,
    payload: [{ path: sent.path, msg: translate(store?.lang ?? 'fr', 'server.invisibleChars', vars) }],
  });
}

function refuseControlChars(value: unknown) {
  // multi-line texts (notes, descriptions, mails) keep their tabs and line breaks
  if (hasControlChars(value, true)) throw new ApiError(Code.VALIDATION, 'server.controlCharsText', { status: 400 });
  refuseInvisible(value);
}

/**
 * Checks every value of a query's tree where it stands: read-only, not a transformer, which would rebuild the tree.
 * Only objects are descended into (a node's names and kinds are strings): the walk of a large search statement cost
 * as much as compiling it when every property was visited.
 */
function checkValues(node: object): void {
  if (Array.isArray(node)) {
    for (const item of node) if (item !== null && typeof item === 'object') checkValues(item as object);
    return;
  }
  const n = node as { kind?: string; value?: unknown; values?: readonly unknown[] };
  if (n.kind === 'ValueNode') return refuseControlChars(n.value);
  if (n.kind === 'PrimitiveValueListNode') return n.values!.forEach(refuseControlChars);
  for (const key in node) {
    const child = (node as Record<string, unknown>)[key];
    if (child !== null && typeof child === 'object') checkValues(child);
  }
}

/** Kysely plugin: a query whose parameters hold control characters is refused (4000) before it is sent. */
export class ControlCharGuard implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs) {
    checkValues(args.node);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}
