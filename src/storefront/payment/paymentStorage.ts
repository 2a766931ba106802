import { STORAGE } from '../../contract/constants';
import { saveBlob } from '../../http/client';
import type { OfflineOrderResult } from './types';

/**
 * Where the result pages find their order: the online attempt's orderNumber in localStorage (spec 000 §3, it
 * survives the trip to SATIM), the offline order's answer with its invoice in sessionStorage ("invoice stored").
 */
const OFFLINE_KEY = 'offlineOrder';

export const onlineOrderNumber = {
  get: () => localStorage.getItem(STORAGE.onlineOrderNumber),
  set: (orderNumber: string) => localStorage.setItem(STORAGE.onlineOrderNumber, orderNumber),
};

export const offlineOrder = {
  get(): OfflineOrderResult | null {
    try {
      const raw = sessionStorage.getItem(OFFLINE_KEY);
      return raw ? (JSON.parse(raw) as OfflineOrderResult) : null;
    } catch {
      return null;
    }
  },
  set(result: OfflineOrderResult) {
    try {
      sessionStorage.setItem(OFFLINE_KEY, JSON.stringify(result));
    } catch {
      // storage full: without the invoice the page still offers the e-mail and the orders list
      sessionStorage.setItem(OFFLINE_KEY, JSON.stringify({ ...result, invoice: null }));
    }
  },
};

/**
 * The invoice of a result page, named as My orders names it, invoice_order_{order_no}_{lang}.pdf (D45; spec 000 §9's
 * facture.pdf when the order number is not known).
 */
export function saveInvoice(base64: string, orderNo?: string | null, lang?: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveBlob(
    new Blob([bytes], { type: 'application/pdf' }),
    orderNo && lang ? `invoice_order_${orderNo}_${lang}.pdf` : 'facture.pdf',
  );
}
