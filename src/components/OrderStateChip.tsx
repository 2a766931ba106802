import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isOrderState, ORDER_STATE_TONE, orderStateLabelKey } from '../contract/orderStates';

/**
 * An order's state in words (awaiting payment, paid, failed with its reason…), the same in the pharmacy's,
 * the franchisee's and the admin's screens. Translated here from the state name, so it follows the language.
 */
export function OrderStateChip({ state, reason }: { state: string | undefined; reason?: string | null }) {
  const translate = useTranslate();
  if (!isOrderState(state)) return null;
  const label =
    state === 'failed' && reason
      ? translate('orderState.failedWithReason', { reason })
      : translate(orderStateLabelKey(state));
  const tone = ORDER_STATE_TONE[state];
  return (
    <Chip
      size="small"
      label={label}
      color={tone}
      variant={tone === 'default' ? 'outlined' : 'filled'}
      data-testid="order-state"
      data-state={state}
      sx={{
        maxWidth: '100%',
        height: 'auto',
        minHeight: 24,
        fontWeight: 600,
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
