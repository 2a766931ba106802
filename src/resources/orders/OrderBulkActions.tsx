import TaskAlt from '@mui/icons-material/TaskAltOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Code } from '../../contract/codes';
import { SNACKBAR_MS } from '../../contract/constants';
import { clients } from '../../http/clients';
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
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, data = [], onSelect } = useListContext<Order>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Refusal[]>([]);
  const orderNo = (id: number) => data.find((o) => o.id === id)?.order_no ?? `#${id}`;

  const validate = async () => {
    setBusy(true);
    try {
      const res = await clients.admin.request<{ validated: number[]; refused: Refusal[] }[]>(
        'PUT',
        '/admin/validate_orders',
        { body: { orderIds: selectedIds } },
      );
      const result = res.payload?.[0];
      if (res.code !== Code.OK || !result) throw new Error(res.meta ?? '');
      notify(res.meta ?? '', { type: result.refused.length ? 'warning' : 'success', autoHideDuration: SNACKBAR_MS });
      onSelect(result.refused.map((r) => r.orderId));
      setRefused(result.refused);
      refresh();
    } catch (e) {
      notify((e instanceof Error && e.message) || 'resources.orders.bulk.failed', {
        type: 'error',
        autoHideDuration: SNACKBAR_MS,
      });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

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
