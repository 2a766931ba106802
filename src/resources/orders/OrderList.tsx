import Download from '@mui/icons-material/FileDownloadOutlined';
import NoteAdd from '@mui/icons-material/NoteAddOutlined';
import { Box, CircularProgress, type Theme, useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, SimpleListClasses, useTranslate } from 'react-admin';
import { formatDate, formatDZD, ORDER_STATUS, PAYMENT_TYPE } from '../../contract/constants';
import { isOrderState, orderStateLabelKey } from '../../contract/orderStates';
import { useWilayaById } from '../common/useWilayaById';
import { OrderStateChip } from '../../components/OrderStateChip';
import { OrderStateFilter } from '../../components/OrderStateFilter';
import { FulfilmentChip } from '../../components/FulfilmentChip';
import { FulfilmentFilter } from '../../components/FulfilmentFilter';
import { AdminList, EmptyRows } from '../common/AdminList';
import { OrderDateFilters, PaymentTypeFilter } from '../../components/OrderFilters';
import type { ExportColumn } from '../common/export/table';
import { useExportColumns } from '../common/export/useExportColumns';
import { RowActionButton, RowActions } from '../common/RowActions';
import { rowClickOpens } from '../common/rowClick';
import { useRouteDialog } from '../../components/useRouteDialog';
import { NoteDialog } from './NoteDialog';
import { OrderBulkActions } from './OrderBulkActions';
import { OrderPlaceFilters } from './OrderPlaceFilters';
import { OrderQueueTabs } from './OrderQueueTabs';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { RejectOrderButton } from './RejectOrderButton';
import { isCardAttempt, StatusChip } from './StatusChip';
import type { Order } from './types';
import { ExposureCell } from './ExposureCell';
import { useInvoiceDownload } from './useInvoiceDownload';
import { useLang } from '../../i18n/useLang';

/**
 * /admin/orders (001 §2): paginated, searched, filtered and sorted by the server (issue 13), newest first by
 * default; a "to validate" queue, bulk validation and export of the selection. Details (with the order's timeline)
 * at /admin/orders/:id/show, the note at /admin/orders/:id.
 */
export function OrderList() {
  const translate = useTranslate();
  const { editId, showId, close, open } = useRouteDialog();
  const wilaya = useWilayaById();
  // what an accountant needs beside the table's columns (issue 27 §15): wilaya, payment, HT / VAT / stamp duty, invoice
  const exportColumns = useExportColumns<Order>('orders', [
    { field: 'order_no' },
    { field: 'pharmacy', value: (r) => r.name },
    { field: 'wilaya', value: (r) => wilaya(r.wilaya_id) },
    { field: 'order_date', kind: 'datetime' },
    {
      field: 'payement_type',
      value: (r) =>
        translate(
          r.payement_type === PAYMENT_TYPE.CASH ? 'resources.orders.payment.cash' : 'resources.orders.payment.card',
        ),
    },
    { field: 'price_without_tax', kind: 'money' },
    { field: 'vat', kind: 'money', value: (r) => r.tax_amount },
    { field: 'stamp_duty', kind: 'money' },
    { field: 'order_price', kind: 'money' },
    { field: 'state', value: (r) => (isOrderState(r.state) ? translate(orderStateLabelKey(r.state)) : r.state_label) },
    { field: 'fulfilment', value: (r) => String(r.fulfilment_label ?? '') },
    {
      field: 'status',
      value: (r) =>
        isCardAttempt(r)
          ? ''
          : translate(
              r.status === ORDER_STATUS.PAID ? 'resources.orders.status.approved' : 'resources.orders.status.pending',
            ),
    },
    { field: 'invoice_no', value: (r) => r.invoice_no ?? '' },
  ]);
  return (
    <AdminList
      resource="orders"
      sort={{ field: 'order_date', order: 'DESC' }}
      tabs={<OrderQueueTabs />}
      filters={
        <>
          <OrderStateFilter />
          <FulfilmentFilter />
          <PaymentTypeFilter texts="resources.orders.filters" />
          <OrderPlaceFilters />
          <OrderDateFilters texts="resources.orders.filters" />
        </>
      }
      exportColumns={exportColumns}
      dialogs={
        <>
          <OrderDetailsDialog id={showId} onClose={close} />
          <NoteDialog id={editId} onClose={close} />
        </>
      }
    >
      <OrderTable onOpen={(id) => open('show', id)} onNote={(id) => open('edit', id)} exportColumns={exportColumns} />
    </AdminList>
  );
}

function OrderTable({
  onOpen,
  onNote,
  exportColumns,
}: {
  onOpen: (id: number) => void;
  onNote: (id: number) => void;
  exportColumns: ExportColumn<Order>[];
}) {
  const translate = useTranslate();
  const lang = useLang();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { download, pending } = useInvoiceDownload();
  const empty = <EmptyRows text={translate('resources.orders.empty')} />;
  const click = rowClickOpens(onOpen);
  if (phone)
    return (
      <SimpleList<Order>
        primaryText={(r) => r.order_no}
        secondaryText={(r) => `${r.name} · ${formatDZD(r.order_price, lang)}`}
        tertiaryText={(r) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
            <OrderStateChip state={r.state} reason={r.state_reason} />
            <FulfilmentChip state={r.fulfilment} />
          </Box>
        )}
        // react-admin fades the tertiary text (opacity 0.54): the state chip keeps its full colours, readable
        sx={{ [`& .${SimpleListClasses.tertiary}`]: { opacity: 1 } }}
        rowClick={click}
        empty={empty}
      />
    );
  const f = (key: string) => translate(`resources.orders.fields.${key}`);
  return (
    <DataTable<Order>
      bulkActionButtons={<OrderBulkActions exportColumns={exportColumns} />}
      rowClick={click}
      empty={empty}
      data-testid="orders-table"
      // the bulk toolbar opens in the flow, above the rows: react-admin slides it over the list's toolbar, where the
      // table's scrolling box (AdminList) would clip it
      sx={{
        '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
          position: 'relative',
          transform: 'none',
        },
      }}
    >
      <DataTable.Col
        source="order_no"
        label={f('order_no')}
        render={(r) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
            {r.order_no}
          </Box>
        )}
      />
      <DataTable.Col source="name" label={f('pharmacy')} disableSort />
      <DataTable.Col
        source="order_date"
        label={f('order_date')}
        render={(r) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(r.order_date)}
          </Box>
        )}
      />
      <DataTable.Col
        source="order_price"
        label={f('order_price')}
        align="right"
        render={(r) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDZD(r.order_price, lang)}
          </Box>
        )}
      />
      <DataTable.Col
        source="state"
        label={f('state')}
        disableSort
        render={(r) => <OrderStateChip state={r.state} reason={r.state_reason} />}
      />
      <DataTable.Col
        source="status"
        label={f('status')}
        disableSort
        render={(r) => <StatusChip order={r as Order} />}
      />
      <DataTable.Col
        source="exposure"
        label={translate('receivables.exposure.column')}
        disableSort
        render={(r) => <ExposureCell exposure={(r as Order).exposure} />}
      />
      <DataTable.Col
        source="fulfilment"
        label={translate('shipping.state')}
        disableSort
        render={(r) => <FulfilmentChip state={r.fulfilment} />}
      />
      <DataTable.Col
        label={f('actions')}
        align="right"
        disableSort
        render={(r) => (
          <RowActions
            onView={() => onOpen(r.id)}
            extra={
              <>
                <RowActionButton
                  label={translate('resources.orders.actions.note')}
                  icon={<NoteAdd fontSize="small" />}
                  onClick={() => onNote(r.id)}
                  testId="row-note"
                />
                <RejectOrderButton order={r as Order} compact />
                {/* a card payment that did not go through has no invoice to download */}
                {!isCardAttempt(r) && (
                  <RowActionButton
                    label={translate('resources.orders.actions.invoice')}
                    icon={pending === r.id ? <CircularProgress size={18} /> : <Download fontSize="small" />}
                    onClick={() => void download(r)}
                    testId="row-invoice"
                  />
                )}
              </>
            }
          />
        )}
      />
    </DataTable>
  );
}
