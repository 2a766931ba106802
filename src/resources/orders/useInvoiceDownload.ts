import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import {
  type InvoiceMessages,
  useInvoiceDownload as useSharedInvoiceDownload,
} from '../../components/useInvoiceDownload';
import type { ApiError } from '../../http/client';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useShowError } from '../common/errorPopup';

const messages: InvoiceMessages = {
  invalid: 'resources.orders.invoice.invalid',
  format: 'resources.orders.invoice.format',
  done: 'resources.orders.invoice.done',
  failed: 'resources.orders.invoice.failed',
};

/**
 * An admin order's invoice (001 §7 GET /admin/generate-invoice/{id}?orderId={id} in the interface language), with
 * the messages of 001 §8; server refusals open the error popup.
 */
export function useInvoiceDownload() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const showError = useShowError();
  const onApiError = useCallback((e: ApiError) => showError(e, messages.failed), [showError]);
  return useSharedInvoiceDownload(dataProvider.invoice, messages, onApiError);
}
