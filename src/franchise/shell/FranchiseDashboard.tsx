import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { Box } from '@mui/material';
import { Title, useAuthenticated, useCreatePath, useGetIdentity, useTranslate } from 'react-admin';
import { DashboardButton } from '../../components/DashboardButton';
import { DashboardHeader } from '../../components/DashboardHeader';
import { InactivePharmacies } from '../../insight/InactivePharmacies';
import { StatsPanel } from '../../insight/StatsPanel';

/** The wilaya's orders awaiting sales validation: where the figures' "awaiting validation" link leads. */
const AWAITING_ORDERS = `/franchise/orders?filter=${encodeURIComponent(JSON.stringify({ state: 'awaiting_validation' }))}`;

/** /franchise/dashboard: two large buttons, pharmacies and orders (spec 000 §1, §2), then the wilaya's figures. */
export function FranchiseDashboard() {
  useAuthenticated();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const t = (key: string) => translate(`dashboard.franchise.${key}`);
  return (
    <Box data-testid="franchise-dashboard" sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Title title={translate('common.dashboard')} />
      <DashboardHeader
        title={identity?.fullName ? translate('dashboard.greeting', { name: identity.fullName }) : t('title')}
        subtitle={t('subtitle')}
        image="/img/slide-3.webp"
      />
      <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        <DashboardButton
          to={createPath({ resource: 'pharmacies', type: 'list' })}
          icon={<LocalPharmacy />}
          title={t('pharmacies')}
          hint={t('pharmaciesHint')}
          testId="dash-pharmacies"
        />
        <DashboardButton
          to={createPath({ resource: 'orders', type: 'list' })}
          icon={<ReceiptLong />}
          title={t('orders')}
          hint={t('ordersHint')}
          color="#d97706"
          testId="dash-orders"
        />
      </Box>
      <StatsPanel awaitingLink={AWAITING_ORDERS} extra={(stats) => <InactivePharmacies stats={stats} />} />
    </Box>
  );
}
