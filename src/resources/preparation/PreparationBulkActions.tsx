import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { ApiError } from '../../http/client';
import { clients } from '../../http/clients';
import { useLang } from '../../i18n/useLang';
import { downloadPdf } from '../fulfilment/pdfDownload';
import type { QueuedOrder } from './types';

interface Refusal {
  orderId: number;
  reason: string;
}

/**
 * The preparation queue's bulk actions (issue 28): start preparing the selection, print its picking list (products
 * grouped, quantities summed), ship every open line of each selected order. Refusals are named in a warning.
 */
export function PreparationBulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const lang = useLang();
  const { selectedIds, data = [], onSelect } = useListContext<QueuedOrder>();
  const [busy, setBusy] = useState(false);
  const orderNo = (id: number) => data.find((o) => o.id === id)?.order_no ?? `#${id}`;

  const run = async (path: string, body: Record<string, unknown>) => {
    setBusy(true);
    try {
      const res = await clients.admin.request<{ refused: Refusal[] }[]>('POST', path, {
        body,
        idempotent: path === '/admin/ship_orders',
      });
      const refused = res.payload?.[0]?.refused ?? [];
      if (res.status >= 400) throw new ApiError(res);
      notify(
        refused.length
          ? translate('shipping.bulkRefused', {
              list: refused.map((r) => `${orderNo(r.orderId)} (${r.reason})`).join(', '),
            })
          : (res.meta ?? ''),
        {
          type: refused.length ? 'warning' : 'success',
          autoHideDuration: SNACKBAR_MS,
        },
      );
      onSelect(refused.map((r) => r.orderId));
      refresh();
    } catch (e) {
      notify(e instanceof ApiError && e.result.meta ? e.result.meta : 'shipping.failed', {
        type: 'error',
        autoHideDuration: SNACKBAR_MS,
      });
    } finally {
      setBusy(false);
    }
  };

  const picking = () =>
    downloadPdf(
      clients.admin,
      '/admin/picking_list',
      'picking_list.pdf',
      { orders: selectedIds.join(','), lang },
      lang,
    ).catch(() => notify('shipping.failed', { type: 'error', autoHideDuration: SNACKBAR_MS }));

  return (
    <>
      <Button
        size="small"
        startIcon={<PlayArrow className="MIRROR_IN_RTL" />}
        disabled={busy}
        onClick={() => void run('/admin/start_preparing', { orderIds: selectedIds })}
        data-testid="bulk-start"
      >
        {translate('shipping.startPreparing')}
      </Button>
      <Button
        size="small"
        startIcon={<PictureAsPdf />}
        disabled={busy}
        onClick={() => void picking()}
        data-testid="bulk-picking"
      >
        {translate('shipping.pickingList')}
      </Button>
      <Button
        size="small"
        startIcon={<LocalShipping />}
        disabled={busy}
        onClick={() => void run('/admin/ship_orders', { orderIds: selectedIds })}
        data-testid="bulk-ship"
      >
        {translate('shipping.shipOpen')}
      </Button>
    </>
  );
}
