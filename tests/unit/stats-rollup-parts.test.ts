import { describe, expect, it } from 'vitest';
import { rollupParts } from '../../server/stats/orderStats.js';

/** Which days of a dashboard period are read from the monthly product rollup, and which from the order lines. */
describe('rollupParts', () => {
  const today = '2026-11-23';

  it('reads whole months from the rollup', () => {
    expect(rollupParts({ from: '2019-02-01', to: '2019-03-31' }, today)).toEqual([
      { whole: true, from: '2019-02-01', to: '2019-03-01' },
    ]);
  });

  it('reads the days of partial months at either end from the lines', () => {
    expect(rollupParts({ from: '2019-02-16', to: '2019-04-10' }, today)).toEqual([
      { whole: true, from: '2019-03-01', to: '2019-03-01' },
      { whole: false, from: '2019-02-16', to: '2019-02-28' },
      { whole: false, from: '2019-04-01', to: '2019-04-10' },
    ]);
  });

  it('reads a period inside one month from the lines alone', () => {
    expect(rollupParts({ from: '2019-02-10', to: '2019-03-10' }, today)).toEqual([
      { whole: false, from: '2019-02-10', to: '2019-03-10' },
    ]);
    expect(rollupParts({ from: '2019-03-01', to: '2019-03-30' }, today)).toEqual([
      { whole: false, from: '2019-03-01', to: '2019-03-30' },
    ]);
  });

  it('counts this month whole up to today, so "this month" and "12 months" read the rollup alone', () => {
    expect(rollupParts({ from: '2026-11-01', to: today }, today)).toEqual([
      { whole: true, from: '2026-11-01', to: '2026-11-01' },
    ]);
    expect(rollupParts({ from: '2025-12-01', to: today }, today)).toEqual([
      { whole: true, from: '2025-12-01', to: '2026-11-01' },
    ]);
  });
});
