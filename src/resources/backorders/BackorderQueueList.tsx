import { type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, useListContext, useTranslate } from 'react-admin';
import { formatAlgiersDate } from '../../contract/algiersTime';
import type { BackorderQueueRow } from '../../contract/answers/shortages';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { FieldFilter } from '../common/ListFilters';

/**
 * /admin/backorders (issue 41 §1): the waiting back-orders per product, or per product and wilaya, the most units
 * first, with the pharmacies the next goods-in of the product serves first. Exported as CSV or .xlsx.
 */
export function BackorderQueueList() {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.backorders.fields.${key}`);
  const exportColumns = useExportColumns<BackorderQueueRow>('backorders', [
    { field: 'ref' },
    { field: 'name' },
    { field: 'wilaya' },
    { field: 'stock' },
    { field: 'backorders' },
    { field: 'pharmacies' },
    { field: 'units' },
    { field: 'oldest_at', value: (r) => formatAlgiersDate(r.oldest_at) },
    { field: 'next_expiry_at', value: (r) => formatAlgiersDate(r.next_expiry_at) },
    { field: 'next_served', value: (r) => nextServed(r) },
  ]);
  return (
    <AdminList
      resource="backorders"
      exportColumns={exportColumns}
      sort={{ field: 'units', order: 'DESC' }}
      filters={
        <FieldFilter
          source="by"
          label={f('by')}
          choices={[
            { id: 'product', name: translate('resources.backorders.by.product') },
            { id: 'wilaya', name: translate('resources.backorders.by.wilaya') },
          ]}
          testId="backorders-filter-by"
        />
      }
    >
      <QueueTable />
    </AdminList>
  );
}

const nextServed = (r: BackorderQueueRow) => r.next_served.map((n) => `${n.pharmacy} (${n.quantity})`).join(', ');

function QueueTable() {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.backorders.fields.${key}`);
  const byWilaya = useListContext().filterValues?.by === 'wilaya';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={translate('resources.backorders.empty')} />;
  if (phone)
    return (
      <SimpleList<BackorderQueueRow>
        primaryText={(r) => `${r.ref} — ${r.name}${byWilaya && r.wilaya ? ` · ${r.wilaya}` : ''}`}
        secondaryText={(r) =>
          `${f('units')} ${r.units} · ${f('pharmacies')} ${r.pharmacies} · ${f('stock')} ${r.stock}`
        }
        tertiaryText={(r) => `${f('next_served')}: ${nextServed(r)}`}
        rowClick={false}
        empty={empty}
      />
    );
  return (
    <DataTable<BackorderQueueRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      data-testid="backorders-table"
    >
      <DataTable.Col source="ref" label={f('ref')} />
      <DataTable.Col source="name" label={f('name')} />
      {byWilaya && <DataTable.Col source="wilaya" label={f('wilaya')} />}
      <DataTable.NumberCol source="stock" label={f('stock')} disableSort />
      <DataTable.NumberCol source="backorders" label={f('backorders')} />
      <DataTable.NumberCol source="pharmacies" label={f('pharmacies')} />
      <DataTable.NumberCol source="units" label={f('units')} />
      <DataTable.Col
        source="oldest_at"
        label={f('oldest_at')}
        render={(r) => <bdi>{formatAlgiersDate(r.oldest_at)}</bdi>}
      />
      <DataTable.Col
        source="next_expiry_at"
        label={f('next_expiry_at')}
        render={(r) => <bdi>{formatAlgiersDate(r.next_expiry_at)}</bdi>}
      />
      <DataTable.Col
        source="next_served"
        label={f('next_served')}
        disableSort
        render={(r) => (
          <Typography variant="body2" data-testid={`backorders-next-${r.id}`}>
            {nextServed(r as BackorderQueueRow)}
          </Typography>
        )}
      />
    </DataTable>
  );
}
