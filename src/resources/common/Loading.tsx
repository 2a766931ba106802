import { Box, CircularProgress } from '@mui/material';

/** Spinner of a dialog whose data is on its way. */
export function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} data-testid="dialog-loading">
      <CircularProgress />
    </Box>
  );
}
