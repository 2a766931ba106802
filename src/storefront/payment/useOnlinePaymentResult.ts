import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Code } from '../../contract/codes';
import { NetworkError } from '../../http/client';
import { clients } from '../../http/clients';
import { BASKET_QUERY_KEY } from '../basket/useBasketCount';
import { onlineOrderNumber } from './paymentStorage';
import type { PaymentResultPayload } from './types';

export type OnlineResult =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'session' }
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
  const [params] = useSearchParams();
  const gatewayId = params.get('orderId');

  const check = useCallback(async () => {
    const query = gatewayId ? { orderId: gatewayId } : { orderNumber: onlineOrderNumber.get() };
    if (!query.orderId && !query.orderNumber) return setResult({ state: 'none' });
    setResult({ state: 'loading' });
    try {
      const res = await clients.pharmacy.request<PaymentResultPayload>('POST', '/pharmacy/payment', { query });
      if (res.code === Code.NO_TOKENS) return setResult({ state: 'session' });
      if (res.code === Code.OK) {
        void queryClient.invalidateQueries({ queryKey: BASKET_QUERY_KEY });
        return setResult({ state: 'paid', payload: res.payload ?? {}, message: res.meta });
      }
      if (res.code === Code.PAYMENT_FAILED) return setResult({ state: 'failed', payload: res.payload ?? {}, message: res.meta });
      if (res.code === Code.NOT_FOUND && res.status === 404) return setResult({ state: 'none' });
      return setResult({ state: 'unavailable', message: res.meta });
    } catch (e) {
      return setResult({ state: 'unavailable', message: e instanceof NetworkError ? null : (e as Error).message });
    }
  }, [queryClient, gatewayId]);

  useEffect(() => {
    void check();
  }, [check]);

  return { result, check };
}
