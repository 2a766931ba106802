import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ORDER_STATES, orderStateLabelKey } from '../contract/orderStates';

/**
 * Which orders a back-office list shows (`filter.state`): placed orders by default, every card attempt, all,
 * or one state (docs/payments.md "Order states").
 */
export function OrderStateFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const value = typeof filterValues.state === 'string' ? filterValues.state : '';
  const choose = (state: string) => {
    const { state: _previous, ...rest } = filterValues as Record<string, unknown>;
    setFilters(state ? { ...rest, state } : rest, undefined, false);
  };
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(e) => choose(e.target.value)}
      label={translate('orderState.filter')}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 260 } }}
      slotProps={{
        htmlInput: { 'data-testid': 'order-state-filter' },
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="">{translate('orderState.filterPlaced')}</MenuItem>
      <MenuItem value="attempts">{translate('orderState.filterAttempts')}</MenuItem>
      <MenuItem value="all">{translate('orderState.filterAll')}</MenuItem>
      {ORDER_STATES.map((s) => (
        <MenuItem key={s} value={s}>
          {translate(orderStateLabelKey(s))}
        </MenuItem>
      ))}
    </TextField>
  );
}
