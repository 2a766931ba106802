import { Box, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FrostedAppBar } from './FrostedAppBar';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

interface TopBarProps {
  /** First, before the logo (the back offices' side menu button). */
  menuButton?: ReactNode;
  /** Where the logo leads (the area's dashboard). */
  homePath: string;
  homeLabel: string;
  /** Between the logo and the actions (page title). */
  middle?: ReactNode;
  /** Right-hand actions, before the theme toggle and the account menu. */
  actions?: ReactNode;
  /** The account menu, last. */
  account?: ReactNode;
}

/** The top bar of every signed-in area: logo, actions, theme toggle, account menu. */
export function TopBar({ menuButton, homePath, homeLabel, middle, actions, account }: TopBarProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <FrostedAppBar>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, sm: 68 }, px: { xs: 1.5, sm: 3 } }}>
        {menuButton}
        <Box
          component={Link}
          to={homePath}
          aria-label={homeLabel}
          data-testid="topbar-logo"
          sx={{ display: 'inline-flex', textDecoration: 'none', mr: { xs: 0.5, sm: 2 } }}
        >
          <Logo height={narrow ? 36 : 42} compact={narrow} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{middle}</Box>
        {actions}
        <ThemeToggle />
        {account}
      </Toolbar>
    </FrostedAppBar>
  );
}
