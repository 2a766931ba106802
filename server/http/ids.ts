import { Code } from '../../src/contract/codes.js';
import { ApiError } from './envelope.js';

/** Largest PostgreSQL `integer`: a bigger id cannot exist and must not reach the database. */
const MAX_ID = 2_147_483_647;

/**
 * A database id sent by the client (number or numeric string), or null when it cannot be one. A string is taken
 * as sent, without trimming (D36: " 12" is not a plain number).
 */
export function idOf(value: unknown): number | null {
  const s = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= MAX_ID ? n : null;
}

/** A database id from a body or path value, or a 400 refusal with the given message. */
export function requireId(value: unknown, messageKey: string, code: number = Code.V4001): number {
  const id = idOf(value);
  if (id === null) throw new ApiError(code, messageKey, { status: 400 });
  return id;
}
