import Logout from '@mui/icons-material/Logout';
import { Box, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MIRROR_IN_RTL } from '../theme/themes';

export interface AccountMenuEntry {
  label: string;
  to: string;
  icon: ReactNode;
  testId?: string;
}

interface AccountMenuPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  header: ReactNode;
  nameTo?: string;
  entries: AccountMenuEntry[];
  logoutLabel: string;
  onLogout: () => void;
}

/** The account menu's panel, loaded at the first opening (AccountMenu): header, entries, logout last. */
export default function AccountMenuPanel({
  anchor,
  onClose,
  header,
  nameTo,
  entries,
  logoutLabel,
  onLogout,
}: AccountMenuPanelProps) {
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 1, width: 290, maxWidth: 'calc(100vw - 24px)' } } }}
    >
      {nameTo ? (
        <MenuItem component={Link} to={nameTo} onClick={onClose} sx={{ py: 1.5 }} data-testid="account-profile-link">
          {header}
        </MenuItem>
      ) : (
        <Box sx={{ px: 2, py: 1.5 }}>{header}</Box>
      )}
      <Divider />
      {entries.map((entry) => (
        <MenuItem key={entry.to} component={Link} to={entry.to} onClick={onClose} data-testid={entry.testId}>
          <ListItemIcon>{entry.icon}</ListItemIcon>
          <ListItemText>{entry.label}</ListItemText>
        </MenuItem>
      ))}
      {entries.length > 0 && <Divider />}
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
        data-testid="logout"
      >
        <ListItemIcon>
          <Logout fontSize="small" className={MIRROR_IN_RTL} />
        </ListItemIcon>
        <ListItemText>{logoutLabel}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
