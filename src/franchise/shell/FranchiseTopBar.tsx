import HomeOutlined from '@mui/icons-material/HomeOutlined';
import { useBasename, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { BackOfficeTopBar } from '../../components/BackOfficeTopBar';
import { TopBarIconLink } from '../../components/TopBarIconLink';
import { useFranchiseMenuEntries } from './useFranchiseMenuEntries';

/**
 * Franchise top bar (spec 000 §2): side menu button, logo to the dashboard, a home button away from it, language menu,
 * account menu (initial, full name, e-mail; pharmacies, orders, logout). The profile comes from
 * GET /franchise/get_franchise_info (D9).
 */
export function FranchiseTopBar() {
  const translate = useTranslate();
  const basename = useBasename();
  const { pathname } = useLocation();
  const dashboard = `${basename}/dashboard`;
  return (
    <BackOfficeTopBar
      actions={
        pathname !== dashboard && (
          <TopBarIconLink to={dashboard} label={translate('common.dashboard')} testId="topbar-home">
            <HomeOutlined />
          </TopBarIconLink>
        )
      }
      entries={useFranchiseMenuEntries()}
    />
  );
}
