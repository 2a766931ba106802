import { useCallback, useState } from 'react';
import { type Identifier, useLocaleState, useNotify } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { ApiError, saveBlob } from '../../http/client';
import { clients } from '../../http/clients';
import { useShowError } from '../common/errorPopup';

/**
 * Downloads an order's invoice (001 §7 GET /admin/generate-invoice/{id}?orderId={id}) in the interface language
 * as invoice_order_{order_no}_{locale}.pdf, with the messages of 001 §8.
 */
export function useInvoiceDownload() {
  const notify = useNotify();
  const showError = useShowError();
  const [locale] = useLocaleState();
  const [pending, setPending] = useState<Identifier | null>(null);

  const download = useCallback(
    async (order: { id?: Identifier; order_no?: string } | null | undefined) => {
      if (!order?.id || !order.order_no) return notify('resources.orders.invoice.invalid', { type: 'error', autoHideDuration: SNACKBAR_MS });
      const lang = locale === 'en' ? 'en' : 'fr';
      setPending(order.id);
      try {
        const id = encodeURIComponent(String(order.id));
        const file = await clients.admin.blob('GET', `/admin/generate-invoice/${id}`, { query: { orderId: String(order.id), lang }, lang });
        if (!file.contentType.includes('application/pdf')) return notify('resources.orders.invoice.format', { type: 'error', autoHideDuration: SNACKBAR_MS });
        saveBlob(file.blob, `invoice_order_${order.order_no}_${lang}.pdf`);
        notify('resources.orders.invoice.done', { type: 'success', autoHideDuration: SNACKBAR_MS });
      } catch (e) {
        if (e instanceof ApiError) showError(e, 'resources.orders.invoice.failed');
        else notify('resources.orders.invoice.failed', { type: 'error', autoHideDuration: SNACKBAR_MS });
      } finally {
        setPending(null);
      }
    },
    [locale, notify, showError],
  );
  return { download, pending };
}
