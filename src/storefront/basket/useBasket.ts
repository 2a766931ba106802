import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Code } from '../../contract/codes';
import { STORAGE } from '../../contract/constants';
import type { ApiResult } from '../../http/client';
import { clients } from '../../http/clients';
import { BASKET_QUERY_KEY, type BasketInfo, type BasketLine, useBasketInfo } from './useBasketCount';

/** A basket line with the server's flags (D12: a line whose stock fell is flagged, never changed silently). */
export interface BasketLineInfo extends BasketLine {
  ref?: string;
  insufficient_stock?: boolean;
  unavailable?: boolean;
}

export interface Basket extends BasketInfo {
  products: BasketLineInfo[];
  tax_rate?: number;
  /** false while a line is flagged */
  can_checkout?: boolean;
}

/** The basket is mirrored in session storage under `basket` (spec 000 §3); emptying clears the local list (§4). */
export function mirrorBasket(basket: Pick<Basket, 'products'> | null) {
  try {
    sessionStorage.setItem(STORAGE.basket, JSON.stringify(basket?.products ?? []));
  } catch {
    // storage full or disabled: the server basket stays the reference
  }
}

/**
 * The signed-in pharmacy's basket and its changes. Every change answers the whole basket: it is put in the
 * shared cache (top-bar badge, basket page, product cards) and then refetched (spec 000 §4).
 * Each action resolves with the server's answer, whatever its code, so the caller shows `meta`.
 */
export function useBasket() {
  const query = useBasketInfo();
  const queryClient = useQueryClient();
  const basket = query.data as Basket | undefined;

  useEffect(() => {
    if (basket) mirrorBasket(basket);
  }, [basket]);

  const run = useCallback(
    async (method: string, path: string, body?: unknown): Promise<ApiResult<Basket>> => {
      const result = await clients.pharmacy.request<Basket>(method, path, body === undefined ? {} : { body });
      if (result.code === Code.OK && result.payload && typeof result.payload === 'object') {
        queryClient.setQueryData(BASKET_QUERY_KEY, result.payload);
        mirrorBasket(result.payload);
      }
      void queryClient.invalidateQueries({ queryKey: BASKET_QUERY_KEY });
      return result;
    },
    [queryClient],
  );

  /** Sets a line's quantity (D12: the quantity is set, not added). */
  const setQuantity = useCallback(
    (productId: number, quantity: number) => run('POST', '/pharmacy/add_product_to_basket', { product_id: productId, quantity }),
    [run],
  );
  const remove = useCallback((productId: number) => run('DELETE', '/pharmacy/delete_basket_product', { product_id: productId }), [run]);
  const empty = useCallback(() => run('DELETE', '/pharmacy/empty_basket'), [run]);

  const quantityOf = useCallback(
    (productId: number) => basket?.products.find((l) => l.product_id === productId)?.selected_quantity ?? 0,
    [basket],
  );

  return { basket, query, setQuantity, remove, empty, quantityOf };
}
