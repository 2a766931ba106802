import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LtrText } from '../../components/LtrText';
import { formatAlgiersDateTime } from '../../contract/algiersTime';

/**
 * Label / value pairs of a result page, two columns on wide screens. A row marked `ltr` (card number, references,
 * dates, amounts) keeps its left-to-right order on an Arabic page (issue 27 §9: the card number read `0014**628099`).
 */
export function DetailsList({ rows }: { rows: [label: string, value: ReactNode, testId: string, ltr?: 'ltr'][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, auto) 1fr' },
        columnGap: 3,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value, testId, ltr]) => (
          <Box key={testId} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word', mb: { xs: 1, sm: 0 } }}
              data-testid={testId}
            >
              {ltr ? <LtrText>{value}</LtrText> : value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

/** dd-mm-yyyy HH:mm in Algiers time, as every time a person reads (D40); null when there is none. */
export function formatDateTime(value: string | null | undefined): string | null {
  return (value && formatAlgiersDateTime(value)) || null;
}
