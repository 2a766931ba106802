import { StorefrontLayout } from '../layout/StorefrontLayout';
import { InvoicePaymentResult } from './InvoicePaymentResult';

/** /pharmacy/account/payment/success and /failed: SATIM's returnUrl and failUrl of pay_invoices (issue 30 §4). */
export function Component() {
  return (
    <StorefrontLayout maxWidth={960}>
      <InvoicePaymentResult />
    </StorefrontLayout>
  );
}
