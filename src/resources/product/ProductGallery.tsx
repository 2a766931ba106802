import AddPhoto from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, SNACKBAR_MS } from '../../contract/constants';
import { mediaUrl } from '../../config/runtime';
import { addProductImage, deleteProductImage } from '../../dataProvider/admin';
import { clients } from '../../http/clients';
import { useShowError } from '../common/errorPopup';
import { IMAGE_TYPES, Thumb } from './ImagePicker';
import type { Product, ProductImage } from './types';

/**
 * The edit dialog's gallery (001 §2): each image deleted at once (the main one moves to another image on the
 * server), one image added at a time up to 5. It keeps its own copy of the images so the form being typed
 * is not reset; the product list is refreshed behind it.
 */
export function ProductGallery() {
  const translate = useTranslate();
  const notify = useNotify();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const record = useRecordContext<Product>();
  const input = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<ProductImage[]>(record?.images ?? []);
  const [busy, setBusy] = useState<number | 'add' | null>(null);
  if (!record) return null;

  const done = (product: Product, key: string) => {
    setImages(product.images ?? []);
    void queryClient.invalidateQueries({ queryKey: ['product', 'getList'] });
    void queryClient.invalidateQueries({ queryKey: ['product', 'getOne'] });
    notify(key, { type: 'success', autoHideDuration: SNACKBAR_MS });
  };

  const remove = async (image: ProductImage) => {
    setBusy(image.id);
    try {
      done((await deleteProductImage(clients.admin, record.id, image.id)) as Product, 'admin.imageDeleted');
    } catch (e) {
      showError(e, 'resources.product.errors.update');
    } finally {
      setBusy(null);
    }
  };

  const add = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return notify('resources.product.images.onlyImages', { type: 'warning', autoHideDuration: SNACKBAR_MS });
    if (file.size > MAX_IMAGE_BYTES) return notify('admin.imageTooLarge', { type: 'warning', autoHideDuration: SNACKBAR_MS });
    setBusy('add');
    try {
      done((await addProductImage(clients.admin, record.id, file)) as Product, 'admin.imageAdded');
    } catch (e) {
      showError(e, 'resources.product.errors.imageUpload');
    } finally {
      setBusy(null);
    }
  };

  const full = images.length >= MAX_PRODUCT_IMAGES;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }} data-testid="product-gallery">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
          {translate('resources.product.images.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {full ? translate('admin.tooManyImages') : translate('resources.product.images.galleryHint', { count: images.length, max: MAX_PRODUCT_IMAGES })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={busy === 'add' ? <CircularProgress size={16} /> : <AddPhoto />}
          onClick={() => input.current?.click()}
          disabled={full || busy !== null}
          data-testid="gallery-add"
        >
          {translate('resources.product.images.addOne')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={IMAGE_TYPES.join(',')}
          data-testid="gallery-add-input"
          onChange={(e) => {
            void add(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Box>
      {images.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('resources.product.images.noneYet')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}>
          {images.map((img) => (
            <Thumb
              key={img.id}
              src={mediaUrl(img.path)}
              name={img.path}
              main={img.mainImage === 1}
              busy={busy === img.id}
              onRemove={busy === null ? () => void remove(img) : undefined}
              testId={`gallery-image-${img.id}`}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
