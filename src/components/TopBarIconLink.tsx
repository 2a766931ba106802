import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** An icon button of a top bar leading to `to`, its label as tooltip and accessible name. */
export function TopBarIconLink({ to, label, testId, children }: { to: string; label: string; testId: string; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={to} color="inherit" aria-label={label} data-testid={testId}>
        {children}
      </IconButton>
    </Tooltip>
  );
}
