import { useQuery } from '@tanstack/react-query';
import { Code } from '../../contract/codes';
import { clients } from '../../http/clients';
import type { Basket } from '../basket/useBasket';

/** GET /pharmacy/payment_summary: the amounts the offline order and its invoice will carry, in dinars. */
export interface PaymentSummary {
  method: 'online' | 'offline';
  price_without_tax: number;
  tax_rate: number;
  tax_amount: number;
  stamp_duty: number;
  total: number;
}

/**
 * The stamp duty and exact total of an offline order before it is placed, from the server's own calculation
 * (the one the invoice prints). Asked again whenever the basket or the address changes; null until known.
 */
export function usePaymentSummary(addressId: number | null, basket: Basket | undefined): PaymentSummary | null {
  const { data } = useQuery({
    queryKey: ['pharmacy', 'payment-summary', addressId, basket?.basket_total_price, basket?.products.length],
    enabled: addressId !== null && Boolean(basket?.products.length),
    queryFn: async () => {
      const res = await clients.pharmacy.request<PaymentSummary>('GET', '/pharmacy/payment_summary', {
        query: { delivery_address: addressId, method: 'offline' },
      });
      return res.code === Code.OK ? res.payload : null;
    },
  });
  return data ?? null;
}
