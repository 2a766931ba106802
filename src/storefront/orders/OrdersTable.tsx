import Download from '@mui/icons-material/DownloadOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { useCallback } from 'react';
import {
  DataTable,
  DataTableBody,
  type DataTableBodyProps,
  DataTableRow,
  type DataTableRowProps,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { OrderStateChip } from '../../components/OrderStateChip';
import { FulfilmentChip } from '../../components/FulfilmentChip';
import { type FetchInvoice, type InvoiceMessages, useInvoiceDownload } from '../../components/useInvoiceDownload';
import { formatDate, formatDZD } from '../../contract/constants';
import { INVOICED_ORDER_STATES } from '../../contract/orderStates';
import type { PharmacyDataProvider } from '../../dataProvider/pharmacy';
import { useLang } from '../../i18n/useLang';
import { AwaitingPaymentActions } from './AwaitingPaymentActions';
import { ReorderButton } from './ReorderButton';
import type { OrderRow } from './types';

const invoiceMessages: InvoiceMessages = {
  invalid: 'shop.orders.invoiceInvalid',
  format: 'shop.orders.invoiceFormat',
  done: 'shop.orders.invoiceDone',
  failed: 'shop.orders.invoiceFailed',
};

const fromMd = { display: { xs: 'none', md: 'table-cell' } };

/** A row named by its order number (`order-{order_no}`), as the browser tests and the phone layout find it. */
function OrderTableRow(props: DataTableRowProps) {
  const order = useRecordContext<OrderRow>();
  return <DataTableRow {...props} data-testid={order ? `order-${order.order_no}` : undefined} />;
}
const OrderTableBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={OrderTableRow} />;

/** The orders of the list context; phones and tablets show date and amount under the number. */
export function OrdersTable({ onOpen }: { onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const dataProvider = useDataProvider<PharmacyDataProvider>();
  const fetchInvoice = useCallback<FetchInvoice>(
    (id, invoiceLang) => dataProvider.invoice(id, invoiceLang),
    [dataProvider],
  );
  const { download, pending } = useInvoiceDownload(fetchInvoice, invoiceMessages);
  const empty = (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }} data-testid="orders-empty">
      {translate('shop.orders.none')}
    </Box>
  );
  return (
    <DataTable<OrderRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      body={OrderTableBody}
      sx={{
        '& th': { fontWeight: 700, whiteSpace: 'nowrap' },
        // a 390 px phone: with the default 16 px cell padding the row was wider than the screen, the invoice icon and
        // the "Actions" heading cut at the edge
        '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
      }}
    >
      <DataTable.Col
        source="order_no"
        label={translate('shop.orders.orderNo')}
        disableSort
        sx={{
          fontWeight: 600,
          fontFamily: 'ui-monospace, monospace',
          fontSize: { xs: 12.5, sm: 14 },
          whiteSpace: 'nowrap',
        }}
        render={(o) => (
          <>
            {o.order_no}
            {/* phones and tablets have no date and amount columns: both go under the number */}
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: { xs: 'block', md: 'none' }, fontSize: 12.5 }}
              data-testid="order-date-amount"
            >
              {/* two lines: on one, the row of a 390 px phone pushed the invoice button off the screen */}
              <Box component="span" sx={{ display: 'block' }}>
                {o.order_date ? formatDate(o.order_date) : ''}
              </Box>
              <Box component="span" sx={{ display: 'block' }}>
                {o.order_price !== undefined ? formatDZD(o.order_price, lang) : ''}
              </Box>
            </Typography>
          </>
        )}
      />
      <DataTable.Col
        source="order_date"
        label={translate('shop.orders.date')}
        disableSort
        sx={fromMd}
        render={(o) => (o.order_date ? formatDate(o.order_date) : '')}
      />
      <DataTable.Col
        source="order_price"
        label={translate('shop.orders.amount')}
        disableSort
        align="right"
        sx={{ ...fromMd, whiteSpace: 'nowrap' }}
        render={(o) => (o.order_price !== undefined ? formatDZD(o.order_price, lang) : '')}
      />
      {/* one line per chip: an Arabic state wrapped onto four lines on a phone (issue 27 §6); a long failure reason ends with an ellipsis, the details say it whole */}
      <DataTable.Col
        source="state"
        label={translate('shop.orders.status')}
        disableSort
        sx={{
          '& .MuiChip-root': { maxWidth: { xs: 124, sm: 260 } },
          '& .MuiChip-root .MuiChip-label': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
        }}
        render={(o) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <OrderStateChip state={o.state} reason={o.state_reason} />
            {/* phones and tablets have no preparation column (the actions were pushed off the row): its chip goes here */}
            <Box sx={{ display: { xs: 'block', md: 'none' } }}>
              <FulfilmentChip state={o.fulfilment} />
            </Box>
          </Box>
        )}
      />
      <DataTable.Col
        source="fulfilment"
        label={translate('shipping.state')}
        disableSort
        sx={fromMd}
        render={(o) => <FulfilmentChip state={o.fulfilment} />}
      />
      <DataTable.Col
        label={translate('shop.orders.actions')}
        align="right"
        disableSort
        sx={{ whiteSpace: 'nowrap', '& .MuiIconButton-root': { p: { xs: 0.5, sm: 1 } } }}
        render={(o) => <OrderActions order={o as OrderRow} onOpen={onOpen} download={download} pending={pending} />}
      />
    </DataTable>
  );
}

function OrderActions({
  order: o,
  onOpen,
  download,
  pending,
}: { order: OrderRow; onOpen: (id: number) => void } & ReturnType<typeof useInvoiceDownload>) {
  const translate = useTranslate();
  return (
    <>
      {/* on phones they are in the details dialog, the row has no room for them */}
      <Box
        sx={{
          display: { xs: 'none', sm: 'flex', lg: 'inline-flex' },
          flexDirection: { sm: 'column', lg: 'row' },
          alignItems: 'flex-end',
          justifyContent: 'flex-end',
          verticalAlign: 'middle',
          gap: 0.5,
        }}
      >
        <AwaitingPaymentActions order={o} />
      </Box>
      {/* on phones "order again" is in the details dialog: the row has room for two icons */}
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline-block' } }}>
        <ReorderButton orderId={o.id} orderNo={o.order_no} />
      </Box>
      <Tooltip title={translate('shop.orders.view')}>
        <IconButton
          aria-label={translate('shop.orders.view')}
          onClick={() => onOpen(o.id)}
          data-testid={`view-${o.order_no}`}
        >
          <Visibility />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('shop.orders.invoice')}>
        <span>
          <IconButton
            aria-label={translate('shop.orders.invoice')}
            onClick={() => download(o)}
            disabled={pending === o.id || !INVOICED_ORDER_STATES.includes(o.state as never)}
            data-testid={`invoice-${o.order_no}`}
          >
            {pending === o.id ? <CircularProgress size={20} /> : <Download />}
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
