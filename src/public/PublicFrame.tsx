import { CssBaseline, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { appTheme } from '../theme/themes';
import { useDirection } from '../theme/DirectionRoot';
import { useThemeMode } from '../theme/useThemeMode';

/** MUI theme of the stored mode for the pages that load no react-admin code. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const [mode] = useThemeMode();
  const direction = useDirection();
  return (
    <ThemeProvider theme={appTheme(mode, direction)}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
