import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError, NetworkError } from '../../http/client';
import { refreshBasket } from '../basket/useBasketCount';
import { onlineOrderNumber } from './paymentStorage';
import type { PaymentResultPayload } from './types';

export type OnlineResult =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'paid'; payload: PaymentResultPayload; message: string | null }
  | { state: 'failed'; payload: PaymentResultPayload; message: string | null }
  /** the gateway or the server did not answer: nothing is decided, the user may check again */
  | { state: 'unavailable'; message: string | null };

/**
 * Asks the server how the online payment ended (POST /pharmacy/payment, spec 000 §4). The attempt is the one
 * SATIM names in the return URL (`?orderId=`), so two tabs, a reload and a bookmark each show their own; the
 * attempt number kept in this browser before leaving for SATIM is only the fallback for a URL without it.
 * Asking again is safe: the server settles a payment once (D14).
 */
export function useOnlinePaymentResult() {
  const [result, setResult] = useState<OnlineResult>({ state: 'loading' });
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const [params] = useSearchParams();
  const gatewayId = params.get('orderId');

  const check = useCallback(async () => {
    const query = gatewayId ? { orderId: gatewayId } : { orderNumber: onlineOrderNumber.get() };
    if (!query.orderId && !query.orderNumber) return setResult({ state: 'none' });
    setResult({ state: 'loading' });
    try {
      const found = await dataProvider.paymentResult(query);
      if (!found) return setResult({ state: 'none' });
      // after a session end react-admin resolves with an empty answer: the sign-in takes over, the page keeps waiting
      if (!('paid' in found)) return;
      if (!found.paid) return setResult({ state: 'failed', payload: found.payload, message: found.message });
      refreshBasket(queryClient);
      return setResult({ state: 'paid', payload: found.payload, message: found.message });
    } catch (e) {
      const message = e instanceof NetworkError ? null : e instanceof ApiError ? e.result.meta : (e as Error).message;
      return setResult({ state: 'unavailable', message });
    }
  }, [queryClient, dataProvider, gatewayId]);

  useEffect(() => {
    void check();
  }, [check]);

  return { result, check };
}
