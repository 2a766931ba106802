import EventBusy from '@mui/icons-material/EventBusyOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const ExpiryWatchList = lazyPage(() => import('./ExpiryWatchList').then((x) => x.ExpiryWatchList));

/** /admin/expiryWatch: lots near or past their expiry (issue 29 §4). */
export const expiryWatch = { name: 'expiryWatch', list: ExpiryWatchList, icon: EventBusy };
