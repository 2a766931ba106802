import Event from '@mui/icons-material/EventOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const HolidaysPage = lazyPage(() => import('./HolidaysPage').then((x) => x.HolidaysPage));

/** /admin/holidays: the public holidays calendar (issue 28). */
export const holidays = { name: 'holidays', list: HolidaysPage, icon: Event };
