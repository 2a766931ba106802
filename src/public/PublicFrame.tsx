import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { appTheme } from '../theme/themes';
import { useThemeMode } from '../theme/useThemeMode';

/** MUI theme of the stored mode for the pages that load no react-admin code. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const [mode] = useThemeMode();
  return (
    <ThemeProvider theme={appTheme(mode)}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
