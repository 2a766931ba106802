import { describe, expect, it } from 'vitest';
import { plannedBlind, rememberSearch, searchPlanKey } from '../../server/queries/searchPlans.js';

describe('searchPlans', () => {
  it('plans a search blind only after a count of it found few orders, and forgets it once it finds many', () => {
    const key = searchPlanKey({ search: 'unit-00030', wilayaId: 16 });
    expect(plannedBlind(key)).toBe(false);
    rememberSearch(key, true);
    expect(plannedBlind(key)).toBe(true);
    expect(plannedBlind(searchPlanKey({ search: 'unit-00030' }))).toBe(false);
    rememberSearch(key, false);
    expect(plannedBlind(key)).toBe(false);
  });

  it('keeps a bounded number of searches, the oldest going first', () => {
    const keys = Array.from({ length: 1001 }, (_, i) => searchPlanKey({ search: `bound-${i}` }));
    for (const k of keys) rememberSearch(k, true);
    expect(plannedBlind(keys[0]!)).toBe(false);
    expect(plannedBlind(keys[1]!)).toBe(true);
    expect(plannedBlind(keys[1000]!)).toBe(true);
  });
});
