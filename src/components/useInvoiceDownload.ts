import { useCallback, useState } from 'react';
import { type Identifier, useNotify } from 'react-admin';
import { type Lang, SNACKBAR_MS } from '../contract/constants';
import { ApiError, type BlobResult, saveBlob } from '../http/client';
import { useLang } from '../i18n/useLang';

/** The area's message keys for an invoice download (spec 000 §8, 001 §8). */
export interface InvoiceMessages {
  invalid: string;
  format: string;
  done: string;
  failed: string;
}

/** Fetches the invoice PDF of an order in the given language. */
export type FetchInvoice = (orderId: Identifier, lang: Lang) => Promise<BlobResult>;

/**
 * Downloads an order's invoice PDF in the interface language, saved as invoice_order_{order_no}_{locale}.pdf.
 * A session that ended is handled by the client; `onApiError` replaces the "failed" snackbar for server refusals.
 */
export function useInvoiceDownload(
  fetchInvoice: FetchInvoice,
  messages: InvoiceMessages,
  onApiError?: (error: ApiError) => void,
) {
  const notify = useNotify();
  const lang = useLang();
  const [pending, setPending] = useState<Identifier | null>(null);
  const { invalid, format, done, failed } = messages;

  const download = useCallback(
    async (order: { id?: Identifier; order_no?: string } | null | undefined) => {
      const toast = (key: string, type: 'error' | 'success') => notify(key, { type, autoHideDuration: SNACKBAR_MS });
      if (!order?.id || !order.order_no) return toast(invalid, 'error');
      setPending(order.id);
      try {
        const file = await fetchInvoice(order.id, lang);
        if (!file.contentType.includes('application/pdf')) return toast(format, 'error');
        saveBlob(file.blob, `invoice_order_${order.order_no}_${lang}.pdf`);
        toast(done, 'success');
      } catch (e) {
        if (onApiError && e instanceof ApiError) onApiError(e);
        else toast(failed, 'error');
      } finally {
        setPending(null);
      }
    },
    [fetchInvoice, lang, notify, invalid, format, done, failed, onApiError],
  );
  return { download, pending };
}
