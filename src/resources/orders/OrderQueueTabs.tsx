import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** The filter of the "to validate" queue: cash orders awaiting sales validation (D13). */
export const TO_VALIDATE = { state: 'awaiting_validation' } as const;

/** The admin orders list at the "to validate" queue: where the dashboard's "awaiting validation" link leads. */
export const TO_VALIDATE_PATH = `/admin/orders?filter=${encodeURIComponent(JSON.stringify(TO_VALIDATE))}`;

/**
 * Two work queues over the orders list: every order, or those awaiting sales validation. The queue is a state
 * filter, so the other filters, the search and the sort still apply within it.
 */
export function OrderQueueTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const queue = filterValues.state === TO_VALIDATE.state ? 'toValidate' : 'all';
  const choose = (next: string) => {
    const { state: _state, ...rest } = filterValues as Record<string, unknown>;
    setFilters(next === 'toValidate' ? { ...rest, ...TO_VALIDATE } : rest, undefined, false);
  };
  return (
    <Tabs
      value={queue}
      onChange={(_, v: string) => choose(v)}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="orders-queues"
    >
      <Tab value="all" label={translate('resources.orders.queues.all')} data-testid="queue-all" />
      <Tab value="toValidate" label={translate('resources.orders.queues.toValidate')} data-testid="queue-to-validate" />
    </Tabs>
  );
}
