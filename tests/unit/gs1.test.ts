import { describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  gs1Date,
  isGs1ElementString,
  isValidGtin,
  LOT_MAX,
  lotNumberOf,
  normalGtin,
  parseGs1,
  scannedGtin,
  searchedText,
} from '../../src/contract/gs1';
import { parseQuickOrderText } from '../../src/contract/quickOrder';

/** Issue 29 §6: what a scanner sends from a GS1 DataMatrix, a GS1-128 or a bare EAN-13, read as GS1 specifies. */

const GS = '\u001d';
const today = new Date('2026-11-26T12:00:00Z');

describe('GTIN check digit', () => {
  it('computes the mod-10 digit with weights 3 and 1 from the right', () => {
    expect(gs1CheckDigit('629104150021')).toBe(3); // EAN-13 6291041500213 (GS1's own example)
    expect(gs1CheckDigit('0950110153000')).toBe(3); // GTIN-14 09501101530003
  });
  it('accepts a right GTIN and refuses one digit off', () => {
    expect(isValidGtin('6291041500213')).toBe(true);
    expect(isValidGtin('6291041500214')).toBe(false);
    expect(isValidGtin('09501101530003')).toBe(true);
    expect(isValidGtin('0950110153000')).toBe(false);
    expect(isValidGtin('abc')).toBe(false);
  });
  it('stores every GTIN as 14 digits', () => {
    expect(normalGtin(' 6291041500213 ')).toBe('06291041500213');
    expect(normalGtin('6291041500210')).toBeNull();
  });
});

describe('AI 17 dates', () => {
  it('reads YYMMDD with DD 00 as the last day of the month, leap years included', () => {
    expect(gs1Date('270315', today)).toBe('2027-03-15');
    expect(gs1Date('270300', today)).toBe('2027-03-31');
    expect(gs1Date('280200', today)).toBe('2028-02-29');
    expect(gs1Date('270200', today)).toBe('2027-02-28');
  });
  it('refuses impossible dates', () => {
    expect(gs1Date('271301', today)).toBeNull();
    expect(gs1Date('270230', today)).toBeNull();
    expect(gs1Date('2703', today)).toBeNull();
  });
  it('chooses the century at most 49 years back and 50 ahead', () => {
    expect(gs1Date('760101', today)).toBe('2076-01-01');
    expect(gs1Date('770101', today)).toBe('1977-01-01');
  });
});

describe('parseGs1', () => {
  it('reads a GS1 DataMatrix: GTIN, expiry, lot ended by the group separator, serial', () => {
    const r = parseGs1(`]d2010950110153000317270300` + `10AB-12/c${GS}21SN998`, today);
    expect(r).toEqual({
      ok: true,
      data: { gtin: '09501101530003', expiry: '2027-03-31', lot: 'AB-12/c', serial: 'SN998' },
    });
  });
  it('reads a variable lot at the end without a separator, and a leading FNC1', () => {
    expect(parseGs1(`${GS}01095011015300031727031510LOT7`, today)).toEqual({
      ok: true,
      data: { gtin: '09501101530003', expiry: '2027-03-15', lot: 'LOT7', serial: null },
    });
  });
  it('reads a GS1-128 with its ]C1 prefix and the lot before the expiry', () => {
    expect(parseGs1(`]C10109501101530003` + `10X1${GS}17280200`, today)).toEqual({
      ok: true,
      data: { gtin: '09501101530003', expiry: '2028-02-29', lot: 'X1', serial: null },
    });
  });
  it('reads the parenthesised form of a label', () => {
    expect(parseGs1('(01)09501101530003(10)AB12(17)270331', today)).toEqual({
      ok: true,
      data: { gtin: '09501101530003', expiry: '2027-03-31', lot: 'AB12', serial: null },
    });
  });
  it('reads a bare EAN-13 as the product alone', () => {
    expect(parseGs1('6291041500213\r\n', today)).toEqual({
      ok: true,
      data: { gtin: '06291041500213', lot: null, expiry: null, serial: null },
    });
  });
  it('names what is wrong', () => {
    expect(parseGs1('   ', today)).toEqual({ ok: false, error: 'empty' });
    expect(parseGs1('6291041500214', today)).toEqual({ ok: false, error: 'checkDigit' });
    expect(parseGs1('0109501101530004', today)).toEqual({ ok: false, error: 'checkDigit' });
    expect(parseGs1('01095011015300031727133110A', today)).toEqual({ ok: false, error: 'badDate' });
    expect(parseGs1('0109501101530003172703', today)).toEqual({ ok: false, error: 'shortField' });
    expect(parseGs1('01095011015300038812', today)).toEqual({ ok: false, error: 'unknownAi' });
    expect(parseGs1(`0109501101530003101234567890123456789012${GS}`, today)).toEqual({ ok: false, error: 'tooLong' });
    expect(parseGs1('0109501101530003' + '10AB 12', today)).toEqual({ ok: false, error: 'badChars' });
  });
});

describe('a scan in the catalogue search or the quick order pad (issue 29 §6)', () => {
  it('reads the GTIN of a bare EAN-13, a GTIN-14 and every form of GS1 string; nothing of a word or a reference', () => {
    expect(scannedGtin('6291041500213', today)).toBe('06291041500213');
    expect(scannedGtin('09501101530003', today)).toBe('09501101530003');
    expect(scannedGtin(`]d2010950110153000317270331${GS}10AB12`, today)).toBe('09501101530003');
    expect(scannedGtin(`${GS}01095011015300031727033110AB12`, today)).toBe('09501101530003');
    expect(scannedGtin('(01)09501101530003(17)270331(10)AB12', today)).toBe('09501101530003');
    expect(scannedGtin('0109501101530003', today)).toBe('09501101530003');
    expect(scannedGtin('6291041500214', today)).toBeNull();
    expect(scannedGtin('crème', today)).toBeNull();
    expect(scannedGtin('PF-0001', today)).toBeNull();
    expect(scannedGtin('10AB12', today)).toBeNull();
    expect(isGs1ElementString('6291041500213')).toBe(false);
    expect(searchedText('(01)09501101530003(17)270331(10)AB12')).toBe('09501101530003');
    expect(searchedText(`0109501101530003${GS}10AB12`)).toBe('09501101530003');
    expect(searchedText('6291041500213')).toBe('6291041500213');
    expect(searchedText('crème')).toBe('crème');
  });

  it('the quick order pad sends a scanned GS1 line as its GTIN, a bare EAN as typed', () => {
    const long = `]d2010950110153000317270331${GS}10${'L'.repeat(20)}${GS}21${'S'.repeat(20)}`;
    expect(long.length).toBeGreaterThan(64);
    expect(
      parseQuickOrderText(`(01)09501101530003(17)270331(10)AB12 3\n6291041500213\n${long}\nPF-0001 2`),
    ).toMatchObject({
      lines: [
        { ref: '09501101530003', quantity: 3 },
        { ref: '6291041500213', quantity: 1 },
        { ref: '09501101530003', quantity: 1 },
        { ref: 'PF-0001', quantity: 2 },
      ],
      errors: [],
    });
  });
});

describe('a lot number as typed (issue 38 §4, D118)', () => {
  it('reads Arabic-Indic digits as ASCII, keeps printable ASCII, refuses Arabic letters, spaces and too long', () => {
    expect(lotNumberOf('AB-١٢٣٤')).toBe('AB-1234');
    expect(lotNumberOf('۰۹X')).toBe('09X');
    expect(lotNumberOf('L260101A')).toBe('L260101A');
    expect(lotNumberOf('حصة12')).toBeNull();
    expect(lotNumberOf('AB 12')).toBeNull();
    expect(lotNumberOf('')).toBeNull();
    expect(lotNumberOf('9'.repeat(LOT_MAX))).toBe('9'.repeat(LOT_MAX));
    expect(lotNumberOf('9'.repeat(LOT_MAX + 1))).toBeNull();
  });
});
