import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { BasketFillResult, PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { refreshBasket } from './useBasketCount';
import { mirrorBasket } from './useBasket';

/**
 * Order again or the quick order pad: runs the call, puts the answered basket in the shared cache (top-bar
 * badge, basket page) and keeps the report for the screen to show. A refusal is notified with the server's text.
 */
export function useBasketFill<Arg>(call: (dp: PharmacyDataProvider, arg: Arg) => Promise<BasketFillResult>) {
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (arg: Arg) => call(dataProvider, arg),
    onSuccess: (result) => {
      refreshBasket(queryClient, result.basket);
      mirrorBasket(result.basket as never);
    },
    onError: (error) =>
      notify(error instanceof Error && error.message ? error.message : 'shop.fill.failed', { type: 'error' }),
  });
}
