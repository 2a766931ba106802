import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: phone numbers, which the bidi algorithm would
 * otherwise show group by group from the right on an Arabic page ("34 12 50 23" for "23 50 12 34").
 */
export function LtrText({ children, nowrap = false }: { children: ReactNode; nowrap?: boolean }) {
  return (
    <Box component="span" dir="ltr" sx={{ unicodeBidi: 'isolate', whiteSpace: nowrap ? 'nowrap' : undefined }}>
      {children}
    </Box>
  );
}
