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
import type { Franchise } from './types';
import { useWilayaName } from '../../components/useWilayaName';
import { LtrText } from '../../components/LtrText';

// create, edit and show dialogs: loaded at the first opening
const FranchiseDialogs = lazyResourceDialogs(() =>
  import('./FranchiseDialogs').then((m) => ({
    Create: m.FranchiseCreateDialog,
    Edit: m.FranchiseEditDialog,
    Show: m.FranchiseShowDialog,
  })),
);

/**
 * /admin/fra (001 §2): franchisees with search, Add, view, edit and delete. Dialogs: /admin/fra/create,
 * /admin/fra/:id (edit), /admin/fra/:id/show.
 */
export function FranchiseList() {
  const dialog = useRouteDialog();
  const { open } = dialog;
  const [deleting, setDeleting] = useState<Franchise | null>(null);
  const exportColumns = useExportColumns<Franchise>('fra', [
    { field: 'first_name' },
    { field: 'last_name' },
    { field: 'email' },
    { field: 'phone' },
    { field: 'wilaya_name' },
  ]);
  return (
    <AdminList
      resource="fra"
      exportColumns={exportColumns}
      onAdd={() => open('create')}
      sort={{ field: 'last_name', order: 'ASC' }}
      dialogs={
        <>
          <FranchiseDialogs {...dialog} />
          <DeleteDialog
            resource="fra"
            record={deleting}
            name={deleting ? `${deleting.first_name} ${deleting.last_name}` : ''}
            onClose={() => setDeleting(null)}
            successKey="admin.franchiseDeleted"
          />
        </>
      }
    >
      <FranchiseTable onOpen={(id) => open('show', id)} onEdit={(id) => open('edit', id)} onDelete={setDeleting} />
    </AdminList>
  );
}

function FranchiseTable({
  onOpen,
  onEdit,
  onDelete,
}: {
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (f: Franchise) => void;
}) {
  const translate = useTranslate();
  const wilayaName = useWilayaName();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={translate('resources.fra.empty')} />;
  const click = rowClickOpens(onOpen);
  if (phone)
    return (
      <SimpleList<Franchise>
        primaryText={(r) => `${r.first_name} ${r.last_name}`}
        secondaryText={(r) => [r.email, r.phone].join(' · ')}
        tertiaryText={(r) => wilayaName(r.wilaya_name)}
        rowClick={click}
        empty={empty}
      />
    );
  const f = (key: string) => translate(`resources.fra.fields.${key}`);
  return (
    <DataTable<Franchise> bulkActionButtons={false} rowClick={click} empty={empty} data-testid="fra-table">
      <DataTable.Col source="first_name" label={f('first_name')} />
      <DataTable.Col
        source="last_name"
        label={f('last_name')}
        render={(r) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {r.last_name}
          </Box>
        )}
      />
      {/* long addresses wrap: at tablet width in French the table overflowed (issue 13) */}
      <DataTable.Col source="email" label={f('email')} render={(r) => <EmailBreakingAtSign email={r.email} />} />
      <DataTable.Col source="phone" label={f('phone')} render={(r) => <LtrText nowrap>{r.phone}</LtrText>} />
      <DataTable.Col source="wilaya_name" label={f('wilaya_name')} render={(r) => wilayaName(r.wilaya_name)} />
      <DataTable.Col
        label={f('actions')}
        align="right"
        disableSort
        render={(r) => (
          <RowActions
            onView={() => onOpen(r.id)}
            onEdit={() => onEdit(r.id)}
            onDelete={() => onDelete(r as Franchise)}
          />
        )}
      />
    </DataTable>
  );
}

/** An e-mail that may wrap before its "@" (and anywhere if it must), never overflowing its column. */
function EmailBreakingAtSign({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {at > 0 ? (
        <>
          {email.slice(0, at)}
          <wbr />
          {email.slice(at)}
        </>
      ) : (
        email
      )}
    </Box>
  );
}
