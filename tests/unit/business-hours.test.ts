import { describe, expect, it } from 'vitest';
import { addBusinessHours, isBusinessDay } from '../../server/fulfilment/businessHours';
import { parseLunarHolidays } from '../../server/config';

/** 72 business hours in Algiers time (D55): Friday and Saturday off, fixed and lunar holidays off. */
const algiers = (s: string) => new Date(`${s}+01:00`);
const none = new Set<string>();

describe('addBusinessHours', () => {
  it('a Thursday morning payment is due the next Tuesday at the same hour: the weekend does not count', () => {
    expect(addBusinessHours(algiers('2026-11-26T10:00:00'), 72, none).toISOString()).toBe(
      algiers('2026-12-01T10:00:00').toISOString(),
    );
  });

  it('a lunar holiday on the Monday pushes it one more day', () => {
    expect(addBusinessHours(algiers('2026-11-26T10:00:00'), 72, new Set(['2026-11-30'])).toISOString()).toBe(
      algiers('2026-12-02T10:00:00').toISOString(),
    );
  });

  it('a payment on the weekend starts counting on Sunday at midnight', () => {
    expect(addBusinessHours(algiers('2026-11-27T15:30:00'), 72, none).toISOString()).toBe(
      algiers('2026-12-02T00:00:00').toISOString(),
    );
    expect(addBusinessHours(algiers('2026-11-28T23:59:00'), 72, none).toISOString()).toBe(
      algiers('2026-12-02T00:00:00').toISOString(),
    );
  });

  it('a fixed-date national holiday (Yennayer, 12 January) and a weekend in the same window', () => {
    // Monday 10:00: 14 h on Monday, Tuesday 12 January off, Wednesday and Thursday, Friday and Saturday off, Sunday 10:00
    expect(addBusinessHours(algiers('2027-01-11T10:00:00'), 72, none).toISOString()).toBe(
      algiers('2027-01-17T10:00:00').toISOString(),
    );
  });

  it('days in words: weekend, fixed holidays, lunar ones', () => {
    expect(isBusinessDay('2026-11-26', none)).toBe(true); // Thursday
    expect(isBusinessDay('2026-11-27', none)).toBe(false); // Friday
    expect(isBusinessDay('2026-11-28', none)).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29', none)).toBe(true); // Sunday
    expect(isBusinessDay('2027-07-05', none)).toBe(false); // Independence Day, a Monday
    expect(isBusinessDay('2027-03-10', new Set(['2027-03-10']))).toBe(false);
  });
});

describe('LUNAR_HOLIDAYS', () => {
  it('reads days with or without a name, and refuses a day that does not exist', () => {
    expect(parseLunarHolidays('2027-03-10=Aïd el-Fitr, 2027-03-11')).toEqual([
      { day: '2027-03-10', name: 'Aïd el-Fitr' },
      { day: '2027-03-11', name: 'Fête religieuse' },
    ]);
    expect(parseLunarHolidays(undefined)).toEqual([]);
    expect(() => parseLunarHolidays('2027-02-30')).toThrow(/LUNAR_HOLIDAYS/);
  });
});
