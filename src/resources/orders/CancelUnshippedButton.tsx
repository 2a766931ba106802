import Block from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { ORDER_STATUS } from '../../contract/constants';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';

/** What the button needs of an order: a placed one (paid or validated) whose fulfilment still has something to ship. */
interface CancellableOrder {
  id: number | string;
  order_no: string;
  status: number;
  state?: string;
  /** addition of issue 28: the order's fulfilment state (src/contract/fulfilment.ts), when known */
  fulfilment?: string | null;
}

const STILL_TO_SHIP = new Set(['to_prepare', 'preparing', 'partly_shipped']);

/**
 * The admin cancels what an order has not shipped yet (POST /admin/cancel_unshipped, issue 28), behind react-admin's
 * Confirm: the stock comes back, a card order is refunded that part, an offline order gets a credit note.
 */
export function CancelUnshippedButton({ order }: { order: CancellableOrder }) {
  const translate = useTranslate();
  const t = (key: string, vars?: Record<string, unknown>) => translate(`resources.orders.cancelRest.${key}`, vars);
  const [open, setOpen] = useState(false);
  const { run, busy } = useAction(
    (dp: AdminDataProvider, body: { orderId: number | string }, meta) => dp.cancelUnshipped(body, meta),
    {
      success: 'resources.orders.cancelRest.confirm',
      failure: 'resources.orders.cancelRest.failed',
      onSettled: () => setOpen(false),
    },
  );
  const fulfilment = order.fulfilment;
  if (
    order.status !== ORDER_STATUS.PAID ||
    order.state === 'rejected' ||
    (fulfilment != null && !STILL_TO_SHIP.has(fulfilment))
  )
    return null;

  const cancel = () => run({ orderId: order.id });

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<Block />}
        onClick={() => setOpen(true)}
        data-testid="cancel-unshipped"
      >
        {t('button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={t('title', { order: order.order_no })}
        content={t('text')}
        confirm={t('confirm')}
        cancel={t('keep')}
        confirmColor="warning"
        onConfirm={() => void cancel()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
