import { alpha, AppBar } from '@mui/material';
import type { ReactNode } from 'react';

/** The sticky, see-through header of every area and public page: the page shows blurred beneath it. Never printed. */
export function FrostedAppBar({
  children,
  opacity = 0.9,
  blur = 12,
}: {
  children: ReactNode;
  opacity?: number;
  blur?: number;
}) {
  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        bgcolor: alpha(theme.palette.background.paper, opacity),
        backdropFilter: `saturate(180%) blur(${blur}px)`,
        borderBottom: `1px solid ${theme.palette.divider}`,
        color: 'text.primary',
        '@media print': { display: 'none' },
      })}
    >
      {children}
    </AppBar>
  );
}
