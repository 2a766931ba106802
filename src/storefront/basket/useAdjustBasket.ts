import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { BASKET_ID } from '../../dataProvider/pharmacyShop';
import type { Basket, BasketLineInfo } from './types';
import { mirrorBasket } from './useBasket';
import { refreshBasket } from './useBasketCount';

/** A line the stock no longer covers: withdrawn, sold out, or asking more than is left. */
const shortOf = (l: BasketLineInfo) =>
  l.unavailable || l.product_quantity <= 0 || l.selected_quantity > l.product_quantity;

/**
 * "Adjust my basket to what is available" (issue 27 §4): when another pharmacy took the last units, one click
 * brings every short line down to the stock left, and removes the lines with none, from the basket as the server
 * has it now (not the page's copy). Resolves with the adjusted basket.
 */
export function useAdjustBasket() {
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      let basket = (await dataProvider.getOne<Basket & { id: string }>('basket', { id: BASKET_ID })).data;
      // one call per short line, one after the other: each answers the whole basket, the last one is the result
      for (const line of basket.products.filter(shortOf)) {
        const left = line.unavailable ? 0 : Math.max(0, line.product_quantity);
        basket = {
          ...(left > 0
            ? await dataProvider.setBasketQuantity(line.product_id, left)
            : await dataProvider.removeFromBasket(line.product_id)),
          id: BASKET_ID,
        };
      }
      return basket;
    },
    onSuccess: (basket) => {
      mirrorBasket(basket);
      refreshBasket(queryClient, basket);
    },
  });
}
