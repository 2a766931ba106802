import Category from '@mui/icons-material/CategoryOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { TitlePortal, useBasename, useCreatePath, useLogout, useTranslate } from 'react-admin';
import { AccountMenu } from '../components/AccountMenu';
import { LanguageMenu } from '../components/LanguageMenu';
import { TopBar } from '../components/TopBar';
import { useProfileOrLogout } from '../components/useProfileOrLogout';

/** Admin top bar (spec 001 §2 Dashboard): logo to the dashboard, language menu, profile menu. */
export function AdminTopBar() {
  const translate = useTranslate();
  const basename = useBasename();
  const createPath = useCreatePath();
  const logout = useLogout();
  const { identity } = useProfileOrLogout(`${basename}/login`);
  const list = (resource: string) => createPath({ resource, type: 'list' });
  return (
    <TopBar
      homePath={`${basename}/dashboard`}
      homeLabel={translate('common.dashboard')}
      middle={<TitlePortal variant="h6" sx={{ fontSize: { xs: 16, sm: 19 }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} />}
      actions={<LanguageMenu />}
      account={
        <AccountMenu
          name={identity?.fullName ?? ''}
          email={typeof identity?.email === 'string' ? identity.email : undefined}
          menuLabel={translate('common.account')}
          logoutLabel={translate('common.logout')}
          onLogout={() => logout()}
          entries={[
            { label: translate('topbar.pharmacies'), to: list('pharmacies'), icon: <LocalPharmacy fontSize="small" />, testId: 'menu-pharmacies' },
            { label: translate('topbar.orders'), to: list('orders'), icon: <ReceiptLong fontSize="small" />, testId: 'menu-orders' },
            { label: translate('topbar.franchisees'), to: list('fra'), icon: <Groups fontSize="small" />, testId: 'menu-franchisees' },
            { label: translate('topbar.categories'), to: list('categories'), icon: <Category fontSize="small" />, testId: 'menu-categories' },
            { label: translate('topbar.products'), to: list('product'), icon: <Inventory fontSize="small" />, testId: 'menu-products' },
          ]}
        />
      }
    />
  );
}
