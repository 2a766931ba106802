import { type TSchema, Type } from 'typebox';
import type { Role } from '../../src/contract/constants.js';

/**
 * A body or query field that any value passes: the handler checks it with the shared form rules, which answer
 * per field in the user's language (Ajv's refusals would not).
 */
export const checkedByHandler = (description?: string) =>
  Type.Optional(Type.Unknown(description ? { description } : {}));

/** An id sent as a number or a numeric string (the handler reads it with idOf). */
export const idOrString = (description?: string) =>
  Type.Optional(Type.Union([Type.Integer(), Type.String()], description ? { description } : {}));

/** A string query or path value. */
export const text = (description?: string) => Type.Optional(Type.String(description ? { description } : {}));

/** A JSON schema written elsewhere for untyped callers, typed here as T. */
export const typedAs = <T>(schema: object) => Type.Unsafe<T>(schema as TSchema);

/** The OpenAPI part of a route of an area: its tags, summary and the token it takes. */
export const routeDoc =
  (tags: string[], role?: Role) =>
  (summary: string, more: { description?: string } = {}) => ({
    tags,
    summary,
    ...more,
    ...(role ? { security: [{ [`${role}Access`]: [] }] } : {}),
  });

/** The optional `Idempotency-Key` header of a call that creates something (server/http/idempotency.ts). */
export const idempotencyKeyHeader = (what: string) =>
  Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({
        description: `addition: one key per click of ${what} (1 to 100 letters, digits, "-" or "_"); a repeat within 24 h gets the first answer and creates nothing more`,
      }),
    ),
  });
