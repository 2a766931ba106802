import { describe, expect, test } from 'vitest';
import {
  algiersDay,
  algiersWallClockDate,
  formatAlgiersDate,
  formatAlgiersDateTime,
} from '../../src/contract/algiersTime';
import { formatDate, formatDateTime } from '../../src/contract/constants';

describe('Algiers time, dd-mm-yyyy (issue 26, point 17)', () => {
  test('a 13:25 UTC payment reads 14:25', () => {
    expect(formatAlgiersDateTime('2026-11-26T13:25:00Z')).toBe('26-11-2026 14:25');
    expect(formatDateTime(new Date('2026-11-26T13:25:00Z'))).toBe('26-11-2026 14:25');
  });

  test('23:30 UTC is already the next day in Algiers, 22:59 UTC is not', () => {
    expect(formatAlgiersDateTime('2026-03-07T23:30:00Z')).toBe('08-03-2026 00:30');
    expect(formatDate('2026-03-07T23:30:00Z')).toBe('08-03-2026');
    expect(formatAlgiersDate('2026-03-07T22:59:59Z')).toBe('07-03-2026');
    expect(algiersDay('2026-03-07T23:00:00Z')).toBe('2026-03-08');
  });

  test('across the year and in summer alike (Algeria keeps UTC+1, no daylight saving)', () => {
    expect(formatAlgiersDateTime('2026-12-31T23:00:00Z')).toBe('01-01-2027 00:00');
    expect(formatAlgiersDateTime('2026-07-15T12:00:00Z')).toBe('15-07-2026 13:00');
  });

  test('midnight is 00, never 24', () => {
    expect(formatAlgiersDateTime('2026-05-03T23:00:00Z')).toBe('04-05-2026 00:00');
  });

  test('no date gives an empty text, never "NaN"', () => {
    expect(formatAlgiersDateTime('nonsense')).toBe('');
    expect(formatDate('')).toBe('');
    expect(algiersWallClockDate('nonsense')).toBeNull();
  });

  test('a spreadsheet cell holds the Algiers wall clock in its UTC fields', () => {
    expect(algiersWallClockDate('2026-11-26T13:25:00Z')!.toISOString()).toBe('2026-11-26T14:25:00.000Z');
  });
});
