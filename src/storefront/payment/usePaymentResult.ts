import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError, NetworkError } from '../../http/client';
import type { PaymentResultPayload } from './types';

export type PaymentCheck<P extends PaymentResultPayload = PaymentResultPayload> =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'paid' | 'failed'; payload: P; message: string | null }
  /** the gateway or the server did not answer: nothing is decided, the user may check again */
  | { state: 'unavailable'; message: string | null };

/** Which payment a result page asks about when SATIM's URL names none, and what a success refreshes. */
export interface PaymentResultSource {
  /** the attempt number kept in this browser before leaving for SATIM */
  keptNumber: () => string | null;
  onPaid: (queryClient: QueryClient) => unknown;
}

/**
 * Asks the server how a card payment ended (POST /pharmacy/payment, spec 000 §4), for an order or for several
 * invoices (D98). The attempt is the one SATIM names in the return URL (`?orderId=`), so two tabs, a reload and a
 * bookmark each show their own; the number kept before leaving is only the fallback for a URL without it. Asking
 * again is safe: the server settles a payment once (D14). `source` must be a module constant (it is a dependency).
 */
export function usePaymentResult<P extends PaymentResultPayload>(source: PaymentResultSource) {
  const [result, setResult] = useState<PaymentCheck<P>>({ state: 'loading' });
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const [params] = useSearchParams();
  const gatewayId = params.get('orderId');

  const check = useCallback(async () => {
    const query = gatewayId ? { orderId: gatewayId } : { orderNumber: source.keptNumber() };
    if (!query.orderId && !query.orderNumber) return setResult({ state: 'none' });
    setResult({ state: 'loading' });
    try {
      const found = await dataProvider.paymentResult(query);
      if (!found) return setResult({ state: 'none' });
      // after a session end react-admin resolves with an empty answer: the sign-in takes over, the page keeps waiting
      if (!('paid' in found)) return;
      if (found.paid) await source.onPaid(queryClient);
      return setResult({ state: found.paid ? 'paid' : 'failed', payload: found.payload as P, message: found.message });
    } catch (e) {
      const message = e instanceof NetworkError ? null : e instanceof ApiError ? e.result.meta : (e as Error).message;
      return setResult({ state: 'unavailable', message });
    }
  }, [queryClient, dataProvider, gatewayId, source]);

  useEffect(() => {
    void check();
  }, [check]);

  return { result, check };
}
