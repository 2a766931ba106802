import { sql } from 'kysely';
import { MAX_LIST_LIMIT } from '../../src/contract/constants.js';

/**
 * What every paged list of the server shares (D10, D22): the page request, the searched text and its LIKE pattern,
 * and timestamps as the wire carries them.
 */

/** Timestamps go on the wire as ISO strings (UTC). */
export const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** Largest offset asked of the database: far beyond any list, and an `integer` like the ids. */
const MAX_OFFSET = 2_147_483_647;

/** A whole number written in decimal ("-5", "12"), or NaN for anything else ("1e99", "1.5", "abc", "0x10"). */
const wholeNumber = (v: unknown) => (/^\s*-?\d+\s*$/.test(String(v)) ? Number(v) : NaN);

/**
 * Clamps a page request (D10): 0 ≤ offset ≤ MAX_OFFSET, 1 ≤ limit ≤ 100; what is not a whole number becomes the
 * default (offset 0, `defaultLimit`), so no path value can overflow the database's numbers.
 */
export function clampPage(offset: unknown, limit: unknown, defaultLimit = 10): { offset: number; limit: number } {
  const o = wholeNumber(offset);
  const l = wholeNumber(limit);
  return {
    offset: Number.isFinite(o) && o > 0 ? Math.min(o, MAX_OFFSET) : 0,
    limit: Number.isFinite(l) && l > 0 ? Math.min(l, MAX_LIST_LIMIT) : defaultLimit,
  };
}

/** `%` and `_` typed by the user are searched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A LIKE pattern folded like the indexed text (`portal_fold`), once per statement: a sub-select, so that a prepared
 * statement's generic plan does not fold it again for every candidate row the index gives (5 ms of a catalogue
 * search for "creme", the whole statement 2.7 ms once folded once).
 */
export const foldedPattern = (pattern: string) => sql<string>`(SELECT portal_fold(${pattern}))`;

/** A search box's text: trimmed, bounded, '' when absent. */
export const searchText = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
