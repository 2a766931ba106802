import { useGetList } from 'react-admin';
import { hasSession } from '../../authProviders';
import type { DeliveryAddress } from '../../dataProvider/pharmacyAccount';

export type { DeliveryAddress };

/** Saved addresses and cards are few (two addresses at most): one page holds them all. */
export const SAVED_ITEMS_PAGE = { page: 1, perPage: 1000 };

/**
 * The pharmacy's delivery addresses (GET /pharmacy/my_addresses), the dataProvider's `addresses` resource:
 * the payment page and the profile's addresses tab share react-admin's cache of it.
 */
export function useAddresses() {
  return useGetList<DeliveryAddress>(
    'addresses',
    { pagination: SAVED_ITEMS_PAGE },
    { enabled: hasSession('pharmacy') },
  );
}
