import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import PlayArrow from '@mui/icons-material/PlayArrowOutlined';
import { Button } from '@mui/material';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
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
  const lang = useLang();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { selectedIds, data = [], onSelect } = useListContext<QueuedOrder>();
  const orderNo = (id: number) => data.find((o) => o.id === id)?.order_no ?? `#${id}`;
  const refusedOf = (answer: { data: { refused: Refusal[] }[] }) => answer.data?.[0]?.refused ?? [];
  // start preparing, or ship every open line (with an Idempotency-Key): the refused orders stay selected
  const { run: act, busy } = useAction(
    (dp: AdminDataProvider, { ship, orderIds }: { ship: boolean; orderIds: QueuedOrder['id'][] }, meta) =>
      ship ? dp.shipOrders({ orderIds }, meta) : dp.startPreparing({ orderIds }, meta),
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
  const run = (ship: boolean) => act({ ship, orderIds: selectedIds });

  const picking = () =>
    downloadPdf(dataProvider.pickingList(selectedIds, lang), 'picking_list.pdf').catch(() =>
      notify('shipping.failed', { type: 'error', autoHideDuration: SNACKBAR_MS }),
    );

  return (
    <>
      <Button
        size="small"
        startIcon={<PlayArrow className="MIRROR_IN_RTL" />}
        disabled={busy}
        onClick={() => void run(false)}
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
        onClick={() => void run(true)}
        data-testid="bulk-ship"
      >
        {translate('shipping.shipOpen')}
      </Button>
    </>
  );
}
