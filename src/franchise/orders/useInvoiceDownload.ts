import { useCallback, useState } from 'react';
import { type Identifier, useLocaleState, useNotify } from 'react-admin';
import { invoiceLangHeaderValue, SNACKBAR_MS } from '../../contract/constants';
import { saveBlob } from '../../http/client';
import { clients } from '../../http/clients';

/**
 * Downloads an order's invoice PDF (spec 000 §7 GET /generate-invoice/{id}) as
 * invoice_order_{order_no}_{locale}.pdf. This call alone sends `language` 1 for English (D8).
 * Messages of spec 000 §8 "Franchise pharmacies and invoices"; a session that ended is handled by the client.
 */
export function useInvoiceDownload() {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState<Identifier | null>(null);

  const download = useCallback(
    async (order: { id?: Identifier; order_no?: string } | null | undefined) => {
      const toast = (key: string, type: 'error' | 'success') => notify(key, { type, autoHideDuration: SNACKBAR_MS });
      if (!order?.id || !order.order_no) return toast('franchise.orders.invoice.invalid', 'error');
      const lang = locale === 'en' ? 'en' : 'fr';
      setPending(order.id);
      try {
        const file = await clients.franchise.blob('GET', `/generate-invoice/${encodeURIComponent(String(order.id))}`, {
          headers: { language: invoiceLangHeaderValue(lang) },
        });
        if (!file.contentType.includes('application/pdf')) return toast('franchise.orders.invoice.format', 'error');
        saveBlob(file.blob, `invoice_order_${order.order_no}_${lang}.pdf`);
        toast('franchise.orders.invoice.done', 'success');
      } catch {
        toast('franchise.orders.invoice.failed', 'error');
      } finally {
        setPending(null);
      }
    },
    [locale, notify],
  );
  return { download, pending };
}
