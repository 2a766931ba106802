import AccountCircle from '@mui/icons-material/AccountCircleOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { Box } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { DashboardButton } from '../../components/DashboardButton';
import { DashboardHeader } from '../../components/DashboardHeader';
import { storefrontPage } from '../layout/storefrontPage';
import { FrequentProducts } from './FrequentProducts';
import { OnTheWay } from './OnTheWay';
import { BackInStock } from './BackInStock';

/** /pharmacy/dashboard: three big buttons to products, orders and profile (spec 000 §2), then the most ordered products (issue 14). */
export const Component = storefrontPage(PharmacyDashboard, 1200);

function PharmacyDashboard() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const t = (key: string) => translate(`dashboard.pharmacy.${key}`);
  const name = identity?.pharm_name ?? identity?.name ?? identity?.fullName;
  return (
    <Box data-testid="pharmacy-dashboard">
      <DashboardHeader
        title={name ? translate('dashboard.greeting', { name: String(name) }) : t('title')}
        subtitle={t('subtitle')}
        image="/img/slide-1.webp"
      />
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <DashboardButton
          to="/pharmacy/products"
          icon={<Inventory />}
          title={t('products')}
          hint={t('productsHint')}
          testId="dash-products"
        />
        <DashboardButton
          to="/pharmacy/orders"
          icon={<ReceiptLong />}
          title={t('orders')}
          hint={t('ordersHint')}
          color="#d97706"
          testId="dash-orders"
        />
        <DashboardButton
          to="/pharmacy/profile"
          icon={<AccountCircle />}
          title={t('profile')}
          hint={t('profileHint')}
          color="#2563eb"
          testId="dash-profile"
        />
      </Box>
      <BackInStock />
      <OnTheWay />
      <FrequentProducts />
    </Box>
  );
}
