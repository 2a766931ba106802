import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, useListContext, useTranslate } from 'react-admin';
import type { UnservedDemandRow } from '../../contract/answers/shortages';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { FieldFilter } from '../common/ListFilters';

/**
 * /admin/unservedDemand (issue 41 §5): per product, or per product and wilaya, over a period (this month by default),
 * the units asked for and not given, the searches that found it out of stock and the "tell me" requests: what the
 * buyer places the suppliers' orders on. Exported as CSV or .xlsx.
 */
export function UnservedDemandList() {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.unservedDemand.fields.${key}`);
  const exportColumns = useExportColumns<UnservedDemandRow>('unservedDemand', [
    { field: 'ref' },
    { field: 'name' },
    { field: 'wilaya' },
    { field: 'stock' },
    { field: 'capped_units' },
    { field: 'refused_units' },
    { field: 'searches' },
    { field: 'notify_requests' },
    { field: 'backorder_lost_units' },
    { field: 'pharmacies' },
  ]);
  return (
    <AdminList
      resource="unservedDemand"
      exportColumns={exportColumns}
      sort={{ field: 'missed_units', order: 'DESC' }}
      filters={
        <>
          <FieldFilter source="from" label={f('from')} type="date" testId="unserved-filter-from" />
          <FieldFilter source="to" label={f('to')} type="date" testId="unserved-filter-to" />
          <FieldFilter
            source="by"
            label={f('by')}
            choices={[
              { id: 'product', name: translate('resources.unservedDemand.by.product') },
              { id: 'wilaya', name: translate('resources.unservedDemand.by.wilaya') },
            ]}
            testId="unserved-filter-by"
          />
        </>
      }
    >
      <DemandTable />
    </AdminList>
  );
}

function DemandTable() {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.unservedDemand.fields.${key}`);
  const byWilaya = useListContext().filterValues?.by === 'wilaya';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={translate('resources.unservedDemand.empty')} />;
  if (phone)
    return (
      <SimpleList<UnservedDemandRow>
        primaryText={(r) => `${r.ref} — ${r.name}${byWilaya && r.wilaya ? ` · ${r.wilaya}` : ''}`}
        secondaryText={(r) =>
          `${f('capped_units')} ${r.capped_units} · ${f('refused_units')} ${r.refused_units} · ${f('notify_requests')} ${r.notify_requests}`
        }
        tertiaryText={(r) => `${f('stock')} ${r.stock}`}
        rowClick={false}
        empty={empty}
      />
    );
  return (
    <DataTable<UnservedDemandRow>
      bulkActionButtons={false}
      rowClick={false}
      empty={empty}
      data-testid="unserved-demand-table"
    >
      <DataTable.Col source="ref" label={f('ref')} />
      <DataTable.Col source="name" label={f('name')} />
      {byWilaya && <DataTable.Col source="wilaya" label={f('wilaya')} />}
      <DataTable.NumberCol source="stock" label={f('stock')} />
      <DataTable.NumberCol source="capped_units" label={f('capped_units')} />
      <DataTable.NumberCol source="refused_units" label={f('refused_units')} />
      <DataTable.NumberCol source="searches" label={f('searches')} />
      <DataTable.NumberCol source="notify_requests" label={f('notify_requests')} />
      <DataTable.NumberCol source="backorder_lost_units" label={f('backorder_lost_units')} />
      <DataTable.NumberCol source="pharmacies" label={f('pharmacies')} />
    </DataTable>
  );
}
