import { Box } from '@mui/material';
import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { useRouteDialog } from '../../components/useRouteDialog';
import { AdminList, EmptyRows } from '../common/AdminList';
import { DeleteDialog } from '../common/DeleteDialog';
import { useExportColumns } from '../common/export/useExportColumns';
import { lazyResourceDialogs } from '../common/LazyResourceDialogs';
import { RowActions } from '../common/RowActions';
import { rowClickOpens } from '../common/rowClick';
import type { PharmacyGroup } from '../../dataProvider/adminPricing';

// the forms: loaded at the first opening; a row opens its edit form (a group has nothing more to show)
const GroupDialogs = lazyResourceDialogs(() =>
  import('./PharmacyGroupDialogs').then((m) => ({
    Create: m.PharmacyGroupCreateDialog,
    Edit: m.PharmacyGroupEditDialog,
    Show: m.PharmacyGroupEditDialog,
  })),
);

/** /admin/pharmacyGroups (issue 40 §5): each group's name and number of members. */
export function PharmacyGroupList() {
  const translate = useTranslate();
  const dialog = useRouteDialog();
  const { open } = dialog;
  const [deleting, setDeleting] = useState<PharmacyGroup | null>(null);
  const exportColumns = useExportColumns<PharmacyGroup>('pharmacyGroups', [
    { field: 'name' },
    { field: 'members_count' },
  ]);
  const f = (key: string) => translate(`resources.pharmacyGroups.fields.${key}`);
  return (
    <AdminList
      resource="pharmacyGroups"
      exportColumns={exportColumns}
      onAdd={() => open('create')}
      sort={{ field: 'name', order: 'ASC' }}
      dialogs={
        <>
          <GroupDialogs {...dialog} />
          <DeleteDialog
            resource="pharmacyGroups"
            record={deleting}
            name={deleting?.name ?? ''}
            onClose={() => setDeleting(null)}
            successKey="resources.pharmacyGroups.deleted"
          />
        </>
      }
    >
      <DataTable<PharmacyGroup>
        bulkActionButtons={false}
        rowClick={rowClickOpens((id) => open('edit', id))}
        empty={<EmptyRows text={translate('resources.pharmacyGroups.empty')} />}
        data-testid="pharmacy-groups-table"
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
        <DataTable.NumberCol source="members_count" label={f('members_count')} />
        <DataTable.Col
          label={f('actions')}
          align="right"
          disableSort
          render={(r) => (
            <RowActions onEdit={() => open('edit', r.id)} onDelete={() => setDeleting(r as PharmacyGroup)} />
          )}
        />
      </DataTable>
    </AdminList>
  );
}
