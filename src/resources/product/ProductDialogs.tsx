import { Box, Chip } from '@mui/material';
import { type Identifier, useRecordContext, useTranslate } from 'react-admin';
import { formatDZD } from '../../contract/constants';
import { DetailField, DetailGrid, DetailsEditButton, SectionTitle } from '../common/Details';
import { DialogForm } from '../common/DialogForm';
import { ResourceCreateDialog } from '../common/ResourceCreateDialog';
import { ResourceEditDialog } from '../common/ResourceEditDialog';
import { ResourceShowDialog } from '../common/ResourceShowDialog';
import { ImagePicker } from './ImagePicker';
import { ProductCarousel } from './ProductCarousel';
import { ProductFields } from './ProductFields';
import { ProductGallery } from './ProductGallery';
import { ProductShortageSection } from './ProductShortage';
import type { Product } from './types';
import { contentText } from '../../i18n/lang';
import { useLang } from '../../i18n/useLang';

export function ProductCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ResourceCreateDialog
      resource="product"
      testId="product-create"
      open={open}
      onClose={onClose}
      successMessage="admin.productAdded"
    >
      <DialogForm onCancel={onClose}>
        <ProductFields mode="add" />
        <ImagePicker />
      </DialogForm>
    </ResourceCreateDialog>
  );
}

/** The images are managed apart from the form: each change is saved at once (001 §3). */
export function ProductEditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  return (
    <ResourceEditDialog
      resource="product"
      testId="product-edit"
      id={id}
      onClose={onClose}
      successMessage="admin.productUpdated"
    >
      <ProductGallery />
      <DialogForm onCancel={onClose}>
        <ProductFields mode="edit" />
      </DialogForm>
    </ResourceEditDialog>
  );
}

export function ProductShowDialog({
  id,
  onClose,
  onEdit,
}: {
  id: Identifier | null;
  onClose: () => void;
  onEdit: (id: Identifier) => void;
}) {
  return (
    <ResourceShowDialog resource="product" testId="product-show" id={id} onClose={onClose}>
      <ProductDetails onEdit={onEdit} />
    </ResourceShowDialog>
  );
}

function ProductDetails({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const lang = useLang();
  const r = useRecordContext<Product>()!;
  const f = (key: string) => translate(`resources.product.fields.${key}`);
  const images = [...(r.images ?? [])].sort((a, b) => b.mainImage - a.mainImage);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
      <ProductCarousel images={images} name={r.name} />
      <Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Chip
            label={contentText(lang, { fr: r.categoryFr, en: r.categoryEn })}
            size="small"
            color="primary"
            variant="outlined"
          />
          <Chip label={`${f('ref')} ${r.ref}`} size="small" variant="outlined" />
        </Box>
        <DetailGrid columns={2}>
          <DetailField label={f('name')} value={r.name} wide testId="detail-name" />
          <DetailField label={f('cost')} value={formatDZD(r.cost, lang)} />
          <DetailField label={f('price')} value={formatDZD(r.price, lang)} />
          <DetailField label={f('customer_price')} value={formatDZD(r.customer_price, lang)} />
          <DetailField label={f('quantity')} value={String(r.quantity)} />
        </DetailGrid>
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SectionTitle>{translate('resources.product.sections.descriptions')}</SectionTitle>
        <DetailGrid columns={2}>
          <DetailField label={f('descriptionFr')} value={r.descriptionFr} />
          <DetailField label={f('descriptionEn')} value={r.descriptionEn} />
        </DetailGrid>
        <DetailsEditButton onEdit={() => onEdit(r.id)} />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ProductShortageSection productId={r.id} />
      </Box>
    </Box>
  );
}
