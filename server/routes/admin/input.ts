import { requireId as requireIdOf } from '../../http/ids.js';
import { Code } from '../../../src/contract/codes.js';
import type { Lang } from '../../../src/contract/constants.js';
import { translate } from '../../../src/contract/messages/index.js';
import type { FormSpec } from '../../../src/contract/validation.js';
import { ApiError, validate } from '../../http/envelope.js';

/**
 * `validate()` whose message names the field ("Phone 1: invalid number…") so the admin's error popup alone
 * tells the user what to fix.
 */
export const checkForm = (lang: Lang, spec: FormSpec, values: Record<string, unknown>): void =>
  validate(lang, spec, values, (path, ruleMessage) => ({
    key: 'admin.fieldProblem',
    vars: { field: translate(lang, `admin.field.${path}`), problem: translate(lang, ruleMessage) },
  }));

/** A refusal about one field, with the same `{path, msg}` payload as a form error. */
export function fieldRefusal(
  lang: Lang,
  code: number,
  path: string,
  messageKey: string,
  vars: Record<string, string | number> = {},
): ApiError {
  return new ApiError(code, messageKey, { vars, payload: [{ path, msg: translate(lang, messageKey, vars) }] });
}

/** A positive whole id from a body or path value, or a 400 refusal with the given message. */
export const requireId = (value: unknown, messageKey = 'admin.invalidId', code: number = Code.V4001): number =>
  requireIdOf(value, messageKey, code);

/** The body as a plain object (a JSON array or nothing counts as empty). */
export const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export { text } from '../../http/envelope.js';

/** PostgreSQL unique violation: the name of the index, else null (a concurrent insert lost the race). */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
}

const scalar = { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'null' }] };

/** JSON schema of a form body: every field a string or number (ajv coerces), checked for real by checkForm. */
export function formBodySchema(fields: readonly string[], required: readonly string[] = []) {
  return {
    type: 'object',
    required,
    properties: Object.fromEntries(fields.map((f) => [f, scalar])),
  } as const;
}

export const adminSecurity = [{ adminAccess: [] }];
