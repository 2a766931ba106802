import { describe, expect, it } from 'vitest';
import { parseTypedAmount, parseTypedCount, readDigits } from '../../src/contract/typedNumbers';
import { formatDZD } from '../../src/contract/constants';

describe('amounts as people type them', () => {
  it.each([
    ['14 086,80', 14086.8],
    ['1 500 000', 1500000],
    ['14\u202f086,80 DA', 14086.8],
    ['14,086.80', 14086.8],
    ['1500000.5', 1500000.5],
    ['1,50', 1.5],
    ['1,500', 1500],
    ['١٤ ٠٨٦٫٨٠', 14086.8],
    ['١٥٠٠ دج', 1500],
    ['  250 ', 250],
    ['0,01', 0.01],
    ['12,345', 12345],
    ['1.500.000,25', 1500000.25],
  ])('reads %j as %d', (typed, amount) => expect(parseTypedAmount(typed)).toBe(amount));

  it.each([
    '',
    'abc',
    '1,5,0',
    '14 08,80',
    '1 5000',
    '1.2.3',
    '-5',
    '1,234.567',
    '12345678901',
    '3e5',
    '1 500,',
    '1,500,50',
    '1 500.000',
  ])('refuses %j', (typed) => expect(parseTypedAmount(typed)).toBeNull());

  it('reads back every amount the screens show, in each language', () => {
    for (const value of [0.01, 1, 999.99, 14086.8, 1949350, 1500000, 9999999999.99])
      for (const lang of ['fr', 'en', 'ar'] as const) expect(parseTypedAmount(formatDZD(value, lang))).toBe(value);
  });
});

describe('counts and digits', () => {
  it('reads Arabic-Indic digits as digits', () => {
    expect(readDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(readDigits('۱۲۳')).toBe('123');
    expect(parseTypedCount('١٢')).toBe(12);
    expect(parseTypedCount('1 200')).toBe(1200);
    expect(parseTypedCount('12a')).toBeNull();
    expect(parseTypedCount('1.5')).toBeNull();
    expect(parseTypedCount('1234567890')).toBeNull();
  });
});
