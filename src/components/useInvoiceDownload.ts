import { useCallback, useState } from 'react';
import { type Identifier, useLocaleState, useNotify } from 'react-admin';
import { invoiceLangHeaderValue, SNACKBAR_MS } from '../contract/constants';
import { type HttpClient, saveBlob } from '../http/client';

/** The area's message keys for an invoice download (spec 000 §8). */
export interface InvoiceMessages {
  invalid: string;
  format: string;
  done: string;
  failed: string;
}

/**
 * Downloads an order's invoice PDF (spec 000 §7 GET /generate-invoice/{id}) with the tokens of `client`
 * (franchise or pharmacy), saved as invoice_order_{order_no}_{locale}.pdf. This call alone sends `language`
 * 1 for English (D8). A session that ended is handled by the client.
 */
export function useInvoiceDownload(client: HttpClient, messages: InvoiceMessages) {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState<Identifier | null>(null);
  const { invalid, format, done, failed } = messages;

  const download = useCallback(
    async (order: { id?: Identifier; order_no?: string } | null | undefined) => {
      const toast = (key: string, type: 'error' | 'success') => notify(key, { type, autoHideDuration: SNACKBAR_MS });
      if (!order?.id || !order.order_no) return toast(invalid, 'error');
      const lang = locale === 'en' ? 'en' : 'fr';
      setPending(order.id);
      try {
        const file = await client.blob('GET', `/generate-invoice/${encodeURIComponent(String(order.id))}`, {
          headers: { language: invoiceLangHeaderValue(lang) },
        });
        if (!file.contentType.includes('application/pdf')) return toast(format, 'error');
        saveBlob(file.blob, `invoice_order_${order.order_no}_${lang}.pdf`);
        toast(done, 'success');
      } catch {
        toast(failed, 'error');
      } finally {
        setPending(null);
      }
    },
    [client, locale, notify, invalid, format, done, failed],
  );
  return { download, pending };
}
