import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { TitlePortal, useBasename, useCreatePath, useLogout, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { AccountMenu } from '../../components/AccountMenu';
import { LanguageMenu } from '../../components/LanguageMenu';
import { TopBar } from '../../components/TopBar';
import { useProfileOrLogout } from '../../components/useProfileOrLogout';

/**
 * Franchise top bar (spec 000 §2): logo to the dashboard, a home button away from it, language menu,
 * account menu (initial, full name, e-mail; pharmacies, orders, logout). The profile comes from
 * GET /franchise/get_franchise_info (D9).
 */
export function FranchiseTopBar() {
  const translate = useTranslate();
  const basename = useBasename();
  const createPath = useCreatePath();
  const logout = useLogout();
  const { pathname } = useLocation();
  const { identity } = useProfileOrLogout(`${basename}/login`);
  const dashboard = `${basename}/dashboard`;
  return (
    <TopBar
      homePath={dashboard}
      homeLabel={translate('common.dashboard')}
      middle={<TitlePortal variant="h6" sx={{ fontSize: { xs: 16, sm: 19 }, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} />}
      actions={
        <>
          {pathname !== dashboard && (
            <Tooltip title={translate('common.dashboard')}>
              <IconButton component={Link} to={dashboard} color="inherit" aria-label={translate('common.dashboard')} data-testid="topbar-home">
                <HomeOutlined />
              </IconButton>
            </Tooltip>
          )}
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
          entries={[
            { label: translate('topbar.pharmacies'), to: createPath({ resource: 'pharmacies', type: 'list' }), icon: <LocalPharmacy fontSize="small" />, testId: 'menu-pharmacies' },
            { label: translate('topbar.orders'), to: createPath({ resource: 'orders', type: 'list' }), icon: <ReceiptLong fontSize="small" />, testId: 'menu-orders' },
          ]}
        />
      }
    />
  );
}
