import { refreshBasket } from '../basket/useBasketCount';
import { onlineOrderNumber } from './paymentStorage';
import type { PaymentResultPayload } from './types';
import { type PaymentCheck, type PaymentResultSource, usePaymentResult } from './usePaymentResult';

export type OnlineResult = PaymentCheck<PaymentResultPayload>;

/** An order paid: the basket it emptied is read again. */
const ORDER_PAYMENT: PaymentResultSource = {
  keptNumber: () => onlineOrderNumber.get(),
  onPaid: (queryClient) => refreshBasket(queryClient),
};

/** How the online payment of an order ended (usePaymentResult). */
export const useOnlinePaymentResult = () => usePaymentResult<PaymentResultPayload>(ORDER_PAYMENT);
