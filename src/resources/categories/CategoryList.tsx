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
import type { Category } from './types';
import { contentLang } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';

// create, edit and show dialogs: loaded at the first opening
const CategoryDialogs = lazyResourceDialogs(() =>
  import('./CategoryDialogs').then((m) => ({
    Create: m.CategoryCreateDialog,
    Edit: m.CategoryEditDialog,
    Show: m.CategoryShowDialog,
  })),
);

/** /admin/categories (001 §2): name and description in the interface language; a failing list goes back to the dashboard. */
export function CategoryList() {
  const dialog = useRouteDialog();
  const { open } = dialog;
  const [deleting, setDeleting] = useState<Category | null>(null);
  const en = contentLang(useLang()) === 'en';
  const exportColumns = useExportColumns<Category>('categories', [
    { field: 'name', value: (r) => (en ? r.nameEN : r.nameFR) },
    { field: 'description', value: (r) => (en ? r.descriptionEN : r.descriptionFR) },
    { field: 'products_count' },
  ]);
  return (
    <AdminList
      resource="categories"
      exportColumns={exportColumns}
      onAdd={() => open('create')}
      failTo="/dashboard"
      sort={{ field: en ? 'nameEN' : 'nameFR', order: 'ASC' }}
      dialogs={
        <>
          <CategoryDialogs {...dialog} />
          <DeleteDialog
            resource="categories"
            record={deleting}
            name={deleting ? (en ? deleting.nameEN : deleting.nameFR) : ''}
            onClose={() => setDeleting(null)}
            successKey="admin.categoryDeleted"
          />
        </>
      }
    >
      <CategoryTable
        en={en}
        onOpen={(id) => open('show', id)}
        onEdit={(id) => open('edit', id)}
        onDelete={setDeleting}
      />
    </AdminList>
  );
}

function CategoryTable({
  en,
  onOpen,
  onEdit,
  onDelete,
}: {
  en: boolean;
  onOpen: (id: number) => void;
  onEdit: (id: number) => void;
  onDelete: (c: Category) => void;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <EmptyRows text={translate('resources.categories.empty')} />;
  const click = rowClickOpens(onOpen);
  if (phone)
    return (
      <SimpleList<Category>
        primaryText={(r) => (en ? r.nameEN : r.nameFR)}
        secondaryText={(r) => (en ? r.descriptionEN : r.descriptionFR)}
        rowClick={click}
        empty={empty}
      />
    );
  const f = (key: string) => translate(`resources.categories.fields.${key}`);
  return (
    <DataTable<Category> bulkActionButtons={false} rowClick={click} empty={empty} data-testid="categories-table">
      <DataTable.Col
        source={en ? 'nameEN' : 'nameFR'}
        label={f('name')}
        render={(r) => (
          <Box component="span" sx={{ fontWeight: 600 }}>
            {en ? r.nameEN : r.nameFR}
          </Box>
        )}
      />
      <DataTable.Col
        source={en ? 'descriptionEN' : 'descriptionFR'}
        label={f('description')}
        render={(r) => (
          <Box sx={{ color: 'text.secondary', maxWidth: 560 }}>{en ? r.descriptionEN : r.descriptionFR}</Box>
        )}
      />
      <DataTable.NumberCol source="products_count" label={f('products_count')} />
      <DataTable.Col
        label={f('actions')}
        align="right"
        disableSort
        render={(r) => (
          <RowActions
            onView={() => onOpen(r.id)}
            onEdit={() => onEdit(r.id)}
            onDelete={() => onDelete(r as Category)}
          />
        )}
      />
    </DataTable>
  );
}
