import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a details dialog; `wide` values (e-mails, RIB, addresses) take a whole row on phones. */
export function DetailField({
  label,
  value,
  testId,
  wide,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  wide?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { xs: '1 / -1', sm: 'auto' } : undefined }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}
      >
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value === null || value === undefined || value === '' ? '-' : value}
      </Typography>
    </Box>
  );
}

/** Grid of DetailFields: one column on phones, `columns` from tablets up. */
export function DetailGrid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}
    >
      {children}
    </Box>
  );
}

/** Section title inside a dialog. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, color: 'primary.main', mt: 1, mb: 1.5 }}>
      {children}
    </Typography>
  );
}
