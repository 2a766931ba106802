import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import type { WilayaQuotaUse } from '../../contract/answers/shortages';
import { AdminList, EmptyRows } from '../../resources/common/AdminList';
import { useExportColumns } from '../../resources/common/export/useExportColumns';

/**
 * /franchise/quotas (issue 41 §4): for each product under quota, what each pharmacy of the wilaya took in the
 * quota's period and what it has left, read only. The pharmacies that took nothing have their whole quota.
 */
export function FranchiseQuotaList() {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.quotas.fields.${key}`);
  const quota = (r: WilayaQuotaUse) =>
    translate('resources.productShortages.quota', { units: r.per_pharmacy, days: r.period_days });
  // the wilaya's share of the product (D127): its units of the period's supply, what its pharmacies took and left
  const share = (r: WilayaQuotaUse) =>
    r.wilaya_share ? translate('resources.quotas.share', { ...r.wilaya_share }) : translate('resources.quotas.noShare');
  const exportColumns = useExportColumns<WilayaQuotaUse>('quotas', [
    { field: 'ref' },
    { field: 'name' },
    { field: 'quota', value: quota },
    { field: 'pharmacy' },
    { field: 'taken' },
    { field: 'left' },
    { field: 'wilaya_share', value: share },
  ]);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={translate('resources.quotas.empty')} />;
  return (
    <AdminList resource="quotas" exportColumns={exportColumns} sort={{ field: 'ref', order: 'ASC' }}>
      {phone ? (
        <SimpleList<WilayaQuotaUse>
          primaryText={(r) => `${r.ref} — ${r.name}`}
          secondaryText={(r) => `${r.pharmacy} · ${f('taken')} ${r.taken} · ${f('left')} ${r.left}`}
          tertiaryText={(r) => `${quota(r)} · ${f('wilaya_share')} ${share(r)}`}
          rowClick={false}
          empty={empty}
        />
      ) : (
        <DataTable<WilayaQuotaUse>
          bulkActionButtons={false}
          rowClick={false}
          empty={empty}
          data-testid="franchise-quotas"
        >
          <DataTable.Col source="ref" label={f('ref')} />
          <DataTable.Col source="name" label={f('name')} />
          <DataTable.Col source="per_pharmacy" label={f('quota')} render={(r) => quota(r as WilayaQuotaUse)} />
          <DataTable.Col source="pharmacy" label={f('pharmacy')} />
          <DataTable.NumberCol source="taken" label={f('taken')} />
          <DataTable.NumberCol source="left" label={f('left')} />
          <DataTable.Col
            source="wilaya_share"
            label={f('wilaya_share')}
            disableSort
            render={(r) => share(r as WilayaQuotaUse)}
          />
        </DataTable>
      )}
    </AdminList>
  );
}
