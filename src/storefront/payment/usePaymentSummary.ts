import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import type { Basket } from '../basket/types';
import type { PaymentSummary } from './types';

export type { PaymentSummary } from './types';

/**
 * The stamp duty and exact total of an offline order before it is placed, from the server's own calculation
 * (the one the invoice prints). Asked again whenever the basket or the address changes; null until known.
 */
export function usePaymentSummary(addressId: number | null, basket: Basket | undefined): PaymentSummary | null {
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const { data } = useQuery({
    queryKey: ['pharmacy', 'payment-summary', addressId, basket?.basket_total_price, basket?.products.length],
    enabled: addressId !== null && Boolean(basket?.products.length),
    queryFn: async () => {
      const summary = await dataProvider.paymentSummary(addressId!);
      // after a session end react-admin answers `{ data }` instead: no summary
      return summary && 'total' in summary ? summary : null;
    },
  });
  return data ?? null;
}
