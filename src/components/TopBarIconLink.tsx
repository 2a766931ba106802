import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * An icon button of a top bar leading to `to`, its label as the browser's tooltip (`title`: MUI's Tooltip would bring
 * Popper into every storefront page) and accessible name.
 */
export function TopBarIconLink({
  to,
  label,
  testId,
  children,
}: {
  to: string;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <IconButton component={Link} to={to} color="inherit" aria-label={label} title={label} data-testid={testId}>
      {children}
    </IconButton>
  );
}
