import type { ReactNode } from 'react';
import { TitlePortal, useBasename, useLogout, useTranslate } from 'react-admin';
import { AccountMenu, type AccountMenuEntry } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { SideMenuButton } from './SideMenuButton';
import { TopBar } from './TopBar';
import { useProfileOrLogout } from './useProfileOrLogout';

/**
 * Top bar of the admin and franchise back offices: side menu button, logo to the dashboard, the page title, `actions` then the
 * language menu, and the account menu (initial, full name, e-mail, `entries`, logout). A profile that fails to
 * load signs out to the area's sign-in.
 */
export function BackOfficeTopBar({ entries, actions }: { entries: AccountMenuEntry[]; actions?: ReactNode }) {
  const translate = useTranslate();
  const basename = useBasename();
  const logout = useLogout();
  const { identity } = useProfileOrLogout(`${basename}/login`);
  return (
    <TopBar
      menuButton={<SideMenuButton />}
      homePath={`${basename}/dashboard`}
      homeLabel={translate('common.dashboard')}
      middle={
        <TitlePortal
          variant="h6"
          sx={{ fontSize: { xs: 16, sm: 19 }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        />
      }
      actions={
        <>
          {actions}
          <LanguageMenu />
        </>
      }
      account={
        <AccountMenu
          name={identity?.fullName ?? ''}
          email={typeof identity?.email === 'string' ? identity.email : undefined}
          menuLabel={translate('common.account')}
          logoutLabel={translate('common.logout')}
          onLogout={() => logout()}
          entries={entries}
        />
      }
    />
  );
}
