import { Box, Button } from '@mui/material';
import { SaveButton, Toolbar, useSaveContext, useTranslate } from 'react-admin';

/**
 * Cancel and Save at the bottom of a dialog form; Save stays enabled so an invalid submit shows every error, and is
 * disabled only while a save is with the server (issue 26 §7).
 */
export function FormToolbar({ onCancel, saveLabel }: { onCancel: () => void; saveLabel?: string }) {
  const translate = useTranslate();
  const { saving } = useSaveContext();
  return (
    <Toolbar
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        gap: 1,
        px: { xs: 2, sm: 3 },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ flex: 1 }} />
      <Button onClick={onCancel} data-testid="form-cancel">
        {translate('ra.action.cancel')}
      </Button>
      <SaveButton label={saveLabel} alwaysEnable={!saving} disabled={saving} data-testid="form-save" />
    </Toolbar>
  );
}

/**
 * Two columns of inputs from tablets up, one on phones. The row gap leaves room for the label a filled field
 * floats 9 px above itself, so a two-line error of the field above does not run into it.
 */
export const formGridSx = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  width: '100%',
  '& .full': { gridColumn: '1 / -1' },
} as const;
