import PendingActions from '@mui/icons-material/PendingActionsOutlined';
import { lazyPage } from '../../components/lazyPage';

const BackorderQueueList = lazyPage(() => import('./BackorderQueueList').then((x) => x.BackorderQueueList));

/** /admin/backorders: the waiting back-orders per product or wilaya, and whom the next goods-in serves (issue 41 §1). */
export const backorders = { name: 'backorders', list: BackorderQueueList, icon: PendingActions };
