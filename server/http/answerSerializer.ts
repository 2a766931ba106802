import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';

/**
 * The environment variable that turns the answer check on: `CHECK_ANSWERS=1` (tests/support/api.ts sets it for
 * every test server). Off in production: answers are only serialized.
 */
export const CHECK_ANSWERS_ENV = 'CHECK_ANSWERS';

export const checkingAnswers = (env: NodeJS.ProcessEnv = process.env) => env[CHECK_ANSWERS_ENV] === '1';

/** An answer that does not match the response schema its route declares (test mode only). */
export class AnswerMismatch extends Error {
  constructor(
    public readonly route: string,
    public readonly httpStatus: string,
    public readonly problems: string[],
  ) {
    super(`answer of ${route} (${httpStatus}) does not match its schema: ${problems.join('; ')}`);
  }
}

const MAX_PROBLEMS = 5;

/**
 * One serializer for every route (docs/answers.md). A route's `schema.response` documents its answer in OpenAPI
 * (src/contract/answers) but never shapes it: answers are written by plain `JSON.stringify`, as without a
 * schema, so no property is dropped and no value coerced (fast-json-stringify would do both). Fastify calls the
 * serializer for JSON answers only: Buffers, streams and strings (PDF, CSV, HTML, images) go out as they are.
 *
 * With `check`, each answer is read back as the client reads it (JSON.parse of the text sent) and checked
 * against its schema, compiled once per schema; a mismatch is written to stderr and to the log, and thrown, so
 * the request fails with 500: every API test checks that the schemas describe the real answers.
 */
export function installAnswerSerializer(app: FastifyInstance, { check }: { check: boolean }) {
  const compiled = new WeakMap<object, Validator>();
  const validatorOf = (schema: TSchema) => {
    let validator = compiled.get(schema);
    if (!validator) {
      validator = Compile(schema);
      compiled.set(schema, validator);
    }
    return validator;
  };

  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!check) return (data) => JSON.stringify(data);
    const route = `${method} ${url}`;
    return (data) => {
      const text = JSON.stringify(data);
      // the answer as it reaches the client: Dates as text, undefined properties left out
      const sent: unknown = text === undefined ? undefined : JSON.parse(text);
      const validator = validatorOf(schema as TSchema);
      if (!validator.Check(sent)) {
        const problems = [...validator.Errors(sent)]
          .slice(0, MAX_PROBLEMS)
          .map((e) => `${e.instancePath || '/'} ${e.message} (${JSON.stringify(valueAt(sent, e.instancePath ?? ''))})`);
        const mismatch = new AnswerMismatch(route, String(httpStatus), problems);
        app.log.error({ route, httpStatus, problems }, 'answer does not match its schema');
        console.error(mismatch.message);
        throw mismatch;
      }
      return text;
    };
  });
}

/** The value at a JSON pointer, shortened, for the mismatch message. */
function valueAt(value: unknown, pointer: string): unknown {
  let at: unknown = value;
  for (const part of pointer.split('/').slice(1)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  const shown = JSON.stringify(at);
  return shown && shown.length > 200 ? `${shown.slice(0, 200)}…` : at;
}
