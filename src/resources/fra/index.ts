import Groups from '@mui/icons-material/GroupsOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const FranchiseList = lazyPage(() => import('./FranchiseList').then((x) => x.FranchiseList));

/** /admin/fra: the franchisees, their add, edit and details dialogs over the list (001 §2). */
export const fra = {
  name: 'fra',
  list: FranchiseList,
  icon: Groups,
  recordRepresentation: (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`,
};
