import { Box } from '@mui/material';
import { type Identifier, useRecordContext, useTranslate } from 'react-admin';
import { DetailField, DetailGrid, DetailsEditButton, SectionTitle } from '../common/Details';
import { DialogForm } from '../common/DialogForm';
import { ResourceCreateDialog } from '../common/ResourceCreateDialog';
import { ResourceEditDialog } from '../common/ResourceEditDialog';
import { ResourceShowDialog } from '../common/ResourceShowDialog';
import { FranchiseFields } from './FranchiseFields';
import type { Franchise } from './types';
import { useWilayaName } from '../../components/useWilayaName';
import { LtrText } from '../../components/LtrText';

export function FranchiseCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ResourceCreateDialog
      resource="fra"
      testId="franchise-create"
      open={open}
      onClose={onClose}
      successMessage="admin.franchiseAdded"
    >
      <DialogForm onCancel={onClose}>
        <FranchiseFields mode="add" />
      </DialogForm>
    </ResourceCreateDialog>
  );
}

export function FranchiseEditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  return (
    <ResourceEditDialog
      resource="fra"
      testId="franchise-edit"
      id={id}
      onClose={onClose}
      successMessage="admin.franchiseUpdated"
    >
      <EditForm onClose={onClose} />
    </ResourceEditDialog>
  );
}

function EditForm({ onClose }: { onClose: () => void }) {
  const record = useRecordContext<Franchise>()!;
  return (
    <DialogForm onCancel={onClose}>
      <FranchiseFields mode="edit" selfId={record.id} />
    </DialogForm>
  );
}

export function FranchiseShowDialog({
  id,
  onClose,
  onEdit,
}: {
  id: Identifier | null;
  onClose: () => void;
  onEdit: (id: Identifier) => void;
}) {
  return (
    <ResourceShowDialog resource="fra" testId="franchise-show" id={id} onClose={onClose} maxWidth="sm">
      <FranchiseDetails onEdit={onEdit} />
    </ResourceShowDialog>
  );
}

function FranchiseDetails({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const wilayaName = useWilayaName();
  const r = useRecordContext<Franchise>()!;
  const f = (key: string) => translate(`resources.fra.fields.${key}`);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionTitle first>{translate('resources.fra.sections.identity')}</SectionTitle>
      <DetailGrid columns={2}>
        <DetailField label={f('first_name')} value={r.first_name} testId="detail-first_name" />
        <DetailField label={f('last_name')} value={r.last_name} testId="detail-last_name" />
        <DetailField label={f('email')} value={r.email} />
        <DetailField label={f('phone1')} value={<LtrText>{r.phone1}</LtrText>} />
        {r.phone2 && <DetailField label={f('phone2')} value={<LtrText>{r.phone2}</LtrText>} />}
        <DetailField label={f('Id_type')} value={translate(`resources.fra.idTypes.${r.Id_type}`)} />
        <DetailField label={f('personal_id')} value={r.personal_id} />
        <DetailField label={f('language')} value={translate(`adminUi.languages.${r.language}`)} />
      </DetailGrid>
      <SectionTitle>{translate('resources.fra.sections.territory')}</SectionTitle>
      <DetailGrid columns={2}>
        <DetailField label={f('wilaya')} value={wilayaName(r.wilaya_name)} testId="detail-wilaya" />
        <DetailField label={f('zip')} value={r.zip} />
        <DetailField label={f('address')} value={[r.adress1, r.adress2].filter(Boolean).join('\n')} wide />
        <DetailField label={f('pharmacies_count')} value={String(r.pharmacies_count ?? 0)} />
      </DetailGrid>
      <DetailsEditButton onEdit={() => onEdit(r.id)} />
    </Box>
  );
}
