import Download from '@mui/icons-material/DownloadOutlined';
import { Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { quickOrderCsv } from '../contract/quickOrder';
import { saveBlob } from '../http/client';
import { BusyButton } from './BusyButton';

interface LastOrderCsvButtonProps {
  /** the pharmacy's last order, newest first in its details */
  order: { order_id: number | string; order_no?: string } | undefined;
}

/**
 * "Order again" of the franchise and admin pharmacy details (issue 14): the pharmacy's last order as the quick
 * order pad's CSV (`ref;quantity`), which the pharmacy uploads. Reads the order through the area's `orders`.
 */
export function LastOrderCsvButton({ order }: LastOrderCsvButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [pending, setPending] = useState(false);
  if (!order) return null;
  const orderNo = order.order_no ?? String(order.order_id);

  const download = async () => {
    setPending(true);
    try {
      const { data } = await dataProvider.getOne('orders', { id: order.order_id });
      const lines = ((data.details ?? []) as { ref: string; quantity: number }[]).map((l) => ({
        ref: l.ref,
        quantity: l.quantity,
      }));
      saveBlob(new Blob([quickOrderCsv(lines)], { type: 'text/csv;charset=utf-8' }), `order-again-${orderNo}.csv`);
    } catch {
      notify('common.orderAgainFailed', { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Tooltip title={translate('common.orderAgainHint', { orderNo })}>
      <span>
        <BusyButton
          size="small"
          busy={pending}
          startIcon={<Download />}
          onClick={download}
          data-testid="order-again-csv"
        >
          {translate('common.orderAgain')}
        </BusyButton>
      </span>
    </Tooltip>
  );
}
