import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { BackorderPolicy } from '../../contract/shortages';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';

const KEY = ['pharmacy', 'backorderPolicy'];

/** The pharmacy's default for the rest of a line beyond the stock (issue 41 §1), read once and shared. */
export function useBackorderPolicy() {
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => dataProvider.backorderPolicy(), staleTime: 60_000 });
  const change = useCallback(
    async (policy: BackorderPolicy) => {
      const message = await dataProvider.setBackorderPolicy(policy);
      queryClient.setQueryData(KEY, policy);
      return message;
    },
    [dataProvider, queryClient],
  );
  return { policy: query.data, isPending: query.isPending, change };
}
