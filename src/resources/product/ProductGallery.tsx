import { Box, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { MAX_PRODUCT_IMAGES, SNACKBAR_MS } from '../../contract/constants';
import { mediaUrl } from '../../config/runtime';
import type { AdminDataProvider } from '../../dataProvider/adminArea';
import { useAction } from '../../dataProvider/useAction';
import { Thumb } from './ImagePicker';
import { ImagesHeader } from './ImagesHeader';
import { refusedFilesText } from './refusedFiles';
import type { Product, ProductImage } from './types';

/**
 * The edit dialog's gallery (001 §2): each image deleted once confirmed (the main one moves to another image
 * on the server), the main image chosen with its star, one image added at a time up to 5. Each change is saved
 * at once; the gallery then keeps the server's answer as its own copy so the form being typed is not reset,
 * and the product list is refreshed behind it. Until then it shows the record's images: a record opened
 * from the list row has none yet (no `images`), the details arrive a moment later.
 */
export function ProductGallery() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const record = useRecordContext<Product>();
  const input = useRef<HTMLInputElement>(null);
  const [changed, setImages] = useState<ProductImage[] | null>(null);
  const [target, setTarget] = useState<number | 'add' | null>(null);
  const [confirming, setConfirming] = useState<ProductImage | null>(null);
  type Change = { what: 'delete' | 'main'; productId: Product['id']; imageId: ProductImage['id'] };
  /** Each change is saved at once; the gallery keeps the server's answer (the product's images as they are now). */
  const changes = useAction(
    (dp: AdminDataProvider, { what, ...ids }: Change) =>
      what === 'delete' ? dp.deleteProductImage(ids) : dp.setMainImage(ids),
    {
      success: () => false,
      failure: 'resources.product.errors.update',
      errorTo: 'popup',
      refresh: false,
      onSettled: () => setTarget(null),
    },
  );
  const adding = useAction(
    (dp: AdminDataProvider, body: { productId: Product['id']; file: File }) => dp.addProductImage(body),
    {
      failure: 'resources.product.errors.imageUpload',
      errorTo: 'popup',
      refresh: false,
      onSettled: () => setTarget(null),
    },
  );
  const busy = target;
  if (!record) return null;
  const images = changed ?? record.images;
  if (!images)
    return (
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }} data-testid="product-gallery-loading">
        <CircularProgress size={20} />
      </Box>
    );

  const done = (product: Product, key: string) => {
    setImages(product.images ?? []);
    void queryClient.invalidateQueries({ queryKey: ['product', 'getList'] });
    void queryClient.invalidateQueries({ queryKey: ['product', 'getOne'] });
    notify(key, { type: 'success', autoHideDuration: SNACKBAR_MS });
  };

  const change = async (image: ProductImage, what: Change['what'], key: string) => {
    setTarget(image.id);
    const product = await changes.run({ what, productId: record.id, imageId: image.id });
    if (product) done(product as Product, key);
  };
  const remove = (image: ProductImage) => change(image, 'delete', 'admin.imageDeleted');
  const makeMain = (image: ProductImage) => change(image, 'main', 'admin.mainImageSet');

  const add = async (file: File | undefined) => {
    if (!file) return;
    const refused = refusedFilesText(translate, [file]);
    if (refused)
      return notify(refused, { type: 'warning', autoHideDuration: SNACKBAR_MS, messageArgs: { _: refused } });
    setTarget('add');
    const product = await adding.run({ productId: record.id, file });
    if (product) done(product as Product, 'admin.imageAdded');
  };

  const full = images.length >= MAX_PRODUCT_IMAGES;
  return (
    <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2 }} data-testid="product-gallery">
      <ImagesHeader
        hint={
          full
            ? translate('admin.tooManyImages')
            : translate('resources.product.images.galleryHint', { count: images.length, max: MAX_PRODUCT_IMAGES })
        }
        addLabel={translate('resources.product.images.addOne')}
        input={input}
        onFiles={(files) => void add(files?.[0])}
        busy={busy === 'add'}
        disabled={full || busy !== null}
        testId="gallery-add"
      />
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
              onMain={busy === null && img.mainImage !== 1 ? () => void makeMain(img) : undefined}
              onRemove={busy === null ? () => setConfirming(img) : undefined}
              testId={`gallery-image-${img.id}`}
            />
          ))}
        </Box>
      )}
      <Confirm
        isOpen={confirming !== null}
        title="resources.product.images.confirmDeleteTitle"
        content={
          confirming?.mainImage === 1
            ? 'resources.product.images.confirmDeleteMain'
            : 'resources.product.images.confirmDelete'
        }
        confirm="adminUi.actions.delete"
        confirmColor="warning"
        onConfirm={() => {
          const image = confirming;
          setConfirming(null);
          if (image) void remove(image);
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
}
