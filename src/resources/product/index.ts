import Inventory from '@mui/icons-material/Inventory2Outlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const ProductList = lazyPage(() => import('./ProductList').then((x) => x.ProductList));

/** /admin/product: the catalogue, its add (with pictures), edit (with gallery) and details dialogs (001 §2). */
export const product = { name: 'product', list: ProductList, icon: Inventory, recordRepresentation: 'name' };
