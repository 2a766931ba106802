import { useQuery } from '@tanstack/react-query';
import { clients } from '../../http/clients';

export interface DeliveryAddress {
  address_id: number;
  address: string;
}

/** Cache of the pharmacy's addresses, shared by the payment page and the profile's addresses tab. */
export const ADDRESSES_QUERY_KEY = ['pharmacy', 'addresses'] as const;

/** The pharmacy's delivery addresses (GET /pharmacy/my_addresses). */
export function useAddresses() {
  return useQuery({
    queryKey: ADDRESSES_QUERY_KEY,
    queryFn: async () => {
      const payload = await clients.pharmacy.call<unknown>('GET', '/pharmacy/my_addresses');
      return (Array.isArray(payload) ? payload : []) as DeliveryAddress[];
    },
    enabled: clients.pharmacy.hasTokens(),
  });
}
