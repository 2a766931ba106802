import Close from '@mui/icons-material/Close';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, FormHelperText, IconButton, Tooltip } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES, SNACKBAR_MS } from '../../contract/constants';
import type { PickedImage } from '../../dataProvider/admin';
import { ImagesHeader } from './ImagesHeader';
import { refusedFilesText } from './refusedFiles';

/**
 * The add form's pictures (001 §4, D9): up to 5 JPEG/PNG/WebP files of 5 MB at most, previewed, each removable,
 * exactly one main (the first when none was chosen; removing the main one makes the first main).
 * The server checks the files again by their content.
 */
export function ImagePicker() {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  // a refusal of the server (a file that is no image) shows here until the pictures change
  const { field, fieldState } = useInput<PickedImage[]>({ source: 'pictures', defaultValue: [] });
  const images: PickedImage[] = useMemo(() => (Array.isArray(field.value) ? field.value : []), [field.value]);
  const previews = useMemo(() => images.map((i) => URL.createObjectURL(i.file)), [images]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const withMain = (list: PickedImage[]) =>
    list.length && !list.some((i) => i.main) ? list.map((i, n) => ({ ...i, main: n === 0 })) : list;

  const add = (files: FileList | null) => {
    if (!files?.length) return;
    const picked = Array.from(files);
    const refused = refusedFilesText(translate, picked);
    if (refused) notify(refused, { type: 'warning', autoHideDuration: SNACKBAR_MS, messageArgs: { _: refused } });
    const ok = picked.filter((f) => IMAGE_TYPES.includes(f.type) && f.size <= MAX_IMAGE_BYTES);
    const room = MAX_PRODUCT_IMAGES - images.length;
    if (ok.length > room) notify('admin.tooManyImages', { type: 'warning', autoHideDuration: SNACKBAR_MS });
    field.onChange(withMain([...images, ...ok.slice(0, Math.max(0, room)).map((file) => ({ file, main: false }))]));
  };
  const remove = (n: number) => field.onChange(withMain(images.filter((_, i) => i !== n)));
  const makeMain = (n: number) => field.onChange(images.map((img, i) => ({ ...img, main: i === n })));

  return (
    <Box sx={{ width: '100%', mb: 2 }} data-testid="image-picker">
      <ImagesHeader
        hint={translate('resources.product.images.hint', { count: images.length, max: MAX_PRODUCT_IMAGES })}
        addLabel={translate('resources.product.images.add')}
        input={input}
        onFiles={add}
        multiple
        disabled={images.length >= MAX_PRODUCT_IMAGES}
        testId="pick-images"
      />
      {images.length === 0 ? (
        <Box
          onClick={() => input.current?.click()}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            color: 'text.secondary',
            cursor: 'pointer',
          }}
        >
          {translate('resources.product.images.none')}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
          {images.map((img, n) => (
            <Thumb
              key={`${img.file.name}-${n}`}
              src={previews[n]!}
              name={img.file.name}
              main={img.main}
              onMain={() => makeMain(n)}
              onRemove={() => remove(n)}
              testId={`picked-image-${n}`}
            />
          ))}
        </Box>
      )}
      {fieldState.error?.message && (
        <FormHelperText error data-testid="image-picker-error">
          {fieldState.error.message}
        </FormHelperText>
      )}
    </Box>
  );
}

/** One picture with its "main" star and its remove button. */
export function Thumb({
  src,
  name,
  main,
  onMain,
  onRemove,
  busy,
  testId,
}: {
  src: string;
  name: string;
  main: boolean;
  onMain?: () => void;
  onRemove?: () => void;
  busy?: boolean;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <Box
      data-testid={testId}
      data-main={main ? 'true' : 'false'}
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        border: 2,
        borderColor: main ? 'primary.main' : 'divider',
        aspectRatio: '1',
        bgcolor: 'action.hover',
        opacity: busy ? 0.5 : 1,
      }}
    >
      <Box
        component="img"
        src={src}
        alt={name}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {main && (
        <Box
          sx={{
            position: 'absolute',
            left: 6,
            bottom: 6,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            fontWeight: 700,
          }}
        >
          {translate('resources.product.images.main')}
        </Box>
      )}
      <Box sx={{ position: 'absolute', top: 4, right: 4, display: 'flex', gap: 0.5 }}>
        {onMain && (
          <Tooltip title={translate('resources.product.images.makeMain')}>
            <IconButton
              size="small"
              onClick={onMain}
              aria-label={translate('resources.product.images.makeMain')}
              sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              data-testid="make-main"
            >
              {main ? <Star fontSize="small" color="primary" /> : <StarBorder fontSize="small" />}
            </IconButton>
          </Tooltip>
        )}
        {onRemove && (
          <Tooltip title={translate('resources.product.images.remove')}>
            <IconButton
              size="small"
              onClick={onRemove}
              disabled={busy}
              aria-label={translate('resources.product.images.remove')}
              sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
              data-testid="remove-image"
            >
              <Close fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
