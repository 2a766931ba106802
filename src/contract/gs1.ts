/**
 * GS1 barcodes read by a scanner (issue 29): the element strings of a GS1 DataMatrix or GS1-128 symbol, and a bare
 * EAN-13 or GTIN-14. Shared by the "Goods in" screen and the server. The rules followed are those of the GS1 General
 * Specifications: predefined-length AIs need no separator, a variable-length one ends at the group separator (the
 * FNC1 a scanner transmits as ASCII 29) or at the end of the data; AI 17 is YYMMDD where DD 00 means the last day of
 * the month, its century chosen so the year is at most 49 years back or 50 ahead of today.
 */

import { readDigits } from './typedNumbers';

/** ASCII 29, the group separator a scanner sends for a FNC1 in the middle of the data. */
export const GROUP_SEPARATOR = '\u001d';

export interface Gs1Data {
  /** AI 01 as GTIN-14 (a bare EAN-13 is padded with a leading 0) */
  gtin: string | null;
  /** AI 10 */
  lot: string | null;
  /** AI 17 as YYYY-MM-DD */
  expiry: string | null;
  /** AI 21 */
  serial: string | null;
}

export type Gs1Result = { ok: true; data: Gs1Data } | { ok: false; error: Gs1Error };

/** Why a scan was not understood; each has a message `lots.gs1.<error>` in the three languages. */
export type Gs1Error = 'empty' | 'checkDigit' | 'unknownAi' | 'shortField' | 'badDate' | 'tooLong' | 'badChars';

/** The predefined-length AIs a pack may carry (data length in characters, AI excluded). */
const FIXED: Record<string, number> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '11': 6,
  '12': 6,
  '13': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '20': 2,
};
/** The variable-length AIs a pack may carry (maximum data length). */
const VARIABLE: Record<string, number> = {
  '10': 20,
  '21': 20,
  '22': 20,
  '30': 8,
  '37': 8,
  '240': 30,
  '241': 30,
  '250': 30,
  '710': 20,
  '711': 20,
  '712': 20,
  '713': 20,
  '714': 20,
  '715': 20,
  '90': 30,
  '91': 90,
  '92': 90,
  '93': 90,
  '94': 90,
  '95': 90,
  '96': 90,
  '97': 90,
  '98': 90,
  '99': 90,
};

/** GS1 check digit (mod 10, weights 3 and 1 from the right) of the digits before it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-8, -12, -13 or -14 with its right check digit. */
export function isValidGtin(code: string): boolean {
  return /^(\d{8}|\d{12,14})$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** A GTIN as the 14 digits it is stored as (EAN-13 and shorter padded with zeros), or null when not a valid GTIN. */
export function normalGtin(code: string): string | null {
  const trimmed = code.trim();
  return isValidGtin(trimmed) ? trimmed.padStart(14, '0') : null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** AI 17's YYMMDD as YYYY-MM-DD, or null when it is no date; `today` picks the century (GS1 General Specifications §7.12). */
export function gs1Date(yymmdd: string, today: Date = new Date()): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  let day = Number(yymmdd.slice(4, 6));
  const thisYear = today.getUTCFullYear();
  const century = Math.floor(thisYear / 100) * 100;
  const gap = yy - (thisYear % 100);
  const year = century + yy + (gap >= 51 ? -100 : gap <= -50 ? 100 : 0);
  if (month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = lastDay;
  if (day > lastDay) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The symbology identifiers a scanner may put first: ]d2 GS1 DataMatrix, ]C1 GS1-128, ]Q3 GS1 QR, ]e0 DataBar. */
const SYMBOLOGY = /^\](d2|C1|Q3|e0)/;

/** Human-readable form "(01)03600…(17)270331(10)AB12", as some scanners and labels give it. */
function fromParentheses(text: string): string | null {
  if (!text.startsWith('(')) return null;
  const parts = [...text.matchAll(/\((\d{2,4})\)([^(]*)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== text) return null;
  return parts.map((p) => `${p[1]}${p[2]}${p[1]! in FIXED ? '' : GROUP_SEPARATOR}`).join('');
}

function aiAt(data: string, at: number): string | null {
  for (const size of [2, 3, 4]) {
    const ai = data.slice(at, at + size);
    if (ai.length === size && (ai in FIXED || ai in VARIABLE)) return ai;
  }
  return null;
}

/**
 * Reads what a scanner typed: a GS1 element string (with or without its symbology identifier, with a leading FNC1
 * as a group separator or not, or in the parenthesised human-readable form), or a bare EAN-13 / GTIN-14.
 */
export function parseGs1(raw: string, today: Date = new Date()): Gs1Result {
  const fail = (error: Gs1Error): Gs1Result => ({ ok: false, error });
  let text = raw.replace(/[\r\n]+$/, '').trim();
  if (!text) return fail('empty');
  if (text.length > 200) return fail('tooLong');
  text = text.replace(SYMBOLOGY, '');
  const data: Gs1Data = { gtin: null, lot: null, expiry: null, serial: null };
  if (/^\d{8}$|^\d{12,14}$/.test(text)) {
    // a bare EAN/GTIN (an element string is never 8 or 12 to 14 digits long: AI 01 alone is 16)
    const gtin = normalGtin(text);
    return gtin ? { ok: true, data: { ...data, gtin } } : fail('checkDigit');
  }
  text = fromParentheses(text) ?? text;
  if (text.startsWith(GROUP_SEPARATOR)) text = text.slice(1);
  let at = 0;
  while (at < text.length) {
    const ai = aiAt(text, at);
    if (!ai) return fail('unknownAi');
    at += ai.length;
    let value: string;
    if (ai in FIXED) {
      value = text.slice(at, at + FIXED[ai]!);
      if (value.length < FIXED[ai]! || value.includes(GROUP_SEPARATOR)) return fail('shortField');
      at += value.length;
      // a separator after a predefined-length field is tolerated (some printers put one)
      if (text[at] === GROUP_SEPARATOR) at++;
    } else {
      const end = text.indexOf(GROUP_SEPARATOR, at);
      value = text.slice(at, end === -1 ? text.length : end);
      at = end === -1 ? text.length : end + 1;
      if (!value) return fail('shortField');
      if (value.length > VARIABLE[ai]!) return fail('tooLong');
      // GS1's character set 82: printable ASCII without space
      if (!/^[!-~]+$/.test(value)) return fail('badChars');
    }
    if (ai === '01') {
      if (!/^\d{14}$/.test(value) || !isValidGtin(value)) return fail('checkDigit');
      data.gtin = value;
    } else if (ai === '17') {
      const date = gs1Date(value, today);
      if (!date) return fail('badDate');
      data.expiry = date;
    } else if (ai === '10') data.lot = value;
    else if (ai === '21') data.serial = value;
  }
  return { ok: true, data };
}

/**
 * The GTIN-14 of what was typed or scanned in a search box or the quick order pad (issue 29 §6): a bare EAN-8/13,
 * GTIN-12/14 with its right check digit, or a GS1 element string carrying AI 01 (with or without symbology
 * identifier, FNC1, group separators, or in the parenthesised form). Null for anything else, e.g. a word.
 */
export function scannedGtin(text: string, today: Date = new Date()): string | null {
  if (!/\d{8}/.test(text)) return null;
  const read = parseGs1(text, today);
  return read.ok ? read.data.gtin : null;
}

/** Whether the text is a GS1 element string (AIs, not only the bare digits of a GTIN). */
export const isGs1ElementString = (text: string): boolean => !/^\s*\d+\s*$/.test(text) && scannedGtin(text) !== null;

/**
 * What a catalogue search sends for what was typed: a scanned GS1 element string becomes its GTIN-14 (its group
 * separators are control characters a query string refuses, and its lot and expiry are not searched); anything
 * else is sent as typed. The server finds a bare GTIN by the products' GTIN (docs/search.md).
 */
export const searchedText = (typed: string): string => (isGs1ElementString(typed) ? scannedGtin(typed)! : typed);

/** GS1 AI 10: a lot number of up to 20 characters of its set (printable ASCII, no space). */
export const LOT_MAX = 20;

/**
 * A lot number as an operator types it (issue 38 §4, D118): Arabic-Indic digits (an Arabic keyboard) are the digits
 * printed on the pack, read as ASCII; then 1 to LOT_MAX printable ASCII characters without spaces, or null (Arabic
 * letters included: a pack's lot, GS1 AI 10, is never written with them).
 */
export function lotNumberOf(typed: string): string | null {
  const lot = readDigits(typed);
  return /^[!-~]+$/.test(lot) && lot.length <= LOT_MAX ? lot : null;
}
