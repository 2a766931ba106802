import type { QueryClient } from '@tanstack/react-query';
import { useGetOne } from 'react-admin';
import { BASKET_ID } from '../../dataProvider/pharmacyShop';
import type { BasketInfo } from './types';

export type { BasketInfo, BasketLine } from './types';

/**
 * react-query key prefix of the basket (react-admin's `basket` resource): invalidate it after any basket change
 * so the top-bar badge follows, or call refreshBasket.
 */
export const BASKET_QUERY_KEY = ['basket'] as const;

/** The key useGetOne('basket', { id: BASKET_ID }) caches the basket under. */
const basketRecordKey = ['basket', 'getOne', { id: BASKET_ID }] as const;

/**
 * After a change: the answered basket, when there is one, is shown at once (top-bar badge, basket page, product
 * cards), then the basket is asked again.
 */
export function refreshBasket(queryClient: QueryClient, answered?: object) {
  if (answered) queryClient.setQueryData(basketRecordKey, { ...answered, id: BASKET_ID });
  void queryClient.invalidateQueries({ queryKey: BASKET_QUERY_KEY });
}

/** The signed-in pharmacy's basket (shared cache, fetched once for the top bar and the basket page). */
export function useBasketInfo() {
  // asked again whenever the tab comes back to the front: another tab may have changed it (issue 27 §3)
  const query = useGetOne<BasketInfo & { id: string }>(
    'basket',
    { id: BASKET_ID },
    { staleTime: 30_000, refetchOnWindowFocus: 'always' },
  );
  // a call met by the end of the session resolves to an empty record (react-admin's useDataProvider): no basket
  return Array.isArray(query.data?.products) ? query : { ...query, data: undefined };
}

/** Number of lines in the basket, for the top-bar badge. */
export function useBasketCount(): number {
  return useBasketInfo().data?.products.length ?? 0;
}
