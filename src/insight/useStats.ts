import { useQuery } from '@tanstack/react-query';
import type { HttpClient } from '../http/client';
import type { Period, Stats } from './types';

/** The dashboard figures of a period from `path` (/admin/stats or /franchise/stats). */
export function useStats(client: HttpClient, path: string, period: Period) {
  return useQuery({
    queryKey: ['stats', path, period.from, period.to],
    queryFn: () => client.call<Stats>('GET', path, { query: { from: period.from, to: period.to } }),
    retry: false,
  });
}
