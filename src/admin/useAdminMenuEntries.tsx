import AccountBalance from '@mui/icons-material/AccountBalanceWalletOutlined';
import Category from '@mui/icons-material/CategoryOutlined';
import EventBusy from '@mui/icons-material/EventBusyOutlined';
import Event from '@mui/icons-material/EventOutlined';
import LocalShipping from '@mui/icons-material/LocalShippingOutlined';
import MoveToInbox from '@mui/icons-material/MoveToInboxOutlined';
import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import AssignmentReturn from '@mui/icons-material/AssignmentReturnOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import Input from '@mui/icons-material/InputOutlined';
import Inventory from '@mui/icons-material/Inventory2Outlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import LocalOffer from '@mui/icons-material/LocalOfferOutlined';
import PriceCheck from '@mui/icons-material/PriceCheckOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import PendingActions from '@mui/icons-material/PendingActionsOutlined';
import TrendingDown from '@mui/icons-material/TrendingDownOutlined';
import Science from '@mui/icons-material/ScienceOutlined';
import Sell from '@mui/icons-material/SellOutlined';
import Workspaces from '@mui/icons-material/WorkspacesOutlined';
import { useCreatePath, useTranslate } from 'react-admin';
import type { AccountMenuEntry } from '../components/AccountMenu';

/** The admin's lists, in the side menu and the account menu. */
export function useAdminMenuEntries(): AccountMenuEntry[] {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const list = (resource: string) => createPath({ resource, type: 'list' });
  return [
    {
      label: translate('topbar.pharmacies'),
      to: list('pharmacies'),
      icon: <LocalPharmacy fontSize="small" />,
      testId: 'menu-pharmacies',
    },
    {
      label: translate('topbar.orders'),
      to: list('orders'),
      icon: <ReceiptLong fontSize="small" />,
      testId: 'menu-orders',
    },
    {
      label: translate('resources.receivables.name'),
      to: list('receivables'),
      icon: <AccountBalance fontSize="small" />,
      testId: 'menu-receivables',
    },
    {
      label: translate('resources.preparation.title'),
      to: list('preparation'),
      icon: <MoveToInbox fontSize="small" />,
      testId: 'menu-preparation',
    },
    {
      label: translate('resources.carriers.title'),
      to: list('carriers'),
      icon: <LocalShipping fontSize="small" />,
      testId: 'menu-carriers',
    },
    {
      label: translate('resources.holidays.title'),
      to: list('holidays'),
      icon: <Event fontSize="small" />,
      testId: 'menu-holidays',
    },
    {
      label: translate('resources.disputes.name'),
      to: list('disputes'),
      icon: <ReportProblem fontSize="small" />,
      testId: 'menu-disputes',
    },
    {
      label: translate('topbar.franchisees'),
      to: list('fra'),
      icon: <Groups fontSize="small" />,
      testId: 'menu-franchisees',
    },
    {
      label: translate('topbar.categories'),
      to: list('categories'),
      icon: <Category fontSize="small" />,
      testId: 'menu-categories',
    },
    {
      label: translate('topbar.products'),
      to: list('product'),
      icon: <Inventory fontSize="small" />,
      testId: 'menu-products',
    },
    {
      label: translate('resources.priceLists.name'),
      to: list('priceLists'),
      icon: <Sell fontSize="small" />,
      testId: 'menu-price-lists',
    },
    {
      label: translate('resources.pharmacyGroups.name'),
      to: list('pharmacyGroups'),
      icon: <Workspaces fontSize="small" />,
      testId: 'menu-pharmacy-groups',
    },
    {
      label: translate('resources.promotions.name'),
      to: list('promotions'),
      icon: <LocalOffer fontSize="small" />,
      testId: 'menu-promotions',
    },
    {
      label: translate('resources.priceCheck.name'),
      to: list('priceCheck'),
      icon: <PriceCheck fontSize="small" />,
      testId: 'menu-price-check',
    },
    {
      label: translate('resources.laboratories.name'),
      to: list('laboratories'),
      icon: <Science fontSize="small" />,
      testId: 'menu-laboratories',
    },
    {
      label: translate('resources.unservedDemand.name'),
      to: list('unservedDemand'),
      icon: <TrendingDown fontSize="small" />,
      testId: 'menu-unserved-demand',
    },
    {
      label: translate('resources.backorders.name'),
      to: list('backorders'),
      icon: <PendingActions fontSize="small" />,
      testId: 'menu-backorders',
    },
    {
      label: translate('resources.goodsIn.name'),
      to: list('goodsIn'),
      icon: <Input fontSize="small" />,
      testId: 'menu-goods-in',
    },
    {
      label: translate('resources.expiryWatch.name'),
      to: list('expiryWatch'),
      icon: <EventBusy fontSize="small" />,
      testId: 'menu-expiry-watch',
    },
    {
      label: translate('resources.recalls.name'),
      to: list('recalls'),
      icon: <AssignmentReturn fontSize="small" />,
      testId: 'menu-recalls',
    },
    {
      label: translate('resources.audit.name'),
      to: list('audit'),
      icon: <History fontSize="small" />,
      testId: 'menu-audit',
    },
  ];
}
