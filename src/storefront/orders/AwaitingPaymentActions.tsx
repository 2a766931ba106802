import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { BusyButton } from '../../components/BusyButton';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { ApiError } from '../../http/client';
import { useSignedInNotify } from '../auth/useSignedInNotify';
import { BASKET_QUERY_KEY } from '../basket/useBasketCount';
import type { OrderRow } from './types';

/**
 * An order awaiting card payment, in My orders: "Resume payment" goes back to the gateway's page while its
 * session is open; "Cancel" asks first (issue 27 §4), then closes the attempt and releases its stock
 * (POST /pharmacy/cancel_order).
 */
export function AwaitingPaymentActions({
  order,
  onCancelled,
}: {
  order: Pick<OrderRow, 'id' | 'order_no' | 'state' | 'resume_url'>;
  onCancelled?: () => void;
}) {
  const translate = useTranslate();
  const notify = useSignedInNotify();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => dataProvider.cancelOrder(order.id),
    onSuccess: ({ message }) => notify(message ?? translate('shop.orders.cancelFailed'), { type: 'success' }),
    onError: (e) =>
      e instanceof ApiError
        ? notify(e.result.meta ?? translate('shop.orders.cancelFailed'), { type: 'warning' })
        : notify('shop.orders.cancelFailed', { type: 'error' }),
    onSettled: () => {
      onCancelled?.();
      // My orders reads them through the dataProvider's 'orders' resource (react-admin's query keys start with it)
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: BASKET_QUERY_KEY });
    },
  });
  if (order.state !== 'awaiting_payment') return null;

  return (
    <>
      {order.resume_url && (
        <Button size="small" variant="contained" href={order.resume_url} data-testid={`resume-${order.order_no}`}>
          {translate('shop.orders.resume')}
        </Button>
      )}
      <BusyButton
        size="small"
        color="error"
        busy={cancel.isPending}
        onClick={() => setConfirming(true)}
        data-testid={`cancel-${order.order_no}`}
      >
        {translate('shop.orders.cancel')}
      </BusyButton>
      <Confirm
        isOpen={confirming}
        title="shop.orders.cancelTitle"
        titleTranslateOptions={{ order: order.order_no }}
        content="shop.orders.cancelText"
        confirm="shop.orders.cancelYes"
        cancel="shop.orders.cancelNo"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
