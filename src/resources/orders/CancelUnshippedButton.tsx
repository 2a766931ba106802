import Block from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Code } from '../../contract/codes';
import { ORDER_STATUS } from '../../contract/constants';
import { clients } from '../../http/clients';

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
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const fulfilment = order.fulfilment;
  if (
    order.status !== ORDER_STATUS.PAID ||
    order.state === 'rejected' ||
    (fulfilment != null && !STILL_TO_SHIP.has(fulfilment))
  )
    return null;

  const cancel = async () => {
    setBusy(true);
    try {
      const res = await clients.admin.request('POST', '/admin/cancel_unshipped', {
        body: { orderId: order.id },
        idempotent: true,
      });
      notify(res.meta ?? t(res.code === Code.OK ? 'confirm' : 'failed'), {
        type: res.code === Code.OK ? 'success' : 'error',
      });
      if (res.code === Code.OK) refresh();
    } catch {
      notify(t('failed'), { type: 'error' });
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

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
