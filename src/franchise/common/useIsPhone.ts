import { type Theme, useMediaQuery } from '@mui/material';

/** Phone widths get lists instead of tables and full-screen dialogs. */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
