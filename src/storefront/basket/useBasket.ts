import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { STORAGE } from '../../contract/constants';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import type { Basket } from './types';
import { refreshBasket, useBasketInfo } from './useBasketCount';

export type { Basket, BasketLineInfo } from './types';

/** The basket is mirrored in session storage under `basket` (spec 000 §3); emptying clears the local list (§4). */
export function mirrorBasket(basket: Pick<Basket, 'products'> | null) {
  try {
    sessionStorage.setItem(STORAGE.basket, JSON.stringify(basket?.products ?? []));
  } catch {
    // storage full or disabled: the server basket stays the reference
  }
}

/** How a basket change ended: `message` is the server's sentence of a refusal (null when it gave none). */
export type BasketChange = { ok: true } | { ok: false; message: string | null };

type Change = (dp: PharmacyDataProvider) => Promise<Basket>;

/**
 * The signed-in pharmacy's basket and its changes. Every change answers the whole basket: it is put in the
 * shared cache (top-bar badge, basket page, product cards) and then refetched (spec 000 §4).
 * A refusal resolves with the server's `meta` for the caller to show; no answer at all rejects.
 */
export function useBasket() {
  const query = useBasketInfo();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const basket = query.data as Basket | undefined;

  useEffect(() => {
    if (basket) mirrorBasket(basket);
  }, [basket]);

  const { mutateAsync } = useMutation({
    mutationFn: (change: Change) => change(dataProvider),
    onSuccess: (answered) => {
      // after a session end react-admin resolves with an empty answer: nothing to show
      const shown = Array.isArray(answered?.products);
      refreshBasket(queryClient, shown ? answered : undefined);
      if (shown) mirrorBasket(answered);
    },
    onError: () => refreshBasket(queryClient),
  });

  const run = useCallback(
    async (change: Change): Promise<BasketChange> => {
      try {
        const answered = await mutateAsync(change);
        return Array.isArray(answered?.products) ? { ok: true } : { ok: false, message: null };
      } catch (e) {
        if (e instanceof ApiError) return { ok: false, message: e.result.meta };
        throw e;
      }
    },
    [mutateAsync],
  );

  const setQuantity = useCallback(
    (productId: number, quantity: number, backorder?: boolean) =>
      run((dp) => dp.setBasketQuantity(productId, quantity, backorder)),
    [run],
  );
  const remove = useCallback((productId: number) => run((dp) => dp.removeFromBasket(productId)), [run]);
  const empty = useCallback(() => run((dp) => dp.emptyBasket()), [run]);

  const quantityOf = useCallback(
    (productId: number) => basket?.products.find((l) => l.product_id === productId)?.selected_quantity ?? 0,
    [basket],
  );

  return { basket, query, setQuantity, remove, empty, quantityOf };
}
