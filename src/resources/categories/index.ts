import Category from '@mui/icons-material/CategoryOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const CategoryList = lazyPage(() => import('./CategoryList').then((x) => x.CategoryList));

/** /admin/categories: the product categories with their dialogs (001 §2). */
export const categories = { name: 'categories', list: CategoryList, icon: Category, recordRepresentation: 'nameFR' };
