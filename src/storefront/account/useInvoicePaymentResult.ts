import type { PaymentResultPayload } from '../payment/types';
import { type PaymentCheck, type PaymentResultSource, usePaymentResult } from '../payment/usePaymentResult';
import { invoicePaymentNumber } from './invoicePaymentStorage';

/** What POST /pharmacy/payment answers for a payment of several invoices (issue 30 §4), money in dinars. */
export interface InvoicePaymentPayload extends PaymentResultPayload {
  invoices?: { invoice_id: number; invoice_no: string; amount: number; paid: number; amount_due: number }[];
  on_account?: number;
}

export type InvoicePaymentCheck = PaymentCheck<InvoicePaymentPayload>;

/** Invoices paid: the account's figures and lists are read again. */
const INVOICE_PAYMENT: PaymentResultSource = {
  keptNumber: () => invoicePaymentNumber.get(),
  onPaid: (queryClient) => queryClient.invalidateQueries({ queryKey: ['pharmacy', 'account-summary'] }),
};

/** How the payment of several invoices ended, through the order payment's own call (usePaymentResult, D98). */
export const useInvoicePaymentResult = () => usePaymentResult<InvoicePaymentPayload>(INVOICE_PAYMENT);
