import { isCalendarDay } from '../contract/algiersTime';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { thisMonth } from './format';
import type { Period } from './types';

/** A whole calendar day written yyyy-mm-dd, from the year 2000 on (a date field shows 0002-… while its year is typed). */
export function isPeriodDay(value: string | null): value is string {
  return isCalendarDay(value) && value >= '2000-01-01';
}

/**
 * The dashboard's period kept in the address (`?from=…&to=…`, issue 27 §20), so a reload or a shared link shows the
 * same figures; this month when the address has none. A change replaces the history entry (Back leaves the page).
 */
export function usePeriodParam(): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const period = useMemo(() => (isPeriodDay(from) && isPeriodDay(to) ? { from, to } : thisMonth()), [from, to]);
  const setPeriod = useCallback(
    (next: Period) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('from', next.from);
          updated.set('to', next.to);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [period, setPeriod];
}
