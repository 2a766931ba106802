import Inventory from '@mui/icons-material/Inventory2Outlined';
import { ProductList } from './ProductList';

/** /admin/product: the catalogue, its add (with pictures), edit (with gallery) and details dialogs (001 §2). */
export const product = { name: 'product', list: ProductList, icon: Inventory, recordRepresentation: 'name' };
