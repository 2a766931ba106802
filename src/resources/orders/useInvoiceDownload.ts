import { useCallback } from 'react';
import type { Lang } from '../../contract/constants';
import type { Identifier } from 'react-admin';
import {
  type FetchInvoice,
  type InvoiceMessages,
  useInvoiceDownload as useSharedInvoiceDownload,
} from '../../components/useInvoiceDownload';
import type { ApiError } from '../../http/client';
import { clients } from '../../http/clients';
import { useShowError } from '../common/errorPopup';

/** 001 §7 GET /admin/generate-invoice/{id}?orderId={id} in the interface language. */
const adminInvoice: FetchInvoice = (orderId: Identifier, lang: Lang) =>
  clients.admin.blob('GET', `/admin/generate-invoice/${encodeURIComponent(String(orderId))}`, {
    query: { orderId: String(orderId), lang },
    lang,
  });

const messages: InvoiceMessages = {
  invalid: 'resources.orders.invoice.invalid',
  format: 'resources.orders.invoice.format',
  done: 'resources.orders.invoice.done',
  failed: 'resources.orders.invoice.failed',
};

/** An admin order's invoice, with the messages of 001 §8; server refusals open the error popup. */
export function useInvoiceDownload() {
  const showError = useShowError();
  const onApiError = useCallback((e: ApiError) => showError(e, messages.failed), [showError]);
  return useSharedInvoiceDownload(adminInvoice, messages, onApiError);
}
