import TaskAlt from '@mui/icons-material/TaskAltOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { ExportMenu } from '../common/export/ExportMenu';
import type { ExportColumn } from '../common/export/table';
import type { Order } from './types';

/** The bulk actions of the admin orders list: validate the selected cash orders, export the selected rows. */
export function OrderBulkActions({ exportColumns }: { exportColumns: ExportColumn<Order>[] }) {
  return (
    <>
      <BulkValidateButton />
      <BulkExportMenu columns={exportColumns} />
    </>
  );
}

interface Refusal {
  orderId: number;
  reason: string;
}

/**
 * PUT /admin/validate_orders on the selection, after a confirmation. The validated orders leave the selection;
 * the refused ones stay selected and their reasons are listed.
 */
function BulkValidateButton() {
  const translate = useTranslate();
  const { selectedIds, data = [], onSelect } = useListContext<Order>();
  const [confirming, setConfirming] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const orderNo = (id: number) => data.find((o) => o.id === id)?.order_no ?? `#${id}`;
  const { run, busy } = useAction(
    async (dp: AdminDataProvider, orderIds: Order['id'][]) => {
      const answer = await dp.validateOrders({ orderIds });
      const result = answer.data?.[0];
      if (!result) throw new Error('no result');
      return { result, message: answer.message };
    },
    {
      success: ({ result, message }) => ({
        message: message ?? '',
        type: result.refused.length ? 'warning' : 'success',
      }),
      failure: 'resources.orders.bulk.failed',
      autoHideDuration: SNACKBAR_MS,
      onSuccess: ({ result }) => {
        onSelect(result.refused.map((r) => r.orderId));
        setRefused(result.refused);
      },
      onSettled: () => setConfirming(false),
    },
  );
  const validate = () => run(selectedIds);

  return (
    <>
      <Button size="small" startIcon={<TaskAlt />} onClick={() => setConfirming(true)} data-testid="bulk-validate">
        {translate('resources.orders.bulk.validate')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('resources.orders.bulk.confirmTitle', { smart_count: selectedIds.length })}
        content={translate('resources.orders.bulk.confirmContent', { smart_count: selectedIds.length })}
        confirm={translate('resources.orders.bulk.validate')}
        onConfirm={() => void validate()}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={refused.length > 0} onClose={() => setRefused([])} data-testid="bulk-refused">
        <DialogTitle>{translate('resources.orders.bulk.refusedTitle', { smart_count: refused.length })}</DialogTitle>
        <DialogContent>
          <List dense>
            {refused.map((r) => (
              <ListItem key={r.orderId} disableGutters>
                <ListItemText primary={orderNo(r.orderId)} secondary={r.reason} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRefused([])}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The export (CSV or .xlsx) of the selected rows: those of the page as shown, the others (other pages) loaded. */
function BulkExportMenu({ columns }: { columns: ExportColumn<Order>[] }) {
  const dataProvider = useDataProvider();
  const { selectedIds, data = [] } = useListContext<Order>();
  const rows = async () => {
    const shown = new Map(data.map((o) => [o.id, o]));
    return Promise.all(
      selectedIds.map(
        async (id) => shown.get(id as number) ?? (await dataProvider.getOne<Order>('orders', { id })).data,
      ),
    );
  };
  // its own file name, so a selection is never mistaken for the whole list (issue 27 §15)
  return (
    <ExportMenu
      columns={columns}
      name={`orders_selection_${selectedIds.length}`}
      rows={rows}
      label="resources.orders.bulk.export"
      testId="bulk-export-menu"
    />
  );
}
