import { Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Code } from '../../contract/codes';
import { clients } from '../../http/clients';
import { BASKET_QUERY_KEY } from '../basket/useBasketCount';
import type { OrderRow } from './types';

/**
 * An order awaiting card payment, in My orders: "Resume payment" goes back to the gateway's page while its
 * session is open; "Cancel" closes the attempt and releases its stock (POST /pharmacy/cancel_order).
 */
export function AwaitingPaymentActions({
  order,
  onCancelled,
}: {
  order: Pick<OrderRow, 'id' | 'order_no' | 'state' | 'resume_url'>;
  onCancelled?: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (order.state !== 'awaiting_payment') return null;

  const cancel = async () => {
    setBusy(true);
    try {
      const res = await clients.pharmacy.request('POST', '/pharmacy/cancel_order', { body: { orderId: order.id } });
      notify(res.meta ?? translate('shop.orders.cancelFailed'), { type: res.code === Code.OK ? 'success' : 'warning' });
    } catch {
      notify('shop.orders.cancelFailed', { type: 'error' });
    }
    setBusy(false);
    onCancelled?.();
    // My orders reads them through the dataProvider's 'orders' resource (react-admin's query keys start with it)
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: BASKET_QUERY_KEY });
  };

  return (
    <>
      {order.resume_url && (
        <Button size="small" variant="contained" href={order.resume_url} data-testid={`resume-${order.order_no}`}>
          {translate('shop.orders.resume')}
        </Button>
      )}
      <Button size="small" color="error" disabled={busy} onClick={() => void cancel()} data-testid={`cancel-${order.order_no}`}>
        {busy ? <CircularProgress size={16} /> : translate('shop.orders.cancel')}
      </Button>
    </>
  );
}
