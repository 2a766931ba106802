import ReportProblem from '@mui/icons-material/ReportProblemOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const DisputeList = lazyPage(() => import('./DisputeList').then((x) => x.DisputeList));
const DisputeShow = lazyPage(() => import('./DisputeShow').then((x) => x.DisputeShow));

/** /admin/disputes: the disputes queue and each dispute's page (messages, resolution; issue 28). */
export const disputes = { name: 'disputes', list: DisputeList, show: DisputeShow, icon: ReportProblem };
