import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError, NetworkError } from '../../http/client';
import type { PaymentResultPayload } from '../payment/types';
import { invoicePaymentNumber } from './invoicePaymentStorage';

/** What POST /pharmacy/payment answers for a payment of several invoices (issue 30 §4), money in dinars. */
export interface InvoicePaymentPayload extends PaymentResultPayload {
  invoices?: { invoice_id: number; invoice_no: string; amount: number; paid: number; amount_due: number }[];
  on_account?: number;
}

export type InvoicePaymentCheck =
  | { state: 'loading' }
  | { state: 'none' }
  | { state: 'paid' | 'failed'; payload: InvoicePaymentPayload; message: string | null }
  | { state: 'unavailable'; message: string | null };

/**
 * Asks the server how the payment of several invoices ended, through the order payment's own call
 * (POST /pharmacy/payment): the attempt is the one SATIM names in the URL, the number kept before leaving is the
 * fallback. Asking again is safe (D98). Once paid, the account's figures and lists are read again.
 */
export function useInvoicePaymentResult() {
  const [result, setResult] = useState<InvoicePaymentCheck>({ state: 'loading' });
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const [params] = useSearchParams();
  const gatewayId = params.get('orderId');

  const check = useCallback(async () => {
    const query = gatewayId ? { orderId: gatewayId } : { orderNumber: invoicePaymentNumber.get() };
    if (!query.orderId && !query.orderNumber) return setResult({ state: 'none' });
    setResult({ state: 'loading' });
    try {
      const found = await dataProvider.paymentResult(query);
      if (!found) return setResult({ state: 'none' });
      if (!('paid' in found)) return;
      const payload = found.payload as InvoicePaymentPayload;
      if (found.paid) await queryClient.invalidateQueries({ queryKey: ['pharmacy', 'account-summary'] });
      return setResult({ state: found.paid ? 'paid' : 'failed', payload, message: found.message });
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
