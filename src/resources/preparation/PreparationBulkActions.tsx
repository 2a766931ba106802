import ListAlt from '@mui/icons-material/ListAltOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { useLang } from '../../i18n/useLang';
import { downloadPdf } from '../fulfilment/pdfDownload';
import { BulkShipDialog } from './BulkShipDialog';
import type { QueuedOrder } from './types';

interface Refusal {
  orderId: number;
  reason: string;
}

/**
 * The preparation queue's bulk actions (issue 28): start preparing the selection, print its picking lists (per order
 * with FEFO's lots, or the wave summed per product with the split per order, issue 38 §2), ship every open line of
 * each selected order behind a confirmation asking the carrier and each parcel's tracking number (issue 38 §1).
 * Refusals are named in a warning.
 */
export function PreparationBulkActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const lang = useLang();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { selectedIds, data = [], onSelect } = useListContext<QueuedOrder>();
  const [shipping, setShipping] = useState(false);
  const orderNo = (id: number) => data.find((o) => o.id === id)?.order_no ?? `#${id}`;
  const refusedOf = (answer: { data: { refused: Refusal[] }[] }) => answer.data?.[0]?.refused ?? [];
  // start preparing: the refused orders stay selected
  const { run: start, busy } = useAction(
    (dp: AdminDataProvider, orderIds: QueuedOrder['id'][], meta) => dp.startPreparing({ orderIds }, meta),
    {
      success: (answer) => {
        const refused = refusedOf(answer);
        return refused.length
          ? {
              message: translate('shipping.bulkRefused', {
                list: refused.map((r) => `${orderNo(r.orderId)} (${r.reason})`).join(', '),
              }),
              type: 'warning',
            }
          : { message: answer.message ?? '', type: 'success' };
      },
      failure: 'shipping.failed',
      autoHideDuration: SNACKBAR_MS,
      onSuccess: (answer) => onSelect(refusedOf(answer).map((r) => r.orderId)),
    },
  );

  const picking = (list: 'orders' | 'wave') =>
    downloadPdf(dataProvider.pickingList(selectedIds, lang, list), `picking_list_${list}.pdf`).catch(() =>
      notify('shipping.failed', { type: 'error', autoHideDuration: SNACKBAR_MS }),
    );
  const selected = selectedIds.map(
    (id) => data.find((o) => o.id === id) ?? { id: Number(id), order_no: `#${id}`, pharmacy_name: '' },
  );

  return (
    <>
      <Button
        size="small"
        startIcon={<PlayArrow className="MIRROR_IN_RTL" />}
        disabled={busy}
        onClick={() => void start(selectedIds)}
        data-testid="bulk-start"
      >
        {translate('shipping.startPreparing')}
      </Button>
      <Button
        size="small"
        startIcon={<ListAlt />}
        disabled={busy}
        onClick={() => void picking('orders')}
        data-testid="bulk-picking-orders"
      >
        {translate('shipping.pickingOrders')}
      </Button>
      <Button
        size="small"
        startIcon={<PictureAsPdf />}
        disabled={busy}
        onClick={() => void picking('wave')}
        data-testid="bulk-picking"
      >
        {translate('shipping.pickingWave')}
      </Button>
      <Button
        size="small"
        startIcon={<LocalShipping />}
        disabled={busy}
        onClick={() => setShipping(true)}
        data-testid="bulk-ship"
      >
        {translate('shipping.shipOpen')}
      </Button>
      {shipping && (
        <BulkShipDialog
          orders={selected}
          open={shipping}
          onClose={() => setShipping(false)}
          onDone={(refused) => onSelect(refused)}
        />
      )}
    </>
  );
}
