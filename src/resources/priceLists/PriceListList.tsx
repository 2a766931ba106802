import ListAlt from '@mui/icons-material/ListAltOutlined';
import { Box } from '@mui/material';
import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { useRouteDialog } from '../../components/useRouteDialog';
import { AdminList, EmptyRows } from '../common/AdminList';
import { DeleteDialog } from '../common/DeleteDialog';
import { useExportColumns } from '../common/export/useExportColumns';
import { lazyResourceDialogs } from '../common/LazyResourceDialogs';
import { RowActionButton, RowActions } from '../common/RowActions';
import { rowClickOpens } from '../common/rowClick';
import { useScopeText, useValidityText } from './usePricingText';
import type { PriceList } from '../../dataProvider/adminPricing';

// the forms and the items' grid: loaded at the first opening
const PriceListDialogs = lazyResourceDialogs(() =>
  import('./PriceListDialogs').then((m) => ({
    Create: m.PriceListCreateDialog,
    Edit: m.PriceListEditDialog,
    Show: m.PriceListItemsDialog,
  })),
);

/**
 * /admin/priceLists (issue 40 §5): each list's name, whom it covers, its validity and its number of items; a row
 * opens its items' grid (tiers, import, export), the pencil its form.
 */
export function PriceListList() {
  const translate = useTranslate();
  const dialog = useRouteDialog();
  const { open } = dialog;
  const [deleting, setDeleting] = useState<PriceList | null>(null);
  const scopeText = useScopeText();
  const validityText = useValidityText();
  const exportColumns = useExportColumns<PriceList>('priceLists', [
    { field: 'name' },
    { field: 'scope', value: scopeText },
    { field: 'validity', value: validityText },
    { field: 'items_count' },
  ]);
  const f = (key: string) => translate(`resources.priceLists.fields.${key}`);
  return (
    <AdminList
      resource="priceLists"
      exportColumns={exportColumns}
      onAdd={() => open('create')}
      sort={{ field: 'name', order: 'ASC' }}
      dialogs={
        <>
          <PriceListDialogs {...dialog} />
          <DeleteDialog
            resource="priceLists"
            record={deleting}
            name={deleting?.name ?? ''}
            onClose={() => setDeleting(null)}
            successKey="resources.priceLists.deleted"
          />
        </>
      }
    >
      <DataTable<PriceList>
        bulkActionButtons={false}
        rowClick={rowClickOpens((id) => open('show', id))}
        empty={<EmptyRows text={translate('resources.priceLists.empty')} />}
        data-testid="price-lists-table"
      >
        <DataTable.Col
          source="name"
          label={f('name')}
          render={(r) => (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {r.name}
            </Box>
          )}
        />
        <DataTable.Col source="scope" label={f('scope')} render={(r) => scopeText(r as PriceList)} />
        <DataTable.Col
          source="valid_from"
          label={f('validity')}
          render={(r) => <Box sx={{ whiteSpace: 'nowrap' }}>{validityText(r as PriceList)}</Box>}
        />
        <DataTable.NumberCol source="items_count" label={f('items_count')} />
        <DataTable.Col
          label={f('actions')}
          align="right"
          disableSort
          render={(r) => (
            <RowActions
              onEdit={() => open('edit', r.id)}
              onDelete={() => setDeleting(r as PriceList)}
              extra={
                <RowActionButton
                  label={translate('resources.priceLists.items')}
                  icon={<ListAlt fontSize="small" />}
                  onClick={() => open('show', r.id)}
                  testId="row-items"
                />
              }
            />
          )}
        />
      </DataTable>
    </AdminList>
  );
}
