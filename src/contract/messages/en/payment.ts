/** English texts of ../payment.ts. */
export const payment = {
  'payment.addressRequired': 'Please select a delivery address.',
  'payment.captchaRequired': 'Please complete the reCAPTCHA before paying.',
  'payment.captchaInvalid': 'The reCAPTCHA check failed. Please do it again.',
  'payment.captchaUnavailable': 'The reCAPTCHA check is unavailable right now. Please try again.',
  'payment.basketEmpty': 'Your basket is empty.',
  'payment.productUnavailable': 'The product "%{name}" is no longer available. Remove it from the basket to continue.',
  'payment.outOfStock': 'Not enough stock for "%{name}": %{available} available. Change your basket to continue.',
  'payment.redirecting': 'Order saved, redirecting to the payment page.',
  'payment.providerUnavailable':
    'The payment service did not respond correctly. Your order was not paid; please try again.',
  'payment.confirmUnavailable':
    'The payment service did not respond correctly. Nothing is lost: your payment status will be checked automatically. Please try again in a moment.',
  'payment.paid': 'Your payment was accepted.',
  'payment.declined': 'Payment declined: %{reason}',
  'payment.notCompleted': 'The payment was not completed. You can try again.',
  'payment.amountMismatch':
    'The amount confirmed by the bank does not match the order. The order is not validated; please contact support.',
  'payment.expired': 'The payment time is over: the order was cancelled. You can try again.',
  'payment.offlinePlaced': 'Order saved. It will be processed once the sales department validates it.',
  'payment.invoiceSent': 'The invoice has been sent successfully',
  'payment.invoiceUnavailable': 'No invoice is available for this order.',
  'payment.refunded': 'Refund of %{amount} done.',
  'payment.refundAmountInvalid': 'Invalid refund amount (positive number, at most 2 decimals).',
  'payment.refundNotAllowed': 'Only orders paid online can be refunded.',
  'payment.refundTooMuch': 'The amount exceeds what is left to refund (%{available}).',
  'payment.refundFailed': 'The payment service refused the refund: %{reason}',
  'payment.refundPending':
    'The payment service did not answer: the refund is recorded as pending and will be confirmed or given back automatically within a few minutes. Do not refund again.',
  'payment.refundUnavailable': 'The payment service did not answer: no refund was made. Try again.',
  'payment.respCode.00': 'Your payment was accepted.',
  'payment.respCode.declined': 'Your transaction was rejected.',
  'payment.respCode.05': 'Your transaction was rejected.',
  'payment.respCode.14': 'Invalid card number.',
  'payment.respCode.17': 'Payment cancelled by the cardholder.',
  'payment.respCode.51': 'Your transaction was rejected: insufficient funds.',
  'payment.respCode.54': 'Your transaction was rejected: expired card.',
  'payment.respCode.-2007': 'Payment session expired.',
  'payment.alreadyPaid':
    'Your previous payment (order %{order}) was already accepted: find it in "My orders" before ordering again.',
  'payment.previousUnchecked':
    'The payment service could not confirm the state of your previous payment. Please try again in a moment.',
  'payment.latePaidRefunding':
    'This payment was made on a payment page that a newer payment of the same basket (or your cancellation) had replaced: it is not kept. The %{amount} charged are being refunded to your card automatically; nothing is ordered with this payment.',
  'payment.latePaidRefunded':
    'This payment was made on a payment page that a newer payment of the same basket (or your cancellation) had replaced: it is not kept. The %{amount} charged have been refunded to your card automatically; nothing is ordered with this payment.',
  'payment.basketAlreadyOrdered':
    'This basket was ordered a moment ago (order %{order}): no second order was placed. You will find it in My orders.',
  'payment.superseded': 'This payment was replaced by a newer payment of the same basket.',
  'payment.cancelledByPharmacy': 'This payment was cancelled.',
  'payment.orderCancelled': 'Order %{order} cancelled: the reserved stock was released.',
  'payment.notCancellable': 'Only an order awaiting payment can be cancelled.',
  'payment.idempotencyKeyInvalid': 'Invalid Idempotency-Key header (1 to 100 characters: letters, digits, "-" or "_").',
  'payment.idempotencyKeyReused': 'This Idempotency-Key was already used for another request.',
  'payment.idempotencyInProgress': 'The same request is still being processed. Please try again in a moment.',
  'payment.idempotencyAlreadyRecorded':
    'This operation was already recorded: nothing was done again. Reload the page to see it.',
  'payment.orderDescription': 'Order %{order}',
  'payment.methodInvalid': 'Invalid payment method (online or offline).',
  'payment.orderLineLimit':
    'An order holds at most %{max} different products and this basket has %{count}: remove some before ordering.',
} as const;
