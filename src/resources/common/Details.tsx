import Edit from '@mui/icons-material/EditOutlined';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One labelled value of a details dialog ('-' when empty). */
export function DetailField({
  label,
  value,
  testId,
  wide = false,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}
      >
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }} data-testid={testId}>
        {value === null || value === undefined || value === '' ? '-' : value}
      </Typography>
    </Box>
  );
}

/** Grid of DetailFields: two columns on phones, `columns` from tablets up. */
export function DetailGrid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

/** Section title inside a dialog. */
export function SectionTitle({ children, first = false }: { children: ReactNode; first?: boolean }) {
  return (
    <Typography
      variant="subtitle1"
      component="h3"
      sx={{ fontWeight: 700, color: 'primary.main', mt: first ? 0 : 3, mb: 1.5 }}
    >
      {children}
    </Typography>
  );
}

/** The Edit button at the foot of a details dialog. */
export function DetailsEditButton({ onEdit }: { onEdit: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
      <Button variant="outlined" startIcon={<Edit />} onClick={onEdit} data-testid="show-edit">
        {translate('adminUi.actions.edit')}
      </Button>
    </Box>
  );
}
