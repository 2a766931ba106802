import { useCallback, useState } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { invoiceLangHeaderValue, SNACKBAR_MS } from '../../contract/constants';
import { saveBlob } from '../../http/client';
import { clients } from '../../http/clients';

/**
 * Downloads an order's invoice (GET /generate-invoice/{id}) with the pharmacy's tokens, saved as
 * invoice_order_{order_no}_{locale}.pdf. This call alone sends `language` 1 for English (spec 000 §7, D8).
 */
export function useInvoiceDownload() {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState<number | null>(null);
  const download = useCallback(
    async (order: { id?: number; order_no?: string } | null) => {
      const toast = (key: string, type: 'error' | 'success') => notify(key, { type, autoHideDuration: SNACKBAR_MS });
      if (!order?.id || !order.order_no) return toast('shop.orders.invoiceInvalid', 'error');
      const lang = locale === 'en' ? 'en' : 'fr';
      setPending(order.id);
      try {
        const file = await clients.pharmacy.blob('GET', `/generate-invoice/${order.id}`, { headers: { language: invoiceLangHeaderValue(lang) } });
        if (!file.contentType.includes('application/pdf')) return toast('shop.orders.invoiceFormat', 'error');
        saveBlob(file.blob, `invoice_order_${order.order_no}_${lang}.pdf`);
        toast('shop.orders.invoiceDone', 'success');
      } catch {
        toast('shop.orders.invoiceFailed', 'error');
      } finally {
        setPending(null);
      }
    },
    [locale, notify],
  );
  return { download, pending };
}
