import { useTranslate } from 'react-admin';
import { PAYMENT_TYPE } from '../contract/constants';
import { FieldFilter } from '../resources/common/ListFilters';

/**
 * The date range and payment type filters of the back-office orders lists (admin and franchise), sent to the
 * server as ?from, ?to (days) and ?payment_type. `texts` is the area's catalogue prefix: its `from`, `to`,
 * `paymentType`, `paymentAll`, `cash` and `card`.
 */
export function OrderDateFilters({ texts }: { texts: string }) {
  const translate = useTranslate();
  return (
    <>
      <FieldFilter source="from" type="date" label={translate(`${texts}.from`)} testId="orders-from-filter" />
      <FieldFilter source="to" type="date" label={translate(`${texts}.to`)} testId="orders-to-filter" />
    </>
  );
}

export function PaymentTypeFilter({ texts }: { texts: string }) {
  const translate = useTranslate();
  return (
    <FieldFilter
      source="payment_type"
      label={translate(`${texts}.paymentType`)}
      testId="orders-payment-filter"
      choices={[
        { id: '', name: translate(`${texts}.paymentAll`) },
        { id: String(PAYMENT_TYPE.CASH), name: translate(`${texts}.cash`) },
        { id: String(PAYMENT_TYPE.CARD), name: translate(`${texts}.card`) },
      ]}
    />
  );
}
