import Sell from '@mui/icons-material/SellOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const PriceListList = lazyPage(() => import('./PriceListList').then((x) => x.PriceListList));

/** /admin/priceLists: the contract price lists and their items (issue 40 §5). */
export const priceLists = { name: 'priceLists', list: PriceListList, icon: Sell, recordRepresentation: 'name' };
