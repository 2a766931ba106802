import { STORAGE } from '../../contract/constants';

/** The invoice payment's attempt number, kept before leaving for SATIM: the result page's fallback for a URL without its id. */
export const invoicePaymentNumber = {
  get: () => localStorage.getItem(STORAGE.invoicePaymentNumber),
  set: (orderNumber: string) => localStorage.setItem(STORAGE.invoicePaymentNumber, orderNumber),
};
