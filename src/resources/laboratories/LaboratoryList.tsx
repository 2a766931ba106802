import { DataTable, useTranslate } from 'react-admin';
import type { BrandPricingStats } from '../../contract/answers/pricing';
import { formatDZD } from '../../contract/constants';
import { useLang } from '../../i18n/useLang';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { FieldFilter } from '../common/ListFilters';

type Laboratory = BrandPricingStats['brands'][number] & { id: string };

/**
 * /admin/laboratories (issue 40 §4): per laboratory (brand), over a period (this month by default), what its products
 * sold and what its discounts and free units cost, the laboratory that sold most first; exported as CSV or .xlsx.
 */
export function LaboratoryList() {
  const translate = useTranslate();
  const lang = useLang();
  const f = (key: string) => translate(`resources.laboratories.fields.${key}`);
  const money = (v: number) => formatDZD(v, lang);
  const exportColumns = useExportColumns<Laboratory>('laboratories', [
    { field: 'brand' },
    { field: 'orders_count' },
    { field: 'units_sold' },
    { field: 'sales_amount', kind: 'money' },
    { field: 'discount_given', kind: 'money' },
    { field: 'free_units' },
    { field: 'free_units_cost', kind: 'money' },
  ]);
  return (
    <AdminList
      resource="laboratories"
      exportColumns={exportColumns}
      sort={{ field: 'sales_amount', order: 'DESC' }}
      filters={
        <>
          <FieldFilter source="from" label={f('from')} type="date" testId="laboratories-filter-from" />
          <FieldFilter source="to" label={f('to')} type="date" testId="laboratories-filter-to" />
        </>
      }
    >
      <DataTable<Laboratory>
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyRows text={translate('resources.laboratories.empty')} />}
        data-testid="laboratories-table"
      >
        <DataTable.Col source="brand" label={f('brand')} />
        <DataTable.NumberCol source="orders_count" label={f('orders_count')} />
        <DataTable.NumberCol source="units_sold" label={f('units_sold')} />
        <DataTable.Col
          source="sales_amount"
          label={f('sales_amount')}
          align="right"
          render={(r) => <strong>{money(r.sales_amount)}</strong>}
        />
        <DataTable.Col
          source="discount_given"
          label={f('discount_given')}
          align="right"
          render={(r) => money(r.discount_given)}
        />
        <DataTable.NumberCol source="free_units" label={f('free_units')} />
        <DataTable.Col
          source="free_units_cost"
          label={f('free_units_cost')}
          align="right"
          render={(r) => money(r.free_units_cost)}
        />
      </DataTable>
    </AdminList>
  );
}
