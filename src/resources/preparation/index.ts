import Inventory from '@mui/icons-material/MoveToInboxOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const PreparationList = lazyPage(() => import('./PreparationList').then((x) => x.PreparationList));

/** /admin/preparation: the preparation queue (issue 28). */
export const preparation = { name: 'preparation', list: PreparationList, icon: Inventory };
