import AssignmentReturn from '@mui/icons-material/AssignmentReturnOutlined';
import AccountBalance from '@mui/icons-material/AccountBalanceWalletOutlined';
import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import ReceiptLong from '@mui/icons-material/ReceiptLongOutlined';
import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import Sell from '@mui/icons-material/SellOutlined';
import DataUsage from '@mui/icons-material/DataUsageOutlined';
import { useCreatePath, useTranslate } from 'react-admin';
import type { AccountMenuEntry } from '../../components/AccountMenu';

/** The franchisee's lists, in the side menu and the account menu. */
export function useFranchiseMenuEntries(): AccountMenuEntry[] {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return [
    {
      label: translate('topbar.pharmacies'),
      to: createPath({ resource: 'pharmacies', type: 'list' }),
      icon: <LocalPharmacy fontSize="small" />,
      testId: 'menu-pharmacies',
    },
    {
      label: translate('topbar.orders'),
      to: createPath({ resource: 'orders', type: 'list' }),
      icon: <ReceiptLong fontSize="small" />,
      testId: 'menu-orders',
    },
    {
      label: translate('resources.disputes.name'),
      to: createPath({ resource: 'disputes', type: 'list' }),
      icon: <ReportProblem fontSize="small" />,
      testId: 'menu-disputes',
    },
    {
      label: translate('resources.recalls.name'),
      to: createPath({ resource: 'recalls', type: 'list' }),
      icon: <AssignmentReturn fontSize="small" />,
      testId: 'menu-recalls',
    },
    {
      label: translate('resources.receivables.name'),
      to: createPath({ resource: 'receivables', type: 'list' }),
      icon: <AccountBalance fontSize="small" />,
      testId: 'menu-receivables',
    },
    {
      label: translate('resources.priceLists.name'),
      to: createPath({ resource: 'priceLists', type: 'list' }),
      icon: <Sell fontSize="small" />,
      testId: 'menu-price-lists',
    },
    {
      label: translate('resources.quotas.name'),
      to: createPath({ resource: 'quotas', type: 'list' }),
      icon: <DataUsage fontSize="small" />,
      testId: 'menu-quotas',
    },
  ];
}
