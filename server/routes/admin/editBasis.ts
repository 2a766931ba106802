import { Type } from 'typebox';
import { Code } from '../../../src/contract/codes.js';
import { StaleEdit } from '../../db/auditedUpdate.js';
import { ApiError } from '../../http/envelope.js';
import { idOf } from '../../http/ids.js';

/**
 * What a back-office edit call may add to its form (D23, D24): the version the form read and, for a product, the
 * stock it showed. Both optional: a client of the contract that sends neither saves as before.
 */

const loose = (description: string) =>
  Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Null()], { description }));

export const versionField = () =>
  loose(
    'Addition (D23): the `version` the form read (lists and details answer it). A record changed since answers 4099 (HTTP 409) with the record as it is now in payload[0], and nothing is saved. Not sent: not checked',
  );

export const quantityLoadedField = () =>
  loose(
    'Addition (D24): the stock the form showed. `quantity` is then applied as the change `quantity - quantity_loaded` to the stock as it is now, refused (4093) below zero or above the stock now (D111: stock comes in through goods-in). Not sent: `quantity` is the stock wanted, refused alike above the stock now',
  );

const absent = (v: unknown) => v === undefined || v === null || v === '';

/** The version an edit was read at, or undefined when none was sent; a malformed one is refused (400). */
export function versionOf(value: unknown): number | undefined {
  if (absent(value)) return undefined;
  const version = idOf(value);
  if (version === null) throw new ApiError(Code.VALIDATION, 'admin.invalidVersion', { status: 400 });
  return version;
}

/** The stock a product form loaded, or undefined when none was sent; a malformed one is refused (400). */
export function quantityLoadedOf(value: unknown): number | undefined {
  if (absent(value)) return undefined;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,7}$/.test(text)) throw new ApiError(Code.VALIDATION, 'admin.invalidQuantityLoaded', { status: 400 });
  return Number(text);
}

/** Runs a save; one over a newer version becomes 4099 with the record as `current` reads it now (the form shows it). */
export async function refusingStale<T>(save: Promise<T>, current: () => Promise<unknown>): Promise<T> {
  try {
    return await save;
  } catch (e) {
    if (e instanceof StaleEdit) throw new ApiError(Code.STALE_EDIT, 'admin.staleEdit', { payload: [await current()] });
    throw e;
  }
}
