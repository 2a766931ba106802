import { Box } from '@mui/material';
import { Menu, useBasename, useTranslate } from 'react-admin';
import type { AccountMenuEntry } from './AccountMenu';

/**
 * The back office's side menu (issue 27 §17): react-admin's <Menu>, the dashboard then every list of the area.
 * The layout puts it in react-admin's <Sidebar>: docked on a desktop, a drawer opened by the top bar's menu
 * button on a phone, closed again when an entry is followed.
 */
export function BackOfficeMenu({ entries }: { entries: AccountMenuEntry[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box component="nav" aria-label={translate('common.sideMenu')} data-testid="side-menu">
      <Menu>
        <Menu.DashboardItem to={`${basename}/dashboard`} primaryText={translate('common.dashboard')} data-testid="side-dashboard" />
        {entries.map((entry) => (
          <Menu.Item key={entry.to} to={entry.to} primaryText={entry.label} leftIcon={entry.icon} data-testid={entry.testId?.replace(/^menu-/, 'side-')} />
        ))}
      </Menu>
    </Box>
  );
}
