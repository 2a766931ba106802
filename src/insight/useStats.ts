import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackOfficeDataProvider } from '../dataProvider/backOffice';
import type { Period } from './types';

/** The dashboard figures of a period, from the area's dataProvider (GET /admin/stats or /franchise/stats). */
export function useStats(period: Period) {
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  return useQuery({
    queryKey: ['stats', period.from, period.to],
    queryFn: () => dataProvider.stats({ from: period.from, to: period.to }),
    retry: false,
  });
}
