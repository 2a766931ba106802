import PriceCheck from '@mui/icons-material/PriceCheckOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const PriceCheckPage = lazyPage(() => import('./PriceCheckPage').then((x) => x.PriceCheckPage));

/** /admin/priceCheck: what a pharmacy pays for a product at a quantity, and which rule gave it (issue 40 §5). */
export const priceCheck = { name: 'priceCheck', list: PriceCheckPage, icon: PriceCheck };
