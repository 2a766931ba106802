import { useTranslate } from 'react-admin';
import { FULFILMENT_STATES, fulfilmentLabelKey } from '../contract/fulfilment';
import { FieldFilter } from '../resources/common/ListFilters';

/** The orders lists' filter on the fulfilment state (`filter.fulfilment`, sent as ?fulfilment=). */
export function FulfilmentFilter() {
  const translate = useTranslate();
  return (
    <FieldFilter
      source="fulfilment"
      label={translate('shipping.state')}
      testId="orders-fulfilment-filter"
      choices={[
        { id: '', name: translate('shipping.filterAll') },
        ...FULFILMENT_STATES.map((s) => ({ id: s, name: translate(fulfilmentLabelKey(s)) })),
      ]}
    />
  );
}
