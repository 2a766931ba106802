import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentReturn from '@mui/icons-material/AssignmentReturnOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { Badge } from '@mui/material';
import { memo, useDeferredValue } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AccountMenu } from '../../components/AccountMenu';
import { MAX_BASKET_LINES } from '../../contract/constants';
import { LanguageMenu } from '../../components/LanguageMenu';
import { TopBar } from '../../components/TopBar';
import { TopBarIconLink } from '../../components/TopBarIconLink';
import { useProfileOrLogout } from '../../components/useProfileOrLogout';
import { useBasketCount } from '../basket/useBasketCount';
import { pharmacyMenu } from './pharmacyMenu';

const icons = {
  pharmacies: <LocalPharmacy fontSize="small" />,
  orders: <ReceiptLong fontSize="small" />,
  products: <Inventory fontSize="small" />,
  account: <AccountBalanceWallet fontSize="small" />,
  recalls: <AssignmentReturn fontSize="small" />,
};

/**
 * Pharmacy top bar (spec 000 §2): logo to the dashboard, quick order pad (issue 14), basket with its count, language menu, profile
 * menu (initial, pharmacy name to the profile, e-mail, entries by role, logout to the home page).
 */
export function StorefrontTopBar() {
  const count = useBasketCount();
  // A profile that fails to load goes to the root path (spec 000 §2).
  const { identity } = useProfileOrLogout('/');
  const name = String(identity?.pharm_name ?? identity?.name ?? identity?.company_name ?? identity?.fullName ?? '');
  const email = typeof identity?.email === 'string' ? identity.email : undefined;
  // the profile and the basket come in as urgent updates while the page is being drawn: the bar takes them in a
  // background render
  const shown = {
    count: useDeferredValue(count),
    name: useDeferredValue(name),
    email: useDeferredValue(email),
    role: useDeferredValue(identity?.role as string | undefined),
  };
  return <TopBarContent {...shown} />;
}

const TopBarContent = memo(function TopBarContent({
  count,
  name,
  email,
  role,
}: {
  count: number;
  name: string;
  email?: string;
  role?: string;
}) {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  const basketLabel = translate('common.basketCount', { smart_count: count });
  return (
    <TopBar
      homePath="/pharmacy/dashboard"
      homeLabel={translate('common.dashboard')}
      actions={
        <>
          <TopBarIconLink to="/pharmacy/quick_order" label={translate('topbar.quickOrder')} testId="quick-order-button">
            <PlaylistAdd />
          </TopBarIconLink>
          <TopBarIconLink to="/basket/details" label={basketLabel} testId="basket-button">
            {/* never "99+": the link's name says the count the badge shows (a basket holds MAX_BASKET_LINES) */}
            <Badge badgeContent={count} color="secondary" max={MAX_BASKET_LINES} data-testid="basket-count">
              <ShoppingCartOutlined />
            </Badge>
          </TopBarIconLink>
          <LanguageMenu />
        </>
      }
      account={
        <AccountMenu
          name={name}
          email={email}
          nameTo="/pharmacy/profile"
          menuLabel={translate('common.account')}
          logoutLabel={translate('common.logout')}
          // home first, then the session ends: ending it first let the page guard send the user to the sign-in
          // page before react-admin's deferred redirect to the home page ran
          onLogout={() => {
            navigate('/');
            void logout({}, false, false);
          }}
          entries={pharmacyMenu(role).map((item) => ({
            label: translate(`topbar.${item.key}`),
            to: item.to,
            icon: icons[item.key],
            testId: `menu-${item.key}`,
          }))}
        />
      }
    />
  );
});
