import type { Lang } from '../../src/contract/constants.js';
import { translate } from '../../src/contract/messages/index.js';
import type { FormSpec } from '../../src/contract/validation.js';
import { ApiError, validate } from './envelope.js';

/**
 * `validate()` whose message names the field ("Phone 1: invalid number…") so the back office's error popup alone
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

/** PostgreSQL unique violation: the name of the index, else null (a concurrent insert lost the race). */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return null;
  return e.constraint ?? /"([^"]+)"/.exec(e.message ?? '')?.[1] ?? '';
}
