import Logout from '@mui/icons-material/Logout';
import { Avatar, Box, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { MIRROR_IN_RTL } from '../theme/themes';

export interface AccountMenuEntry {
  label: string;
  to: string;
  icon: ReactNode;
  testId?: string;
}

interface AccountMenuProps {
  name: string;
  email?: string;
  /** When set, the name links there (the pharmacy name opens the profile). */
  nameTo?: string;
  entries: AccountMenuEntry[];
  logoutLabel: string;
  menuLabel: string;
  onLogout: () => void;
}

/** Avatar with the user's initial opening the profile menu: name, e-mail, entries, logout last. */
export function AccountMenu({ name, email, nameTo, entries, logoutLabel, menuLabel, onLogout }: AccountMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initial = (name || email || '?').trim().charAt(0).toUpperCase();
  const close = () => setAnchor(null);
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>{initial}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography fontWeight={700} noWrap data-testid="account-name">
          {name}
        </Typography>
        {email && (
          <Typography variant="body2" color="text.secondary" noWrap data-testid="account-email">
            {email}
          </Typography>
        )}
      </Box>
    </Box>
  );
  return (
    <>
      {/* the browser's tooltip (title), like the other top-bar buttons (TopBarIconLink) */}
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={menuLabel}
        title={menuLabel}
        aria-haspopup="menu"
        data-testid="account-menu"
        sx={{ ml: 0.5, p: 0.5 }}
      >
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700, fontSize: 16 }}>{initial}</Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, width: 290, maxWidth: 'calc(100vw - 24px)' } } }}
      >
        {nameTo ? (
          <MenuItem component={Link} to={nameTo} onClick={close} sx={{ py: 1.5 }} data-testid="account-profile-link">
            {header}
          </MenuItem>
        ) : (
          <Box sx={{ px: 2, py: 1.5 }}>{header}</Box>
        )}
        <Divider />
        {entries.map((entry) => (
          <MenuItem key={entry.to} component={Link} to={entry.to} onClick={close} data-testid={entry.testId}>
            <ListItemIcon>{entry.icon}</ListItemIcon>
            <ListItemText>{entry.label}</ListItemText>
          </MenuItem>
        ))}
        {entries.length > 0 && <Divider />}
        <MenuItem
          onClick={() => {
            close();
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
    </>
  );
}
