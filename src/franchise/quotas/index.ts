import DataUsage from '@mui/icons-material/DataUsageOutlined';
import { lazyPage } from '../../components/lazyPage';

const FranchiseQuotaList = lazyPage(() => import('./FranchiseQuotaList').then((x) => x.FranchiseQuotaList));

/** /franchise/quotas: what the wilaya's pharmacies took of the products under quota (issue 41 §4). */
export const quotas = { name: 'quotas', list: FranchiseQuotaList, icon: DataUsage };
