import { Box, Chip, type Theme, useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, useGetList, useTranslate } from 'react-admin';
import { formatAlgiersDateTime } from '../../contract/algiersTime';
import { formatDZD } from '../../contract/constants';
import { FulfilmentChip } from '../../components/FulfilmentChip';
import { useRouteDialog } from '../../components/useRouteDialog';
import { useLang } from '../../i18n/useLang';
import { AdminList, EmptyRows } from '../common/AdminList';
import { FieldFilter } from '../common/ListFilters';
import { useExportColumns } from '../common/export/useExportColumns';
import { rowClickOpens } from '../common/rowClick';
import { OrderDetailsDialog } from '../orders/OrderDetailsDialog';
import { PreparationBulkActions } from './PreparationBulkActions';
import type { QueuedOrder } from './types';

/**
 * /admin/preparation (issue 28): the orders to prepare and ship, oldest due first, overdue ones in red; filtered by
 * wilaya and due time; the selection is started, printed as one picking list or shipped whole. A row opens the
 * order's details, where a parcel is shipped line by line.
 */
export function PreparationList() {
  const translate = useTranslate();
  const { showId, close, open } = useRouteDialog();
  const { data: wilayas = [] } = useGetList('wilayas', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'code', order: 'ASC' },
  });
  const lang = useLang();
  const wilayaName = (id: number) => {
    const w = wilayas.find((x) => x.id === id);
    return w ? `${w.code} ${lang === 'ar' ? (w.name_ar ?? w.name) : w.name}` : String(id);
  };
  const exportColumns = useExportColumns<QueuedOrder>('preparation', [
    { field: 'order_no' },
    { field: 'pharmacy', value: (r) => r.pharmacy_name },
    { field: 'wilaya', value: (r) => wilayaName(r.wilaya_id) },
    { field: 'due_at', kind: 'datetime' },
    { field: 'state', value: (r) => r.fulfilment_label ?? '' },
    { field: 'lines' },
  ]);
  return (
    <AdminList
      resource="preparation"
      noSearch
      exportColumns={exportColumns}
      filters={
        <>
          <FieldFilter
            source="wilaya"
            label={translate('resources.preparation.fields.wilaya')}
            testId="preparation-wilaya-filter"
            choices={[
              { id: '', name: translate('shipping.filterAll') },
              ...wilayas.map((w) => ({ id: String(w.id), name: wilayaName(Number(w.id)) })),
            ]}
          />
          <FieldFilter
            source="due"
            label={translate('shipping.dueFilter')}
            testId="preparation-due-filter"
            choices={(['all', 'overdue', 'today'] as const).map((d) => ({
              id: d === 'all' ? '' : d,
              name: translate(`shipping.due.${d}`),
            }))}
          />
        </>
      }
      dialogs={<OrderDetailsDialog id={showId} onClose={close} />}
    >
      <QueueTable onOpen={(id) => open('show', id)} wilayaName={wilayaName} />
    </AdminList>
  );
}

function Due({ r }: { r: QueuedOrder }) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        gap: 1,
        alignItems: 'center',
        whiteSpace: 'nowrap',
        color: r.overdue ? 'error.main' : undefined,
        fontWeight: r.overdue ? 700 : undefined,
      }}
    >
      {r.due_at ? formatAlgiersDateTime(r.due_at) : ''}
      {r.overdue && <Chip size="small" color="error" label={translate('shipping.overdue')} data-testid="overdue" />}
    </Box>
  );
}

function QueueTable({ onOpen, wilayaName }: { onOpen: (id: number) => void; wilayaName: (id: number) => string }) {
  const translate = useTranslate();
  const lang = useLang();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={translate('resources.preparation.empty')} />;
  const click = rowClickOpens(onOpen);
  const f = (key: string) => translate(`resources.preparation.fields.${key}`);
  if (phone)
    return (
      <SimpleList<QueuedOrder>
        primaryText={(r) => `${r.order_no} · ${r.pharmacy_name}`}
        // the state beside the due time, not as tertiary text: SimpleList fades that, and the chips looked disabled
        secondaryText={(r) => (
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Due r={r} />
            <FulfilmentChip state={r.fulfilment} />
          </Box>
        )}
        rowClick={click}
        empty={empty}
      />
    );
  return (
    <DataTable<QueuedOrder>
      bulkActionButtons={<PreparationBulkActions />}
      rowClick={click}
      empty={empty}
      data-testid="preparation-table"
      rowSx={(r) => (r.overdue ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : {})}
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
        disableSort
        render={(r) => (
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, whiteSpace: 'nowrap' }}>
            {r.order_no}
          </Box>
        )}
      />
      <DataTable.Col source="pharmacy_name" label={f('pharmacy')} disableSort />
      <DataTable.Col source="wilaya_id" label={f('wilaya')} disableSort render={(r) => wilayaName(r.wilaya_id)} />
      <DataTable.Col source="due_at" label={f('due_at')} disableSort render={(r) => <Due r={r as QueuedOrder} />} />
      <DataTable.Col
        source="fulfilment"
        label={f('state')}
        disableSort
        render={(r) => <FulfilmentChip state={r.fulfilment} />}
      />
      <DataTable.Col source="lines" label={f('lines')} disableSort align="right" />
      <DataTable.Col
        source="order_price"
        label={f('order_price')}
        disableSort
        align="right"
        render={(r) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatDZD(r.order_price, lang)}
          </Box>
        )}
      />
    </DataTable>
  );
}
