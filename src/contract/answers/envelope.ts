import { type TSchema, Type } from 'typebox';
import { Code } from '../codes.js';

/**
 * The parts every answer schema is made of (docs/answers.md). The schemas document the answers (OpenAPI) and are
 * checked against every answer in the API tests; they never shape what is sent (server/http/answerSerializer.ts).
 */

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A database id. */
export const Id = Type.Integer({ minimum: 1 });
/** An amount in dinars (numeric columns are read as numbers). */
export const Money = Type.Number();
/** A timestamp as JSON writes a Date: ISO 8601 in UTC. */
export const DateTime = Type.String({ description: 'ISO 8601 timestamp' });
/** A calendar day, YYYY-MM-DD. */
export const Day = Type.String({ description: 'YYYY-MM-DD' });
/** An object whose properties are not listed here (left open). */
export const AnyObject = Type.Object({});

/** `{code: 2001, payload, meta}`: the success answer of every JSON call. */
export const okAnswer = <T extends TSchema>(payload: T) =>
  Type.Object({
    code: Type.Literal(Code.OK),
    payload,
    meta: Nullable(Type.String({ description: 'message in the request’s language, or null' })),
  });

/** `{code: 2000, payload: [{<role>_access_token, <role>_refresh_token}], meta: null}`: tokens renewed, repeat the call. */
export const TokensRenewedAnswer = Type.Object(
  {
    code: Type.Literal(Code.TOKENS_RENEWED),
    payload: Type.Tuple([Type.Record(Type.String(), Type.String())]),
    meta: Type.Null(),
  },
  { description: 'the access token had expired: new tokens, repeat the call (D7)' },
);

/** The 200 answers of a call behind a role's guard: its success, or the renewed tokens. */
export const guardedAnswer = <T extends TSchema>(payload: T) => Type.Union([okAnswer(payload), TokensRenewedAnswer]);

/** `payload: []`: a success that answers nothing more than its message. */
export const Empty = Type.Tuple([]);

/** `schema.response` of a public JSON call. */
export const publicResponse = <T extends TSchema>(payload: T) => ({ 200: okAnswer(payload) });
/** `schema.response` of a guarded JSON call. */
export const response = <T extends TSchema>(payload: T) => ({ 200: guardedAnswer(payload) });

/** A file answered as bytes (PDF, CSV, image): never serialized, documented by its media type. */
export const fileResponse = (mediaType: string, description: string) => ({
  200: {
    description,
    content: { [mediaType]: { schema: Type.String({ format: 'binary' }) } },
  },
});

/** A dispute's photo, answered as its bytes (JPEG, PNG or WebP). */
export const imageResponse = (description: string) => ({
  200: {
    description,
    content: Object.fromEntries(
      ['image/jpeg', 'image/png', 'image/webp'].map((t) => [t, { schema: Type.String({ format: 'binary' }) }]),
    ),
  },
});
