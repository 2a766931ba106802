import { useQuery } from '@tanstack/react-query';
import { clients } from '../../http/clients';

export interface DeliveryAddress {
  address_id: number;
  address: string;
}

/** The pharmacy's delivery addresses (GET /pharmacy/my_addresses). */
export function useAddresses() {
  return useQuery({
    queryKey: ['pharmacy', 'addresses'],
    queryFn: async () => {
      const payload = await clients.pharmacy.call<unknown>('GET', '/pharmacy/my_addresses');
      return (Array.isArray(payload) ? payload : []) as DeliveryAddress[];
    },
    enabled: clients.pharmacy.hasTokens(),
  });
}
