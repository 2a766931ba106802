import Edit from '@mui/icons-material/EditOutlined';
import { Box, Button } from '@mui/material';
import { CreateBase, EditBase, type Identifier, ShowBase, SimpleForm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { SNACKBAR_MS } from '../../contract/constants';
import { DetailField, DetailGrid, SectionTitle } from '../common/Details';
import { useShowError } from '../common/errorPopup';
import { FormToolbar } from '../common/FormToolbar';
import { Loading } from '../common/Loading';
import { RouteDialog } from '../common/RouteDialog';
import { FranchiseFields } from './FranchiseFields';
import type { Franchise } from './types';

export function FranchiseCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated?: (f: Franchise) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog open={open} onClose={onClose} title={translate('resources.fra.dialogs.create')} testId="franchise-create" disableBackdropClose>
      <CreateBase
        resource="fra"
        redirect={false}
        mutationOptions={{
          onSuccess: (f) => {
            notify('admin.franchiseAdded', { type: 'success', autoHideDuration: SNACKBAR_MS });
            onCreated?.(f);
            onClose();
          },
          onError: (e) => showError(e, 'resources.fra.errors.add'),
        }}
      >
        <SimpleForm toolbar={<FormToolbar onCancel={onClose} />} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
          <FranchiseFields mode="add" />
        </SimpleForm>
      </CreateBase>
    </RouteDialog>
  );
}

export function FranchiseEditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} onClose={onClose} title={translate('resources.fra.dialogs.edit')} testId="franchise-edit" disableBackdropClose>
      {id !== null && (
        <EditBase
          resource="fra"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={{ onError: (e) => (showError(e, 'resources.fra.errors.details'), onClose()) }}
          mutationOptions={{
            onSuccess: () => {
              notify('admin.franchiseUpdated', { type: 'success', autoHideDuration: SNACKBAR_MS });
              onClose();
            },
            onError: (e) => showError(e, 'resources.fra.errors.update'),
          }}
        >
          <LoadedForm onClose={onClose} />
        </EditBase>
      )}
    </RouteDialog>
  );
}

function LoadedForm({ onClose }: { onClose: () => void }) {
  const record = useRecordContext<Franchise>();
  if (!record) return <Loading />;
  return (
    <SimpleForm toolbar={<FormToolbar onCancel={onClose} />} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
      <FranchiseFields mode="edit" selfId={record.id} />
    </SimpleForm>
  );
}

export function FranchiseShowDialog({ id, onClose, onEdit }: { id: Identifier | null; onClose: () => void; onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} onClose={onClose} title={translate('resources.fra.dialogs.show')} testId="franchise-show" maxWidth="sm">
      {id !== null && (
        <ShowBase resource="fra" id={id} queryOptions={{ onError: (e) => (showError(e, 'resources.fra.errors.details'), onClose()) }}>
          <FranchiseDetails onEdit={onEdit} />
        </ShowBase>
      )}
    </RouteDialog>
  );
}

function FranchiseDetails({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const r = useRecordContext<Franchise>();
  if (!r) return <Loading />;
  const f = (key: string) => translate(`resources.fra.fields.${key}`);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionTitle first>{translate('resources.fra.sections.identity')}</SectionTitle>
      <DetailGrid columns={2}>
        <DetailField label={f('first_name')} value={r.first_name} testId="detail-first_name" />
        <DetailField label={f('last_name')} value={r.last_name} testId="detail-last_name" />
        <DetailField label={f('email')} value={r.email} />
        <DetailField label={f('phone1')} value={r.phone1} />
        {r.phone2 && <DetailField label={f('phone2')} value={r.phone2} />}
        <DetailField label={f('Id_type')} value={translate(`resources.fra.idTypes.${r.Id_type}`)} />
        <DetailField label={f('personal_id')} value={r.personal_id} />
        <DetailField label={f('language')} value={translate(`adminUi.languages.${r.language}`)} />
      </DetailGrid>
      <SectionTitle>{translate('resources.fra.sections.territory')}</SectionTitle>
      <DetailGrid columns={2}>
        <DetailField label={f('wilaya')} value={r.wilaya_name} testId="detail-wilaya" />
        <DetailField label={f('zip')} value={r.zip} />
        <DetailField label={f('address')} value={[r.adress1, r.adress2].filter(Boolean).join('\n')} wide />
        <DetailField label={f('pharmacies_count')} value={String(r.pharmacies_count ?? 0)} />
      </DetailGrid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="outlined" startIcon={<Edit />} onClick={() => onEdit(r.id)} data-testid="show-edit">
          {translate('adminUi.actions.edit')}
        </Button>
      </Box>
    </Box>
  );
}
