import Category from '@mui/icons-material/CategoryOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Hub from '@mui/icons-material/HubOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import { Box } from '@mui/material';
import { Title, useAuthenticated, useCreatePath, useGetIdentity, useTranslate } from 'react-admin';
import { DashboardButton } from '../components/DashboardButton';
import { DashboardHeader } from '../components/DashboardHeader';
import { LowStockSection } from '../insight/AdminStatsExtra';
import { ExpiryWatchCard } from '../resources/expiryWatch/ExpiryWatchCard';
import { StatsPanel } from '../insight/StatsPanel';
import { TO_VALIDATE_PATH } from '../resources/orders/OrderQueueTabs';

/** /admin/dashboard: six large buttons (spec 001 §2); ERP leads to the franchise area's pharmacies. Under them, the figures. */
export function AdminDashboard() {
  useAuthenticated();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const list = (resource: string) => createPath({ resource, type: 'list' });
  const t = (key: string) => translate(`dashboard.admin.${key}`);
  const buttons = [
    {
      to: list('pharmacies'),
      icon: <LocalPharmacy />,
      title: t('pharmacies'),
      hint: t('pharmaciesHint'),
      color: '#0f766e',
      testId: 'dash-pharmacies',
    },
    {
      to: list('fra'),
      icon: <Groups />,
      title: t('franchisees'),
      hint: t('franchiseesHint'),
      color: '#2563eb',
      testId: 'dash-franchisees',
    },
    {
      to: list('orders'),
      icon: <ReceiptLong />,
      title: t('orders'),
      hint: t('ordersHint'),
      color: '#d97706',
      testId: 'dash-orders',
    },
    {
      to: '/franchise/pharmacies',
      icon: <Hub />,
      title: t('erp'),
      hint: t('erpHint'),
      color: '#7c3aed',
      testId: 'dash-erp',
    },
    {
      to: list('product'),
      icon: <Inventory />,
      title: t('products'),
      hint: t('productsHint'),
      color: '#65a30d',
      testId: 'dash-products',
    },
    {
      to: list('categories'),
      icon: <Category />,
      title: t('categories'),
      hint: t('categoriesHint'),
      color: '#db2777',
      testId: 'dash-categories',
    },
  ];
  return (
    <Box data-testid="admin-dashboard">
      <Title title={translate('common.dashboard')} />
      <DashboardHeader
        title={identity?.fullName ? translate('dashboard.greeting', { name: identity.fullName }) : t('title')}
        subtitle={t('subtitle')}
        image="/img/slide-2.webp"
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {buttons.map((b) => (
          <DashboardButton key={b.testId} {...b} />
        ))}
      </Box>
      <StatsPanel
        awaitingLink={TO_VALIDATE_PATH}
        extra={(stats, lang) => (
          <>
            <LowStockSection stats={stats} lang={lang} />
            <ExpiryWatchCard stats={stats} lang={lang} />
          </>
        )}
      />
    </Box>
  );
}
