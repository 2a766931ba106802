import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import { useBasename, useCreatePath, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { BackOfficeTopBar } from '../../components/BackOfficeTopBar';
import { TopBarIconLink } from '../../components/TopBarIconLink';

/**
 * Franchise top bar (spec 000 §2): logo to the dashboard, a home button away from it, language menu,
 * account menu (initial, full name, e-mail; pharmacies, orders, logout). The profile comes from
 * GET /franchise/get_franchise_info (D9).
 */
export function FranchiseTopBar() {
  const translate = useTranslate();
  const basename = useBasename();
  const createPath = useCreatePath();
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
      entries={[
        { label: translate('topbar.pharmacies'), to: createPath({ resource: 'pharmacies', type: 'list' }), icon: <LocalPharmacy fontSize="small" />, testId: 'menu-pharmacies' },
        { label: translate('topbar.orders'), to: createPath({ resource: 'orders', type: 'list' }), icon: <ReceiptLong fontSize="small" />, testId: 'menu-orders' },
        { label: translate('resources.disputes.name'), to: createPath({ resource: 'disputes', type: 'list' }), icon: <ReportProblem fontSize="small" />, testId: 'menu-disputes' },
      ]}
    />
  );
}
