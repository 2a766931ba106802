import { Type, type TNull, type TNumber, type TOptional, type TString, type TUnion } from 'typebox';
import { requireId as requireIdOf } from '../../http/ids.js';
import { Code } from '../../../src/contract/codes.js';
import { areaDoc } from '../backOfficeSchemas.js';

/** A positive whole id from a body or path value, or a 400 refusal with the given message. */
export const requireId = (value: unknown, messageKey = 'admin.invalidId', code: number = Code.V4001): number =>
  requireIdOf(value, messageKey, code);

/** The id of an edit call: its own field (`catId`, `prodId`, `fraId`), else a plain `id` (kept: it is not declared). */
export const editedId = (body: Record<string, unknown>, field: string): unknown => body[field] ?? body.id;

type Scalar = TUnion<[TString, TNumber, TNull]>;
const scalar = (): Scalar => Type.Union([Type.String(), Type.Number(), Type.Null()]);

/**
 * Schema of a form body: every field a string or number (ajv coerces), checked for real by checkForm so that
 * refusals name the field in the user's language. `required` fields must be present.
 */
export function formBody<const F extends string, const R extends string = never>(
  fields: readonly F[],
  required: readonly R[] = [],
) {
  const properties = Object.fromEntries(
    fields.map((f) => [f, (required as readonly string[]).includes(f) ? scalar() : Type.Optional(scalar())]),
  );
  return Type.Object(properties as { [K in Exclude<F, R>]: TOptional<Scalar> } & { [K in R]: Scalar });
}

export const adminDoc = (summary: string) => areaDoc('admin', summary);
