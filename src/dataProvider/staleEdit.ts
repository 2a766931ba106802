import type { RaRecord } from 'react-admin';
import { Code } from '../contract/codes';
import { ApiError } from '../http/client';

/**
 * Back-office saves over a record someone changed since the form read it (D23). The update calls send the version
 * the form read, and a product's stock as it was loaded (D24), both taken from react-admin's `previousData`; a
 * refusal carries the record as it is now so the edit dialog can show it.
 */

type Row = Record<string, unknown>;

/** What an update adds to its body from the record the form loaded: its version (none on a record without one). */
export const versionOf = (previous: Row | undefined) =>
  previous && typeof previous.version === 'number' ? { version: previous.version } : {};

/** A product update also says what stock the form showed, so the server applies the change the admin made. */
export const productBasisOf = (previous: Row | undefined) => ({
  ...versionOf(previous),
  ...(previous && typeof previous.quantity === 'number' ? { quantity_loaded: previous.quantity } : {}),
});

const CURRENT = Symbol('current record');

/** Marks a stale refusal with the record it answered (in the shape `getOne` gives, through `toRecord`), then rethrows. */
export function withCurrentRecord(error: unknown, toRecord: (row: RaRecord) => RaRecord = (row) => row): unknown {
  if (
    error instanceof ApiError &&
    error.code === Code.STALE_EDIT &&
    Array.isArray(error.result.payload) &&
    error.result.payload[0]
  )
    Object.assign(error, { [CURRENT]: toRecord(error.result.payload[0] as RaRecord) });
  return error;
}

/** The record as it is now when `error` is a stale-edit refusal, else null. */
export const staleRecordOf = (error: unknown): RaRecord | null =>
  error && typeof error === 'object' && CURRENT in error
    ? ((error as Record<symbol, RaRecord>)[CURRENT] ?? null)
    : null;
