import { Box } from '@mui/material';
import { type Identifier, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { categoryForm } from '../../contract/forms';
import { DetailField, DetailGrid, DetailsEditButton } from '../common/Details';
import { DialogForm } from '../common/DialogForm';
import { formGridSx } from '../common/FormToolbar';
import { ResourceCreateDialog } from '../common/ResourceCreateDialog';
import { ResourceEditDialog } from '../common/ResourceEditDialog';
import { ResourceShowDialog } from '../common/ResourceShowDialog';
import { formValidators } from '../validators';
import type { Category } from './types';
import { ArabicContentFields } from '../common/ArabicContentFields';

function CategoryFields() {
  const translate = useTranslate();
  const v = formValidators(categoryForm);
  const f = (key: string) => translate(`resources.categories.fields.${key}`);
  return (
    <Box sx={formGridSx}>
      <TextInput source="nameFR" label={f('nameFR')} validate={v.nameFR} />
      <TextInput source="nameEN" label={f('nameEN')} validate={v.nameEN} />
      <TextInput
        source="descriptionFR"
        label={f('descriptionFR')}
        validate={v.descriptionFR}
        multiline
        minRows={3}
        className="full"
      />
      <TextInput
        source="descriptionEN"
        label={f('descriptionEN')}
        validate={v.descriptionEN}
        multiline
        minRows={3}
        className="full"
      />
      <ArabicContentFields
        nameSource="nameAR"
        descriptionSource="descriptionAR"
        labels={{
          section: translate('resources.product.sections.arabic'),
          name: f('nameAR'),
          description: f('descriptionAR'),
        }}
        validate={{ name: v.nameAR, description: v.descriptionAR }}
      />
    </Box>
  );
}

export function CategoryCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ResourceCreateDialog
      resource="categories"
      testId="category-create"
      open={open}
      onClose={onClose}
      successMessage="admin.categoryAdded"
    >
      <DialogForm onCancel={onClose}>
        <CategoryFields />
      </DialogForm>
    </ResourceCreateDialog>
  );
}

export function CategoryEditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  return (
    <ResourceEditDialog
      resource="categories"
      testId="category-edit"
      id={id}
      onClose={onClose}
      successMessage="admin.categoryUpdated"
      loadErrorKey="resources.categories.errors.load"
    >
      <DialogForm onCancel={onClose}>
        <CategoryFields />
      </DialogForm>
    </ResourceEditDialog>
  );
}

export function CategoryShowDialog({
  id,
  onClose,
  onEdit,
}: {
  id: Identifier | null;
  onClose: () => void;
  onEdit: (id: Identifier) => void;
}) {
  return (
    <ResourceShowDialog
      resource="categories"
      testId="category-show"
      id={id}
      onClose={onClose}
      loadErrorKey="resources.categories.errors.load"
      maxWidth="sm"
    >
      <CategoryDetails onEdit={onEdit} />
    </ResourceShowDialog>
  );
}

function CategoryDetails({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const r = useRecordContext<Category>()!;
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
      <DetailsEditButton onEdit={() => onEdit(r.id)} />
    </Box>
  );
}
