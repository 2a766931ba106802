import Workspaces from '@mui/icons-material/WorkspacesOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const PharmacyGroupList = lazyPage(() => import('./PharmacyGroupList').then((x) => x.PharmacyGroupList));

/** /admin/pharmacyGroups: named sets of pharmacies, targets of price lists and promotions (issue 40 §5). */
export const pharmacyGroups = {
  name: 'pharmacyGroups',
  list: PharmacyGroupList,
  icon: Workspaces,
  recordRepresentation: 'name',
};
