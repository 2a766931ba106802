import AddPhoto from '@mui/icons-material/AddPhotoAlternateOutlined';
import { Box, Typography } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { IMAGE_TYPES } from '../../contract/constants';
import { BusyButton } from '../../components/BusyButton';

interface ImagesHeaderProps {
  hint: string;
  addLabel: string;
  /** the hidden file input, also opened by the caller's own drop zone */
  input: RefObject<HTMLInputElement | null>;
  onFiles: (files: FileList | null) => void;
  multiple?: boolean;
  busy?: boolean;
  disabled?: boolean;
  /** data-testid of the add button; the file input gets `${testId}-input` */
  testId: string;
}

/** The title row of a product's images: title, hint, and the add button with its hidden file input. */
export function ImagesHeader({
  hint,
  addLabel,
  input,
  onFiles,
  multiple,
  busy = false,
  disabled,
  testId,
}: ImagesHeaderProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1.5 }}>
      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
        {translate('resources.product.images.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {hint}
      </Typography>
      <BusyButton
        variant="outlined"
        startIcon={<AddPhoto />}
        onClick={() => input.current?.click()}
        busy={busy}
        disabled={disabled}
        data-testid={testId}
      >
        {addLabel}
      </BusyButton>
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        accept={IMAGE_TYPES.join(',')}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
    </Box>
  );
}
