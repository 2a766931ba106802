import { Box, type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { AdminList, EmptyRows } from '../common/AdminList';
import { useExportColumns } from '../common/export/useExportColumns';
import { DeleteDialog } from '../common/DeleteDialog';
import { RowActions } from '../common/RowActions';
import { rowClickOpens } from '../common/rowClick';
import { useRouteDialog } from '../../components/useRouteDialog';
import { lazyResourceDialogs } from '../common/LazyResourceDialogs';
import type { Pharmacy } from './types';
import { useWilayaName } from '../../components/useWilayaName';
import { LtrText } from '../../components/LtrText';

// create, edit and show dialogs: loaded at the first opening
const PharmacyDialogs = lazyResourceDialogs(() =>
  import('./PharmacyDialogs').then((m) => ({
    Create: m.PharmacyCreateDialog,
    Edit: m.PharmacyEditDialog,
    Show: m.PharmacyShowDialog,
  })),
);

/** /admin/pharmacies (001 §2); a list that fails to load goes back to the dashboard. */
export function PharmacyList() {
  const dialog = useRouteDialog();
  const { open } = dialog;
  const [deleting, setDeleting] = useState<Pharmacy | null>(null);
  const exportColumns = useExportColumns<Pharmacy>('pharmacies', [
    { field: 'name' },
    { field: 'email' },
    { field: 'phone' },
    { field: 'poc', value: (r) => r.poc_fullName },
    { field: 'franchise', value: (r) => r.franchise_fullName },
  ]);
  return (
    <AdminList
      resource="pharmacies"
      exportColumns={exportColumns}
      onAdd={() => open('create')}
      failTo="/dashboard"
      sort={{ field: 'name', order: 'ASC' }}
      dialogs={
        <>
          <PharmacyDialogs {...dialog} />
          <DeleteDialog
            resource="pharmacies"
            record={deleting}
            name={deleting?.name ?? ''}
            onClose={() => setDeleting(null)}
            successKey="admin.pharmacyDeleted"
          />
        </>
      }
    >
      <PharmacyTable onOpen={(id) => open('show', id)} onEdit={(id) => open('edit', id)} onDelete={setDeleting} />
    </AdminList>
  );
}

function PharmacyTable({
  onOpen,
  onEdit,
  onDelete,
}: {
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (p: Pharmacy) => void;
}) {
  const translate = useTranslate();
  const wilayaName = useWilayaName();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // tablets: the e-mail is in the details, the names get the room
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const empty = <EmptyRows text={translate('resources.pharmacies.empty')} />;
  const click = rowClickOpens(onOpen);
  if (phone)
    return (
      <SimpleList<Pharmacy>
        primaryText={(r) => r.name}
        secondaryText={(r) => [r.email, r.phone].join(' · ')}
        tertiaryText={(r) => wilayaName(r.wilaya_name)}
        rowClick={click}
        empty={empty}
      />
    );
  const f = (key: string) => translate(`resources.pharmacies.fields.${key}`);
  return (
    <DataTable<Pharmacy> bulkActionButtons={false} rowClick={click} empty={empty} data-testid="pharmacies-table">
      <DataTable.Col
        source="name"
        label={f('name')}
        render={(r) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {r.name}
          </Box>
        )}
      />
      {!narrow && <DataTable.Col source="email" label={f('email')} />}
      <DataTable.Col source="phone" label={f('phone')} render={(r) => <LtrText nowrap>{r.phone}</LtrText>} />
      <DataTable.Col source="poc_fullName" label={f('poc')} />
      <DataTable.Col source="franchise_fullName" label={f('franchise')} />
      <DataTable.Col
        label={f('actions')}
        align="right"
        disableSort
        render={(r) => (
          <RowActions
            onView={() => onOpen(r.id)}
            onEdit={() => onEdit(r.id)}
            onDelete={() => onDelete(r as Pharmacy)}
          />
        )}
      />
    </DataTable>
  );
}
