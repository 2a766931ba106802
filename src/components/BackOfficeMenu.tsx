import Dashboard from '@mui/icons-material/DashboardOutlined';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, type Theme, useMediaQuery } from '@mui/material';
import { useBasename, useSidebarState, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { AccountMenuEntry } from './AccountMenu';

/**
 * The back office's side menu (issue 27 §17, D52): the dashboard then every list of the area, the current one
 * marked. Icons only while the menu is closed, each named by its text and titled. On a phone, following an entry
 * closes the drawer. Plain MUI list items rather than react-admin's <Menu>/<MenuItemLink>: the same look for 4 KB
 * less on the back offices' first page (its budget, scripts/page-budgets.ts).
 */
export function BackOfficeMenu({ entries }: { entries: AccountMenuEntry[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const items = [
    {
      label: translate('common.dashboard'),
      to: `${basename}/dashboard`,
      icon: <Dashboard fontSize="small" />,
      testId: 'menu-dashboard',
    },
    ...entries,
  ];
  return (
    <Box component="nav" aria-label={translate('common.sideMenu')} data-testid="side-menu">
      {/* links, not list items: a plain block (axe "list") */}
      <List component="div" sx={{ py: 1 }}>
        {items.map((item) => {
          const current = pathname === item.to || pathname.startsWith(`${item.to}/`);
          return (
            <ListItemButton
              key={item.to}
              component={Link}
              to={item.to}
              selected={current}
              aria-current={current ? 'page' : undefined}
              title={open ? undefined : item.label}
              onClick={() => phone && setOpen(false)}
              data-testid={item.testId?.replace(/^menu-/, 'side-')}
              sx={{
                minHeight: 44,
                px: 2,
                borderRadius: 0,
                whiteSpace: 'nowrap',
                '&.Mui-selected': { fontWeight: 700 },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40, color: current ? 'primary.main' : 'text.secondary' }}>
                {item.icon}
              </ListItemIcon>
              <ListItemText
                primary={item.label}
                slotProps={{
                  primary: {
                    sx: { fontWeight: current ? 700 : 500, color: current ? 'primary.main' : 'text.primary' },
                  },
                }}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}
