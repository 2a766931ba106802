import Category from '@mui/icons-material/CategoryOutlined';
import { CategoryList } from './CategoryList';

/** /admin/categories: the product categories with their dialogs (001 §2). */
export const categories = { name: 'categories', list: CategoryList, icon: Category, recordRepresentation: 'nameFR' };
