import { Chip, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate, useUpdate } from 'react-admin';
import { ORDER_STATUS, PAYMENT_TYPE, SNACKBAR_MS } from '../../contract/constants';
import { ATTEMPT_STATES, type OrderStateName } from '../../contract/orderStates';
import { useShowError } from '../common/errorPopup';
import type { Order } from './types';

/** A card payment that never became an order (failed, expired, cancelled…): it has no status to show or set. */
export const isCardAttempt = (order: Pick<Order, 'state'>) =>
  order.state !== undefined && ATTEMPT_STATES.includes(order.state as OrderStateName);

/**
 * The order's status (001 §4: 1 approved, anything else pending). A cash order's chip flips 1 ↔ 2 through the
 * server, after the admin confirms, and changes only once it agreed; a card order's status follows the payment
 * gateway (D13), and a card attempt that did not go through shows none (its state says what happened).
 */
export function StatusChip({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  const [update, { isPending }] = useUpdate<Order>();
  const [confirming, setConfirming] = useState(false);
  const approved = order.status === ORDER_STATUS.PAID;
  const label = translate(approved ? 'resources.orders.status.approved' : 'resources.orders.status.pending');
  const chip = {
    label,
    size: 'small' as const,
    color: approved ? ('success' as const) : ('warning' as const),
    'data-testid': 'status-chip',
    'data-status': order.status,
  };
  if (isCardAttempt(order))
    return (
      <Tooltip title={translate('resources.orders.status.notPlaced')}>
        <Chip
          label="—"
          size="small"
          variant="outlined"
          data-testid="status-chip"
          data-status="none"
          aria-label={translate('resources.orders.status.notPlaced')}
        />
      </Tooltip>
    );
  // a card order's status follows the gateway; a rejected order's is settled for good (issue 26); an offline order
  // paid by card from My account (state paid, D114) is paid, not to be validated again
  if (order.payement_type !== PAYMENT_TYPE.CASH || order.state === 'rejected' || order.state === 'paid')
    return (
      <Tooltip
        describeChild
        title={translate(order.state === 'rejected' ? 'orderState.rejected' : 'resources.orders.status.cardHint')}
      >
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
        onSettled: () => setConfirming(false),
      },
    );
  const ask = approved ? 'toPending' : 'toApproved';
  return (
    <>
      {/* describeChild: the chip is named by what it shows, the tooltip describes it (WCAG 2.5.3, issue 27 §19) */}
      <Tooltip describeChild title={translate(`resources.orders.status.${ask}`)}>
        <Chip
          {...chip}
          disabled={isPending}
          onClick={(e) => {
            e.stopPropagation();
            setConfirming(true);
          }}
          sx={{ cursor: 'pointer', fontWeight: 600 }}
        />
      </Tooltip>
      {/* the dialog's clicks must not reach the row, which opens the order's details */}
      <span onClick={(e) => e.stopPropagation()}>
        <Confirm
          isOpen={confirming}
          loading={isPending}
          title={translate(`resources.orders.status.${ask}Title`, { order: order.order_no })}
          content={translate(`resources.orders.status.${ask}Content`, { order: order.order_no, pharmacy: order.name })}
          confirm={translate(`resources.orders.status.${ask}Confirm`)}
          onConfirm={toggle}
          onClose={() => setConfirming(false)}
        />
      </span>
    </>
  );
}
