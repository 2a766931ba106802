import Edit from '@mui/icons-material/EditOutlined';
import { Box, Button } from '@mui/material';
import { CreateBase, EditBase, type Identifier, ShowBase, SimpleForm, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { categoryForm } from '../../contract/forms';
import { DetailField, DetailGrid } from '../common/Details';
import { useShowError } from '../common/errorPopup';
import { FormToolbar, formGridSx } from '../common/FormToolbar';
import { Loading } from '../common/Loading';
import { RouteDialog } from '../common/RouteDialog';
import { formValidators } from '../validators';
import type { Category } from './types';

function CategoryFields() {
  const translate = useTranslate();
  const v = formValidators(categoryForm);
  const f = (key: string) => translate(`resources.categories.fields.${key}`);
  return (
    <Box sx={formGridSx}>
      <TextInput source="nameFR" label={f('nameFR')} validate={v.nameFR} />
      <TextInput source="nameEN" label={f('nameEN')} validate={v.nameEN} />
      <TextInput source="descriptionFR" label={f('descriptionFR')} validate={v.descriptionFR} multiline minRows={3} className="full" />
      <TextInput source="descriptionEN" label={f('descriptionEN')} validate={v.descriptionEN} multiline minRows={3} className="full" />
    </Box>
  );
}

export function CategoryCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog open={open} onClose={onClose} title={translate('resources.categories.dialogs.create')} testId="category-create" disableBackdropClose>
      <CreateBase
        resource="categories"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('admin.categoryAdded', { type: 'success', autoHideDuration: SNACKBAR_MS });
            onClose();
          },
          onError: (e) => showError(e, 'resources.categories.errors.add'),
        }}
      >
        <SimpleForm toolbar={<FormToolbar onCancel={onClose} />} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
          <CategoryFields />
        </SimpleForm>
      </CreateBase>
    </RouteDialog>
  );
}

export function CategoryEditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} onClose={onClose} title={translate('resources.categories.dialogs.edit')} testId="category-edit" disableBackdropClose>
      {id !== null && (
        <EditBase
          resource="categories"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={{ onError: (e) => (showError(e, 'resources.categories.errors.load'), onClose()) }}
          mutationOptions={{
            onSuccess: () => {
              notify('admin.categoryUpdated', { type: 'success', autoHideDuration: SNACKBAR_MS });
              onClose();
            },
            onError: (e) => showError(e, 'resources.categories.errors.update'),
          }}
        >
          <SimpleForm toolbar={<FormToolbar onCancel={onClose} />} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
            <CategoryFields />
          </SimpleForm>
        </EditBase>
      )}
    </RouteDialog>
  );
}

export function CategoryShowDialog({ id, onClose, onEdit }: { id: Identifier | null; onClose: () => void; onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} onClose={onClose} title={translate('resources.categories.dialogs.show')} testId="category-show" maxWidth="sm">
      {id !== null && (
        <ShowBase resource="categories" id={id} queryOptions={{ onError: (e) => (showError(e, 'resources.categories.errors.load'), onClose()) }}>
          <CategoryDetails onEdit={onEdit} />
        </ShowBase>
      )}
    </RouteDialog>
  );
}

function CategoryDetails({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const r = useRecordContext<Category>();
  if (!r) return <Loading />;
  const f = (key: string) => translate(`resources.categories.fields.${key}`);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <DetailGrid columns={2}>
        <DetailField label={f('nameFR')} value={r.nameFR} />
        <DetailField label={f('nameEN')} value={r.nameEN} />
        <DetailField label={f('descriptionFR')} value={r.descriptionFR} wide />
        <DetailField label={f('descriptionEN')} value={r.descriptionEN} wide />
        <DetailField label={f('products_count')} value={String(r.products_count ?? 0)} />
      </DetailGrid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="outlined" startIcon={<Edit />} onClick={() => onEdit(r.id)} data-testid="show-edit">
          {translate('adminUi.actions.edit')}
        </Button>
      </Box>
    </Box>
  );
}
