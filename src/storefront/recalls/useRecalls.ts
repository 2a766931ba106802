import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import type { PharmacyRecall } from '../../dataProvider/pharmacyRecalls';

export const RECALLS_QUERY_KEY = ['pharmacy', 'recalls'];

/**
 * The pharmacy's recalls (issue 29 §5), read once per session and again when the window regains focus; [] until
 * known or when they cannot be read (another role browsing the shop, a session ended).
 */
export function useRecalls(): PharmacyRecall[] {
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { data } = useQuery({
    queryKey: RECALLS_QUERY_KEY,
    queryFn: async () => {
      const recalls = await dataProvider.recalls();
      return Array.isArray(recalls) ? recalls : [];
    },
    staleTime: Infinity,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  return data ?? [];
}
