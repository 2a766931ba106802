import LocalPharmacy from '@mui/icons-material/LocalPharmacyOutlined';
import { lazyPage } from '../../components/lazyPage';

// loaded when first opened: the admin's first page stays within its budget (scripts/page-budgets.ts)
const PharmacyList = lazyPage(() => import('./PharmacyList').then((x) => x.PharmacyList));

/** /admin/pharmacies: the network's pharmacies with their dialogs and the add-franchisee sub-dialog (001 §2). */
export const pharmacies = { name: 'pharmacies', list: PharmacyList, icon: LocalPharmacy, recordRepresentation: 'name' };
