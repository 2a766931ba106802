import { Chip, Tooltip } from '@mui/material';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { ORDER_STATUS, PAYMENT_TYPE, SNACKBAR_MS } from '../../contract/constants';
import { useShowError } from '../common/errorPopup';
import type { Order } from './types';

/**
 * The order's status (001 §4: 1 approved, anything else pending). A cash order's chip flips 1 ↔ 2 through the
 * server and changes only once it agreed; a card order's status follows the payment gateway (D13).
 */
export function StatusChip({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  const [update, { isPending }] = useUpdate<Order>();
  const approved = order.status === ORDER_STATUS.PAID;
  const label = translate(approved ? 'resources.orders.status.approved' : 'resources.orders.status.pending');
  const chip = { label, size: 'small' as const, color: approved ? ('success' as const) : ('warning' as const), 'data-testid': 'status-chip', 'data-status': order.status };
  // a card order's status follows the gateway; a rejected order's is settled for good (issue 26)
  if (order.payement_type !== PAYMENT_TYPE.CASH || order.state === 'rejected')
    return (
      <Tooltip describeChild title={translate(order.state === 'rejected' ? 'orderState.rejected' : 'resources.orders.status.cardHint')}>
        <Chip {...chip} variant="outlined" />
      </Tooltip>
    );
  const toggle = () =>
    update(
      'orders',
      { id: order.id, data: { status: approved ? ORDER_STATUS.PENDING : ORDER_STATUS.PAID }, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('admin.statusUpdated', { type: 'success', autoHideDuration: SNACKBAR_MS }),
        onError: (e) => showError(e, 'resources.orders.errors.status'),
      },
    );
  return (
    // describeChild: the chip is named by what it shows, the tooltip describes it (WCAG 2.5.3, issue 27 §19)
    <Tooltip describeChild title={translate(approved ? 'resources.orders.status.toPending' : 'resources.orders.status.toApproved')}>
      <Chip
        {...chip}
        disabled={isPending}
        onClick={(e) => {
          e.stopPropagation();
          toggle();
        }}
        sx={{ cursor: 'pointer', fontWeight: 600 }}
      />
    </Tooltip>
  );
}
