import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code, httpStatusFor } from '../../src/contract/codes.js';
import type { Lang } from '../../src/contract/constants.js';
import type { FieldErrorItem } from '../../src/contract/envelope.js';
import { translate } from '../../src/contract/messages/index.js';
import { type FormSpec, validateForm } from '../../src/contract/validation.js';

/**
 * A refusal the client sees as `{code, payload, meta}`. `messageKey` is looked up in the request's language
 * (src/contract/messages); `status` overrides the HTTP status that usually follows the code (D6).
 */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    public readonly messageKey: string,
    public readonly opts: { status?: number; vars?: Record<string, string | number>; payload?: unknown } = {},
  ) {
    super(messageKey);
  }
}

export const notFound = () => new ApiError(Code.NOT_FOUND, 'server.notFound', { status: 404 });

export function send(reply: FastifyReply, payload: unknown = [], meta: string | null = null, code: number = Code.OK) {
  return reply.status(httpStatusFor(code)).send({ code, payload, meta });
}

/** Success answer with a translated meta message. */
export function ok(request: FastifyRequest, reply: FastifyReply, payload: unknown = [], messageKey?: string) {
  return send(reply, payload, messageKey ? translate(request.lang, messageKey) : null);
}

export function errorBody(lang: Lang, error: ApiError) {
  return {
    status: error.opts.status ?? httpStatusFor(error.code),
    body: {
      code: error.code,
      payload: error.opts.payload ?? [],
      meta: translate(lang, error.messageKey, error.opts.vars),
    },
  };
}

/** The refusal's message for the first invalid field: by default the rule's own message. */
type FirstErrorMessage = (path: string, ruleMessage: string) => { key: string; vars?: Record<string, string | number> };

/**
 * Checks a body against a shared form spec (src/contract/forms.ts). The first invalid field decides the code
 * (its own, or 4000) and the message; the payload lists every field error as `{path, msg}` (001 §8).
 */
export function validate(
  lang: Lang,
  spec: FormSpec,
  values: Record<string, unknown>,
  messageOf: FirstErrorMessage = (_path, ruleMessage) => ({ key: ruleMessage }),
): void {
  const errors = validateForm(spec, values);
  if (!errors.length) return;
  const first = errors[0]!;
  const payload: FieldErrorItem[] = errors.map((e) => ({ path: e.path, msg: translate(lang, e.message) }));
  const { key, vars } = messageOf(first.path, first.message);
  throw new ApiError(spec[first.path]!.code ?? Code.VALIDATION, key, { status: 400, payload, vars });
}

/** Trimmed text of a required field already validated. */
export const text = (v: unknown): string => String(v ?? '').trim();

/** Trims strings and turns empty ones into null, for optional text columns. */
export const clean = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};
