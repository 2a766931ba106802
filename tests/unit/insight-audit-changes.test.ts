import { describe, expect, it } from 'vitest';
import { changedFields } from '../../server/audit/record.js';
import { parseDay, periodOf, twelveMonthsBefore } from '../../server/stats/period.js';

describe('changedFields', () => {
  it('keeps only what changed, money in dinars, dates as ISO', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      changedFields(
        { name: 'A', price: 12_345, quantity: 3, updated_at: at, deleted_at: null },
        { name: 'A', price: 20_000, quantity: 3, updated_at: new Date(), deleted_at: at },
      ),
    ).toEqual({ price: { old: 123.45, new: 200 }, deleted_at: { old: null, new: '2026-01-02T03:04:05.000Z' } });
  });

  it('never carries secrets, even on create and delete', () => {
    const row = {
      email: 'a@b.dz',
      password_hash: 'argon',
      refresh_token: 't',
      pan_masked: '6280**11',
      card_holder: 'X',
      raw: {},
    };
    expect(Object.keys(changedFields(null, row))).toEqual(['email']);
    expect(Object.keys(changedFields(row, null))).toEqual(['email']);
  });
});

describe('stats period', () => {
  it('reads real days only, this month by default, from not after to', () => {
    expect(parseDay('2024-02-29')).toBe('2024-02-29');
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('29-02-2024')).toBeNull();
    expect(periodOf({}, new Date('2026-05-17T23:00:00Z'))).toEqual({ from: '2026-05-01', to: '2026-05-17' });
    expect(() => periodOf({ from: '2026-05-02', to: '2026-05-01' })).toThrow();
    expect(twelveMonthsBefore('2026-03-31')).toBe('2025-04-01');
  });
});
