import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AccountSummary, PharmacyDataProvider } from '../../dataProvider/pharmacy';

/** The pharmacy's trade account summary (issue 30); undefined until known or when it cannot be read. */
export function useAccountSummary(): AccountSummary | undefined {
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { data } = useQuery({
    queryKey: ['pharmacy', 'account-summary'],
    queryFn: async () => {
      const summary = await dataProvider.accountSummary();
      // after a session end react-admin answers `{ data }` instead: nothing known
      return summary && 'balance' in summary ? summary : null;
    },
    retry: false,
  });
  return data ?? undefined;
}
