import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';

/** Spinner of a dialog whose data is on its way. */
export function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} data-testid="dialog-loading">
      <CircularProgress />
    </Box>
  );
}

/** The children once the record of the surrounding Edit or Show is there, the spinner before. */
export function WhenLoaded({ children }: { children: ReactNode }) {
  const record = useRecordContext();
  return record ? children : <Loading />;
}
