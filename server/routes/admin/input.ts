import { requireId as requireIdOf } from '../../http/ids.js';
import { Code } from '../../../src/contract/codes.js';
import type { Lang } from '../../../src/contract/constants.js';
import type { FieldErrorItem } from '../../../src/contract/envelope.js';
import { translate } from '../../../src/contract/messages/index.js';
import { type FormSpec, validateForm } from '../../../src/contract/validation.js';
import { ApiError } from '../../http/envelope.js';

/**
 * Checks a body against a shared form spec (src/contract/forms.ts). Like `validate()`, the first invalid field
 * decides the code and the payload lists every field error as `{path, msg}` (001 §8); the message names the
 * field ("Phone 1: invalid number…") so the error popup alone tells the user what to fix.
 */
export function checkForm(lang: Lang, spec: FormSpec, values: Record<string, unknown>): void {
  const errors = validateForm(spec, values);
  if (!errors.length) return;
  const first = errors[0]!;
  const payload: FieldErrorItem[] = errors.map((e) => ({ path: e.path, msg: translate(lang, e.message) }));
  throw new ApiError(spec[first.path]!.code ?? Code.VALIDATION, 'admin.fieldProblem', {
    status: 400,
    payload,
    vars: { field: translate(lang, `admin.field.${first.path}`), problem: translate(lang, first.message) },
  });
}

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
