import { Avatar, Box, IconButton, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { AccountMenuEntry } from './AccountMenuPanel';

// the menu (Popover, Modal, MenuList) is loaded at the first opening: no page needs it to be drawn (issue 11)
const loadPanel = () => import('./AccountMenuPanel');
const AccountMenuPanel = lazy(loadPanel);

export type { AccountMenuEntry } from './AccountMenuPanel';

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
  // once opened, the menu stays mounted so that closing keeps its transition
  const [wanted, setWanted] = useState(false);
  // while the profile loads: MUI's neutral person avatar on a grey disc, not a "?" (issue 27 §11)
  const initial = (name || email || '').trim().charAt(0).toUpperCase() || undefined;
  const colours = initial
    ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
    : { bgcolor: 'action.selected', color: 'text.secondary' };
  const close = () => setAnchor(null);
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar sx={{ ...colours, fontWeight: 700 }}>{initial}</Avatar>
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
        onClick={(e) => {
          setWanted(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={() => void loadPanel()}
        aria-label={menuLabel}
        title={menuLabel}
        aria-haspopup="menu"
        data-testid="account-menu"
        sx={{ ml: 0.5, p: 0.5 }}
      >
        <Avatar
          sx={{ width: 36, height: 36, ...colours, fontWeight: 700, fontSize: 16 }}
          data-testid="account-avatar"
          data-loading={initial ? undefined : 'true'}
        >
          {initial}
        </Avatar>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenuPanel
            anchor={anchor}
            onClose={close}
            header={header}
            nameTo={nameTo}
            entries={entries}
            logoutLabel={logoutLabel}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
