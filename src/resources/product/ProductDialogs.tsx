import Edit from '@mui/icons-material/EditOutlined';
import { Box, Button, Chip } from '@mui/material';
import { CreateBase, EditBase, type Identifier, ShowBase, SimpleForm, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { formatDZD, SNACKBAR_MS } from '../../contract/constants';
import { DetailField, DetailGrid, SectionTitle } from '../common/Details';
import { useShowError } from '../common/errorPopup';
import { FormToolbar } from '../common/FormToolbar';
import { Loading } from '../common/Loading';
import { RouteDialog } from '../common/RouteDialog';
import { ImagePicker } from './ImagePicker';
import { ProductCarousel } from './ProductCarousel';
import { ProductFields } from './ProductFields';
import { ProductGallery } from './ProductGallery';
import type { Product } from './types';

export function ProductCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog open={open} onClose={onClose} title={translate('resources.product.dialogs.create')} testId="product-create" disableBackdropClose>
      <CreateBase
        resource="product"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify('admin.productAdded', { type: 'success', autoHideDuration: SNACKBAR_MS });
            onClose();
          },
          onError: (e) => showError(e, 'resources.product.errors.add'),
        }}
      >
        <SimpleForm toolbar={<FormToolbar onCancel={onClose} />} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
          <ProductFields mode="add" />
          <ImagePicker />
        </SimpleForm>
      </CreateBase>
    </RouteDialog>
  );
}

export function ProductEditDialog({ id, onClose }: { id: Identifier | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} onClose={onClose} title={translate('resources.product.dialogs.edit')} testId="product-edit" disableBackdropClose>
      {id !== null && (
        <EditBase
          resource="product"
          id={id}
          redirect={false}
          mutationMode="pessimistic"
          queryOptions={{ onError: (e) => (showError(e, 'resources.product.errors.details'), onClose()) }}
          mutationOptions={{
            onSuccess: () => {
              notify('admin.productUpdated', { type: 'success', autoHideDuration: SNACKBAR_MS });
              onClose();
            },
            onError: (e) => showError(e, 'resources.product.errors.update'),
          }}
        >
          <EditContent onClose={onClose} />
        </EditBase>
      )}
    </RouteDialog>
  );
}

function EditContent({ onClose }: { onClose: () => void }) {
  const record = useRecordContext<Product>();
  if (!record) return <Loading />;
  return (
    <>
      <ProductGallery />
      <SimpleForm toolbar={<FormToolbar onCancel={onClose} />} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        <ProductFields mode="edit" />
      </SimpleForm>
    </>
  );
}

export function ProductShowDialog({ id, onClose, onEdit }: { id: Identifier | null; onClose: () => void; onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const showError = useShowError();
  return (
    <RouteDialog open={id !== null} onClose={onClose} title={translate('resources.product.dialogs.show')} testId="product-show">
      {id !== null && (
        <ShowBase resource="product" id={id} queryOptions={{ onError: (e) => (showError(e, 'resources.product.errors.details'), onClose()) }}>
          <ProductDetails onEdit={onEdit} />
        </ShowBase>
      )}
    </RouteDialog>
  );
}

function ProductDetails({ onEdit }: { onEdit: (id: Identifier) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const r = useRecordContext<Product>();
  if (!r) return <Loading />;
  const lang = locale === 'en' ? 'en' : 'fr';
  const f = (key: string) => translate(`resources.product.fields.${key}`);
  const images = [...(r.images ?? [])].sort((a, b) => b.mainImage - a.mainImage);
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
      <ProductCarousel images={images} name={r.name} />
      <Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Chip label={lang === 'en' ? r.categoryEn : r.categoryFr} size="small" color="primary" variant="outlined" />
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button variant="outlined" startIcon={<Edit />} onClick={() => onEdit(r.id)} data-testid="show-edit">
            {translate('adminUi.actions.edit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
